"""A PostgreSQL server's address checked before SQLAlchemy reads it: French refusals, not
tracebacks, for a wrong scheme, a port that is not a number, a driver this station lacks."""

from __future__ import annotations

import importlib.util
import re
from typing import Final

from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError

from tournoi.storage.errors import StorageError


def check_server_url(url: str) -> None:
    """Refuse what is not a PostgreSQL URL this program can open, before SQLAlchemy reads it."""
    scheme = url.split("://", 1)[0]
    try:
        parsed = make_url(url)
    except ArgumentError:
        raise StorageError(f"« {scheme}://… » n'est pas l'adresse d'une base de données.") from None
    except ValueError:  # a port that is not a number
        raise StorageError(
            f"Le port de « {_without_password(url)} » n'est pas un nombre : "
            "il va de 1 à 65535 (5432 par défaut)."
        ) from None
    if parsed.get_backend_name() != "postgresql":
        raise StorageError(
            f"« {scheme}:// » n'est pas un serveur PostgreSQL : un tournoi se "
            "garde dans un fichier, ou sur un serveur PostgreSQL (postgresql://…)."
        )
    if parsed.get_driver_name() not in _DRIVERS:
        raise StorageError(
            f"« {scheme}:// » demande un pilote que ce programme n'a pas : "
            "écrivez postgresql://… (ou postgresql+psycopg://…)."
        )
    if parsed.port is not None and not 1 <= parsed.port <= 65535:
        raise StorageError(f"Le port {parsed.port} n'existe pas : il va de 1 à 65535.")
    if importlib.util.find_spec("psycopg") is None:  # the [serveur] extra, not installed
        raise StorageError(
            "Ce poste n'a pas le pilote des serveurs PostgreSQL (psycopg) : installez "
            'l\'application avec son option serveur (pip install "tournoi-belote[serveur]"), '
            "ou ouvrez un fichier de tournoi."
        )


_DRIVERS: Final = ("psycopg",)
"""PostgreSQL's drivers this program installs (``postgresql://`` means psycopg here)."""


def _without_password(url: str) -> str:
    """``url`` as it may be shown: a password in it is replaced by ``***``."""
    return re.sub(r"(://[^:/@]*):[^@/]*@", r"\1:***@", url)
