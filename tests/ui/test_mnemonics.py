"""Alt+letter means one thing at a time: no two buttons, labels, tabs or menus of what the window
shows at once share their underlined letter, and Alt+R is « Retirer » only, on every page."""

from __future__ import annotations

import unicodedata
from collections import defaultdict
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QTabWidget, QWidget
from pytestqt.qtbot import QtBot

from engine import Rules, Variant
from tests.ui.conftest import make_tournament
from tournoi.ui.entry.form import DonneForm
from tournoi.ui.main_window import MainWindow
from tournoi.ui.tournament_tabs import PAGES


def mnemonic(text: str) -> str | None:
    """The letter after the lone ``&`` of ``text``, without its accent, in lower case.

    >>> mnemonic("É&dition"), mnemonic("Fo&rfait…"), mnemonic("Pile && face"), mnemonic("Aide")
    ('d', 'r', None, None)
    """
    index = 0
    while (index := text.find("&", index)) != -1 and index + 1 < len(text):
        if text[index + 1] != "&":
            letter = unicodedata.normalize("NFD", text[index + 1])[0]
            return letter.lower()
        index += 2
    return None


def shown_mnemonics(root: QWidget) -> dict[str, list[str]]:
    """Per letter, the texts that take it among the widgets shown in ``root``."""
    found: dict[str, list[str]] = defaultdict(list)
    texts: list[str] = []
    for button in root.findChildren(QAbstractButton):
        if button.isVisible():
            texts.append(button.text())
    for label in root.findChildren(QLabel):
        if label.isVisible() and label.buddy() is not None:
            texts.append(label.text())
    for box in root.findChildren(QGroupBox):
        if box.isVisible():
            texts.append(box.title())
    for tabs in root.findChildren(QTabWidget):
        if tabs.isVisible():
            texts += [tabs.tabText(index) for index in range(tabs.count())]
    for text in texts:
        letter = mnemonic(text)
        if letter is not None:
            found[letter].append(text)
    return found


def clashes(found: dict[str, list[str]]) -> dict[str, list[str]]:
    return {letter: texts for letter, texts in found.items() if len(texts) > 1}


def every_view(window: MainWindow) -> list[tuple[str, dict[str, list[str]]]]:
    """Each page of the window, and each tab inside it, with the menu bar's letters."""
    menus = [action.text() for action in window.menuBar().actions() if action.isVisible()]
    views = []
    for index, kind in enumerate(PAGES):
        window.tabs.setCurrentIndex(index)
        page = window.tabs.currentWidget()
        inner: list[QTabWidget | None] = [
            tabs for tabs in page.findChildren(QTabWidget) if tabs.isVisible()
        ] or [None]
        for tabs in inner:
            for shown in range(tabs.count() if tabs is not None else 1):
                if tabs is not None:
                    tabs.setCurrentIndex(shown)
                QCoreApplication.processEvents()
                found = shown_mnemonics(window.tabs)
                for text in menus:
                    letter = mnemonic(text)
                    if letter is not None:
                        found[letter].append(text)
                where = kind.title if tabs is None else f"{kind.title} › {tabs.tabText(shown)}"
                views.append((where, found))
    return views


@pytest.fixture
def played_window(window: MainWindow, tmp_path: Path) -> MainWindow:
    path = tmp_path / "alt.tournoi"
    make_tournament(path).close()
    assert window.open_location(str(path))
    window.resize(1366, 768)
    return window


def test_no_two_things_shown_at_once_share_an_alt_letter(played_window: MainWindow) -> None:
    views = every_view(played_window)
    assert len(views) >= 6  # the four pages, the teams' two tabs, the rounds' two
    assert {where: clashes(found) for where, found in views if clashes(found)} == {}


def test_alt_r_is_retirer_wherever_it_is_shown(played_window: MainWindow) -> None:
    meanings = {
        text.replace("&", "")
        for _where, found in every_view(played_window)
        for text in found.get("r", [])
    }
    assert meanings == {"Retirer"}


@pytest.mark.parametrize("variant", [Variant.CONTREE, Variant.CLASSIQUE])
def test_the_donne_form_has_no_alt_letter_twice(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, variant: Variant
) -> None:
    rules = Rules(variant=variant, target=1000, annonces=variant is Variant.CLASSIQUE)
    path = tmp_path / "formulaire.tournoi"
    make_tournament(path, rules=rules).close()
    assert window.open_location(str(path))
    page = window.entry_page
    presenter = page.presenter
    assert presenter.load_table(1) and presenter.sheet is not None
    form = DonneForm(rules, presenter.sheet.teams, presenter.judge, heading="Table 1", parent=page)
    form.show()
    found = shown_mnemonics(form)
    assert clashes(found) == {}
    assert [text.replace("&", "") for text in found.get("r", [])] in ([], ["Retirer"])
    form.close()
