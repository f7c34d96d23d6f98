"""``python -m tournoi``: with a command, the command line; without, the application."""

import sys

from tournoi.cli import main as command_line


def main() -> int:
    """The installed ``tournoi`` command."""
    if len(sys.argv) > 1 and not sys.argv[1].endswith(".tournoi"):
        return command_line()
    from tournoi.ui.app import main as window  # noqa: PLC0415 (Qt loads only for the window)

    return window()


if __name__ == "__main__":
    sys.exit(main())
