"""The results' site with the season's challenge: its page (rules in words, the concours
counted, the ranking with each tie explained), its link on every page, every text of the
challenge file escaped; a concours not added to the challenge refused before anything is
written, from the services, the command line and the publishing."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.challenge_concours import play_concours
from tests.conftest import pair_of_players
from tests.exports.test_publish import (  # noqa: F401 (fixtures)
    MemoryKeyring,
    memory_keyring,
    plain_ftp,
)
from tests.exports.test_site import HOSTILE, read
from tests.exports.upload_servers import PASSWORD, USER, Running
from tournoi.cli import main
from tournoi.cli import publish as publish_command
from tournoi.exports import documents
from tournoi.exports.documents import Document
from tournoi.exports.publish import Destination
from tournoi.exports.publish.results import publish_results
from tournoi.services import challenge
from tournoi.services.challenge import ChallengeRules, ConcoursNotInChallenge, Rule
from tournoi.services.errors import ServiceError
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.tournament import lifecycle as tournaments


@pytest.fixture(scope="module")
def season(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, Path]:
    """« Printemps » (five teams) and « Été » (four) in a challenge by wins; « Automne »
    played but not added. Returns the challenge, « Été » and « Automne »."""
    folder = tmp_path_factory.mktemp("saison")
    spring = play_concours(folder / "printemps.tournoi", players=pair_of_players, teams=5,
                           name="Printemps")  # fmt: skip
    summer = play_concours(folder / "ete.tournoi", players=pair_of_players, teams=4, name="Été")
    autumn = play_concours(folder / "automne.tournoi", players=pair_of_players, teams=4,
                           name="Automne")  # fmt: skip
    path = folder / "saison.challenge"
    challenge.create_challenge(path, name="Challenge 2027", rules=ChallengeRules(rule=Rule.WINS))
    challenge.add_concours(path, tournament=spring)
    challenge.add_concours(path, tournament=summer)
    return path, summer, autumn


def export(tournament: Path, folder: Path, challenge_file: Path | None) -> str:
    db = tournaments.open_tournament(tournament)
    try:
        return documents.export(db, path=folder, what=Document.SITE, challenge=challenge_file)
    finally:
        db.close()


def test_the_challenge_page_shows_the_rules_the_concours_and_the_ranking(
    season: tuple[Path, Path, Path], tmp_path: Path
) -> None:
    path, summer, _autumn = season
    folder = tmp_path / "resultats"
    message = export(summer, folder, path)
    assert "Site des résultats" in message
    page = read(folder, "challenge.html").text
    assert "Challenge 2027" in page
    for line in challenge.season(path).rules.explained():
        assert " ".join(line.split()) in page
    assert "C1 : Printemps" in page and "C2 : Été" in page
    assert "Été, 4 équipes (ce concours)" in page
    assert "(ce concours)" not in page.split("C2 : Été")[0]
    rows = challenge.season(path).rows
    assert len(rows) == 10  # the players of teams 1 to 4 played both concours
    # Rank, name, concours, points (4 per partie won, two in each), marks, wins, C1, C2, tie.
    assert (rows[0].rank, rows[0].name, rows[0].points) == (1, "Jean Martin1", 16)
    assert "1 ex. Jean Martin1 2 16 1240 4 8 8 Ex aequo avec Paul Durand1" in page
    ties = [row.tie for row in rows if row.tie]
    assert ties and all(" ".join(tie.split()) in page for tie in ties)
    assert "Départage, remarque" in page
    assert "Entre parenthèses" not in page  # every concours counts: no brackets to explain


def test_every_page_links_to_the_challenge_and_none_without_it(
    season: tuple[Path, Path, Path], tmp_path: Path
) -> None:
    path, summer, _autumn = season
    export(summer, tmp_path / "avec", path)
    for page in (tmp_path / "avec").glob("*.html"):
        assert "challenge.html" in read(page.parent, page.name).addresses
    export(summer, tmp_path / "sans", None)
    assert not (tmp_path / "sans" / "challenge.html").exists()
    assert all(
        "challenge.html" not in read(page.parent, page.name).addresses
        for page in (tmp_path / "sans").glob("*.html")
    )


def test_a_concours_not_in_the_challenge_is_refused_and_nothing_written(
    season: tuple[Path, Path, Path], tmp_path: Path
) -> None:
    path, _summer, autumn = season
    folder = tmp_path / "resultats"
    with pytest.raises(ConcoursNotInChallenge) as refused:
        export(autumn, folder, path)
    assert "Ce concours n'est pas dans le challenge « saison.challenge » : ajoutez-le" in (
        refused.value.message
    )
    assert refused.value.field == "challenge"
    assert not folder.exists()


def test_the_challenge_goes_on_the_site_only(
    season: tuple[Path, Path, Path], tmp_path: Path
) -> None:
    path, summer, _autumn = season
    db = tournaments.open_tournament(summer)
    try:
        with pytest.raises(ServiceError, match="Le challenge se montre sur le site des résultats"):
            documents.export(db, path=tmp_path / "c.pdf", what=Document.STANDINGS, challenge=path)
    finally:
        db.close()
    assert not (tmp_path / "c.pdf").exists()


def hostile_players(number: int) -> list[PlayerInfo]:
    return [
        PlayerInfo(HOSTILE[number % len(HOSTILE)], f"Nom{number}", club=HOSTILE[-1]),
        PlayerInfo("Paul", f"Durand{number}"),
    ]


def test_every_text_of_the_challenge_is_text(tmp_path: Path) -> None:
    concours = play_concours(tmp_path / "c.tournoi", players=hostile_players, teams=4,
                             name=HOSTILE[2])  # fmt: skip
    path = tmp_path / "saison.challenge"
    challenge.create_challenge(path, name=HOSTILE[0], rules=ChallengeRules(rule=Rule.MARKS))
    challenge.add_concours(path, tournament=concours)
    folder = tmp_path / "resultats"
    export(concours, folder, path)
    source = (folder / "challenge.html").read_text(encoding="utf-8")
    parsed = read(folder, "challenge.html")
    assert set(parsed.tags) <= {
        "html", "head", "meta", "link", "title", "style", "body", "header", "h1", "h2", "h3",
        "p", "nav", "ul", "ol", "li", "a", "main", "div", "table", "caption", "thead", "tbody",
        "tr", "th", "td", "span", "footer",
    }  # fmt: skip
    assert parsed.tags.count("style") == 1 and "<!-- " not in source
    assert all(
        address == "data:," or re.fullmatch(r"[a-z0-9-]+\.html", address)
        for address in parsed.addresses
    )
    assert HOSTILE[0] in parsed.text and HOSTILE[2] in parsed.text
    for number in range(1, 5):
        assert f"{HOSTILE[number % len(HOSTILE)]} Nom{number}" in parsed.text


def test_the_command_line_adds_the_challenge_page_or_says_why_not(
    season: tuple[Path, Path, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path, summer, autumn = season
    folder = tmp_path / "resultats"
    argv = ["export", "--what", "site", "--challenge", str(path)]
    assert main([*argv, str(summer), str(folder)]) == 0
    assert json.loads(capsys.readouterr().out)["written"] == str(folder)
    assert "Challenge 2027" in read(folder, "challenge.html").text
    assert main([*argv, str(autumn), str(tmp_path / "autre")]) == 1
    assert "Ce concours n'est pas dans le challenge" in capsys.readouterr().err
    assert not (tmp_path / "autre").exists()
    assert main([*argv[:-1], str(summer), str(summer), str(tmp_path / "x")]) == 1
    assert "n'est pas un fichier de challenge" in capsys.readouterr().err
    assert main(["export", "--challenge", str(path), str(summer), str(tmp_path / "c.pdf")]) == 1
    assert "Le challenge se montre sur le site des résultats" in capsys.readouterr().err


def test_the_published_site_carries_the_challenge(
    season: tuple[Path, Path, Path],
    tmp_path: Path,
    plain_ftp: Running,  # noqa: F811
) -> None:
    path, summer, _autumn = season
    db = tournaments.open_tournament(summer)
    try:
        publish_results(
            db, destination=Destination.parse(f"ftp://{USER}@127.0.0.1:{plain_ftp.port}/site"),
            password=PASSWORD, trust=lambda _h, _f: False, url=None, who="test",
            challenge=path, unencrypted=True,
        )  # fmt: skip
    finally:
        db.close()
    online = plain_ftp.root / "site" / "challenge.html"
    assert "Challenge 2027" in online.read_text(encoding="utf-8")


def test_the_command_line_publishes_the_challenge_with_the_site(
    season: tuple[Path, Path, Path],
    plain_ftp: Running,  # noqa: F811
    memory_keyring: MemoryKeyring,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    path, summer, autumn = season
    monkeypatch.setattr(publish_command, "ask_password", lambda _d: PASSWORD)
    address = f"ftp://{USER}@127.0.0.1:{plain_ftp.port}/site"
    argv = ["publish", str(summer), "--to", address, "--challenge", str(path), "--sans-chiffrement"]
    assert main(argv) == 0
    capsys.readouterr()
    online = plain_ftp.root / "site" / "challenge.html"
    assert "Challenge 2027" in online.read_text(encoding="utf-8")
    argv = ["publish", str(autumn), "--to", address, "--challenge", str(path), "--sans-chiffrement"]
    assert main(argv) == 1
    assert "Ce concours n'est pas dans le challenge" in capsys.readouterr().err
