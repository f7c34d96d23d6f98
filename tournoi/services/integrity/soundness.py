"""Whether the stored results are what the donnes give: the « vérification de l'intégrité ».

The standings and the Swiss draws read the ``result`` table, and the
workbook the marks stored with each donne. A file changed outside the
application (two result rows swapped with a SQLite tool, a donne given 999
points) would rank the wrong team first, and the next draw would pair on
that, silently. :func:`check` scores every partie's donnes again with the
engine, through the functions the recording uses, and compares what they give
with what is stored: each donne's marks, the partie's state, its two result
rows, the exempt team's row. The draw refuses to draw on a tournament whose
check finds anything (:func:`refuse_draw_if_unsound`), and the documents that
rank the teams are not written nor the command line's standings printed
(:func:`refuse_ranking_if_unsound`).

``python -m tournoi check FILE`` prints the report, and :func:`report_text`
on standard error when it finds anything (exit status 1).

The check before a draw (or a ranked document) scores again only the parties
changed since the last check made through the same database handle, whoever
changed them (:mod:`tournoi.services.cache.integrity`); the arbiter's explicit
check, and the window's at opening, score everything (``full``).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Collection
from dataclasses import dataclass
from functools import lru_cache
from typing import Final, cast

from sqlalchemy import Connection
from sqlmodel import select

from engine import Ending, PerTeam, Rules, SheetError, Team
from engine.words import count
from tournoi.services import settings as settings_service
from tournoi.services.cache import owned
from tournoi.services.cache.integrity import (
    NOTHING,
    IntegrityCache,
    Kept,
    Memo,
    Sound,
    Summary,
    every_stamp,
    summary,
    team_numbers,
)
from tournoi.services.errors import ServiceError
from tournoi.services.integrity.rows import (
    Line,
    ResultKey,
    StoredDonne,
    Tables,
    left_unfinished,
)
from tournoi.services.ranking import Outcome
from tournoi.services.scores import records
from tournoi.services.scores.final_totals import ending
from tournoi.services.scores.knockout import knockout_parties, knockout_rules
from tournoi.services.scores.preview import AfterTheBellError, score_sheet
from tournoi.services.scores.view import PartieState, ending_of, recorded_totals
from tournoi.services.settings import TournamentSettings
from tournoi.storage import Database, models
from tournoi.storage.damage import check_rows

OVER: Final = frozenset({PartieState.FINISHED, PartieState.VALIDATED})


class IntegrityError(ServiceError):
    """A draw refused: stored results do not match the donnes they come from."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Finding:
    """One thing stored that the donnes do not give, at one table (``None``: the exempt team)."""

    round: int
    table: int | None
    stored: str
    """What the file holds, in words."""
    expected: str
    """What the donnes give, in words."""
    message: str
    """The French sentence for the arbiter."""
    paragraph: str | None = None
    """The rule a donne breaks, when the engine refuses it."""

    @property
    def place(self) -> str:
        """« table 4 du tour 2 », or « l'exempt du tour 2 »."""
        if self.table is None:
            return f"l'exempt du tour {self.round}"
        return f"table {self.table} du tour {self.round}"


@dataclass(frozen=True, slots=True, kw_only=True)
class Report:
    """What :func:`check` found, in round and table order; empty when everything matches."""

    findings: tuple[Finding, ...]
    parties: int
    """The parties whose donnes were scored again."""
    donnes: int

    @property
    def sound(self) -> bool:
        return not self.findings

    def places(self) -> list[str]:
        """The tables concerned, once each, in order."""
        return list(dict.fromkeys(finding.place for finding in self.findings))


def check(db: Database, *, full: bool = True) -> Report:
    """Score the parties' donnes again and compare them with what is stored.

    ``full``: every partie (the arbiter's check, the window's at opening);
    otherwise only the parties changed since the last check through ``db``,
    the others being as they were then: sound. The report is the same.
    """
    cache = owned(db, IntegrityCache)
    memo = None if full else cache.memo()
    with db.session() as session:
        settings = settings_service.load(session)
        connection = session.connection()
        if full:  # the dates of every row, which the reading below leaves aside
            check_rows(connection, db.location)
        numbers = team_numbers(connection)
        rounds = {r.id or 0: r for r in session.exec(select(models.Round))}
        # The stamps first: a stamp kept is never newer than the rows it was checked with.
        stamped = summary(connection)
        if memo is not None and not memo.holds(settings, numbers, rounds, connection):
            memo = None
        kept, changed = _kept(memo, stamped, connection)
        tables = Tables.read(session, rounds, numbers, changed)
        unfinished = left_unfinished(connection, rounds)
        knockouts = knockout_parties(session)
    findings, sound = _check_tables(settings, tables, kept.marks, knockouts)
    findings = sorted(
        [*findings, *(_drawn_over(line, rounds) for line in unfinished)],
        key=lambda f: (f.round, f.table or 0),
    )
    if memo is None or memo.summary != stamped or sound:
        stamps = {row.id: row.stamp for row in tables.parties if row.id in sound}
        memo = Memo(
            settings=settings, numbers=numbers, rounds=frozenset(rounds),
            summary=stamped, kept=kept.plus(stamps, sound),
            others=frozenset(row.id for row in tables.parties if row.id not in sound),
        )  # fmt: skip
        cache.keep(memo)
    return Report(findings=tuple(findings), parties=stamped[0], donnes=kept.donnes + tables.donnes)


def _kept(
    memo: Memo | None, stamped: Summary, connection: Connection
) -> tuple[Kept, Collection[int] | None]:
    """What is kept of ``memo``, and the parties to read again (``None``: every one, which
    reads as fast as half of them by their ids)."""
    if memo is None:
        return NOTHING, None
    if memo.summary == stamped:
        return memo.kept, memo.others
    now = every_stamp(connection)
    kept = memo.kept.same(now)
    if 2 * len(kept.stamps) < len(now):
        return NOTHING, None
    return kept, now.keys() - kept.stamps.keys()


def _check_tables(
    settings: TournamentSettings,
    tables: Tables,
    kept: dict[int, tuple[int, int]],
    knockouts: frozenset[int],
) -> tuple[list[Finding], dict[int, Sound]]:
    """The findings of the parties read, the byes and the forfeits; the parties read found
    sound. ``kept``: round id → the sum and count of the marks of the parties not read;
    ``knockouts``: the finals' parties, scored without a draw."""
    findings: list[Finding] = []
    sound: dict[int, Sound] = {}
    played = dict(kept)
    forfeits: dict[int, list[Line]] = defaultdict(list)
    for partie in tables.parties:
        if partie.forfeit_team_id is not None:
            forfeits[partie.round_id].append(partie)
            continue
        sheet = _sheet_of(partie, tables)
        rules = (
            knockout_rules(settings.rules, tie_break=settings.knockout_tie)
            if partie.id in knockouts
            else settings.rules
        )
        found, totals = _check_sheet(rules, sheet)
        findings += found
        if totals is not None:
            total, count = played.get(partie.round_id, (0, 0))
            played[partie.round_id] = (total + totals.a + totals.b, count + 2)
        if not found:
            sound[partie.id] = Sound(partie.round_id, totals, len(sheet.donnes))
    for round_id, round_row in tables.rounds.items():
        marks = settings.bye_marks(_average(*played.get(round_id, (0, 0))))
        findings += _check_bye(round_row, tables, marks)
        findings += [
            finding
            for partie in forfeits[round_id]
            for finding in _check_forfeit(partie, tables, marks)
        ]
    findings.sort(key=lambda f: (f.round, f.table or 0))
    return findings, sound


def refuse_draw_if_unsound(db: Database) -> None:
    """Refuse to draw on results that the donnes do not give, naming the tables."""
    refuse_if_unsound(db, refused="Tirage refusé", until="avant de tirer")


def refuse_ranking_if_unsound(db: Database) -> None:
    """Refuse to rank the teams on results that the donnes do not give: the documents that
    rank them, the workbook, the command line's standings."""
    refuse_if_unsound(
        db, refused="Export refusé", until="avant d'imprimer ou d'exporter le classement"
    )


def refuse_if_unsound(db: Database, *, refused: str, until: str) -> None:
    """Refuse what would use results that the donnes do not give (a draw, the standings
    printed), naming the tables: « {refused} : … corrigez les donnes de ces tables {until}. »"""
    report = check(db, full=False)
    if report.sound:
        return
    raise IntegrityError(
        f"{refused} : les résultats enregistrés ne correspondent pas aux donnes "
        f"({', '.join(report.places())}). Vérifiez le fichier (Tournoi › Vérifier l'intégrité "
        f"du fichier) et corrigez les donnes de ces tables {until}.",
        field="results",
    )


def report_text(report: Report) -> str:
    """The report as the command line prints it: one line per finding, or that all is well."""
    if report.sound:
        return (
            f"Vérification de l'intégrité : aucun problème ({report.parties} parties, "
            f"{report.donnes} donnes vérifiées)."
        )
    lines = [f"Vérification de l'intégrité : {count(len(report.findings), 'problème')}."]
    lines += [f"- {finding.message}" for finding in report.findings]
    return "\n".join(lines)


WORDS: Final = tuple(
    (name, records.COLUMNS.index(name)) for name in ("taker", "trump", "contract", "points")
)
"""The columns that tell a donne to the arbiter, and where they are in its values."""


@dataclass(frozen=True, slots=True)
class _Sheet:
    """Everything the check of one played partie depends on: equal sheets, equal findings."""

    round: int
    table: int
    teams: PerTeam[int | None]
    """The two teams' numbers."""
    state: str
    recorded: PerTeam[int] | None
    donnes: tuple[StoredDonne, ...]
    stored: tuple[ResultKey, ...]
    ended: Ending | None = None
    """Stopped on time (« arrêtée au temps »)."""
    bell_after: int | None = None
    """Stopped on time after this donne, the one in play at the bell."""


def _sheet_of(partie: Line, tables: Tables) -> _Sheet:
    return _Sheet(
        round=tables.rounds[partie.round_id].number,
        table=partie.table_number,
        teams=PerTeam(tables.numbers.get(partie.team_a_id), tables.numbers.get(partie.team_b_id)),
        state=partie.state,
        recorded=recorded_totals(cast(models.Partie, partie)),
        donnes=tuple(tables.sheets.get(partie.id, ())),
        stored=tuple(tables.results.get((partie.round_id, partie.id), ())),
        ended=ending_of(cast(models.Partie, partie)),
        bell_after=cast(models.Partie, partie).bell_after,
    )


@lru_cache(maxsize=20_000)
def _check_sheet(rules: Rules, sheet: _Sheet) -> tuple[list[Finding], PerTeam[int] | None]:
    """The findings at one table, and its totals when it is over.

    Kept: the check before each draw scores again only the parties changed
    since the last check (a cached list is never changed by its callers).
    """
    where = f"Table {sheet.table} du tour {sheet.round}"
    found = _Found(sheet.round, sheet.table)
    rows = sheet.donnes
    donnes = [_engine_donne(values) for values, _marks in rows]
    try:
        scored = score_sheet(
            rules, donnes, appended=False, ended=sheet.ended, bell=sheet.bell_after
        )
    except SheetError as error:
        if isinstance(error.cause, AfterTheBellError):
            return [_after_the_bell(found, where, error.cause, len(donnes))], None
        return [
            found(
                stored=_donne_words(rows[error.donne - 1][0]),
                expected="une donne possible",
                message=f"{where}, donne {error.donne} : {error.cause.message}",
                paragraph=error.cause.paragraph,
            )
        ], None
    findings = [
        found(
            stored=_pair(*marks),
            expected=_pair(score.marks.a, score.marks.b),
            message=f"{where}, donne {number} : les marques enregistrées "
            f"({_pair(*marks)}) ne sont pas celles de la donne "
            f"({_pair(score.marks.a, score.marks.b)}).",
        )
        for number, ((_values, marks), score) in enumerate(
            zip(rows, scored.scores, strict=True), start=1
        )
        if marks != (score.marks.a, score.marks.b)
    ]
    end = ending(scored, sheet.recorded)
    state = PartieState(sheet.state)
    if (state in OVER) != end.over:
        said = "terminée" if end.over else "pas terminée"
        findings.append(
            found(
                stored=state.french,
                expected=said,
                message=f"{where} : la partie est enregistrée « {state.french} », ses donnes "
                f"la disent {said} ({_pair(end.totals.a, end.totals.b)}).",
            )
        )
    expected: list[ResultKey] = []
    if end.over:
        for team in Team:
            won = Outcome.WIN if end.winner is team else Outcome.LOSS
            outcome = Outcome.DRAW if end.winner is None else won
            expected.append(
                (sheet.teams[team], sheet.teams[team.other], end.totals[team],
                 end.totals[team.other], outcome.value)
            )  # fmt: skip
    findings += _compare(list(sheet.stored), expected, found, where)
    return findings, end.totals if end.over else None


_engine_donne = lru_cache(maxsize=65_536)(records.from_columns)
"""Equal values, one engine donne (many donnes of a big tournament are alike): a donne is
immutable."""


def _drawn_over(line: Line, rounds: dict[int, models.Round]) -> Finding:
    """A partie not over in a round that the next one closed: its result is missing from the
    standings, and its phone's link opens nothing any more."""
    round_number, state = rounds[line.round_id].number, PartieState(line.state)
    return Finding(
        round=round_number, table=line.table_number, stored=state.french, expected="terminée",
        message=f"Table {line.table_number} du tour {round_number} : la partie est « "
        f"{state.french} » alors que le tour {round_number + 1} est tiré ; son résultat manque "
        "au classement. Terminez-la à la table d'arbitrage.",
    )  # fmt: skip


def _check_forfeit(partie: Line, tables: Tables, marks: int) -> list[Finding]:
    """A forfeit: the absent team loses, its opponent scores as the round's exempt would;
    the partie has no donne (they would be stored and never counted)."""
    round_number = tables.rounds[partie.round_id].number
    absent = partie.forfeit_team_id
    present = partie.team_b_id if absent == partie.team_a_id else partie.team_a_id
    absent_number, present_number = tables.numbers.get(absent), tables.numbers.get(present)
    expected: list[ResultKey] = [
        (absent_number, present_number, 0, marks, Outcome.FORFEIT_LOSS.value),
        (present_number, absent_number, marks, 0, Outcome.FORFEIT_WIN.value),
    ]
    stored = tables.results.get((partie.round_id, partie.id), [])
    found = _Found(round_number, partie.table_number)
    where = f"Table {partie.table_number} du tour {round_number}"
    donnes = len(tables.sheets.get(partie.id, ()))
    if not donnes:
        return _compare(stored, expected, found, where)
    ignored = found(
        stored=count(donnes, "donne"), expected="aucune donne",
        message=f"{where} : la partie est perdue par forfait de l'équipe {absent_number} "
        f"mais a {count(donnes, 'donne enregistrée', 'donnes enregistrées')}, que le "
        "résultat ne compte pas. Annulez le forfait ou supprimez ces donnes.",
    )  # fmt: skip
    return [ignored, *_compare(stored, expected, found, where)]


def _check_bye(round_row: models.Round, tables: Tables, marks: int) -> list[Finding]:
    """The exempt team's row: what the settings give a bye in that round."""
    stored = tables.results.get((round_row.id or 0, None), [])
    expected: list[ResultKey] = []
    if round_row.bye_team_id is not None:
        team = tables.numbers.get(round_row.bye_team_id)
        expected.append((team, None, marks, 0, Outcome.BYE.value))
    found = _Found(round_row.number, None)
    return _compare(stored, expected, found, f"Tour {round_row.number}, exempt")


def _average(total: int, count: int) -> int | None:
    """The average marks of one team in the round's played parties (``total`` marks of
    ``count`` teams), to the unit, as the results store it for a bye."""
    if not count:
        return None
    return (2 * total + count) // (2 * count)


def _compare(
    stored: list[ResultKey], expected: list[ResultKey], found: _Found, where: str
) -> list[Finding]:
    if sorted(stored, key=repr) == sorted(expected, key=repr):
        return []
    stored_words, expected_words = _words(stored), _words(expected)
    return [
        found(
            stored=stored_words,
            expected=expected_words,
            message=f"{where} : le résultat enregistré ({stored_words}) ne correspond pas "
            f"aux donnes ({expected_words}).",
        )
    ]


@dataclass(frozen=True, slots=True)
class _Found:
    """Findings at one table."""

    round: int
    table: int | None

    def __call__(
        self, *, stored: str, expected: str, message: str, paragraph: str | None = None
    ) -> Finding:
        return Finding(
            round=self.round, table=self.table, stored=stored, expected=expected,
            message=message, paragraph=paragraph,
        )  # fmt: skip


def _after_the_bell(found: _Found, where: str, error: AfterTheBellError, donnes: int) -> Finding:
    """A sheet stopped on time holding donnes recorded after its end."""
    after = donnes - error.ended_after
    return found(
        stored=count(donnes, "donne"),
        expected=count(error.ended_after, "donne"),
        message=f"{where} : la partie est arrêtée au temps et finie après la donne "
        f"{error.ended_after}, mais {count(after, 'donne')} "
        f"{'est enregistrée' if after == 1 else 'sont enregistrées'} après sa fin. "
        "Supprimez-les, ou retirez « arrêtée au temps » si la partie a continué.",
    )


def _pair(a: object, b: object) -> str:
    return f"{a}–{b}"


def _words(keys: list[ResultKey]) -> str:
    """``équipe 7 gagne 1502–1020``, ``nul 800–800``, ``exempt : équipe 3, 500``…"""
    if not keys:
        return "aucun résultat"
    for team, _opponent, marks_for, against, outcome in keys:
        if outcome == Outcome.WIN:
            return f"équipe {team} gagne {_pair(marks_for, against)}"
        if outcome == Outcome.FORFEIT_WIN:
            return f"équipe {team} gagne par forfait {_pair(marks_for, against)}"
        if outcome == Outcome.BYE and len(keys) == 1:
            return f"exempt : équipe {team}, {marks_for}"
    if len(keys) == 2 and all(key[4] == Outcome.DRAW for key in keys):
        return f"nul {_pair(keys[0][2], keys[0][3])}"
    return " ; ".join(
        f"équipe {team} : {Outcome(outcome).french} {_pair(marks_for, against)}"
        for team, _opponent, marks_for, against, outcome in keys
    )


def _donne_words(values: records.Columns) -> str:
    """The stored donne as the arbiter would read it: « taker A, trump pique, points 999 »."""
    return ", ".join(
        f"{name} {values[index]}" for name, index in WORDS if values[index] is not None
    )
