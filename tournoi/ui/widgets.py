"""Small pieces shared by the screens: messages, file dialogs, tabs, suits in colour, French typography."""

from __future__ import annotations

from pathlib import Path
from typing import Final

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHeaderView,
    QMessageBox,
    QProxyStyle,
    QStyle,
    QStyleOption,
    QTabWidget,
    QTreeView,
    QWidget,
)

from engine import Suit
from engine.words import takes_plural

RED = QColor("#c0182b")
BLACK = QColor("#1a1a1a")
GREY = "#5f6368"
"""Secondary text: hints, legends."""
AMBER = "#8a5a00"
"""Something to look at, not yet an error."""
NBSP = "\u00a0"
"""Before « : ; ! ? » and inside « » in French typography."""


_FRENCH_SPACES = (
    (" :", NBSP + ":"),
    (" ;", NBSP + ";"),
    (" !", NBSP + "!"),
    (" ?", NBSP + "?"),
    ("« ", "«" + NBSP),
    (" »", NBSP + "»"),
)


def french(text: str) -> str:
    """A sentence with French typography: non-breaking spaces before « : ; ! ? » and inside « ».

    >>> french("Équipe « Les As » : 1er ?") == "Équipe «\u00a0Les As\u00a0»\u00a0: 1er\u00a0?"
    True
    """
    for plain, typographic in _FRENCH_SPACES:
        text = text.replace(plain, typographic)
    return text


def colon(label: str) -> str:
    """``Label :`` with the non-breaking space French puts before a colon (``Label:`` in English)."""
    return QCoreApplication.translate("widgets", "{label}\u00a0:").format(label=label)


def suit_colour(suit: Suit | None) -> QColor:
    return RED if suit is not None and suit.is_red else BLACK


class _SelectOnFocus(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        if event.type() == QEvent.Type.FocusIn and isinstance(watched, QAbstractSpinBox):
            watched.selectAll()
        return False


def select_on_focus(root: QWidget) -> None:
    """Each number field under ``root`` selected whenever it gets the focus, so that a typed
    number replaces it: Qt selects it only after Tab, and « 4 » typed over « 4 » gave 44."""
    selecting = _SelectOnFocus(root)
    for spin in root.findChildren(QAbstractSpinBox):
        spin.installEventFilter(selecting)


def enter_pressed(event: QEvent) -> bool:
    """Return or Enter pressed: a dialog's list takes it to open its line, or the dialog
    would take it as its default button and close."""
    return (
        isinstance(event, QKeyEvent)
        and event.type() == QEvent.Type.KeyPress
        and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
    )


def counted(number: int, one: str, many: str, **fields: object) -> str:
    """``one`` or ``many`` (both translated, holding ``{n}`` and ``fields``) for ``number``: the
    singular for 0 and 1, as French writes counts (« 0 équipe »)."""
    return (many if takes_plural(number) else one).format(n=number, **fields)


def show_error(
    parent: QWidget | None, error: BaseException | str, title: str | None = None
) -> None:
    """A refused action: the services' and the engine's messages are already French.

    ``title`` is « Refusé » (translated) unless given.
    """
    if title is None:
        title = QCoreApplication.translate("widgets", "Refusé")
    QMessageBox.warning(parent, title, str(error))


def confirm(parent: QWidget | None, title: str, question: str) -> bool:
    answer = QMessageBox.question(
        parent,
        title,
        question,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes


def confirm_anyway(parent: QWidget | None, title: str, question: str, action: str) -> bool:
    """Whether to do ``action`` (a button's text) despite ``question``; « Annuler » is the default.

    Enter and Échap both cancel: going on takes the action's button, or its Alt key.
    """
    box = QMessageBox(QMessageBox.Icon.Warning, title, question, parent=parent)
    go = box.addButton(action, QMessageBox.ButtonRole.AcceptRole)
    cancel = box.addButton(
        QCoreApplication.translate("widgets", "Annuler"), QMessageBox.ButtonRole.RejectRole
    )
    box.setDefaultButton(cancel)
    box.setEscapeButton(cancel)
    box.exec()
    return box.clickedButton() is go


def ok_cancel(dialog: QDialog, ok_text: str) -> QDialogButtonBox:
    """The dialog's OK button, named ``ok_text`` and taken by Enter, and « Annuler »."""
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
    ok.setText(ok_text)
    ok.setDefault(True)
    cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
    cancel.setText(QCoreApplication.translate("widgets", "Annuler"))
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


def choose_file(
    parent: QWidget | None,
    title: str,
    *,
    start: str | Path,
    file_filter: str,
    save: bool = False,
    confirm_overwrite: bool = True,
) -> str:
    """The file the user picks (``""`` if none), in French, starting in ``start`` (a folder or file).

    Qt's own dialog, not the system's: it speaks the language of the translation the
    application installed (French), where a system dialog speaks the system's.
    """
    options = QFileDialog.Option.DontUseNativeDialog
    if save and not confirm_overwrite:
        options |= QFileDialog.Option.DontConfirmOverwrite
    ask = QFileDialog.getSaveFileName if save else QFileDialog.getOpenFileName
    roomy = _RoomyFileDialog()
    application = QApplication.instance()
    if application is not None:
        application.installEventFilter(roomy)
    try:
        chosen, _filter = ask(parent, title, str(start), file_filter, options=options)
    finally:
        if application is not None:
            application.removeEventFilter(roomy)
    return chosen


FILE_DIALOG_SIZE: Final = (1000, 560)
"""Qt's file dialog opens 637 × 412: names and dates were cut (« 29 11 2…6 »)."""


class _RoomyFileDialog(QObject):
    """As Qt's file dialog shows: room enough, within the screen, and its size, type and
    date columns as wide as what they hold, the name taking the rest."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        if event.type() == QEvent.Type.Show and isinstance(watched, QFileDialog):
            roomy_file_dialog(watched)
        return False


def roomy_file_dialog(dialog: QFileDialog) -> None:
    """Size ``dialog`` and its detail columns so that nothing in them is cut."""
    screen = dialog.screen().availableGeometry()
    width, height = FILE_DIALOG_SIZE
    dialog.resize(min(width, screen.width() - 40), min(height, screen.height() - 60))
    view = dialog.findChild(QTreeView, "treeView")
    if view is None:
        return
    header = view.header()
    header.setStretchLastSection(False)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    for column in range(1, header.count()):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)


def folder_of(location: str) -> Path:
    """Where the file dialogs of a tournament open: its folder, else the home folder."""
    folder = Path(location).parent
    return folder if location and "://" not in location and folder.is_dir() else Path.home()


class _WholeTabTitles(QProxyStyle):
    """Tabs whose titles keep their capital accents (« Équipes »).

    The Fusion style draws the tabs behind the current one two pixels lower and clips
    their titles to the tab: the accent of a capital went.
    """

    def pixelMetric(  # noqa: N802 (Qt)
        self,
        metric: QStyle.PixelMetric,
        option: QStyleOption | None = None,
        widget: QWidget | None = None,
    ) -> int:
        if metric == QStyle.PixelMetric.PM_TabBarTabShiftVertical:
            return 0
        return super().pixelMetric(metric, option, widget)


def keep_accents(tabs: QTabWidget) -> None:
    """Draw the titles of ``tabs`` whole, accents included."""
    bar = tabs.tabBar()
    style = _WholeTabTitles(bar.style().name())
    style.setParent(bar)  # lives as long as the tabs
    bar.setStyle(style)
