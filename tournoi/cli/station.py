"""Who the command line writes in the audit trail: this station's declared name.

The window writes the station's name its preferences hold; the command line
cannot read them without loading Qt, so it takes ``--poste``, else the
``TOURNOI_POSTE`` variable, else ``utilisateur@ordinateur``, and says it is
the command line: « dupont@portable-club (ligne de commande) ». The name is
declared, not proven: anyone who can open the tournament can write any.
"""

from __future__ import annotations

import argparse
import getpass
import os
import socket

from tournoi.cli.parser import STATION_VARIABLE


def who(options: argparse.Namespace) -> str:
    """The author of the changes this command makes."""
    station = options.poste or os.environ.get(STATION_VARIABLE, "").strip() or _user_at_host()
    return f"{station} (ligne de commande)"


def _user_at_host() -> str:
    try:
        user = getpass.getuser()
    except (KeyError, OSError):  # no user name in the environment nor the password database
        user = "arbitre"
    host = socket.gethostname()
    return f"{user}@{host}" if host else user
