"""The Rounds page without its widgets: the rounds drawn, the one shown, what is done to them.

:class:`RoundsPresenter` reads the drawn rounds and everything the page shows
of the round chosen (its tables and their states, the tables counted by their
totals, the phones' sheets, the scores so far, where each team sits) in one
go, so that a state and a score shown side by side were read together, never
a round list kept from an earlier look beside scores read now. It draws,
swaps, cancels and plans the rounds, and draws the finals, each one undo command
(:mod:`tournoi.ui.rounds.commands`), and says which :class:`Part` changed
(:attr:`RoundsPresenter.changed`); the page (:mod:`tournoi.ui.rounds.page`)
shows it and the dialogs (:mod:`tournoi.ui.rounds.round_actions`) ask what
to do. No widget here (``tests/ui/test_rounds_presenter.py``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from PySide6.QtCore import QCoreApplication, QObject, Signal

from engine import PerTeam
from tournoi.services import draws, finals, scores
from tournoi.services.draws import RoundView, Seat
from tournoi.services.finals import FinalsState
from tournoi.services.melee.pairs import Pairs, pair_players, pair_words
from tournoi.services.settings import KnockoutTie
from tournoi.services.tables import desk as table_desk
from tournoi.services.tables.desk import TableEntry
from tournoi.services.tables.scores import table_scores, tables_on_time
from tournoi.services.teams import players as melee_players
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.services.tournament.activity import Area
from tournoi.ui.context import TournamentContext
from tournoi.ui.rounds.commands import (
    CancelDraw,
    DrawRound,
    SetRounds,
    SetTieBreak,
    StartFinals,
    SwapTeams,
)
from tournoi.ui.rounds.finals_dialog import FinalsChoice
from tournoi.ui.rounds.melee_commands import CancelMeleeDraw, DrawMeleeRound
from tournoi.ui.rounds.round_dialogs import DrawChoice
from tournoi.ui.rounds.round_summary import method_text


def tie_words(tie: KnockoutTie) -> str:
    """The tie-break in the window's words."""
    if tie is KnockoutTie.EXTRA_DONNE:
        return QCoreApplication.translate(
            "RoundsPage", "une donne de plus tant que les totaux sont égaux (règlement FFB, §10.4)"
        )
    return QCoreApplication.translate(
        "RoundsPage", "l'équipe la mieux classée des parties qualificatives passe"
    )


class Part(StrEnum):
    """What changed, for the page to show again."""

    ROUNDS = "rounds"
    """The rounds drawn, the one shown, and all it shows (:attr:`RoundsPresenter.shown`)."""
    MESSAGE = "message"
    """What the last action did (:attr:`RoundsPresenter.message`)."""
    DRAWN = "drawn"
    """A round was just drawn: its tables are what the arbiter looks at next."""
    FINALS = "finals"
    """The finals were just drawn: their bracket is what the arbiter looks at next."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ShownRound:
    """One round as the page shows it, every part read at the same look."""

    view: RoundView
    by_totals: Mapping[int, PerTeam[int]] = field(default_factory=dict)
    """The tables counted by their two totals alone, by table."""
    phones: Mapping[int, TableEntry] = field(default_factory=dict)
    """The sheets of the tables that have a phone's link, by table."""
    scores: Mapping[int, PerTeam[int]] = field(default_factory=dict)
    """Every table's totals so far, by table."""
    on_time: frozenset[int] = frozenset()
    """The tables whose partie was stopped on time (« arrêtée au temps »)."""
    seats: tuple[Seat, ...] = ()
    pairs: Pairs = field(default_factory=dict)
    """A mêlée's players of each pair and exempt group, by the team's number: the page names
    each pair by them, never by its round's team number, which no player knows."""


class RoundsPresenter(QObject):
    """The rounds of ``context``'s tournament, the one shown, and the actions on them."""

    changed = Signal(object)
    """A :class:`Part` to show again."""

    def __init__(self, context: TournamentContext, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.rounds: list[RoundView] = []
        self.shown: ShownRound | None = None
        self.planned = 0
        """The rounds the tournament plans."""
        self.message = ""
        self.finals: FinalsState | None = None
        """The finals' brackets and where they stand, ``None`` before they are drawn."""
        self.melee = False
        """A mêlée's rounds: their pairs change every partie, no team to qualify for finals."""
        context.changed.connect(self.reload)

    def _tell(self, *parts: Part) -> None:
        for part in parts:
            self.changed.emit(part)

    def say(self, text: str) -> None:
        self.message = text
        self._tell(Part.MESSAGE)

    @property
    def number(self) -> int | None:
        """The round shown, ``None`` before the first draw."""
        return None if self.shown is None else self.shown.view.number

    @property
    def is_last(self) -> bool:
        return self.shown is not None and self.shown.view.number == self.rounds[-1].number

    @property
    def untouched(self) -> bool:
        """Whether the round shown has no result yet: its teams may still be swapped."""
        return self.shown is not None and not self.shown.view.has_started

    @property
    def may_start_finals(self) -> bool:
        """Whether « Phase finale » may be asked for: after a round drawn, once only."""
        return (
            not self.melee
            and bool(self.rounds)
            and (self.finals is None or not self.finals.drawn_stages)
        )

    # Reading

    def reload(self, what: Area | None = None) -> None:
        """Read the rounds again: a draw, a swap, a score entered elsewhere change what is shown.

        Whoever looked at the last round sees the new one after a draw.
        """
        if what is Area.ROUNDS:  # what the page said is of rounds since undone or restored
            self.say("")
        last_before = self.rounds[-1].number if self.rounds else None
        previous = self.number
        self._read(previous if previous != last_before else None)

    def choose(self, number: int) -> None:
        """Show round ``number``, read again with every round."""
        self._read(number)

    def _read(self, wanted: int | None) -> None:
        """The rounds and the round ``wanted`` (the last if ``None`` or not drawn), all at once."""
        database = self.context.database
        self.rounds = draws.list_rounds(database)
        self.planned = tournaments.get_settings(database).rounds
        view = next((r for r in self.rounds if r.number == wanted), None)
        if view is None and self.rounds:
            view = self.rounds[-1]
        self.shown = None if view is None else self._details(view)
        self.finals = finals.finals_state(database)
        self.melee = melee_players.is_melee(database)
        self._tell(Part.ROUNDS)

    def _details(self, view: RoundView) -> ShownRound:
        database, number = self.context.database, view.number
        return ShownRound(
            view=view,
            by_totals=scores.tables_by_totals(database, round_number=number),
            phones=table_desk.table_entries(database, round_number=number),
            scores=table_scores(database, round_number=number),
            on_time=tables_on_time(database, round_number=number),
            seats=tuple(draws.seats(database, round_number=number)),
            pairs=pair_players(database),
        )

    @property
    def next_round(self) -> int:
        return self.rounds[-1].number + 1 if self.rounds else 1

    # Actions, one undo command each

    def draw(self, choice: DrawChoice) -> None:
        """Draw the next round as the dialog chose; a refusal raises, nothing drawn."""
        command = DrawRound(
            self.context,
            number=self.next_round,
            method=choice.method,
            seed=choice.seed,
            withdraw=choice.withdraw,
            avoid_clubs=choice.avoid_clubs,
        )
        self.context.push(command)
        view = command.round
        assert view is not None
        method = method_text(view.method, view.seed)
        text = QCoreApplication.translate("RoundsPage", "Tour {number} tiré ({method}).").format(
            number=view.number, method=method[:1].lower() + method[1:]
        )
        if view.seed is not None:
            text += " " + QCoreApplication.translate(
                "RoundsPage", "La graine {seed} refait ce même tirage."
            ).format(seed=view.seed)
        if view.withdrawn:
            names = ", ".join(str(team.number) for team in view.withdrawn)
            text += " " + QCoreApplication.translate(
                "RoundsPage", "Équipes retirées : {teams}."
            ).format(teams=names)
        self.say(text)
        self._tell(Part.DRAWN)

    def draw_melee(self) -> None:
        """A mêlée's next round, drawn by lot at once: partners and opponents new while they can
        be; a refusal raises, nothing drawn."""
        command = DrawMeleeRound(self.context, number=self.next_round)
        self.context.push(command)
        view = command.round
        assert view is not None
        text = QCoreApplication.translate(
            "RoundsPage",
            "Tour {number} tiré à la mêlée : {tables} tables. La graine {seed} refait ce même tirage.",
        ).format(number=view.number, tables=len(view.tables), seed=view.seed)
        if view.bye:
            text += " " + self._exempt_text(view.bye)
        self.say(text)
        self._tell(Part.DRAWN)

    def _exempt_text(self, numbers: Sequence[int]) -> str:
        """« Exempt : n° 2 Josette Bernard. », the players a mêlée's draw left over named."""
        names = {p.number: p.name for p in melee_players.list_players(self.context.database)}
        players = ", ".join(
            QCoreApplication.translate("RoundsPage", "n° {number} {name}")
            .format(number=number, name=names.get(number, ""))
            .strip()
            for number in numbers
        )
        if len(numbers) == 1:
            return QCoreApplication.translate("RoundsPage", "Exempt : {players}.").format(
                players=players
            )
        return QCoreApplication.translate("RoundsPage", "Exempts : {players}.").format(
            players=players
        )

    def start_finals(self, choice: FinalsChoice) -> None:
        """Seed the finals as the dialog chose and draw their first stage; a refusal raises,
        nothing drawn."""
        command = StartFinals(
            self.context,
            number=self.next_round,
            qualified=choice.qualified,
            consolante=choice.consolante,
            tie_break=choice.tie_break,
        )
        self.context.push(command)
        view = command.round
        assert view is not None
        self.say(
            QCoreApplication.translate(
                "RoundsPage", "Phase finale tirée : tour {number}, {tables} tables."
            ).format(number=view.number, tables=len(view.tables))
        )
        self._tell(Part.FINALS)

    @property
    def may_change_tie_break(self) -> bool:
        """Whether « Départage de la phase finale » may be asked for: once the finals are set up."""
        return not self.melee and self.finals is not None

    def set_tie_break(self, before: KnockoutTie, after: KnockoutTie) -> None:
        """Store the finals' tie-break; a refusal (a partie of the finals has a donne) raises."""
        if after is before:
            return
        self.context.push(SetTieBreak(self.context, before=before, after=after))
        self.say(
            QCoreApplication.translate(
                "RoundsPage", "Départage de la phase finale : {rule} (Ctrl+Z pour annuler)."
            ).format(rule=tie_words(after))
        )
        self._read(self.number)

    def set_rounds(self, before: int, after: int) -> None:
        self.context.push(SetRounds(self.context, before=before, after=after))
        self.say(
            QCoreApplication.translate(
                "RoundsPage", "Le tournoi compte maintenant {count} tours (Ctrl+Z pour annuler)."
            ).format(count=after)
        )
        self._read(self.number)

    def swap(self, round_number: int, first: int, second: int) -> None:
        pairs = {} if self.shown is None else self.shown.pairs
        if pairs:  # a mêlée's pairs are their players: « 8 Marc ROUX – 17 Tom CHEVALIER »
            said = PerTeam(pair_words(pairs.get(first, ())), pair_words(pairs.get(second, ())))
            text = QCoreApplication.translate(
                "RoundsPage", "Échanger les places de « {first} » et « {second} » (tour {number})"
            ).format(first=said.a, second=said.b, number=round_number)
            done = QCoreApplication.translate(
                "RoundsPage",
                "« {first} » et « {second} » ont échangé leur place (Ctrl+Z pour annuler).",
            ).format(first=said.a, second=said.b)
        else:
            text, done = (
                None,
                QCoreApplication.translate(
                    "RoundsPage", "Équipes {first} et {second} échangées (Ctrl+Z pour annuler)."
                ).format(first=first, second=second),
            )
        self.context.push(
            SwapTeams(
                self.context, round_number=round_number, first=first, second=second, text=text
            )
        )
        self.say(done)

    def cancel_draw(self, view: RoundView) -> None:
        """Cancel the draw of ``view``; a refusal raises, nothing cancelled."""
        if melee_players.is_melee(self.context.database):
            self.context.push(CancelMeleeDraw(self.context, number=view.number, seed=view.seed))
        else:
            self.context.push(CancelDraw(self.context, view))
        self.say(
            QCoreApplication.translate("RoundsPage", "Tirage du tour {number} annulé.").format(
                number=view.number
            )
        )
