"""Where the concours's results are published: the address of the site on the club's web host.

Stored in the tournament once the site is uploaded, so that the phones' public
page and the projector offer its QR code: the players find the results there
the next day. Only a web address (``http://`` or ``https://``) with a host is
kept, one line of printable characters: it becomes a link and a QR code.

>>> check_public_url(" https://club-belote.fr/concours/noel/ ")
'https://club-belote.fr/concours/noel/'
>>> check_public_url("ftp://club-belote.fr/")
Traceback (most recent call last):
...
tournoi.services.publication.PublicationError: Adresse publiée « ftp://club-belote.fr/ » : elle commence par http:// ou https:// (https://club-belote.fr/resultats/).
"""

from __future__ import annotations

from typing import Final
from urllib.parse import urlsplit

from sqlmodel import select

from tournoi.services import audit
from tournoi.services.errors import ServiceError
from tournoi.storage import Database, models

URL_LENGTH: Final = 500
"""The longest address kept: a QR code of more is too dense to scan from a seat."""


class PublicationError(ServiceError):
    """An address that cannot be the published site's."""


def check_public_url(text: str) -> str:
    """The address without its surrounding spaces, or a refusal saying what is wrong."""
    url = text.strip()
    shown = url if len(url) <= 80 else url[:80] + "…"
    if not url.startswith(("http://", "https://")):
        raise PublicationError(
            f"Adresse publiée « {shown} » : elle commence par http:// ou https:// "
            "(https://club-belote.fr/resultats/).",
            field="published_url",
        )
    if len(url) > URL_LENGTH:
        raise PublicationError(
            f"Adresse publiée de {len(url)} caractères, c'est trop : {URL_LENGTH} au plus.",
            field="published_url",
        )
    if any(not character.isprintable() or character.isspace() for character in url):
        raise PublicationError(
            f"Adresse publiée « {shown} » : un espace ou un caractère invisible n'y a pas sa place.",
            field="published_url",
        )
    if not urlsplit(url).hostname:
        raise PublicationError(
            f"Adresse publiée « {shown} » : le nom du site manque après « // ».",
            field="published_url",
        )
    return url


def published_url(db: Database) -> str | None:
    """The address of the results' site, ``None`` while it is not published."""
    with db.session() as session:
        return session.exec(select(models.Tournament.published_url)).one() or None


def set_published_url(db: Database, *, url: str, who: str) -> str:
    """Keep ``url`` (checked) as the address of the results' site; the address kept."""
    url = check_public_url(url)
    with db.session() as session:
        row = session.exec(select(models.Tournament)).one()
        before = row.published_url
        row.published_url = url
        session.add(row)
        audit.record(
            session,
            who=who,
            action="tournament.published",
            message=f"Résultats publiés à l'adresse {url}.",
            before={"published_url": before},
            after={"published_url": url},
        )
    return url
