"""The English translation: installed by the preferences, complete, and French again when asked."""

from __future__ import annotations

import ast
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tournoi.ui.app import TRANSLATIONS, apply_preferences
from tournoi.ui.main_window import MainWindow
from tournoi.ui.preferences import Preferences
from tournoi.ui.start_page import StartPage
from tournoi.ui.trick import TrickDialog
from tournoi.ui.widgets import colon

UI = Path(__file__).resolve().parents[2] / "tournoi" / "ui"
TS_FILE = TRANSLATIONS / "tournoi_en.ts"
QM_FILE = TRANSLATIONS / "tournoi_en.qm"
REFRESH = (
    "run `.venv/bin/pyside6-lupdate $(find tournoi/ui -name '*.py') "
    "-ts tournoi/ui/translations/tournoi_en.ts`, "
    "translate, then `.venv/bin/pyside6-lrelease tournoi/ui/translations/tournoi_en.ts "
    "-qm tournoi/ui/translations/tournoi_en.qm`"
)


@pytest.fixture
def language(qapp: QApplication, tmp_path: Path) -> Iterator[Preferences]:
    """Preferences of their own; the application is left without translators afterwards."""
    preferences = Preferences(tmp_path / "preferences.ini")
    yield preferences
    for translator in getattr(qapp, "_tournoi_translators", []):
        qapp.removeTranslator(translator)
    qapp._tournoi_translators = []  # type: ignore[attr-defined]


def menu_titles(window: MainWindow) -> list[str]:
    return [action.text() for action in window.menuBar().actions()]


def test_english_then_french_again(qtbot: QtBot, qapp: QApplication, language: Preferences) -> None:
    language.language = "en"
    apply_preferences(qapp, language)

    start = StartPage(language)
    qtbot.addWidget(start)
    assert start.new_button.text() == "&New tournament…"
    assert start.open_button.text() == "&Open a file…"
    window = MainWindow(language)
    qtbot.addWidget(window)
    assert menu_titles(window) == ["&File", "&Edit", "&Tournament", "Too&ls", "&Help"]
    assert window.windowTitle() == "Belote tournament"
    trick = TrickDialog(window)
    qtbot.addWidget(trick)
    assert trick.windowTitle() == "Check a trick"
    assert trick.leader_box.currentText() == "North"
    assert colon("Club") == "Club:"

    language.language = "fr"
    apply_preferences(qapp, language)

    start = StartPage(language)
    qtbot.addWidget(start)
    assert start.new_button.text() == "&Nouveau tournoi…"
    assert start.open_button.text() == "&Ouvrir un fichier…"
    window = MainWindow(language)
    qtbot.addWidget(window)
    assert menu_titles(window) == ["&Fichier", "É&dition", "&Tournoi", "&Outils", "&Aide"]
    assert window.windowTitle() == "Tournoi de belote"
    assert colon("Club") == "Club\u00a0:"


def ts_messages() -> list[tuple[str, str, ET.Element]]:
    """(context, source, translation) of every message still in the code (not vanished)."""
    root = ET.parse(TS_FILE).getroot()
    messages = []
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            if translation.get("type") in ("vanished", "obsolete"):
                continue
            messages.append((name, message.findtext("source", ""), translation))
    return messages


def test_every_message_is_translated() -> None:
    messages = ts_messages()
    assert messages, f"{TS_FILE} holds no message"
    untranslated = [
        f"  {context}: {source!r}"
        for context, source, translation in messages
        if translation.get("type") == "unfinished" or not "".join(translation.itertext()).strip()
    ]
    assert not untranslated, (
        f"{TS_FILE}: {len(untranslated)} message(s) without an English translation:\n"
        + "\n".join(untranslated)
    )


def translatable_calls(path: Path) -> Iterator[tuple[str | None, str, int]]:
    """(context, French text, line) of each call; ``None`` when lupdate cannot know the context."""
    tree = ast.parse(path.read_text(encoding="utf-8"))

    def visit(node: ast.AST, cls: str | None) -> Iterator[tuple[str | None, str, int]]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                yield from visit(child, child.name)
                continue
            if isinstance(child, ast.Call):
                func = child.func
                name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                args = [a.value if isinstance(a, ast.Constant) else None for a in child.args]
                if name in ("tr", "_tr") and args and isinstance(args[0], str):
                    is_self = (
                        isinstance(func, ast.Attribute) and getattr(func.value, "id", "") == "self"
                    )
                    yield (cls if is_self else None), args[0], child.lineno
                elif (
                    name in ("translate", "QT_TRANSLATE_NOOP")
                    and len(args) >= 2
                    and isinstance(args[0], str)
                    and isinstance(args[1], str)
                ):
                    yield args[0], args[1], child.lineno
            yield from visit(child, cls)

    yield from visit(tree, None)


def test_every_french_text_of_the_code_is_in_the_translation() -> None:
    """A text added to the code but not to the .ts (lupdate not run) fails here."""
    translated = {(context, source) for context, source, _ in ts_messages()}
    missing = []
    for path in sorted(UI.rglob("*.py")):
        for context, source, line in translatable_calls(path):
            found = context is not None and (context, source) in translated
            if not found:
                where = path.relative_to(UI)
                missing.append(f"  {where}:{line} [{context or '?'}] {source!r}")
    assert not missing, (
        f"{TS_FILE} lacks {len(missing)} text(s) of the code; {REFRESH}:\n" + "\n".join(missing)
    )


def test_the_compiled_translation_matches_the_ts() -> None:
    assert QM_FILE.exists(), f"{QM_FILE} is missing; {REFRESH}"
    compiled = QTranslator()
    assert compiled.load(str(QM_FILE)), f"{QM_FILE} does not load; {REFRESH}"
    stale = [
        f"  {context}: {source!r}"
        for context, source, translation in ts_messages()
        if compiled_forms(compiled, context, source, translation) != written_forms(translation)
    ]
    assert not stale, f"{QM_FILE} differs from {TS_FILE}; {REFRESH}:\n" + "\n".join(stale)


ENGLISH_PLURAL_OF = (1, 2)
"""A number that takes each of English's forms, in the .ts's order (singular, plural)."""


def written_forms(translation: ET.Element) -> list[str]:
    """The translation as the .ts writes it: its one text, or each plural form."""
    forms = translation.findall("numerusform")
    if not forms:
        return ["".join(translation.itertext())]
    return [form.text or "" for form in forms]


def compiled_forms(
    compiled: QTranslator, context: str, source: str, translation: ET.Element
) -> list[str]:
    """What the compiled file gives, once per plural form the .ts writes (``%n`` is filled in
    by ``tr()``, not by the translator)."""
    if not translation.findall("numerusform"):
        return [compiled.translate(context, source)]
    return [compiled.translate(context, source, None, n) for n in ENGLISH_PLURAL_OF]
