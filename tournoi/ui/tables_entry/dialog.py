"""« Saisie aux tables »: the phones' server, its address, each table's link and state.

Once started, the server runs until « Arrêter le serveur » (which asks first), the
tournament closes or the application quits (which asks first): closing this window
leaves it running, for a hall's phones must not lose their sheets to a key pressed
at the desk. No button of the window takes Entrée. The main window's status bar
shows the server while it runs. The tables' states follow the phones' writes, which
the tournament's context reads from the audit trail every few seconds.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine import UserError
from tournoi.services import draws
from tournoi.services.tables import desk as table_desk
from tournoi.services.tables import links as table_links
from tournoi.services.tables.desk import TableState
from tournoi.services.tournament.activity import Area
from tournoi.ui.context import TournamentContext
from tournoi.ui.row_model import fit_columns, row_table
from tournoi.ui.tables_entry.commands import LockTable
from tournoi.ui.tables_entry.model import TableStatesModel
from tournoi.ui.tables_entry.qr import qr_pixmap
from tournoi.ui.tables_entry.serving import Serving
from tournoi.ui.widgets import colon, confirm, french, select_on_focus, show_error
from tournoi.web.server import DEFAULT_PORT, EVERYWHERE, LOOPBACK, Server

QR_SIZE = 220


class TablesEntryDialog(QDialog):
    """The desk's view of the entry at the tables; modeless, beside the main window."""

    def __init__(self, context: TournamentContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.server: Server | None = None
        self.round_number = 0
        self.setWindowTitle(self.tr("Saisie aux tables"))
        self.model = TableStatesModel(self)
        self.view = row_table(self.model, wrap=True)
        self.view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.view.selectionModel().currentRowChanged.connect(lambda *_: self._show_table())

        self.host = self._host_choice()
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.switch = QPushButton(self.tr("&Démarrer le serveur"))
        self.switch.clicked.connect(self.toggle)
        self.state = QLabel()
        self.state.setWordWrap(True)
        self.state.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.public_qr = QLabel()
        self.public_qr.setFixedSize(QR_SIZE, QR_SIZE)
        self.table_qr = QLabel()
        self.table_qr.setFixedSize(QR_SIZE, QR_SIZE)
        self.table_link = QLabel()
        self.table_link.setWordWrap(True)
        self.table_link.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.revoke_button = QPushButton(self.tr("&Révoquer le lien"))
        self.revoke_button.clicked.connect(self.revoke)
        self.lock_button = QPushButton()
        self.lock_button.clicked.connect(self.toggle_lock)

        layout = QVBoxLayout(self)
        layout.addLayout(self._top())
        middle = QHBoxLayout()
        middle.addWidget(self.view, 1)
        middle.addWidget(self._side())
        layout.addLayout(middle, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("&Fermer"))
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        for button in self.findChildren(QPushButton):
            button.setAutoDefault(False)  # Entrée in this window stops nothing, closes nothing
        self.resize(1180, 640)
        context.changed.connect(self._on_change)
        self.refresh()
        select_on_focus(self)

    def _host_choice(self) -> QComboBox:
        """Where the server answers: every address of the laptop, or the laptop alone."""
        host = QComboBox()
        host.addItem(self.tr("Toutes celles de ce portable (Wi-Fi de la salle)"), EVERYWHERE)
        host.addItem(self.tr("Ce portable seul ({address})").format(address=LOOPBACK), LOOPBACK)
        host.setToolTip(french(self.tr(
            "Où le serveur répond. Les téléphones de la salle l'atteignent sur les adresses de "
            "ce portable ; « Ce portable seul » sert un essai ou un écran branché sur ce "
            "portable, et aucun téléphone."
        )))  # fmt: skip
        return host

    def _top(self) -> QHBoxLayout:
        top = QHBoxLayout()
        for text, field in ((self.tr("A&dresse"), self.host), (self.tr("&Port"), self.port)):
            label = QLabel(colon(text))
            label.setBuddy(field)
            top.addWidget(label)
            top.addWidget(field)
        top.addWidget(self.switch)
        top.addWidget(self.state, 1)
        return top

    def _side(self) -> QWidget:
        side = QWidget()
        grid = QGridLayout(side)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(QLabel(self.tr("Page publique : Où est ma table ? et le classement")), 0, 0)
        grid.addWidget(self.public_qr, 1, 0)
        self.table_title = QLabel()
        grid.addWidget(self.table_title, 2, 0)
        grid.addWidget(self.table_qr, 3, 0)
        grid.addWidget(self.table_link, 4, 0)
        row = QHBoxLayout()
        row.addWidget(self.revoke_button)
        row.addWidget(self.lock_button)
        grid.addLayout(row, 5, 0)
        grid.setRowStretch(6, 1)
        side.setFixedWidth(QR_SIZE * 2)
        return side

    # The server

    def toggle(self) -> None:
        if self.server is None:
            self.start()
        elif self.may_stop():
            self.stop()

    def may_stop(self) -> bool:
        """Whether the arbiter confirms stopping the server: the phones then send nothing."""
        return self.server is None or confirm(self, self.tr("Arrêter le serveur"), french(self.tr(
            "Arrêter le serveur des téléphones ? Les tables ne pourront plus envoyer leurs "
            "donnes ni signer, et la page publique ne s'ouvrira plus, jusqu'à ce qu'il soit "
            "redémarré."
        )))  # fmt: skip

    def start(self, *, host: str | None = None, port: int | None = None) -> None:
        """Serve the phones on the address chosen, every one of the laptop's by default
        (``host``: this one instead), on the field's port (``port``: this one instead; 0 takes
        one the system knows to be free, which the field then shows)."""
        try:
            self.server = Server(
                self.context.database, host=self.host.currentData() if host is None else host,
                port=self.port.value() if port is None else port,
            )  # fmt: skip
        except UserError as error:
            show_error(self, error, self.tr("Impossible de démarrer le serveur"))
            return
        self.port.setValue(self.server.port)
        self.server.start()
        Serving.of(self.context).set_url(self.server.url)
        self.refresh()

    def stop(self) -> None:
        """Stop serving: the links open nothing until the server is started again."""
        if self.server is not None:
            self.server.stop()
            self.server = None
            Serving.of(self.context).set_url(None)
        self.refresh()

    # Showing

    def refresh(self) -> None:
        """Read the tables again; the links of a newly drawn round are made when serving."""
        serving = self.server is not None
        self.switch.setText(
            self.tr("&Arrêter le serveur") if serving else self.tr("&Démarrer le serveur")
        )
        self.port.setEnabled(not serving)
        self.host.setEnabled(not serving)
        self.round_number = draws.last_round(self.context.database)
        if self.server is not None and self.round_number:
            # The window's own write (not announced back to it), not its server's.
            round_number = self.round_number
            self.context.write(
                lambda: table_links.issue_links(
                    self.context.database, round_number=round_number, who=self.context.who
                )
            )
        states = (
            table_desk.table_states(self.context.database, round_number=self.round_number)
            if self.round_number
            else []
        )
        self.model.set_rows(states)
        fit_columns(self.view)
        if self.server is None:
            self.state.setText(french(self.tr(
                "Serveur arrêté : les téléphones n'ouvrent rien. Démarrez-le pour que les tables "
                "saisissent leurs donnes sur le réseau de la salle."
            )))  # fmt: skip
            self.public_qr.clear()
        elif self.server.host.startswith("127."):
            self.state.setText(french(self.tr(
                "Le serveur répond sur {url}, pour ce portable seul : les téléphones de la salle "
                "ne l'atteignent pas (pour eux : « Toutes celles de ce portable »). Il continue "
                "quand cette fenêtre est fermée ; il s'arrête avec « Arrêter le serveur », en "
                "fermant le tournoi ou en quittant."
            ).format(url=self.server.url + "/")))  # fmt: skip
            self.public_qr.setPixmap(qr_pixmap(self.server.url + "/", size=QR_SIZE))
        else:
            self.state.setText(french(self.tr(
                "Le serveur répond sur {url} : les téléphones de la salle l'ouvrent sur le même "
                "réseau (Wi-Fi). Il continue quand cette fenêtre est fermée ; il s'arrête avec "
                "« Arrêter le serveur », en fermant le tournoi ou en quittant."
            ).format(url=self.server.url + "/")))  # fmt: skip
            self.public_qr.setPixmap(qr_pixmap(self.server.url + "/", size=QR_SIZE))
        if states and not self.view.currentIndex().isValid():
            self.view.setCurrentIndex(self.model.index(0, 0))
        self._show_table()

    def selected(self) -> TableState | None:
        return self.model.row_at(self.view.currentIndex())

    def _show_table(self) -> None:
        state = self.selected()
        self.revoke_button.setEnabled(state is not None)
        self.lock_button.setEnabled(state is not None)
        if state is None:
            self.table_title.setText(french(
                self.tr("Les liens des tables du tour {round} se font au démarrage du serveur.")
                .format(round=self.round_number)
                if self.round_number
                else self.tr("Aucun tour tiré : les liens des tables viennent avec le tirage.")
            ))  # fmt: skip
            self.table_qr.clear()
            self.table_link.clear()
            self.lock_button.setText(self.tr("&Verrouiller la table"))
            return
        table = state.link.table
        self.table_title.setText(
            french(self.tr("Table {table} : lien de son téléphone").format(table=table))
        )
        self.lock_button.setText(
            self.tr("Dé&verrouiller la table")
            if state.link.locked
            else self.tr("&Verrouiller la table")
        )
        if self.server is None:
            self.table_qr.clear()
            self.table_link.setText(self.tr("Le lien s'affiche quand le serveur est démarré."))
            return
        url = self.server.url + state.link.path
        self.table_qr.setPixmap(qr_pixmap(url, size=QR_SIZE))
        self.table_link.setText(url)

    def _on_change(self, area: object) -> None:
        if area in (Area.SCORES, Area.ROUNDS):
            self.refresh()

    # Actions

    def revoke(self) -> None:
        state = self.selected()
        if state is None:
            return
        question = self.tr(
            "Révoquer le lien de la table {table} ? Son téléphone n'ouvrira plus la feuille : "
            "la table scanne le nouveau code."
        ).format(table=state.link.table)
        if not confirm(self, self.tr("Révoquer le lien"), french(question)):
            return
        try:
            self.context.write(
                lambda: table_links.revoke_link(
                    self.context.database, round_number=self.round_number,
                    table=state.link.table, who=self.context.who,
                )
            )  # fmt: skip
        except UserError as error:
            show_error(self, error)
        self.refresh()

    def toggle_lock(self) -> None:
        state = self.selected()
        if state is None:
            return
        command = LockTable(
            self.context, round_number=self.round_number, table=state.link.table,
            locked=not state.link.locked,
        )  # fmt: skip
        try:
            self.context.push(command)
        except UserError as error:
            show_error(self, error)

    def select_table(self, table: int) -> None:
        """Show table ``table``'s link (for the keyboard and the tests)."""
        for row, state in enumerate(self.model.rows()):
            if state.link.table == table:
                self.view.setCurrentIndex(self.model.index(row, 0, QModelIndex()))
