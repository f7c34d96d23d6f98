"""The bundle's programs, ``tournoi`` and ``tournoi-cli``: the same start as ``python -m tournoi``."""

import sys

from tournoi.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
