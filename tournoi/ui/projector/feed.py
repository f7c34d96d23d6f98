"""What the projector shows, as last read from the tournament, and whether it still holds.

A donne entered changes the standings only (it moves no team to another
table), so the feed tells a result from a change of the round or the
settings and reads no more than what changed.
"""

from __future__ import annotations

from datetime import datetime

from tournoi.services import draws
from tournoi.services.draws.melee_views import melee_round
from tournoi.services.publication import address as publication
from tournoi.services.publication.shown_standings import shown_standings
from tournoi.services.ranking import Criterion, StandingRow
from tournoi.services.settings import Format
from tournoi.services.teams.players import list_players
from tournoi.services.tournament.activity import Area
from tournoi.services.tournament.lifecycle import Database, get_settings, tournament_info
from tournoi.ui.projector.players_board import PlayerTable, player_tables


class ProjectorFeed:
    """The latest round's seats, the standings and the ranking's criteria, as last read."""

    def __init__(self) -> None:
        self.round = 0
        self.seats: list[draws.Seat] = []
        self.melee = False
        """A mêlée: its players are looked for by name (:attr:`players`), not its pairs."""
        self.players: list[PlayerTable] = []
        self.standings: list[StandingRow] = []
        self.criteria: tuple[Criterion, ...] = ()
        self.stale = True
        """The round's tables, or the settings, changed since they were read: read all again."""
        self.results_stale = False
        """Only results changed since the standings were read: the seats stand."""
        self.updated = ""
        """« 14 h 05 »: when what is shown last changed; empty before the first reading."""
        self.published: str | None = None
        """The results' site's address, once it is published."""

    def note(self, what: Area) -> None:
        """``what`` changed in the tournament: what is held is no longer up to date."""
        if what == Area.SCORES:
            self.results_stale = True
        else:
            self.stale = True

    def read(self, database: Database) -> str:
        """Read the latest round's tables and the standings again; the tournament's name.

        Raises :class:`engine.UserError` when the file cannot say them.
        """
        self.round = draws.last_round(database)
        settings = get_settings(database)
        self.melee = settings.format is Format.MELEE
        self.seats = draws.seats(database, round_number=self.round) if self.round else []
        self.players = []
        if self.melee and self.round:
            players = {player.number: player for player in list_players(database)}
            self.players = player_tables(melee_round(database, round_number=self.round), players)
        self.standings = shown_standings(database)
        self.criteria = settings.ranking.criteria
        name = tournament_info(database).name
        self.published = publication.published_url(database)
        self.stale = self.results_stale = False
        self.updated = _now()
        return name

    def read_standings(self, database: Database, *, shown: int) -> bool:
        """Read the standings again: whether their first ``shown`` lines changed.

        Raises :class:`engine.UserError` when the file cannot say them.
        """
        rows = shown_standings(database)
        self.results_stale = False
        changed = rows[:shown] != self.standings[:shown]
        self.standings = rows
        if changed:
            self.updated = _now()
        return changed


def _now() -> str:
    """« 14 h 05 »: when the board was last brought up to date."""
    now = datetime.now()
    return f"{now.hour} h {now.minute:02d}"
