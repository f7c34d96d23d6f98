"""The score entry screen: :class:`EntryPage`, its presenter, and the parts it is made of, one
module each."""

from tournoi.ui.entry.editing import Editing, Mode
from tournoi.ui.entry.page import EntryPage
from tournoi.ui.entry.verdict import Verdict

__all__ = ["Editing", "EntryPage", "Mode", "Verdict"]
