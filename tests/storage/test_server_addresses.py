"""A server address that cannot be opened is refused in French, before any driver is loaded."""

from __future__ import annotations

import importlib.util
import sys

import pytest

from tournoi.storage import Database, StorageError


@pytest.mark.parametrize(
    ("url", "said"),
    [
        ("postgresql+psycopg://u@h:abc/db", "Le port de « postgresql+psycopg://u@h:abc/db » n'est pas un nombre"),
        ("postgresql://u:secret@h:abc/db", "« postgresql://u:***@h:abc/db »"),
        ("postgresql://u@h:70000/db", "Le port 70000 n'existe pas : il va de 1 à 65535."),
        ("postgresql+psycopg2://u@h/db", "« postgresql+psycopg2:// » demande un pilote que ce programme n'a pas"),
        ("mysql://u@h/db", "« mysql:// » n'est pas un serveur PostgreSQL"),
        ("http://example.org/x", "« http:// » n'est pas un serveur PostgreSQL"),
        ("://", "n'est pas l'adresse d'une base de données"),
    ],
)  # fmt: skip
def test_refused_in_french(url: str, said: str) -> None:
    with pytest.raises(StorageError) as refused:
        Database.open(url)
    assert said in str(refused.value)
    assert "secret" not in str(refused.value)


def test_a_station_without_the_server_option_says_what_to_install(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """psycopg comes with the ``[serveur]`` extra: without it, a French refusal, not an
    import error."""
    monkeypatch.setitem(sys.modules, "psycopg", None)
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *args: None)
    with pytest.raises(StorageError) as refused:
        Database.open("postgresql://arbitre@salle:5432/concours")
    assert str(refused.value) == (
        "Ce poste n'a pas le pilote des serveurs PostgreSQL (psycopg) : installez "
        'l\'application avec son option serveur (pip install "tournoi-belote[serveur]"), '
        "ou ouvrez un fichier de tournoi."
    )
