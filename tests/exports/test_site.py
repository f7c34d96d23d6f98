"""The results' site: every round, team and prize on its pages, every typed text escaped, the
folder replaced whole or not at all, never a folder of the user's.

What a browser makes of it (no console error, no request outside the folder)
is in tests/web/test_site_browser.py.
"""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from sqlmodel import select

from tests.conftest import WHO, new_tournament
from tests.services.test_draws import finish_round
from tests.services.test_prizes import PRIZES
from tournoi.cli import main
from tournoi.exports import documents, site
from tournoi.exports.atomic import FOLDER_MARK, ExportError
from tournoi.exports.documents import Document
from tournoi.services import draws
from tournoi.services.awards import palmares, prizes
from tournoi.services.draws import DrawMethod
from tournoi.services.errors import ServiceError
from tournoi.services.standings import current as standings
from tournoi.storage import Database, models

HOSTILE = (
    "<script>alert('équipe')</script>",
    '"><img src=x onerror=alert(1)>',
    "Tom & Jerry </td></tr></table>",
    "<!-- commentaire",
    "<style>body{display:none}</style>",
    "javascript:alert(1)",
    "<a href='http://exemple.invalid/'>lien</a>",
)


class Page(HTMLParser):
    """A page's text, its tags, and where its links and loads lead."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.words: list[str] = []
        self.tags: list[str] = []
        self.addresses: list[str] = []
        self.feed(text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        self.addresses += [value or "" for name, value in attrs if name in ("href", "src")]

    def handle_data(self, data: str) -> None:
        self.words.append(data)

    @property
    def text(self) -> str:
        return " ".join(" ".join(self.words).split())


def hidden(folder: Path) -> list[str]:
    """The temporary folders an export would leave beside the site."""
    return [path.name for path in folder.iterdir() if path.name.startswith(".")]


def read(folder: Path, name: str) -> Page:
    return Page((folder / name).read_text(encoding="utf-8"))


@pytest.fixture
def played(tmp_path: Path) -> Database:
    """Seven teams (one exempt each round), rounds 1 and 2 over, round 3 drawn."""
    db = new_tournament(tmp_path / "noel.tournoi", teams=7, rounds=3, place="Vitré")
    draws.draw_round(db, method=DrawMethod.RANDOM, seed=5, who=WHO)
    finish_round(db, 1)
    draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)
    finish_round(db, 2)
    draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)
    yield db
    db.close()


def test_the_site_has_a_page_per_round_per_team_and_the_palmares(
    played: Database, tmp_path: Path
) -> None:
    folder = tmp_path / "resultats"
    message = documents.export(played, path=folder, what=Document.SITE)
    assert message == "Site des résultats : 13 pages dans « resultats », ouvrir index.html."
    names = sorted(path.name for path in folder.iterdir())
    assert names == sorted(
        [FOLDER_MARK, "index.html", "equipes.html", "palmares.html"]
        + [f"tour-{n}.html" for n in (1, 2, 3)]
        + [f"equipe-{n}.html" for n in range(1, 8)]
    )
    index = read(folder, "index.html")
    rows = standings.standings(played)
    for row in rows:
        assert f"{row.rank} {row.number} {row.name}" in index.text
    assert "Classement provisoire au tour 3 (parties en cours)" in index.text
    assert "Vitré" in index.text
    links = {
        address
        for name in names
        if name.endswith(".html")
        for address in read(folder, name).addresses
    }
    assert links == {"data:,"} | {name for name in names if name.endswith(".html")}


def test_a_round_page_shows_each_tables_marks_and_the_standings_after_it(
    played: Database, tmp_path: Path
) -> None:
    folder = tmp_path / "resultats"
    documents.export(played, path=folder, what=Document.SITE)
    view = draws.round_view(played, round_number=1)
    page = read(folder, "tour-1.html").text
    first = view.tables[0]  # finish_round: team A wins 500 - 0 at table 1, 360 - 150 elsewhere
    # One column, whose points are whose as the names read: a team's, then its opponent's.
    players = " et ".join(player.full_name for player in first.a.players)
    assert f"1 {first.a.name} {players} 500 – 0 {first.b.name}" in page
    for table in view.tables[1:]:
        assert f"{table.table} {table.a.name}" in page
    assert view.bye is not None
    players = " et ".join(player.full_name for player in view.bye.players)
    # The marks follow the team's name, not its players' on the line below.
    assert re.search(rf"Exempt : {re.escape(view.bye.name)} \(\d+ points\)\. {players}", page)
    assert "Classement après la 1re partie" in page
    third = read(folder, "tour-3.html").text
    assert "à jouer" in third and "Classement provisoire au tour 3" in third


def test_a_teams_page_shows_its_path(played: Database, tmp_path: Path) -> None:
    folder = tmp_path / "resultats"
    documents.export(played, path=folder, what=Document.SITE)
    first = draws.round_view(played, round_number=1).tables[0]
    page = read(folder, f"equipe-{first.a.number}.html")
    assert f"1 1 {first.b.name} gagnée 500 0" in page.text
    assert f"equipe-{first.b.number}.html" in page.addresses
    for player in first.a.players:
        assert player.full_name in page.text


def test_the_palmares_page_is_the_palmares(played: Database, tmp_path: Path) -> None:
    folder = tmp_path / "resultats"
    documents.export(played, path=folder, what=Document.SITE)
    page = read(folder, "palmares.html").text
    assert "Palmarès après la 2e partie" in page
    leader = standings.standings(played)[0]
    assert f"1 {leader.number} {leader.name}" in page
    assert "Lot" not in page  # no prize list: no empty column


def test_before_the_first_draw_the_site_says_so(tmp_path: Path) -> None:
    db = new_tournament(tmp_path / "vide.tournoi", teams=4)
    folder = tmp_path / "resultats"
    documents.export(db, path=folder, what=Document.SITE)
    db.close()
    assert "Aucun tour n'est encore tiré" in read(folder, "index.html").text
    assert not (folder / "palmares.html").exists()


def hostile(db: Database) -> None:
    """Every typed text of the tournament made of markup."""
    with db.session() as session:
        tournament = session.exec(select(models.Tournament)).one()
        tournament.name, tournament.place = HOSTILE[0], HOSTILE[1]
        tournament.organiser = HOSTILE[2]
        rows: list[models.SQLModel] = [tournament]
        for index, team in enumerate(session.exec(select(models.Team))):
            team.name = f"{HOSTILE[index % len(HOSTILE)]}{index}"
            rows.append(team)
        for index, player in enumerate(session.exec(select(models.Player))):
            player.first_name, player.club = HOSTILE[index % len(HOSTILE)], HOSTILE[-1]
            rows.append(player)
        session.add_all(rows)


def test_every_typed_text_is_text(played: Database, tmp_path: Path) -> None:
    hostile(played)
    folder = tmp_path / "resultats"
    documents.export(played, path=folder, what=Document.SITE)
    for page in folder.glob("*.html"):
        source = page.read_text(encoding="utf-8")
        parsed = Page(source)
        assert set(parsed.tags) <= {
            "html", "head", "meta", "link", "title", "style", "body", "header", "h1", "h2",
            "p", "nav", "ul", "li", "a", "main", "div", "table", "caption", "thead", "tbody",
            "tr", "th", "td", "span", "footer",
        }  # fmt: skip
        assert parsed.tags.count("style") == 1 and "<!-- " not in source
        assert all(
            address == "data:," or re.fullmatch(r"[a-z0-9-]+\.html", address)
            for address in parsed.addresses
        )
        assert HOSTILE[0] in parsed.text  # the title: read as written
    teams = read(folder, "equipes.html").text
    for index in range(7):
        assert f"{HOSTILE[index % len(HOSTILE)]}{index}" in teams


# The folder, replaced whole or not at all


def test_a_folder_of_the_users_is_never_replaced(played: Database, tmp_path: Path) -> None:
    folder = tmp_path / "Documents"
    folder.mkdir()
    (folder / "lettre.odt").write_text("à garder")
    with pytest.raises(ExportError, match="contient déjà d'autres fichiers, qui seraient effacés"):
        documents.export(played, path=folder, what=Document.SITE)
    assert [path.name for path in folder.iterdir()] == ["lettre.odt"]
    assert hidden(tmp_path) == []


def test_the_tournaments_folder_is_refused(played: Database, tmp_path: Path) -> None:
    with pytest.raises(ExportError, match="contient le fichier du tournoi"):
        documents.export(played, path=tmp_path, what=Document.SITE)
    assert (tmp_path / "noel.tournoi").is_file()


def test_the_site_carries_no_phones_code(played: Database, tmp_path: Path) -> None:
    phones = documents.Phones(base_url="http://192.168.1.20:8000", who=WHO)
    with pytest.raises(
        ServiceError, match="Pas de QR code des téléphones sur « site des résultats »"
    ):
        documents.export(played, path=tmp_path / "site", what=Document.SITE, phones=phones)
    assert not (tmp_path / "site").exists()


def test_a_file_is_not_a_folder(played: Database, tmp_path: Path) -> None:
    file = tmp_path / "site.html"
    file.write_text("ancien")
    with pytest.raises(ExportError, match="est un fichier : le site s'écrit dans un dossier"):
        documents.export(played, path=file, what=Document.SITE)
    assert file.read_text() == "ancien"


def test_a_site_is_replaced_by_the_new_one(played: Database, tmp_path: Path) -> None:
    folder = tmp_path / "resultats"
    documents.export(played, path=folder, what=Document.SITE)
    (folder / "tour-9.html").write_text("d'un autre concours")
    finish_round(played, 3)
    documents.export(played, path=folder, what=Document.SITE)
    assert not (folder / "tour-9.html").exists()
    assert "Classement après la 3e et dernière partie" in read(folder, "index.html").text
    assert hidden(tmp_path) == []


def test_a_failing_export_leaves_the_previous_site(
    played: Database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "resultats"
    documents.export(played, path=folder, what=Document.SITE)
    before = {path.name: path.read_bytes() for path in folder.iterdir()}
    written = site.write_site

    def full_disk(temporary: Path, **kwargs: object) -> int:
        written(temporary, **kwargs)  # type: ignore[arg-type]
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(site, "write_site", full_disk)
    finish_round(played, 3)
    with pytest.raises(Exception, match=r"Impossible d'écrire « .*resultats » : "):
        documents.export(played, path=folder, what=Document.SITE)
    assert {path.name: path.read_bytes() for path in folder.iterdir()} == before
    assert hidden(tmp_path) == []


# The command line


def test_the_command_line_writes_the_site_and_replaces_it_only_when_told(
    played: Database, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    file, folder = str(played.path), str(tmp_path / "resultats")
    assert main(["export", "--what", "site", file, folder]) == 0
    assert json.loads(capsys.readouterr().out)["written"] == folder
    assert main(["export", "--what", "site", file, folder]) == 1
    assert "existe déjà : il n'est pas remplacé sans --force" in capsys.readouterr().err
    assert main(["export", "--what", "site", "--force", file, folder]) == 0


def test_a_negative_difference_is_written_with_a_minus_sign(
    played: Database, tmp_path: Path
) -> None:
    """As the window's standings write it: « −140 », not a hyphen."""
    folder = tmp_path / "resultats"
    documents.export(played, path=folder, what=Document.SITE)
    index = read(folder, "index.html").text
    behind = [row for row in standings.standings(played) if row.goal_average < 0]
    assert behind
    for row in behind:
        assert f"\u2212{-row.goal_average}" in index
    assert not re.search(r"-\d", index)


def test_the_palmares_page_gives_the_prizes_once_there_is_a_list(
    played: Database, tmp_path: Path
) -> None:
    prizes.replace_prizes(played, prizes=PRIZES, who=WHO)
    folder = tmp_path / "resultats"
    documents.export(played, path=folder, what=Document.SITE)
    page = read(folder, "palmares.html").text
    awarded = [line for line in palmares.palmares(played).lines if line.prize]
    assert "Lot" in page and awarded
    for line in awarded:
        assert " ".join(line.prize_line.split()) in page
