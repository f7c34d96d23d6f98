"""The command line's arguments: every command and option, read in French, before anything loads.

This module imports nothing of the application, so that ``--help`` and a
usage error cost no more than starting Python: the choices the services
define (draw methods, documents, presets, the phones' port) are written here
as text, and a test holds them equal to the services' own.
"""

from __future__ import annotations

import argparse
import ipaddress
import re
from collections.abc import Sequence
from typing import Final, NoReturn

CHECK_OPTION: Final = "--verifier"
"""``tournoi --verifier FILE``: the window opens a tournament, says what it holds and quits."""

PRESETS: Final = ("club-contree", "ffb-classique", "ffb-contree")
"""``engine.PRESETS``' names."""
FORMATS: Final = ("doublettes", "melee")
"""``services.settings.Format``'s values."""
DRAW_METHODS: Final = ("swiss", "random", "rotation", "finale")
"""``services.draws.DrawMethod``'s values."""
FINAL_SIZES: Final = (4, 8, 16, 32)
"""``services.finals.QUALIFIED``."""
NEXT: Final = "suivants"
"""``--consolante`` given alone: the next teams of the standings, as many as the qualified."""
TIE_BREAKS: Final = ("donne", "classement")
"""``services.settings.KnockoutTie``'s members, in the command line's words (``cli.finals``)."""
DOCUMENTS: Final = (
    "standings", "tables", "sheets", "blank-sheets", "teams", "cash", "palmares", "bracket",
    "site", "podium",
)  # fmt: skip
"""``exports.documents.Document``'s values."""
PHONES_PORT: Final = 8000
"""``web.server.DEFAULT_PORT``."""
EVERYWHERE: Final = "0.0.0.0"
"""``web.server.EVERYWHERE``."""
LOOPBACK: Final = "127.0.0.1"
"""``web.server.LOOPBACK``."""

STATION_VARIABLE: Final = "TOURNOI_POSTE"
"""The environment variable naming this station, when ``--poste`` does not."""

_TRANSLATIONS: Final = [
    (r"the following arguments are required: (.*)", r"arguments obligatoires manquants : \1"),
    (r"unrecognized arguments: (.*)", r"arguments inconnus : \1"),
    (
        r"argument (\S+): invalid choice: '?(.*?)'? \(choose from (.*)\)",
        r"\1 : choix « \2 » invalide (parmi \3)",
    ),
    (r"argument (\S+): not allowed with argument (\S+)", r"\1 et \2 ne vont pas ensemble"),
    (r"argument (\S+): expected one argument", r"\1 : une valeur est attendue"),
    (r"argument (\S+): ignored explicit argument (.*)", r"\1 ne prend pas de valeur (\2)"),
    # The French messages of _integer and _typed.
    (r"argument (\S+): (.*)", r"\1 : \2"),
]


class UsageError(Exception):
    """Exit 2."""


def _port(text: str) -> int:
    number = _integer(text)
    if not 0 <= number <= 65535:
        raise argparse.ArgumentTypeError(f"port de 0 à 65535 attendu, pas {number}")
    return number


def _address(text: str) -> str:
    try:
        return str(ipaddress.IPv4Address(text))
    except ValueError:
        shown = text if len(text) <= 40 else f"{text[:39]}…"
        raise argparse.ArgumentTypeError(
            f"adresse IPv4 attendue (par exemple {LOOPBACK}), pas {shown!r}"
        ) from None


def _integer(text: str) -> int:
    """A whole number the database can store (SQLite's are 64-bit)."""
    try:
        number = int(text)
    except ValueError:  # not a whole number, or one of more than 4300 digits
        number = None
    if number is not None and -(2**63) <= number < 2**63:
        return number
    shown = text if len(text) <= 20 else f"{text[:19]}…"
    if text.strip().lstrip("+-").isdigit():
        raise argparse.ArgumentTypeError(f"nombre entier beaucoup trop grand : {shown}")
    raise argparse.ArgumentTypeError(f"nombre entier attendu, pas {shown!r}")


def _typed(text: str) -> str:
    """Text typed in a terminal, which gives bytes it cannot read as lone surrogates."""
    if any("\ud800" <= character <= "\udfff" for character in text):
        raise argparse.ArgumentTypeError(
            "caractères illisibles : le terminal n'écrit pas en UTF-8 (réglez-le en UTF-8)"
        )
    return text


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        for pattern, french in _TRANSLATIONS:
            message = re.sub(pattern, french, message)
        raise UsageError(f"{self.format_usage().strip()}\nErreur d'utilisation : {message}.")

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        """Also give an optional positional (``enter``'s sheet) the one left after the options.

        Argparse fills such a positional with nothing when options come between it
        and the one before (``enter FILE --round 1 --table 2 SHEET``), then calls
        the sheet an unknown argument.
        """
        parsed, extras = super().parse_known_args(args, namespace)
        for action in self._actions:
            if action.nargs != "?" or action.option_strings:
                continue
            left = [extra for extra in extras if extra == "-" or not extra.startswith("-")]
            if getattr(parsed, action.dest) is None and left:
                setattr(parsed, action.dest, left[0])
                extras.remove(left[0])
        return parsed, extras


def command_parser(prog: str) -> argparse.ArgumentParser:
    """Every command of ``prog`` (``tournoi``, ``python -m tournoi``, the bundle's name)."""
    main = _Parser(
        prog=prog,
        description=(
            "Tournoi de belote : sans commande, ouvre l'application ; "
            "avec FICHIER.tournoi, l'ouvre sur ce tournoi."
        ),
        epilog=(
            f"Vérifier une installation : %(prog)s {CHECK_OPTION} FICHIER.tournoi ouvre le "
            "tournoi dans la fenêtre (sans écran s'il n'y en a pas), affiche son nom, son "
            "nombre d'équipes et de tours, puis quitte ; code de sortie 0 si tout va bien, "
            "1 si le fichier est refusé. Un tournoi sur un serveur PostgreSQL se donne par son "
            "adresse, postgresql://utilisateur@serveur/base, sans mot de passe : il est lu dans "
            "PGPASSWORD ou ~/.pgpass, ou demandé."
        ),
    )
    main.add_argument(
        "--poste",
        type=_typed,
        metavar="NOM",
        help=f"le nom de ce poste dans l'historique (${STATION_VARIABLE}, "
        "sinon utilisateur@ordinateur) : déclaré, non vérifié",
    )
    commands = main.add_subparsers(dest="command", required=True, parser_class=_Parser)
    _setup_commands(commands)
    _round_commands(commands)
    _finals_commands(commands)
    _result_commands(commands)
    _challenge_commands(commands)
    return main


def _setup_commands(commands: argparse._SubParsersAction[_Parser]) -> None:
    new = commands.add_parser("new", help="créer un tournoi")
    new.add_argument("file", help="fichier du tournoi à créer, ou adresse d'une base")
    new.add_argument("--name", type=_typed, required=True, help="nom du tournoi")
    new.add_argument("--preset", choices=PRESETS, default="ffb-contree")
    new.add_argument("--rounds", type=_integer, default=5, help="nombre de tours (5)")
    new.add_argument(
        "--format",
        choices=FORMATS,
        default="doublettes",
        help="doublettes (équipes fixes, par défaut) ou melee (joueurs seuls, équipiers tirés "
        "à chaque tour, classement individuel)",
    )
    size = new.add_mutually_exclusive_group()
    size.add_argument(
        "--target", type=_integer, help="partie en POINTS (2000 en contrée, 1000 en classique)"
    )
    size.add_argument("--donnes", type=_integer, help="partie en N donnes")
    new.add_argument(
        "--minutes",
        type=_integer,
        help="partie au temps : arrêtée après MINUTES (la donne en cours finie, le plus haut "
        "total gagne)",
    )

    team_commands = commands.add_parser("teams", help="équipes").add_subparsers(
        dest="action", required=True, parser_class=_Parser
    )
    team_import = team_commands.add_parser("import", help="importer une liste CSV ou XLSX")
    team_import.add_argument("file")
    team_import.add_argument("teams", help="TEAMS.csv ou TEAMS.xlsx")

    player_commands = commands.add_parser(
        "players", help="joueurs d'un concours à la mêlée"
    ).add_subparsers(dest="action", required=True, parser_class=_Parser)
    player_import = player_commands.add_parser(
        "import", help="importer une liste CSV ou XLSX (colonne « joueur » ; « club », « licence »)"
    )
    player_import.add_argument("file")
    player_import.add_argument("players", help="JOUEURS.csv ou JOUEURS.xlsx")


def _round_commands(commands: argparse._SubParsersAction[_Parser]) -> None:
    draw = commands.add_parser("draw", help="tirer le tour suivant")
    draw.add_argument("file")
    draw.add_argument(
        "--method",
        choices=DRAW_METHODS,
        help="swiss par défaut ; une mêlée est toujours tirée au sort (random)",
    )
    draw.add_argument("--seed", type=_integer, help="graine d'un tirage au sort (pour le rejouer)")
    draw.add_argument(
        "--phase",
        choices=("finale",),
        help="finale : seeder la phase finale et tirer son premier tour, comme finals --teams "
        "(les tours suivants du tableau se tirent avec draw seul)",
    )
    draw.add_argument(
        "--qualified",
        type=_integer,
        choices=FINAL_SIZES,
        help="avec --phase finale : les équipes qualifiées pour le tableau principal",
    )
    draw.add_argument(
        "--consolante",
        nargs="?",
        const=NEXT,
        metavar="N|all|perdants",
        help="avec --phase finale : la consolante des N suivants du classement (N, le même "
        "nombre que --qualified, ou rien), de tous les autres (all) ou des perdants du "
        "premier tour du tableau (perdants : tirée avec son deuxième tour)",
    )
    draw.add_argument(
        "--departage",
        choices=TIE_BREAKS,
        help="avec --phase finale : totaux égaux dans une partie du tableau, donne (par "
        "défaut, règlement FFB §10.4) ou classement (l'équipe la mieux classée passe)",
    )

    tables = commands.add_parser(
        "tables", help="les tables d'un tour (JSON), ou la feuille d'une table (JSON du moteur)"
    )
    tables.add_argument("file")
    tables.add_argument("--round", type=_integer, required=True)
    tables.add_argument(
        "--table",
        type=_integer,
        help="la feuille de cette table, telle que python -m engine score et enter la lisent",
    )

    enter = commands.add_parser(
        "enter", help="saisir la feuille d'une table (JSON du moteur), ou ses deux totaux"
    )
    enter.add_argument("file")
    enter.add_argument("--round", type=_integer, required=True)
    enter.add_argument("--table", type=_integer, required=True)
    enter.add_argument("sheet", nargs="?", help="SHEET.json, ou - pour l'entrée standard")
    enter.add_argument(
        "--totals",
        type=_integer,
        nargs=2,
        metavar=("A", "B"),
        help="les deux totaux de la feuille seulement (« totaux seulement »), sans les donnes",
    )
    enter.add_argument(
        "--on-time",
        action="store_true",
        help="partie arrêtée au temps : la donne en cours à la sonnerie finie, le plus haut "
        "total gagne ; avec la feuille ou --totals, c'est la leur ; seul, la feuille déjà "
        "saisie s'arrête après sa dernière donne",
    )
    enter.add_argument(
        "--replace",
        action="store_true",
        help="remplacer une feuille qui a déjà des donnes (ou des totaux) : une copie de "
        "sauvegarde est faite avant",
    )


def _finals_commands(commands: argparse._SubParsersAction[_Parser]) -> None:
    finals = commands.add_parser(
        "finals",
        help="phase finale : tirer la finale (et la consolante) après les tours de "
        "qualification ; sans --teams, les tableaux tels qu'ils en sont (JSON)",
        description="Les premiers du classement jouent la finale à élimination directe "
        "(1 contre 8, 4 contre 5, 2 contre 7, 3 contre 6 : 1 et 2 ne peuvent se rencontrer "
        "qu'en finale). Les tours suivants se tirent avec draw, comme les autres.",
    )
    finals.add_argument("file")
    finals.add_argument(
        "--teams", type=_integer, choices=FINAL_SIZES, help="équipes qualifiées pour la finale"
    )
    finals.add_argument(
        "--consolante",
        nargs="?",
        const=NEXT,
        metavar="N|all|perdants",
        help="consolante : les N suivants du classement (N, le même nombre que --teams, ou "
        "rien), "
        "tous les autres (all), ou les perdants du premier tour du tableau (perdants : ses "
        "têtes de série dans l'ordre du classement, tirée avec le deuxième tour du tableau)",
    )
    finals.add_argument(
        "--departage",
        choices=TIE_BREAKS,
        help="totaux égaux dans une partie du tableau : donne (par défaut, une donne de plus "
        "tant que les totaux sont égaux, règlement FFB §10.4) ou classement (pas de donne de "
        "plus, l'équipe la mieux classée des parties qualificatives passe, règle de "
        "l'organisateur) ; seul, il change le départage tant qu'aucune partie du tableau n'a "
        "de donne",
    )


def _result_commands(commands: argparse._SubParsersAction[_Parser]) -> None:
    ranking = commands.add_parser("standings", help="le classement (JSON)")
    ranking.add_argument("file")

    export = commands.add_parser("export", help="imprimer (PDF) ou exporter (XLSX)")
    export.add_argument("file")
    export.add_argument(
        "out",
        help="OUT.pdf (un document), OUT.xlsx (tout le tournoi), un DOSSIER (--what site : le "
        "site des résultats) ou OUT.png (--what podium : l'image du podium)",
    )
    export.add_argument(
        "--what",
        choices=DOCUMENTS,
        default="standings",
        help="le document (par défaut standings, le classement) ; teams : la liste des équipes "
        "pour l'accueil, d'un concours à la mêlée la liste des joueurs pour l'accueil",
    )
    export.add_argument("--round", type=_integer, help="le tour (par défaut, le dernier tiré)")
    export.add_argument(
        "--force",
        action="store_true",
        help="remplacer OUT (ou le site du DOSSIER) s'il existe déjà",
    )
    export.add_argument(
        "--phones",
        nargs="?",
        const="",
        metavar="URL",
        help="feuilles vierges : le QR code de chaque table pour la saisie sur téléphone ; "
        "plan des tables : celui de la page publique ; vers URL "
        f"(par défaut http://ADRESSE-DE-CE-PORTABLE:{PHONES_PORT})",
    )

    export.add_argument(
        "--challenge",
        metavar="SAISON.challenge",
        help="site des résultats : une page du challenge de la saison où ce concours compte "
        "(il doit y avoir été ajouté)",
    )

    check = commands.add_parser(
        "check", help="vérifier l'intégrité du fichier : les résultats sont-ils ceux des donnes ?"
    )
    check.add_argument("file")

    publish = commands.add_parser(
        "publish", help="mettre le site des résultats en ligne, sur le site du club"
    )
    publish.add_argument("file")
    publish.add_argument(
        "--to",
        required=True,
        metavar="ADRESSE",
        help="où l'envoyer : sftp://UTILISATEUR@SERVEUR:PORT/DOSSIER (ou ftps://, ftp://) ; le "
        "mot de passe est lu dans le trousseau du système, ou demandé, jamais écrit ici",
    )
    publish.add_argument(
        "--url",
        metavar="URL",
        help="l'adresse où le site se lit (https://club-belote.fr/resultats/) : la page "
        "publique et le projecteur en montrent alors le QR code",
    )
    publish.add_argument(
        "--challenge",
        metavar="SAISON.challenge",
        help="une page du challenge de la saison où ce concours compte (il doit y avoir été "
        "ajouté)",
    )
    publish.add_argument(
        "--sans-chiffrement",
        dest="unencrypted",
        action="store_true",
        help="avec ftp://, envoyer même si le serveur refuse le chiffrement (TLS) : le mot de "
        "passe et les pages passent alors en clair sur le réseau, lisibles par qui l'écoute",
    )

    serve = commands.add_parser("serve", help="saisie aux tables : servir les téléphones")
    serve.add_argument("file")
    serve.add_argument(
        "--host",
        type=_address,
        default=EVERYWHERE,
        metavar="ADRESSE",
        help=f"adresse IPv4 où servir : par défaut toutes celles de ce portable ({EVERYWHERE}, le "
        f"Wi-Fi de la salle) ; {LOOPBACK} pour ce portable seul (un essai, un écran branché dessus)",
    )
    serve.add_argument("--port", type=_port, default=PHONES_PORT, help=f"port ({PHONES_PORT})")


CHALLENGE_RULES: Final = ("marks", "wins", "placing")
"""``services.challenge.Rule``'s values."""
CHALLENGE_RANKED: Final = ("player", "team")
"""``services.challenge.Ranked``'s values."""


def _challenge_commands(commands: argparse._SubParsersAction[_Parser]) -> None:
    actions = commands.add_parser(
        "challenge", help="le challenge de la saison : ses concours et son classement"
    ).add_subparsers(dest="action", required=True, parser_class=_Parser)
    new = actions.add_parser("new", help="créer le fichier d'un challenge")
    new.add_argument("file", help="SAISON.challenge, à créer")
    new.add_argument("--name", type=_typed, required=True, help="nom du challenge")
    new.add_argument(
        "--club",
        type=_typed,
        default="",
        help="le club du challenge : un concours qu'un autre club organise est refusé (noms "
        "comparés sans accents ni majuscules ; un concours sans organisateur est accepté)",
    )
    new.add_argument(
        "--rule",
        choices=CHALLENGE_RULES,
        required=True,
        help="marks : somme des marques ; wins : points par partie gagnée et par exempt, "
        "puis le score ; placing : points à la place (--placing)",
    )
    new.add_argument(
        "--per", choices=CHALLENGE_RANKED, default="player", help="classer par joueur ou par équipe"
    )
    new.add_argument("--best", type=_integer, help="seuls les K meilleurs concours de chacun")
    new.add_argument(
        "--min-concours", type=_integer, default=1, help="concours joués pour être classé (1)"
    )
    new.add_argument("--win-points", type=_integer, default=4, help="wins : une victoire (4)")
    new.add_argument("--bye-points", type=_integer, default=3, help="wins : un exempt (3)")
    new.add_argument(
        "--bye-marks", type=_integer, default=1000, help="wins : le score d'un exempt (1000)"
    )
    new.add_argument(
        "--placing", type=_typed, help="placing : les points de chaque place (25,20,16,…)"
    )

    add = actions.add_parser("add", help="ajouter un concours terminé")
    add.add_argument("file", help="SAISON.challenge")
    add.add_argument("tournament", help="FICHIER.tournoi")

    remove = actions.add_parser("remove", help="retirer un concours (le classement suit)")
    remove.add_argument("file", help="SAISON.challenge")
    remove.add_argument("concours", help="FICHIER.tournoi, ou le numéro du concours (concours)")

    export = actions.add_parser("export", help="imprimer (PDF) ou exporter (XLSX) le challenge")
    export.add_argument("file", help="SAISON.challenge")
    export.add_argument("out", help="OUT.pdf ou OUT.xlsx")
    export.add_argument("--force", action="store_true", help="remplacer OUT s'il existe déjà")

    for name, words in (
        ("standings", "le classement du challenge (JSON)"),
        ("concours", "les concours du challenge et ses règles (JSON)"),
    ):
        actions.add_parser(name, help=words).add_argument("file", help="SAISON.challenge")
