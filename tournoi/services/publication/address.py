"""Where the concours's results are published: the address of the site on the club's web host.

Stored in the tournament once the site is uploaded, so that the phones' public
page and the projector offer its QR code: the players find the results there
the next day. Only a web address (``http://`` or ``https://``) with a host is
kept, one line of printable characters: it becomes a link and a QR code.

>>> check_public_url(" https://club-belote.fr/concours/noel/ ")
'https://club-belote.fr/concours/noel/'
>>> check_public_url("www.club-belote.fr/concours/noel/")
'https://www.club-belote.fr/concours/noel/'
>>> check_public_url("ftp://club-belote.fr/")
Traceback (most recent call last):
...
tournoi.services.publication.address.PublicationError: Adresse publiée « ftp://club-belote.fr/ » : elle commence par http:// ou https:// (https://club-belote.fr/resultats/).
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
    url = _with_scheme(text.strip())
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
    parts = urlsplit(url)
    if not parts.hostname:
        raise PublicationError(
            f"Adresse publiée « {shown} » : le nom du site manque après « // ».",
            field="published_url",
        )
    if parts.username is not None or parts.password is not None:
        # The address is shown to every player, on the public page and in its QR code.
        raise PublicationError(
            "L'adresse publiée est montrée à tous les joueurs : elle s'écrit sans utilisateur "
            "ni mot de passe avant « @ » (https://club-belote.fr/resultats/).",
            field="published_url",
        )
    return url


def _with_scheme(url: str) -> str:
    """``https://`` before an address written as a browser's bar shows it (``club-belote.fr/…``),
    the scheme in small letters; anything else with a colon before its first ``/`` (``javascript:``,
    ``ftp:``) stays as typed, to be refused."""
    scheme, separator, rest = url.partition("://")
    if separator:
        return f"{scheme.lower()}://{rest}" if scheme.lower() in ("http", "https") else url
    if url and ":" not in url.split("/", 1)[0]:
        return f"https://{url}"
    return url


def published_url(db: Database) -> str | None:
    """The address of the results' site, ``None`` while it is not published, or when the file
    holds one that could not have been kept (changed by hand): it would become a link."""
    with db.session() as session:
        url = session.exec(select(models.Tournament.published_url)).one()
    try:
        return check_public_url(url) if url else None
    except PublicationError:
        return None


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
