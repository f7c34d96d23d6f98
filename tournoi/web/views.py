"""What the services answer, as the JSON the pages read."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from engine import PerTeam, Team, format_donne
from engine.jsonio import donne_to_json
from tournoi.services.draws import Seat
from tournoi.services.ranking import StandingRow
from tournoi.services.round_clock import ClockState
from tournoi.services.tables.entry import PhoneSheet, SheetPreview


def per_team(values: PerTeam[Any]) -> dict[str, Any]:
    return {team.value: values[team] for team in Team}


def sheet_json(phone: PhoneSheet) -> dict[str, Any]:
    sheet, rules = phone.sheet, phone.rules
    return {
        "round": sheet.round,
        "table": sheet.table,
        "version": sheet.version,
        "state": sheet.state.french,
        "teams": {
            team.value: {
                "number": sheet.teams[team].number,
                "name": sheet.teams[team].name,
                "players": list(phone.players[team]),
            }
            for team in Team
        },
        "lines": [
            {
                "number": line.number,
                "text": format_donne(line.donne),
                "donne": donne_to_json(line.donne),
                "marks": per_team(line.marks),
                "totals": per_team(line.totals),
                "made": line.made,
                "litige": line.litige,
            }
            for line in sheet.lines
        ],
        "totals": per_team(sheet.totals),
        "over": sheet.over,
        "result": sheet.result,
        "signed": per_team(phone.signed),
        "refusal": phone.refusal,
        "on_time": sheet.on_time,
        "minutes": phone.minutes,
        "pairs": phone.pairs,
        "rules": {
            "variant": rules.variant.value,
            "annonces": rules.annonces,
            "sans_atout_tout_atout": rules.sans_atout_tout_atout,
            "target": rules.target,
            "donnes": rules.donnes,
        },
    }


def preview_json(answer: SheetPreview) -> dict[str, Any]:
    seen = answer.preview
    return {
        "version": answer.version,
        "verdict": seen.verdict.value,
        "number": seen.number,
        "message": seen.message,
        "field": seen.field,
        "marks": per_team(seen.marks),
        "totals": per_team(seen.totals),
        "made": seen.made,
        "litige": seen.litige,
        "ends": seen.ends,
        "tie": answer.tie,
    }


def seat_json(seat: Seat, players: dict[int, list[str]]) -> dict[str, Any]:
    return {
        "number": seat.team.number,
        "name": seat.team.name,
        "players": players.get(seat.team.number, []),
        "table": seat.table,
        "opponent": None
        if seat.opponent is None
        else {"number": seat.opponent.number, "name": seat.opponent.name},
    }


def standing_json(row: StandingRow) -> dict[str, Any]:
    return {
        "rank": row.rank,
        "ex_aequo": row.ex_aequo,
        "number": row.number,
        "name": row.name,
        "played": row.played,
        "won": row.won,
        "points": row.ranking_points,
        "marks": row.points_for,
        "goal_average": row.goal_average,
    }


def clock_json(clock: ClockState, now: datetime) -> dict[str, Any]:
    """What the players need of the round's clock, at the server's ``now`` (UTC): the phone counts
    down from it with its own clock, set by ``now``, and reads it again now and then only.

    The bell's minute is the laptop's local time, which is the hall's.
    """
    bell_at = clock.bell_at
    rung = clock.rung(now)
    return {
        "round": clock.round,
        "running": clock.running,
        "rung": rung,
        "left": round(clock.left(now), 3),
        "now": now.isoformat(),
        "bell_at": None if bell_at is None else bell_at.isoformat(),
        "bell": None if bell_at is None or rung else _hour(bell_at),
    }


def _hour(instant: datetime) -> str:
    """« 15 h 42 », in the laptop's time zone."""
    local = instant.astimezone()
    return f"{local.hour} h {local.minute:02d}"
