"""The open tournament's tabs: each page built when first shown, the long lists read again only
when shown, the keyboard given to the page shown.

Each page reads and lays out the whole tournament (a thousand teams, hundreds
of tables): building the four when a file opens, and reloading the team list
and the rounds behind the entry page on every Enter, was most of the time of
both.
"""

from __future__ import annotations

import gc
from collections.abc import Callable
from dataclasses import dataclass
from importlib import import_module
from typing import Any, Final, cast

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QAbstractItemView, QTabWidget, QWidget

from tournoi.services.teams import players
from tournoi.services.tournament.activity import Area
from tournoi.ui.context import TournamentContext
from tournoi.ui.widgets import keep_accents


@dataclass(frozen=True, slots=True)
class PageKind:
    """One of the open tournament's pages: where its class is, its tab's title."""

    module: str
    name: str
    title: str
    """French; the tab shows its translation (the class's ``title``, the same words)."""

    def build(self, context: TournamentContext) -> QWidget:
        page: QWidget = getattr(import_module(self.module), self.name)(context)
        return page

    @property
    def tab_title(self) -> str:
        return str(QCoreApplication.translate(self.name, self.title))


PAGES: Final = (
    PageKind("tournoi.ui.teams", "TeamsPage", str(QT_TRANSLATE_NOOP("TeamsPage", "Équipes"))),
    PageKind("tournoi.ui.rounds", "RoundsPage", str(QT_TRANSLATE_NOOP("RoundsPage", "Tours"))),
    PageKind("tournoi.ui.entry", "EntryPage", str(QT_TRANSLATE_NOOP("EntryPage", "Saisie"))),
    PageKind(
        "tournoi.ui.standings",
        "StandingsPage",
        str(QT_TRANSLATE_NOOP("StandingsPage", "Classement")),
    ),
)
"""The open tournament's pages, in their tabs' order; each is built when first shown."""
PLAYERS: Final = PageKind(
    "tournoi.ui.players", "PlayersPage", str(QT_TRANSLATE_NOOP("PlayersPage", "Joueurs"))
)
"""A mêlée's first page, in the Équipes page's place: its players are registered alone."""


def page_kinds(*, melee: bool) -> tuple[PageKind, ...]:
    """The pages of a tournament, in order: a mêlée's Joueurs in the Équipes page's place."""
    return (PLAYERS, *PAGES[1:]) if melee else PAGES


TEAMS: Final = 0
ROUNDS: Final = 1
ENTRY: Final = 2
STANDINGS: Final = 3
LISTS: Final = (TEAMS, ROUNDS)
"""The tabs of long lists (teams, rounds), read again only when shown."""


class TournamentTabs(QTabWidget):
    """The pages of the tournament open, in tabs."""

    table_activated = Signal(int, int)
    """Enter on a table of the Rounds page: its round and table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setDocumentMode(True)
        keep_accents(self)
        self.currentChanged.connect(self._tab_shown)
        self._context: TournamentContext | None = None
        self._lists: dict[QWidget, Callable[[], None]] = {}
        """The pages of long lists built so far (their reload)."""
        self._stale: set[QWidget] = set()
        """Those of them changed since they were last shown."""

    def open(self, context: TournamentContext) -> None:
        """One tab per page; only the one shown is built now."""
        self._context = context
        context.changed.connect(self._reload_lists)
        for kind in page_kinds(melee=players.is_melee(context.database)):
            self.addTab(_Unbuilt(kind), kind.tab_title)
        self.page(self.currentIndex())

    def close_pages(self) -> None:
        """Empty the tabs, building none on the way (each next tab is shown an instant)."""
        pages = [self.widget(index) for index in range(self.count())]
        blocked = self.blockSignals(True)
        self.clear()
        self.blockSignals(blocked)
        for page in pages:
            if page is not None:
                page.deleteLater()
        self._context, self._lists, self._stale = None, {}, set()

    def page(self, index: int) -> QWidget:
        """The page of tab ``index``, put in its tab the first time (the tab shown stays)."""
        widget = self.widget(index)
        if not isinstance(widget, _Unbuilt):
            assert widget is not None
            return widget
        assert self._context is not None
        page = widget.kind.build(self._context)
        if index == ROUNDS:
            page.table_activated.connect(self.table_activated)  # type: ignore[attr-defined]
        if index in LISTS:
            self._defer_reloads(page)
        shown = self.currentIndex()
        blocked = self.blockSignals(True)
        self.removeTab(index)
        self.insertTab(index, page, widget.kind.tab_title)
        self.setCurrentIndex(shown)
        self.blockSignals(blocked)
        widget.deleteLater()
        gc.freeze()  # as the pages built with the tournament: it lives as long
        return page

    def focus_page(self) -> None:
        """Give the keyboard to the page shown.

        A page's shortcuts (Ctrl+I, Inser…) work while the focus is inside it. Opening a
        tournament hid the start page, which held the focus, and a tab chosen by its
        title or by Ctrl+1…4 left it outside the page: the keys did nothing until a click.
        """
        if self.count() == 0:
            return
        page = self.currentWidget()
        last: QWidget | None = page.focusWidget()  # where the page had the focus last
        if last is not None and last.isVisibleTo(page) and last.isEnabled():
            target: QWidget | None = last
        else:
            target = _first_field(page)
        (target or page).setFocus(Qt.FocusReason.OtherFocusReason)

    def _tab_shown(self, index: int) -> None:
        if index >= 0:
            self._catch_up(self.page(index))
        self.focus_page()

    def _defer_reloads(self, page: QWidget) -> None:
        """The team list and the rounds, behind another tab, are read again when shown.

        A page drawn from a presenter has it follow the tournament: the presenter reloads."""
        assert self._context is not None
        reader: Any = getattr(page, "presenter", page)
        reload = cast(Callable[[], None], reader.reload)
        self._context.changed.disconnect(reload)
        self._lists[page] = reload

    def _reload_lists(self, _what: Area) -> None:
        for page, reload in self._lists.items():
            if self.currentWidget() is page:
                reload()
            else:
                self._stale.add(page)

    def _catch_up(self, page: QWidget) -> None:
        if page in self._stale:
            self._stale.discard(page)
            self._lists[page]()


def _first_field(page: QWidget) -> QWidget | None:
    """The first list of ``page`` that Tab reaches, else its first field, if any."""
    fields = []
    widget: QWidget | None = page.nextInFocusChain()
    while widget is not None and widget is not page and page.isAncestorOf(widget):
        if (
            widget.focusPolicy() & Qt.FocusPolicy.TabFocus
            and widget.isVisibleTo(page)
            and widget.isEnabled()
        ):
            fields.append(widget)
        widget = widget.nextInFocusChain()
    lists = [field for field in fields if isinstance(field, QAbstractItemView)]
    return next(iter(lists + fields), None)


class _Unbuilt(QWidget):
    """The place of a page in its tab until the page is first shown."""

    def __init__(self, kind: PageKind) -> None:
        super().__init__()
        self.kind = kind
