"""``python -m tournoi``: with a command, the command line; without, the application."""

import sys

from tournoi.cli import main as command_line


def main() -> int:
    if len(sys.argv) > 1:
        return command_line()
    print(
        "Tournoi de belote : la fenêtre de l'application n'existe pas encore ; "
        "la ligne de commande est prête (python -m tournoi --help)."
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
