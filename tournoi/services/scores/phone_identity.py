"""A table's phone as the desk and the other stations name it, in the audit trail and in conflicts.

The scores, the links and the desk's view of the tables all name a phone the
same way; this module imports nothing of the services, so that each may
import it.
"""

from __future__ import annotations


def phone_author(table: int) -> str:
    """Who a phone's write is from, in the audit trail and in conflicts: « table 7, téléphone »."""
    return f"table {table}, téléphone"


def changed_for_phones(by: str, table: int, *, typed: bool) -> str:
    """A phone's write refused because ``by`` changed the sheet meanwhile, in the players'
    words: the page has read the sheet again already, and kept the donne ``typed`` there."""
    who = f"la {by}" if by == phone_author(table) else "l'arbitre"
    return f"La feuille a été modifiée entre-temps par {who} : elle est rechargée" + (
        ", votre donne est gardée ; vérifiez-la et envoyez-la."
        if typed
        else " ; vérifiez-la avant de recommencer."
    )
