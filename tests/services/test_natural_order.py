"""Names in the order French readers look for them: the key, and the seats of « Où est ma table ? »."""

from __future__ import annotations

from tournoi.services.natural_order import natural_key

NAMES = ["Capot d'Or 15", "Zèbres", "capot d'or 9", "Écureuils", "Ecole", "Les Pingouins 24",
         "LES PINGOUINS 6", "Œillets", "Oasis", "Etoile"]  # fmt: skip


def test_numbers_by_value_accents_and_case_ignored() -> None:
    assert sorted(NAMES, key=natural_key) == [
        "capot d'or 9", "Capot d'Or 15", "Ecole", "Écureuils", "Etoile", "LES PINGOUINS 6",
        "Les Pingouins 24", "Oasis", "Œillets", "Zèbres",
    ]  # fmt: skip
    assert sorted(["Table 2b", "Table 10", "Table 2"], key=natural_key) == [
        "Table 2", "Table 2b", "Table 10",
    ]  # fmt: skip
    assert natural_key("  Équipe 007 ") == natural_key("equipe 7")
