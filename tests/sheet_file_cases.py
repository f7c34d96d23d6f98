"""Sheet files a window and a command line are both given: each refused with the same French words."""

from __future__ import annotations

import codecs
import json

from engine import Variant
from engine.jsonio import donne_to_json
from engine.notation import parse_donne
from tournoi.services.scores.sheet_files import MAX_SHEET_BYTES

NAME = "feuille.json"

MALFORMED: dict[str, tuple[bytes, str]] = {
    "not-json": (b"{ pas du json", "n'est pas un document JSON : erreur de syntaxe ligne 1, colonne 3."),
    "empty": (b"", "est vide : ce n'est pas une feuille de marque."),
    "blank": (b" \r\n\t", "est vide : ce n'est pas une feuille de marque."),
    "deep": (b"[" * 100_000, "n'est pas un document JSON : des crochets ou des accolades imbriqués "
             "beaucoup trop profondément."),
    "long-number": (b'{"donnes": [{"points": ' + b"9" * 5000 + b"}]}",
                    "n'est pas un document JSON : un nombre y est beaucoup trop long."),
    "latin-1": ('{"équipe": 1}'.encode("cp1252"),
                "n'est pas un document JSON : ce n'est pas un texte en UTF-8 (octet 0xe9 à la "
                "position 2)."),
    "utf-16": (codecs.BOM_UTF16_LE + '{"donnes": []}'.encode("utf-16-le"),
               "n'est pas un document JSON : ce n'est pas un texte en UTF-8 (octet 0xff à la "
               "position 0)."),
    "too-big": (b" " * MAX_SHEET_BYTES + b"[]", "fait plus de 10 Mo : ce n'est pas une feuille de "
                "marque."),
}  # fmt: skip
"""What each file holds, and the end of its refusal (it starts with « feuille.json »)."""

BOM_DONNE = donne_to_json(parse_donne("A 110 c 117", variant=Variant.CONTREE))
BOM_SHEET = codecs.BOM_UTF8 + json.dumps({"donnes": [BOM_DONNE]}, ensure_ascii=False).encode()
"""A sheet of one donne as Windows' Notepad saves it: UTF-8 with a byte order mark."""
