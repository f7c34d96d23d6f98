"""The export and publish dialogs offer the season's challenge last opened in its window when
the open concours was added to it: ticked, the site written or sent carries its page; never
offered for a concours it does not hold, nor for another document than the site."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.challenge_concours import play_concours
from tests.conftest import WHO, pair_of_players
from tests.exports.test_publish import plain_ftp  # noqa: F401 (a fixture)
from tests.exports.upload_servers import PASSWORD, USER, Running
from tournoi.exports.documents import Document
from tournoi.services import challenge
from tournoi.services.challenge import ChallengeRules, Rule
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.ui.context import TournamentContext
from tournoi.ui.export_dialog import ExportDialog
from tournoi.ui.preferences import Preferences
from tournoi.ui.publish_dialog import PublishDialog


@pytest.fixture
def season(tmp_path: Path) -> tuple[Path, Path, Path]:
    """« Été » added to « Challenge 2027 », « Automne » not: the challenge and both files."""
    summer = play_concours(tmp_path / "ete.tournoi", players=pair_of_players, teams=4, name="Été")
    autumn = play_concours(tmp_path / "automne.tournoi", players=pair_of_players, teams=4,
                           name="Automne")  # fmt: skip
    path = tmp_path / "saison.challenge"
    challenge.create_challenge(path, name="Challenge 2027", rules=ChallengeRules(rule=Rule.MARKS))
    challenge.add_concours(path, tournament=summer)
    return path, summer, autumn


def test_an_ampersand_of_the_challenges_name_is_shown_as_such(
    qtbot: QtBot, opened: list[TournamentContext], tmp_path: Path
) -> None:
    summer = play_concours(tmp_path / "ete.tournoi", players=pair_of_players, teams=4, name="Été")
    path = tmp_path / "saison.challenge"
    challenge.create_challenge(path, name="Pique & Cœur", rules=ChallengeRules(rule=Rule.MARKS))
    challenge.add_concours(path, tournament=summer)
    dialog = ExportDialog(context_of(summer, opened), challenge_file=str(path))
    qtbot.addWidget(dialog)
    assert dialog.challenge_box.text().endswith("«\u00a0Pique && Cœur\u00a0»")


@pytest.fixture
def opened() -> Iterator[list[TournamentContext]]:
    contexts: list[TournamentContext] = []
    yield contexts
    for context in contexts:
        context.database.close()


def context_of(path: Path, opened: list[TournamentContext]) -> TournamentContext:
    context = TournamentContext(tournaments.open_tournament(path), who=WHO)
    opened.append(context)
    return context


def test_the_site_written_from_the_window_carries_the_challenge(
    qtbot: QtBot, season: tuple[Path, Path, Path], opened: list[TournamentContext], tmp_path: Path
) -> None:
    path, summer, _autumn = season
    dialog = ExportDialog(context_of(summer, opened), challenge_file=str(path))
    qtbot.addWidget(dialog)
    dialog.show()
    box = dialog.challenge_box
    assert box.isVisible() and box.isChecked() and not box.isEnabled()  # the standings first
    assert box.text() == "Avec la page du c&hallenge «\u00a0Challenge 2027\u00a0»"
    dialog.buttons[Document.SITE].setChecked(True)
    assert box.isEnabled()
    folder = tmp_path / "resultats"
    dialog.path_edit.setText(str(folder))
    with qtbot.waitSignal(dialog.finished_export, timeout=30_000):
        dialog.start()
    assert "Challenge 2027" in (folder / "challenge.html").read_text(encoding="utf-8")

    box.setChecked(False)
    other = tmp_path / "sans"
    dialog.path_edit.setText(str(other))
    with qtbot.waitSignal(dialog.finished_export, timeout=30_000):
        dialog.start()
    assert (other / "index.html").is_file() and not (other / "challenge.html").exists()


@pytest.mark.parametrize("which", ["not added", "gone", "none"])
def test_no_challenge_is_offered_for_a_concours_it_does_not_hold(
    qtbot: QtBot,
    season: tuple[Path, Path, Path],
    opened: list[TournamentContext],
    tmp_path: Path,
    which: str,
) -> None:
    path, _summer, autumn = season
    chosen = {"not added": str(path), "gone": str(tmp_path / "perdu.challenge"), "none": ""}
    dialog = ExportDialog(context_of(autumn, opened), challenge_file=chosen[which])
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.buttons[Document.SITE].setChecked(True)
    assert not dialog.challenge_box.isVisible() and dialog.challenge_box.chosen() is None


def test_the_site_published_from_the_window_carries_the_challenge(
    qtbot: QtBot,
    season: tuple[Path, Path, Path],
    opened: list[TournamentContext],
    preferences: Preferences,
    plain_ftp: Running,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path, summer, _autumn = season
    preferences.challenge_file = str(path)
    monkeypatch.setattr("tournoi.ui.publish_dialog.confirm", lambda _p, _t, _q: True)
    dialog = PublishDialog(context_of(summer, opened), preferences)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.challenge_box.isVisible() and dialog.challenge_box.isChecked()
    qtbot.keyClicks(dialog.to_edit, f"ftp://{USER}@127.0.0.1:{plain_ftp.port}/site")
    qtbot.keyClicks(dialog.password_edit, PASSWORD)
    dialog.keep_box.setChecked(False)
    dialog.clear_box.setChecked(True)  # the test's server offers no TLS
    with qtbot.waitSignal(dialog.published, timeout=30_000):
        dialog.start()
    online = plain_ftp.root / "site" / "challenge.html"
    assert "Challenge 2027" in online.read_text(encoding="utf-8")
