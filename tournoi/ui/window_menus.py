"""The main window's menus: each action declared once, with its shortcut and the slot it calls.

The Fichier, Outils and Aide menus are there from the start; Édition (undo,
redo) and Tournoi are filled when a tournament opens and emptied when it closes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from tournoi.services.teams import players
from tournoi.services.tournament import backups
from tournoi.ui.actions import redo_keys, standard_keys, undo_keys
from tournoi.ui.context import TournamentContext
from tournoi.ui.round_clock import RoundClock
from tournoi.ui.tournament_tabs import page_kinds

if TYPE_CHECKING:
    from tournoi.ui.main_window import MainWindow


class WindowMenus(QObject):
    """The menu bar of ``window``; its slots are the window's, its tools' and its opening's."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        bar = window.menuBar()
        files, tools = window.files, window.tools
        menu = bar.addMenu(self.tr("&Fichier"))
        self._add(
            menu, self.tr("&Nouveau tournoi…"), files.new_tournament, QKeySequence.StandardKey.New
        )
        self._add(menu, self.tr("&Ouvrir…"), files.choose_file, QKeySequence.StandardKey.Open)
        self._add(
            menu, self.tr("Tournoi en ré&seau…"), files.open_network, QKeySequence("Ctrl+Shift+O")
        )
        self.recent = self._menu(self.tr("Tournois &récents"), inside=menu)
        self.recent.aboutToShow.connect(self._fill_recent)
        menu.addSeparator()
        self._add(menu, self.tr("&Challenge de la saison…"), window.tools.show_challenge)
        menu.addSeparator()
        self.close_action = self._add(
            menu,
            self.tr("&Fermer le tournoi"),
            window.close_tournament,
        )
        # Ctrl+W whatever the platform's first key for Close (Ctrl+F4 on some desktops).
        self.close_action.setShortcuts(standard_keys(QKeySequence.StandardKey.Close, "Ctrl+W"))
        menu.addSeparator()
        quit_action = self._add(menu, self.tr("&Quitter"), window.close)
        quit_action.setShortcuts(standard_keys(QKeySequence.StandardKey.Quit, "Ctrl+Q"))

        self.edit = self._menu(self.tr("É&dition"))
        self.tournament = self._menu(self.tr("&Tournoi"))
        menu = bar.addMenu(self.tr("&Outils"))
        self._add(
            menu, self.tr("&Vérifier un pli…"), tools.check_trick, QKeySequence("Ctrl+Shift+P")
        )
        self._add(menu, self.tr("&Registre des joueurs…"), tools.show_register)
        self._add(
            menu,
            self.tr("&Préférences…"),
            tools.edit_preferences,
            QKeySequence.StandardKey.Preferences,
        )
        menu = bar.addMenu(self.tr("&Aide"))
        self._add(menu, self.tr("À &propos"), tools.about)

    def _menu(self, title: str, *, inside: QMenu | None = None) -> QMenu:
        """A menu emptied and filled again (with each tournament, each look at the recent
        files), made here rather than by ``addMenu(title)``: the binding's object for a menu
        Qt made was invalidated when the first tournament's pages were deleted (the menu
        itself still there), and emptying it at the next opening, or at closing, raised
        « already deleted » and left the window impossible to quit."""
        menu = QMenu(title, self._window)
        if inside is None:
            self._window.menuBar().addMenu(menu)
        else:
            inside.addMenu(menu)
        return menu

    def _add(
        self,
        menu: QMenu,
        text: str,
        slot: Callable[..., object],
        shortcut: QKeySequence | QKeySequence.StandardKey | None = None,
    ) -> QAction:
        action = QAction(text, self._window)
        if isinstance(shortcut, QKeySequence.StandardKey):
            # Every key the platform gives (setShortcut would keep the first one only).
            action.setShortcuts(standard_keys(shortcut))
        elif shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _fill_recent(self) -> None:
        self.recent.clear()
        recent_files = self._window.preferences.recent_files
        for location in recent_files:
            self._add(
                self.recent,
                location,
                lambda _checked=False, where=location: self._window.files.open_location(where),
            )
        self.recent.setEnabled(bool(recent_files))

    def show_start(self) -> None:
        """No tournament open: nothing to undo, no tournament's menu, nothing to close."""
        self.edit.clear()
        self.tournament.clear()
        self.tournament.setEnabled(False)
        self.close_action.setEnabled(False)

    def show_tournament(self, context: TournamentContext) -> None:
        self._fill_edit(context)
        self.fill_tournament(context)
        self.close_action.setEnabled(True)

    def _fill_edit(self, context: TournamentContext) -> None:
        self.edit.clear()
        undo = context.undo_stack.createUndoAction(self._window, self.tr("&Annuler"))
        undo.setShortcuts(undo_keys())
        redo = context.undo_stack.createRedoAction(self._window, self.tr("&Rétablir"))
        redo.setShortcuts(redo_keys())
        self.edit.addAction(undo)
        self.edit.addAction(redo)

    def fill_tournament(self, context: TournamentContext) -> None:
        """The open tournament's pages (Ctrl+1…4), documents, settings and tools."""
        menu, tools, tabs = self.tournament, self._window.tools, self._window.tabs
        menu.clear()
        menu.setEnabled(True)
        # A mêlée's first page is Joueurs: the menu says what Ctrl+1 shows.
        kinds = page_kinds(melee=players.is_melee(context.database))
        for index, kind in enumerate(kinds):
            self._add(
                menu,
                kind.tab_title,
                lambda _checked=False, shown=index: tabs.setCurrentIndex(shown),
                QKeySequence(f"Ctrl+{index + 1}"),
            )
        menu.addSeparator()
        self._add(
            menu,
            self.tr("&Imprimer ou exporter…"),
            tools.export_documents,
            QKeySequence.StandardKey.Print,
        )
        self._add(menu, self.tr("P&ublier les résultats en ligne…"), tools.publish_results)
        self._add(menu, self.tr("&Réglages du tournoi…"), tools.edit_settings)
        self._add(menu, self.tr("Caisse et &lots…"), tools.edit_prizes)
        backups_action = self._add(menu, self.tr("&Sauvegardes…"), tools.show_backups)
        server = backups.unavailable(context.database)
        if server is not None:
            backups_action.setEnabled(False)
            backups_action.setToolTip(server)
            backups_action.setStatusTip(server)
            menu.setToolTipsVisible(True)
        self._add(menu, self.tr("&Projecteur (salle)"), tools.show_projector, QKeySequence("F11"))
        clock = RoundClock.of(context)  # the desk's and the projector's
        self._add(
            menu, self.tr("C&hrono du tour : démarrer ou pause"), clock.toggle, QKeySequence("F9")
        )
        self._add(
            menu, self.tr("Chrono du tour : remettre à zéro"), clock.reset, QKeySequence("Shift+F9")
        )
        self._add(menu, self.tr("Saisie aux &tables…"), tools.show_tables_entry)
        self._add(menu, self.tr("&Journal des modifications…"), tools.show_journal)
        self._add(menu, self.tr("Vérifier l'&intégrité du fichier…"), tools.check_integrity)
