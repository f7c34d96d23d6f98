"""The palmarès: who wins what after a round, from the standings and the prize list.

Rank prizes go by place in the standings, withdrawn teams left out (they win
nothing): « 5e à 8e » goes to the 5th, 6th, 7th and 8th teams, so that each
prize is given exactly once and the prize budget is what the list says. Teams
ex aequo after every tie-break are in the standings' order (by number); when a
prize boundary separates them, the palmarès says so, for the organiser to
decide (clubs usually draw lots). Then, as clubs do, each special prize
(« première équipe du club de Vitré ») goes in the list's order to the
best-placed team that its filter accepts and that has no prize yet: a team
wins at most one prize.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

from sqlmodel import Session, col, select

from tournoi.services import settings as settings_service
from tournoi.services.awards.prizes import PrizeList, Reward, load
from tournoi.services.errors import StateError
from tournoi.services.finals import honours, rank_finals, read_state
from tournoi.services.melee import standings
from tournoi.services.ranking import StandingRow
from tournoi.services.scores import PartieState
from tournoi.services.settings import Format
from tournoi.services.standings.current import standings_before
from tournoi.services.teams import players as melee_players
from tournoi.services.teams.info import TeamInfo, team_infos
from tournoi.storage import Database, models


@dataclass(frozen=True, slots=True, kw_only=True)
class PalmaresLine:
    """One team of the palmarès, in the standings' order, with its prize if it has one."""

    rank: int
    ex_aequo: bool
    number: int
    name: str
    players: tuple[str, ...]
    clubs: str
    prize: str = ""
    """The reward in words (« 20 € », « 2 jambons »), empty without a prize."""
    title: str = ""
    """Why: the ranks (« 5e à 8e ») or the special prize's name."""
    special: bool = False
    withdrawn: bool = False
    honour: str = ""
    """Its title of the finals: « Vainqueurs du concours », « Finalistes », « Consolante vainqueurs »…"""

    @property
    def prize_line(self) -> str:
        """``20 €``, or ``Première équipe de Vitré : 10 €`` for a special prize."""
        return f"{self.title} : {self.prize}" if self.special else self.prize


@dataclass(frozen=True, slots=True, kw_only=True)
class Palmares:
    after_round: int
    rounds: int
    lines: tuple[PalmaresLine, ...]
    unawarded: tuple[str, ...] = field(default=())
    """Prizes no team could receive: a special no team matches, ranks beyond the last team."""
    split_ties: tuple[tuple[int, tuple[int, ...]], ...] = field(default=())
    """(rank, team numbers) of ex aequo teams that a rank prize boundary separates."""
    finals: bool = False
    """Ranked as the finals rank: their winner first (:mod:`tournoi.services.finals`)."""

    @property
    def title(self) -> str:
        """``Palmarès après la 3e partie`` (``1re``), or after the last one."""
        if self.finals:
            return f"Palmarès après la phase finale ({_nth_partie(self.after_round)} partie)"
        last = " et dernière" if self.after_round >= self.rounds else ""
        return f"Palmarès après la {_nth_partie(self.after_round)}{last} partie"

    @property
    def awarded(self) -> tuple[PalmaresLine, ...]:
        return tuple(line for line in self.lines if line.prize)


def palmares(
    db: Database, *, after_round: int | None = None, prizes: PrizeList | None = None
) -> Palmares:
    """The palmarès on the standings after ``after_round`` (the last finished round by default).

    ``prizes`` replaces the stored list (the one being edited in a form).
    """
    with db.session() as session:
        number = _finished_round(session, after_round)
        melee = settings_service.load(session).format is Format.MELEE
        titles: dict[int, str] = {}
        finals = False
        if melee:  # a mêlée's prizes go to its players
            rows = standings.standings_before(session, number + 1)
            teams = melee_players.as_teams(session)
        else:
            rows = standings_before(session, number + 1)
            state = read_state(session)
            finals = state is not None and state.drawn_stages > 0 and number > state.after_round
            if state is not None and finals:
                qualifying = standings_before(session, state.after_round + 1)
                ranked = rank_finals(state, qualifying, {row.number: row for row in rows})
                rows = [replace(row.standing, rank=row.rank, ex_aequo=False) for row in ranked]
                titles = {honour.team.number: honour.title for honour in honours(state)}
            teams = {team.number: team for team in team_infos(session)}
        prize_list = prizes if prizes is not None else load(session)
        rounds = settings_service.load(session).rounds
    won, unawarded = _award(rows, teams, prize_list)
    split = _split_ties(rows, won)
    lines = []
    for row in rows:
        team = teams[row.number]
        title, reward, is_special = won.get(row.number, ("", Reward(), False))
        lines.append(
            PalmaresLine(
                rank=row.rank,
                ex_aequo=row.ex_aequo,
                number=row.number,
                name=row.name,
                players=tuple(p.full_name for p in team.players[: 1 if melee else 2]),
                clubs=team.clubs,
                prize=reward.french,
                title=title,
                special=is_special,
                withdrawn=row.withdrawn,
                honour=titles.get(row.number, ""),
            )
        )
    return Palmares(
        after_round=number,
        rounds=rounds,
        lines=tuple(lines),
        unawarded=tuple(unawarded),
        split_ties=split,
        finals=finals,
    )


def _award(
    rows: Sequence[StandingRow], teams: Mapping[int, TeamInfo], prize_list: PrizeList
) -> tuple[dict[int, tuple[str, Reward, bool]], list[str]]:
    """Who wins what (rank prizes first, then the specials), and the prizes nobody won."""
    won: dict[int, tuple[str, Reward, bool]] = {}
    unawarded: list[str] = []
    placed = [row.number for row in rows if not row.withdrawn]
    for prize in prize_list.ranks:
        winners = placed[prize.first - 1 : prize.last]
        for winner in winners:
            won[winner] = (prize.label, prize.reward, False)
        if len(winners) < prize.last - prize.first + 1:
            unawarded.append(prize.label)
    for special in prize_list.specials:
        chosen = next(
            (
                row.number
                for row in rows
                if not row.withdrawn
                and row.number not in won
                and special.filter.accepts(teams[row.number])
            ),
            None,
        )
        if chosen is None:
            unawarded.append(special.name)
        else:
            won[chosen] = (special.name, special.reward, True)
    return won, unawarded


def _split_ties(
    rows: Sequence[StandingRow], won: Mapping[int, tuple[str, Reward, bool]]
) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """Ex aequo teams (withdrawn ones aside) that do not all get the same rank prize."""
    groups: dict[int, list[int]] = {}
    for row in rows:
        if not row.withdrawn:
            groups.setdefault(row.rank, []).append(row.number)

    def rank_prize(number: int) -> str:
        title, _reward, special = won.get(number, ("", Reward(), False))
        return "" if special else title

    return tuple(
        (rank, tuple(numbers))
        for rank, numbers in groups.items()
        if len({rank_prize(number) for number in numbers}) > 1
    )


def _last_finished(session: Session) -> int:
    over = (PartieState.FINISHED.value, PartieState.VALIDATED.value)
    states: dict[int, list[str]] = {}
    query = select(models.Round.number, models.Partie.state).join(
        models.Partie, col(models.Partie.round_id) == col(models.Round.id), isouter=True
    )
    for number, state in session.exec(query):
        states.setdefault(number, []).append(state or PartieState.FINISHED.value)
    finished = [number for number, seen in states.items() if all(s in over for s in seen)]
    return max(finished, default=0)


def _finished_round(session: Session, asked: int | None) -> int:
    last = _last_finished(session)
    if asked is None:
        if last == 0:
            raise StateError("Aucune partie n'est terminée : le palmarès se fait après une partie.")
        return last
    if not 1 <= asked <= last:
        raise StateError(
            f"Le tour {asked} n'est pas terminé : le palmarès se fait après une partie terminée"
            + (f" (la dernière est la {_nth_partie(last)})." if last else "."),
            field="round",
        )
    return asked


def _nth_partie(number: int) -> str:
    """``1re``, ``3e``: partie is feminine."""
    return "1re" if number == 1 else f"{number}e"
