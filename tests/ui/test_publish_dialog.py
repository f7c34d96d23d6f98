"""« Publier les résultats en ligne » : the site sent to a local SFTP server from the window,
a new host accepted by its fingerprint, the password kept in the keyring, typed again when
the host refuses it; the address published, for the QR codes."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.exports.test_publish import MemoryKeyring, memory_keyring  # noqa: F401 (a fixture)
from tests.exports.upload_servers import (
    PASSWORD,
    USER,
    Running,
    ftp_server,
    garbage_server,
    sftp_server,
)
from tournoi.exports.publish.passwords import SERVICE
from tournoi.services.publication import address as publication
from tournoi.ui.context import TournamentContext
from tournoi.ui.main_window import MainWindow
from tournoi.ui.preferences import Preferences
from tournoi.ui.publish_dialog import PublishDialog

URL = "https://club-belote.fr/resultats/"


@pytest.fixture
def sftp(tmp_path: Path) -> Iterator[Running]:
    root = tmp_path / "hebergeur"
    root.mkdir()
    with sftp_server(root) as running:
        yield running


@pytest.fixture
def questions(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> list[str]:
    """The questions the dialog asks (each answered yes); the known hosts in the test's folder."""
    asked: list[str] = []

    def yes(_parent: object, _title: str, question: str) -> bool:
        asked.append(question)
        return True

    monkeypatch.setattr("tournoi.ui.publish_dialog.confirm", yes)
    monkeypatch.setattr(
        "tournoi.exports.publish.results.known_hosts_file", lambda: tmp_path / "known_hosts"
    )
    return asked


def dialog_for(qtbot: QtBot, context: TournamentContext, preferences: Preferences) -> PublishDialog:
    dialog = PublishDialog(context, preferences)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def send(qtbot: QtBot, dialog: PublishDialog) -> None:
    with qtbot.waitSignal(dialog.published, timeout=30_000):
        qtbot.keyClick(dialog.password_edit, Qt.Key.Key_Return)


def test_the_site_goes_online_and_its_address_is_kept(
    qtbot: QtBot, context: TournamentContext, preferences: Preferences, sftp: Running,
    questions: list[str], memory_keyring: MemoryKeyring,  # noqa: F811
) -> None:  # fmt: skip
    dialog = dialog_for(qtbot, context, preferences)
    address = f"sftp://{USER}@127.0.0.1:{sftp.port}/www/resultats"
    qtbot.keyClicks(dialog.to_edit, address)
    qtbot.keyClicks(dialog.url_edit, URL)
    qtbot.keyClicks(dialog.password_edit, PASSWORD)
    assert dialog.keep_box.isChecked()

    send(qtbot, dialog)

    assert len(questions) == 1 and sftp.fingerprint in questions[0]
    assert dialog.message.text().startswith("Site envoyé sur")
    assert (sftp.root / "www" / "resultats" / "index.html").is_file()
    assert publication.published_url(context.database) == URL
    assert memory_keyring.kept == {(SERVICE, f"{USER}@127.0.0.1:{sftp.port}"): PASSWORD}
    assert preferences.publish_to == address
    assert dialog.password_edit.text() == ""
    assert dialog.password_edit.placeholderText() == "gardé dans le trousseau du système"

    again = dialog_for(qtbot, context, preferences)  # the next time: nothing to type
    assert again.to_edit.text() == address and again.url_edit.text() == URL
    send(qtbot, again)
    assert len(questions) == 1  # the host is known now


def test_a_kept_password_the_host_refuses_is_forgotten(
    qtbot: QtBot, context: TournamentContext, preferences: Preferences, sftp: Running,
    questions: list[str], memory_keyring: MemoryKeyring,  # noqa: F811
) -> None:  # fmt: skip
    account = f"{USER}@127.0.0.1:{sftp.port}"
    memory_keyring.kept[SERVICE, account] = "ancien"
    dialog = dialog_for(qtbot, context, preferences)
    qtbot.keyClicks(dialog.to_edit, f"sftp://{account}/")
    assert dialog.password_edit.placeholderText() == "gardé dans le trousseau du système"
    qtbot.keyClick(dialog.to_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "oublié" in dialog.message.text(), timeout=30_000)
    assert "refuse l'utilisateur" in dialog.message.text()
    assert memory_keyring.kept == {}
    assert publication.published_url(context.database) is None


def test_what_cannot_be_sent_is_said_before_anything_starts(
    qtbot: QtBot, context: TournamentContext, preferences: Preferences,
    memory_keyring: MemoryKeyring,  # noqa: F811
) -> None:  # fmt: skip
    dialog = dialog_for(qtbot, context, preferences)
    qtbot.keyClicks(dialog.to_edit, "https://club-belote.fr/")
    dialog.start()
    assert "elle commence par sftp://" in dialog.message.text()
    dialog.to_edit.setText("sftp://club@127.0.0.1:2222/")
    dialog.start()
    assert "Tapez le mot de passe de club@127.0.0.1:2222." in dialog.message.text()
    assert dialog.focusWidget() is dialog.password_edit and dialog._thread is None


def test_the_tournament_menu_opens_it(
    qtbot: QtBot, tmp_path: Path, preferences: Preferences, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.conftest import new_tournament  # noqa: PLC0415

    path = tmp_path / "menu.tournoi"
    new_tournament(path, teams=2).close()
    window = MainWindow(preferences)
    qtbot.addWidget(window)
    assert window.open_location(str(path))
    opened: list[str] = []
    monkeypatch.setattr(PublishDialog, "exec", lambda self: opened.append(self.windowTitle()) or 0)
    action = next(
        a
        for a in window.menus.tournament.actions()
        if a.text() == "P&ublier les résultats en ligne…"
    )
    action.trigger()
    assert opened == ["Publier les résultats en ligne"]
    window.close_tournament()


def test_a_host_that_answers_markup_is_shown_as_written(
    qtbot: QtBot, context: TournamentContext, preferences: Preferences,
    memory_keyring: MemoryKeyring,  # noqa: F811
) -> None:  # fmt: skip
    """A server's answer is quoted in the message: it must not become a link or a picture."""
    answer = b"500 <a href='https://ailleurs.example/'>Cliquez ici</a>\r\n"
    with garbage_server(answer) as host:
        dialog = dialog_for(qtbot, context, preferences)
        qtbot.keyClicks(dialog.to_edit, f"ftp://{USER}@127.0.0.1:{host.port}/")
        qtbot.keyClicks(dialog.password_edit, PASSWORD)
        qtbot.keyClick(dialog.password_edit, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: "a refusé l'envoi" in dialog.message.text(), timeout=30_000)
    assert "<a href='https://ailleurs.example/'>Cliquez ici</a>" in dialog.message.text()
    assert dialog.message.textFormat() == Qt.TextFormat.PlainText
    assert publication.published_url(context.database) is None


def test_an_ftp_server_without_tls_gets_the_password_only_once_the_box_is_ticked(
    qtbot: QtBot, context: TournamentContext, preferences: Preferences, tmp_path: Path,
    questions: list[str], memory_keyring: MemoryKeyring,  # noqa: F811
) -> None:  # fmt: skip
    root = tmp_path / "hebergeur"
    root.mkdir()
    with ftp_server(root) as host:
        dialog = dialog_for(qtbot, context, preferences)
        assert not dialog.clear_box.isEnabled()  # no address yet
        qtbot.keyClicks(dialog.to_edit, f"ftp://{USER}@127.0.0.1:{host.port}/resultats")
        assert dialog.clear_box.isEnabled() and not dialog.clear_box.isChecked()
        qtbot.keyClicks(dialog.password_edit, PASSWORD)
        qtbot.keyClick(dialog.password_edit, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: "passerait en clair" in dialog.message.text(), timeout=30_000)
        assert "«\u00a0Envoyer sans chiffrement\u00a0»" in dialog.message.text()
        assert list(root.iterdir()) == [] and questions == []

        dialog.clear_box.setFocus()
        qtbot.keyClick(dialog.clear_box, Qt.Key.Key_Space)
        assert dialog.clear_box.isChecked()
        assert len(questions) == 1 and "passent en clair sur le réseau" in questions[0]
        assert dialog.password_edit.text() == PASSWORD  # still typed: Entrée sends again
        send(qtbot, dialog)
    assert dialog.message.text().endswith(
        "(sans chiffrement\u00a0: le serveur ne propose pas TLS)."
    )
    assert (root / "resultats" / "index.html").is_file()


def test_the_warning_declined_leaves_the_box_unticked_and_sftp_never_offers_it(
    qtbot: QtBot, context: TournamentContext, preferences: Preferences,
    monkeypatch: pytest.MonkeyPatch, memory_keyring: MemoryKeyring,  # noqa: F811
) -> None:  # fmt: skip
    monkeypatch.setattr("tournoi.ui.publish_dialog.confirm", lambda _p, _t, _q: False)
    dialog = dialog_for(qtbot, context, preferences)
    qtbot.keyClicks(dialog.to_edit, "ftp://club@127.0.0.1:2121/")
    dialog.clear_box.setFocus()
    qtbot.keyClick(dialog.clear_box, Qt.Key.Key_Space)
    assert not dialog.clear_box.isChecked()
    monkeypatch.setattr("tournoi.ui.publish_dialog.confirm", lambda _p, _t, _q: True)
    qtbot.keyClick(dialog.clear_box, Qt.Key.Key_Space)
    assert dialog.clear_box.isChecked()
    dialog.to_edit.setText("sftp://club@127.0.0.1:2222/")
    assert not dialog.clear_box.isEnabled() and not dialog.clear_box.isChecked()
