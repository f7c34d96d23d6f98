"""« Publier les résultats en ligne » : the results' site written and sent to the club's host
off the GUI thread, the published address kept for the QR codes.

The password is typed in the dialog, or taken from the system's keyring, and
kept there when the user asks (never in the preferences: only the host's
address is). A new SFTP host is accepted by its fingerprint, in a question the
dialog asks between two tries: the worker never waits on the user. An FTP server
without TLS receives the password only when the box « Envoyer sans chiffrement »
is ticked, after a warning, for this dialog only.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Final

from PySide6.QtCore import QObject, Qt, QThread, Signal, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QVBoxLayout,
    QWidget,
)

from engine import UserError
from tournoi.exports.publish import Destination, LoginRefusedError
from tournoi.exports.publish.destination import Scheme
from tournoi.exports.publish.passwords import (
    forget_password,
    has_keyring,
    keep_password,
    stored_password,
)
from tournoi.exports.publish.results import publish_results
from tournoi.services.publication import address as publication
from tournoi.services.tournament.lifecycle import Database
from tournoi.ui.challenge.site_box import ChallengeBox
from tournoi.ui.context import TournamentContext
from tournoi.ui.preferences import Preferences
from tournoi.ui.widgets import confirm, french

log = logging.getLogger(__name__)
EXAMPLE: Final = "sftp://secretaire@club-belote.fr:22/www/resultats"


class _Sender(QObject):
    """Writes and sends the site in a worker thread; an unknown SFTP host is reported, not asked.

    It is given plain values, never the window's context (a Qt object), and writes the address
    published under the window's ``station``: the window does not announce it back to itself.
    """

    done = Signal(str)
    failed = Signal(str)
    login_refused = Signal(str)
    """The host refused the user or the password: a kept one is forgotten."""
    unknown_host = Signal(str, str)
    """The host and its key's fingerprint: the dialog asks, then tries again."""

    def __init__(
        self,
        database: Database,
        destination: Destination,
        password: str,
        url: str | None,
        accepted: str | None,
        *,
        who: str,
        station: str,
        challenge: Path | None,
        unencrypted: bool,
    ) -> None:
        super().__init__()
        self._database, self._who, self._station = database, who, station
        self._destination, self._password = destination, password
        self._url, self._accepted, self._challenge = url, accepted, challenge
        self._unencrypted = unencrypted
        self._seen: tuple[str, str] | None = None

    def _trust(self, host: str, fingerprint: str) -> bool:
        self._seen = (host, fingerprint)
        return fingerprint == self._accepted

    @Slot()
    def run(self) -> None:
        try:
            with self._database.writing_as(self._station):
                message = publish_results(
                    self._database, destination=self._destination,
                    password=self._password, trust=self._trust, url=self._url,
                    who=self._who, challenge=self._challenge,
                    unencrypted=self._unencrypted,
                )  # fmt: skip
        except LoginRefusedError as error:
            self.login_refused.emit(str(error))
            return
        except (UserError, OSError) as error:
            if self._seen is not None and self._seen[1] != self._accepted:
                self.unknown_host.emit(*self._seen)
            else:
                self.failed.emit(str(error))
            return
        except Exception:
            log.exception("échec de la publication vers %s", self._destination.address)
            self.failed.emit(
                self.tr("Erreur inattendue pendant l'envoi (le détail est dans le journal).")
            )
            return
        self.done.emit(message)


class PublishDialog(QDialog):
    """Where to send the site, where it reads, the password; « Envoyer » sends it."""

    published = Signal(str)
    """The summary, once the site is online."""

    def __init__(
        self, context: TournamentContext, preferences: Preferences, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.context, self.preferences = context, preferences
        self.setWindowTitle(self.tr("Publier les résultats en ligne"))
        self._thread: QThread | None = None
        self._sender: _Sender | None = None
        self._accepted: str | None = None
        self.to_edit = QLineEdit(preferences.publish_to)
        self.to_edit.setPlaceholderText(EXAMPLE)
        self.url_edit = QLineEdit(publication.published_url(context.database) or "")
        self.url_edit.setPlaceholderText("https://club-belote.fr/resultats/")
        self.password_edit = QLineEdit()
        self.password_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.keep_box = QCheckBox(self.tr("&Garder le mot de passe dans le trousseau du système"))
        self.keep_box.setChecked(has_keyring())
        self.keep_box.setEnabled(has_keyring())
        if not has_keyring():
            self.keep_box.setToolTip(
                self.tr(
                    "Pas de trousseau sur ce système : le mot de passe est demandé à chaque envoi."
                )
            )
        self.clear_box = QCheckBox(
            self.tr("Envoyer &sans chiffrement si le serveur FTP n'en propose pas")
        )
        self.clear_box.setToolTip(
            self.tr(
                "Le mot de passe et les pages passeraient en clair sur le réseau : "
                "seulement si l'hébergeur n'offre ni SFTP ni FTPS."
            )
        )
        self.clear_box.toggled.connect(self._warn_clear)
        self.challenge_box = ChallengeBox(context, preferences.challenge_file)
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)
        self.progress.hide()
        self.message = QLabel()
        self.message.setWordWrap(True)
        # A server's answer, a file's name: shown as written, never read as HTML.
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Close
        )
        self.box.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("En&voyer"))
        self.box.accepted.connect(self.start)
        self.box.rejected.connect(self.reject)
        self._lay_out()
        self.to_edit.textChanged.connect(self._show_kept)
        self._show_kept()

    def _lay_out(self) -> None:
        form = QFormLayout()
        for text, field in (
            (self.tr("&Envoyer à\u00a0:"), self.to_edit),
            (self.tr("&Adresse publique\u00a0:"), self.url_edit),
            (self.tr("&Mot de passe\u00a0:"), self.password_edit),
        ):
            label = QLabel(text)
            label.setBuddy(field)
            form.addRow(label, field)
        form.addRow("", self.keep_box)
        form.addRow("", self.clear_box)
        form.addRow("", self.challenge_box)
        explained = QLabel(
            self.tr(
                "Le site des résultats (classement, tours, parcours de chaque équipe, palmarès) "
                "est refait puis envoyé par SFTP, FTPS ou FTP. Une fois l'adresse publique "
                "donnée, la page publique des téléphones et le projecteur en montrent le QR code."
            )
        )
        explained.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(explained)
        layout.addLayout(form)
        layout.addWidget(self.progress)
        layout.addWidget(self.message)
        layout.addWidget(self.box)
        self.resize(640, self.sizeHint().height())

    def _destination(self) -> Destination | None:
        try:
            return Destination.parse(self.to_edit.text())
        except UserError:
            return None

    def _show_kept(self) -> None:
        destination = self._destination()
        kept = destination is not None and stored_password(destination.account) is not None
        self.password_edit.setPlaceholderText(
            self.tr("gardé dans le trousseau du système") if kept else ""
        )
        plain_ftp = destination is not None and destination.scheme is Scheme.FTP
        self.clear_box.setEnabled(plain_ftp)
        if not plain_ftp:
            self.clear_box.setChecked(False)

    def _warn_clear(self, ticked: bool) -> None:
        """Say what a connection in clear gives away before it is allowed."""
        warning = self.tr(
            "Sans chiffrement, le mot de passe du site du club et les pages passent en clair "
            "sur le réseau : quiconque l'écoute (le Wi-Fi de la salle, un réseau public) peut "
            "le lire et s'en servir. Préférez sftp:// ou ftps:// si l'hébergeur les propose.\n\n"
            "Envoyer quand même sans chiffrement si le serveur n'en propose pas\u00a0?"
        )
        if ticked and not confirm(self, self.tr("Envoi sans chiffrement"), warning):
            self.clear_box.setChecked(False)

    def start(self) -> None:
        """Check what was typed, then write and send the site in a worker thread."""
        try:
            destination = Destination.parse(self.to_edit.text())
            url = self.url_edit.text().strip() or None
            if url is not None:
                url = publication.check_public_url(url)
        except UserError as error:
            self._stop(str(error), error=True)
            return
        password = self.password_edit.text() or stored_password(destination.account)
        if not password:
            self._stop(self.tr("Tapez le mot de passe de {account}.").format(
                account=destination.account), error=True)  # fmt: skip
            self.password_edit.setFocus()
            return
        self.preferences.publish_to = destination.address
        self.message.setStyleSheet("")
        self.message.setText(self.tr("Envoi en cours…"))
        self.progress.show()
        self.box.setEnabled(False)
        thread = QThread(self)
        sender = _Sender(
            self.context.database,
            destination,
            password,
            url,
            self._accepted,
            who=self.context.who,
            station=self.context.station,
            challenge=self.challenge_box.chosen(),
            unencrypted=self.clear_box.isChecked(),
        )
        sender.moveToThread(thread)
        thread.started.connect(sender.run)
        sender.done.connect(lambda message: self._done(destination, message))
        sender.failed.connect(lambda message: self._stop(message, error=True))
        sender.login_refused.connect(lambda message: self._login_refused(destination, message))
        sender.unknown_host.connect(self._ask_host)
        for signal in (sender.done, sender.failed, sender.login_refused, sender.unknown_host):
            signal.connect(thread.quit)
        self._thread, self._sender = thread, sender
        thread.start()

    def _ask_host(self, host: str, fingerprint: str) -> None:
        self._stop("", error=False)
        question = self.tr(
            "Premier envoi vers {host}. L'empreinte de sa clé est\u00a0:\n\n{fingerprint}\n\n"
            "Vérifiez-la auprès de l'hébergeur. L'accepter et envoyer\u00a0?"
        ).format(host=host, fingerprint=fingerprint)
        if confirm(self, self.tr("Serveur inconnu"), question):
            self._accepted = fingerprint
            self._wait()
            self.start()
        else:
            self._stop(self.tr("La clé du serveur n'est pas acceptée : rien n'est envoyé."),
                       error=True)  # fmt: skip

    def _done(self, destination: Destination, message: str) -> None:
        typed = self.password_edit.text()
        if typed and self.keep_box.isChecked():
            keep_password(destination.account, typed)
        self.password_edit.clear()
        self._show_kept()
        self._stop(message, error=False)
        self.published.emit(message)

    def _login_refused(self, destination: Destination, message: str) -> None:
        if not self.password_edit.text() and stored_password(destination.account):
            forget_password(destination.account)
            message += " " + self.tr(
                "Le mot de passe gardé dans le trousseau est oublié : tapez-le."
            )
        self._show_kept()
        self._stop(message, error=True)
        self.password_edit.setFocus()

    def _stop(self, message: str, *, error: bool) -> None:
        self.progress.hide()
        self.box.setEnabled(True)
        self.message.setStyleSheet("color: #c0182b" if error else "")
        self.message.setText(french(message))

    def _wait(self) -> None:
        if self._thread is not None and self._thread.isRunning():
            self._thread.quit()
            self._thread.wait()

    def done(self, result: int) -> None:  # QDialog.done: wait for a running upload first
        self._wait()
        super().done(result)
