"""A seeded random user of the main window: every action of every menu and page, in any order.

The actions are collected from the window as it is at each step (its menus'
``QAction``s, the shown page's actions, buttons, tabs, lists and fields), never
from a list kept here: an action added to the window is driven without a word
changed in this module. Every modal dialog is answered by a watchdog timer that
runs inside the dialog's own event loop, at random, one way or the other: accepted
with plausible input (empty fields filled, a file of the kind asked for) or
rejected. A step that does not return within its time is reported with the
dialog it waits on; an exception that reaches the excepthook (and so the error
dialog of :mod:`tournoi.ui.errors`) is reported with its traceback. Each report
names the seed and the steps that led there, to replay them.

Used by ``tests/ui/test_monkey.py`` (a fixed set of seeds) and
``benchmarks/monkey.py`` (new seeds, longer runs).
"""

from __future__ import annotations

import random
import sys
import threading
import time
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType
from typing import Final, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QIntValidator, QValidator
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMenu,
    QMenuBar,
    QMessageBox,
    QTabWidget,
    QWidget,
    QWizard,
)

from engine import Rules
from engine.notation import format_donne
from tests.factories import random_donne
from tests.ui.keyboard import type_text
from tournoi.ui.main_window import MainWindow

ANSWERS_PER_DIALOG: Final = 4
"""Answers given to one dialog before it is told no (Échap): one that refuses every input
(a validation that never passes) must not hold a step forever."""
TICK_MS: Final = 15
"""How often the watchdog looks for a dialog to answer."""
NAMES: Final = ("Martin", "Lefèvre", "Dubois", "Élodie", "Salle des fêtes", "Club de l'Étang")
Shown = TypeVar("Shown", bound=QWidget)
PLAUSIBLE_BY_LABEL: Final = (
    # The words of a field's label, and what a user types there.
    ("serveur", "127.0.0.1"),
    ("base", "tournoi"),
    ("utilisateur", "arbitre"),
    ("mot de passe", "secret"),
    ("licence", "0123456"),
    ("motif", "Erreur de saisie"),
    ("graine", "42"),
)


@dataclass(frozen=True, slots=True, kw_only=True)
class Inputs:
    """The files a file dialog is answered with, by the suffixes its filter asks for."""

    folder: Path
    """Where documents and copies are saved."""
    by_suffix: dict[str, Path]
    """An existing file to open for each suffix (``.tournoi``, ``.csv``, ``.json``…)."""


@dataclass(slots=True)
class Report:
    """What a run found: its steps, each failure (exception or hang), the dialogs answered."""

    seed: int
    steps: list[str] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    answered: int = 0
    refused: int = 0
    """Of the answers, those that said no."""
    seconds: float = 0.0
    """Elapsed."""
    cpu_seconds: float = 0.0
    """This process's processor time (less disturbed by other programs than the elapsed)."""

    def __str__(self) -> str:
        lines = [f"seed {self.seed}: {len(self.failures)} failure(s) in {len(self.steps)} steps"]
        lines += self.failures
        lines.append("steps:")
        lines += [f"  {step}" for step in self.steps]
        return "\n".join(lines)


class Monkey(QObject):
    """Drives ``window`` at random with ``seed``; :meth:`run` returns the :class:`Report`."""

    def __init__(
        self,
        window: MainWindow,
        *,
        seed: int,
        inputs: Inputs,
        rules: Rules,
        step_seconds: float = 20.0,
        echo: Callable[[str], object] | None = None,
        refusals: float = 0.4,
        answers_per_dialog: int = ANSWERS_PER_DIALOG,
    ) -> None:
        super().__init__()
        self.window = window
        self.rng = random.Random(seed)
        self.inputs = inputs
        self.rules = rules
        self.step_seconds = step_seconds
        self.echo = echo
        self.refusals = refusals
        """How often a dialog is answered no."""
        self.answers_per_dialog = answers_per_dialog
        """Told each step as it starts (a replay's log, when a step kills the process)."""
        self.report = Report(seed)
        self._step = ""
        self._started = 0.0
        self._hung = False
        self._answering: tuple[QWidget | None, int] = (None, 0)
        """The dialog answered last, and how many times in a row."""
        self._scheduled: set[int] = set()
        self._saved = 0
        self.watchdog = QTimer(self)
        self.watchdog.setInterval(TICK_MS)
        self.watchdog.timeout.connect(self._tick)
        self._frozen = _FrozenGuard(self)

    # Running

    def run(self, steps: int) -> Report:
        """``steps`` random steps, stopped at the first failure."""
        began, began_cpu = time.perf_counter(), time.process_time()
        with self._excepthook(), self._frozen:
            self.watchdog.start()
            try:
                for number in range(steps):
                    self._one(number)
                    if self.report.failures:
                        break
            finally:
                self.watchdog.stop()
        self.report.seconds = time.perf_counter() - began
        self.report.cpu_seconds = time.process_time() - began_cpu
        return self.report

    def _one(self, number: int) -> None:
        what, act = self._choose()
        self._step = f"{number}: {what}"
        self.report.steps.append(self._step)
        if self.echo is not None:
            self.echo(self._step)
        self._started = time.monotonic()
        self._hung = False
        try:
            act()
            self._settle()
        except Exception:
            self.report.failures.append(f"step {self._step}:\n{traceback.format_exc()}")
        if self._hung:
            return
        if not self.window.isVisible():  # Quitter: the organiser starts the application again
            self.window.show()
            self._settle()

    def _settle(self) -> None:
        """Let the step's consequences happen: events processed, window-modal dialogs answered."""
        for _turn in range(200):
            QCoreApplication.processEvents()
            if self._hung or QApplication.activeModalWidget() is None:
                break
            self._answer_modal()
        QCoreApplication.processEvents()

    @contextmanager
    def _excepthook(self) -> Iterator[None]:
        """Every exception that reaches the excepthook is a failure of the step that raised it."""
        previous = sys.excepthook

        def hook(kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
            trace = "".join(traceback.format_exception(kind, error, tb))
            self.report.failures.append(f"step {self._step}: exception\n{trace}")

        sys.excepthook = hook
        try:
            yield
        finally:
            sys.excepthook = previous

    # Choosing a step

    def _choose(self) -> tuple[str, Callable[[], None]]:
        window = self.window
        if window.context is None and self.rng.random() < 0.7:
            return "rouvrir le tournoi récent (Entrée)", self._reopen
        kinds: list[tuple[int, Callable[[], tuple[str, Callable[[], None]] | None]]] = [
            (6, self._an_action),
            (3, self._a_button),
            (1, self._a_tab),
            (2, self._a_row),
            (3, self._a_field),
        ]
        total = sum(weight for weight, _kind in kinds)
        while True:
            roll = self.rng.randrange(total)
            for weight, kind in kinds:
                if roll < weight:
                    chosen = kind()
                    if chosen is not None:
                        return chosen
                    break
                roll -= weight

    def _reopen(self) -> None:
        start = self.window.start_page
        if start.recent.count():
            start.recent.setCurrentRow(0)
            start.recent.setFocus()
            QTest.keyClick(start.recent, Qt.Key.Key_Return)

    def _an_action(self) -> tuple[str, Callable[[], None]] | None:
        actions = reachable_actions(self.window)
        if not actions:
            return None
        action = self.rng.choice(actions)
        name = (
            _plain(action.text())
            or action.toolTip()
            or action.shortcut().toString()
            or f"sans texte, de {type(action.parent()).__name__}"
        )
        return f"action « {name} »", action.trigger

    def _a_button(self) -> tuple[str, Callable[[], None]] | None:
        buttons = [
            button
            for button in self._shown(QAbstractButton)
            if button.isEnabled() and button.text().strip()
        ]
        if not buttons:
            return None
        button = self.rng.choice(buttons)
        return f"bouton « {_plain(button.text())} »", button.click

    def _a_tab(self) -> tuple[str, Callable[[], None]] | None:
        tabs = [tab for tab in self._shown(QTabWidget) if tab.count() > 1]
        if not tabs:
            return None
        tab = self.rng.choice(tabs)
        index = self.rng.randrange(tab.count())
        return f"onglet « {_plain(tab.tabText(index))} »", lambda: tab.setCurrentIndex(index)

    def _a_row(self) -> tuple[str, Callable[[], None]] | None:
        views = [
            view
            for view in self._shown(QAbstractItemView)
            if not isinstance(view, QHeaderView)
            and view.model() is not None
            and view.model().rowCount() > 0
        ]
        if not views:
            return None
        view = self.rng.choice(views)
        row = self.rng.randrange(view.model().rowCount())
        enter = self.rng.random() < 0.4
        name = f"ligne {row + 1} de {type(view).__name__}{' puis Entrée' if enter else ''}"

        def choose() -> None:
            view.setFocus()
            view.setCurrentIndex(view.model().index(row, 0))
            if enter:
                QTest.keyClick(view, Qt.Key.Key_Return)

        return name, choose

    def _a_field(self) -> tuple[str, Callable[[], None]] | None:
        fields = [
            edit for edit in self._shown(QLineEdit) if edit.isEnabled() and not edit.isReadOnly()
        ]
        if not fields:
            return None
        edit = self.rng.choice(fields)
        text = self._typed()
        name = f"« {text} » et Entrée dans {_label_of(edit) or type(edit.parent()).__name__}"

        def type_in() -> None:
            edit.setFocus()
            edit.selectAll()
            type_text(edit, text)
            QTest.keyClick(edit, Qt.Key.Key_Return)

        return name, type_in

    def _typed(self) -> str:
        """A donne as the arbiter writes it, a partie's two totals, a number or a name."""
        roll = self.rng.random()
        if roll < 0.6:
            return format_donne(random_donne(self.rng, self.rules))
        if roll < 0.75:
            return f"{self.rng.randrange(0, 3000, 10)} {self.rng.randrange(0, 3000, 10)}"
        if roll < 0.9:
            return str(self.rng.randrange(1, 12))
        return self.rng.choice(NAMES)

    def _shown(self, kind: type[Shown]) -> list[Shown]:
        """The widgets of ``kind`` shown in the window's pages (not in its other windows)."""
        return [widget for widget in self.window.stack.findChildren(kind) if widget.isVisible()]

    # Answering dialogs

    def _tick(self) -> None:
        """Inside any event loop, the step's own included: a dialog answered, a hang named."""
        if self._step and not self._hung and time.monotonic() - self._started > self.step_seconds:
            self._hung = True
            modal = QApplication.activeModalWidget()
            waiting = "nothing modal" if modal is None else _describe(modal)
            self.report.failures.append(
                f"step {self._step}: no return after {self.step_seconds:.0f} s (waiting: {waiting})"
            )
        popup = QApplication.activePopupWidget()
        if popup is not None:
            popup.close()
        modal = QApplication.activeModalWidget()
        if modal is not None and id(modal) not in self._scheduled:
            # Answered from a timer of its own: an answer that opens another dialog runs that
            # one's loop inside it, and this watchdog must keep ticking there.
            self._scheduled.add(id(modal))
            QTimer.singleShot(0, self, self._answer_modal)

    def _answer_modal(self) -> None:
        modal = QApplication.activeModalWidget()
        self._scheduled.clear()
        if modal is None:
            return
        last, count = self._answering
        count = count + 1 if modal is last else 1
        self._answering = (modal, count)
        self.report.answered += 1
        if self._hung:
            _end(modal)
        elif count > self.answers_per_dialog or self.rng.random() < self.refusals:
            self.report.refused += 1
            _reject(modal)
        else:
            self._accept(modal)

    def _accept(self, modal: QWidget) -> None:
        if isinstance(modal, QMessageBox):
            buttons = modal.buttons()
            if buttons:
                self.rng.choice(buttons).click()
            else:
                modal.close()
        elif isinstance(modal, QFileDialog):
            self._accept_file(modal)
        elif isinstance(modal, QInputDialog):
            modal.setTextValue(self.rng.choice(NAMES))
            modal.accept()
        elif isinstance(modal, QWizard):
            self._fill(modal)
            for which in (QWizard.WizardButton.NextButton, QWizard.WizardButton.FinishButton):
                button = modal.button(which)
                if button.isVisible() and button.isEnabled():
                    button.click()
                    return
            _reject(modal)
        elif isinstance(modal, QDialog):
            self._fill(modal)
            ok = _accept_button(modal)
            if ok is not None:
                ok.click()
            else:
                modal.accept()
        else:
            modal.close()

    def _accept_file(self, dialog: QFileDialog) -> None:
        """A file of the kind asked for: an existing one to open, a new name to save."""
        suffixes = [
            pattern.strip("*")
            for name_filter in dialog.nameFilters()
            for pattern in name_filter.partition("(")[2].rstrip(")").split()
            if pattern.startswith("*.")
        ]
        if dialog.acceptMode() == QFileDialog.AcceptMode.AcceptSave:
            self._saved += 1
            suffix = dialog.defaultSuffix() or (suffixes[0] if suffixes else ".txt")
            suffix = suffix if suffix.startswith(".") else f".{suffix}"
            chosen = self.inputs.folder / f"enregistre-{self._saved}{suffix}"
        else:
            known = [self.inputs.by_suffix[s] for s in suffixes if s in self.inputs.by_suffix]
            if not known:
                _reject(dialog)
                return
            chosen = self.rng.choice(known)
        # Typed in its name field, as a user does: selectFile() finds nothing until the dialog
        # has listed the folder, in a thread of its own.
        name = dialog.findChild(QLineEdit, "fileNameEdit")
        if name is None:
            dialog.selectFile(str(chosen))
        else:
            name.setText(str(chosen))
        dialog.accept()

    def _fill(self, dialog: QWidget) -> None:
        """Each empty field of ``dialog`` given what a user would type there."""
        for edit in dialog.findChildren(QLineEdit):
            if edit.isVisible() and edit.isEnabled() and not edit.isReadOnly() and not edit.text():
                edit.setText(self._plausible(edit))

    def _plausible(self, edit: QLineEdit) -> str:
        label = (_label_of(edit) or "").lower()
        for words, text in PLAUSIBLE_BY_LABEL:
            if words in label:
                return text
        validator = edit.validator()
        if isinstance(validator, QIntValidator):
            return str(max(validator.bottom(), 1))
        text = self.rng.choice(NAMES)
        if validator is not None and not _acceptable(validator, text):
            return str(self.rng.randrange(1, 12))
        return text


class _FrozenGuard:
    """A thread that watches the interface's: when a step holds it without running any event
    loop (a wait on a thread, a blocking call), no timer can tell, so this says which step."""

    def __init__(self, monkey: Monkey) -> None:
        self._monkey = monkey
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def __enter__(self) -> None:
        self._thread = threading.Thread(target=self._watch, name="singe-garde", daemon=True)
        self._thread.start()

    def __exit__(self, *_exc: object) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join()

    def _watch(self) -> None:
        monkey = self._monkey
        told = ""
        while not self._stop.wait(1.0):
            step = monkey._step
            if (
                step
                and step != told
                and time.monotonic() - monkey._started > 2 * monkey.step_seconds
            ):
                told = step
                print(
                    f"\nmonkey seed {monkey.report.seed}: the interface is frozen in step {step}\n"
                    + "\n".join(monkey.report.steps),
                    file=sys.stderr,
                    flush=True,
                )


def reachable_actions(window: MainWindow) -> list[QAction]:
    """The window's enabled actions a user can reach now: in its menu bar's menus (each menu's
    content as when it opens), or of a page shown."""
    bar = window.menuBar()
    for menu in bar.findChildren(QMenu) + window.findChildren(QMenu):
        if _in_menu_bar(menu, bar):
            menu.aboutToShow.emit()  # the recent files are listed when the menu opens
    found = []
    for action in window.findChildren(QAction):
        if (
            not action.isEnabled()
            or not action.isVisible()
            or action.isSeparator()
            or action.menu() is not None
        ):
            continue
        if any(_reaches(owner, window, bar) for owner in action.associatedObjects()):
            found.append(action)
    return found


def _reaches(owner: QObject, window: MainWindow, bar: QMenuBar) -> bool:
    if isinstance(owner, QMenu):
        return _in_menu_bar(owner, bar)
    if isinstance(owner, QWidget):
        return owner.isVisible() and window.stack.isAncestorOf(owner)
    return False


def _in_menu_bar(menu: QMenu, bar: QMenuBar) -> bool:
    """Whether ``menu`` opens from ``bar``, itself or inside another menu that does."""
    if not menu.isEnabled():
        return False
    for owner in menu.menuAction().associatedObjects():
        if owner is bar or (isinstance(owner, QMenu) and _in_menu_bar(owner, bar)):
            return True
    return False


def _accept_button(dialog: QDialog) -> QAbstractButton | None:
    for box in dialog.findChildren(QDialogButtonBox):
        for button in box.buttons():
            role = box.buttonRole(button)
            if role in (
                QDialogButtonBox.ButtonRole.AcceptRole,
                QDialogButtonBox.ButtonRole.YesRole,
            ):
                return button
    return None


def _reject(modal: QWidget) -> None:
    """Échap, as a user says no: the dialog's own rejection, its window closed otherwise."""
    if isinstance(modal, QMessageBox) and modal.escapeButton() is not None:
        modal.escapeButton().click()
    elif isinstance(modal, QDialog):
        modal.reject()
    else:
        modal.close()


def _acceptable(validator: QValidator, text: str) -> bool:
    state = validator.validate(text, 0)
    # The binding gives the state alone or with the text and position, as versions go.
    return (state[0] if isinstance(state, tuple) else state) is QValidator.State.Acceptable


def _end(modal: QWidget) -> None:
    """A dialog that a step waits on forever, ended past its own answers (Qt's ``done``, not
    an override of it), so that the run can report the step and go no further."""
    if isinstance(modal, QDialog):
        QDialog.done(modal, QDialog.DialogCode.Rejected)
    else:
        modal.close()


def _label_of(edit: QWidget) -> str | None:
    """The text of the label whose buddy ``edit`` is, without its ``&``."""
    window = edit.window()
    for label in window.findChildren(QLabel):
        if label.buddy() is edit:
            return _plain(label.text())
    return None


def _describe(widget: QWidget) -> str:
    return f"{type(widget).__name__} « {widget.windowTitle()} »"


def _plain(text: str) -> str:
    return text.replace("&", "")
