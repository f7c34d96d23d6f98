"""A server address that cannot be opened is refused in French, before any driver is loaded."""

from __future__ import annotations

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
