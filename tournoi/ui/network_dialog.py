"""Fichier › Tournoi en réseau: the address of a PostgreSQL server shared by several stations.

The password is typed each time and never written anywhere: the recent list
keeps the address without it. Left empty, the server's client library looks
in the user's own ``~/.pgpass`` (or the server needs none).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tournoi.services.errors import ServiceError
from tournoi.services.tournament.servers import DEFAULT_PORT, ServerAddress
from tournoi.ui.settings import buddy, html, note
from tournoi.ui.widgets import RED, french, ok_cancel, select_on_focus


class NetworkDialog(QDialog):
    """After an accepted ``exec()``: :meth:`url` to open, :attr:`creates_new` for a new tournament."""

    def __init__(self, parent: QWidget | None = None, address: ServerAddress | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Tournoi en réseau"))
        self.address: ServerAddress | None = None
        intro = QLabel(
            french(
                self.tr(
                    "Un tournoi enregistré sur un serveur PostgreSQL peut être saisi par plusieurs "
                    "postes d'arbitrage à la fois. Demandez ces informations à la personne qui a "
                    "installé le serveur."
                )
            )
        )
        intro.setWordWrap(True)
        self.host_edit = QLineEdit()
        self.host_edit.setPlaceholderText(self.tr("nom ou adresse, par exemple 192.168.1.10"))
        self.port_spin = QSpinBox()
        self.port_spin.setRange(1, 65535)
        self.port_spin.setValue(DEFAULT_PORT)
        self.port_spin.setGroupSeparatorShown(False)
        self.port_spin.setMaximumWidth(110)
        self.database_edit = QLineEdit()
        self.user_edit = QLineEdit()
        self.password_edit = QLineEdit()
        self.password_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.password_edit.setToolTip(
            french(
                self.tr(
                    "Le mot de passe n'est jamais enregistré : il est demandé à chaque ouverture. "
                    "Laissé vide, il est lu dans votre fichier .pgpass s'il y figure."
                )
            )
        )
        self.create_check = QCheckBox(self.tr("Créer un &nouveau tournoi dans cette base (vide)"))
        self.problem = note()
        form = QFormLayout()
        form.addRow(buddy(self.tr("&Serveur"), self.host_edit), self.host_edit)
        form.addRow(buddy(self.tr("&Port"), self.port_spin), self.port_spin)
        form.addRow(buddy(self.tr("&Base de données"), self.database_edit), self.database_edit)
        form.addRow(buddy(self.tr("&Utilisateur"), self.user_edit), self.user_edit)
        form.addRow(buddy(self.tr("&Mot de passe"), self.password_edit), self.password_edit)
        form.addRow("", self.create_check)
        kept = note()
        kept.setText(
            html(
                french(
                    self.tr(
                        "L'adresse est retenue dans les tournois récents ; le mot de passe, jamais."
                    )
                )
            )
        )
        buttons = ok_cancel(self, self.tr("Se &connecter"))
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(kept)
        layout.addWidget(buttons)
        self.resize(520, self.sizeHint().height())
        if address is not None:
            self.host_edit.setText(address.host)
            self.port_spin.setValue(address.port)
            self.database_edit.setText(address.database)
            self.user_edit.setText(address.user)
            self.password_edit.setFocus(Qt.FocusReason.OtherFocusReason)
        select_on_focus(self)

    @property
    def creates_new(self) -> bool:
        return self.create_check.isChecked()

    def url(self) -> str:
        """The URL to open, password included (it lives only as long as the connection)."""
        assert self.address is not None
        return self.address.url(self.password_edit.text())

    def accept(self) -> None:
        try:
            self.address = ServerAddress(
                host=self.host_edit.text().strip(),
                database=self.database_edit.text().strip(),
                user=self.user_edit.text().strip(),
                port=self.port_spin.value(),
            )
        except ServiceError as error:
            self.problem.setText(f'<span style="color:{RED.name()}">{html(str(error))}</span>')
            for edit in (self.host_edit, self.database_edit, self.user_edit):
                if not edit.text().strip():
                    edit.setFocus()
                    break
            return
        super().accept()
