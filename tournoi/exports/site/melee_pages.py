"""The site's parts of a mêlée: each pair by its players' numbers and names, each linked to
the player's page (« 12 Paul MARTIN – 34 Luc PETIT »), the exempt players named, and each
player's page: his rank, his club, and his rounds with his partner and his opponents.

A pair is a team of one round only, known to nobody by its team number: the
players are, by theirs, as the draw called them and the window and the
documents show them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tournoi.exports.site.markup import e
from tournoi.services.melee.player_rounds import PlayerRoundLine, Seat
from tournoi.services.publication.site_data import PlayerPath
from tournoi.services.ranking import Outcome, StandingRow

WITHDRAWN: Final = ' <span class="note">(retiré)</span>'
"""A player being spoken of, in the masculine."""
_WINS: Final = frozenset({Outcome.WIN, Outcome.FORFEIT_WIN})
_DASH: Final = '<span class="dash">\u00a0– </span>'
"""Between a pair's players; on a phone, each is on his own line and the dash goes."""


def player_page(number: int) -> str:
    return f"joueur-{number}.html"


def player_link(number: int, name: str) -> str:
    """The player's name linked to his page."""
    return f'<a href="{player_page(number)}">{e(name)}</a>'


def seat_text(seat: Seat) -> str:
    """``12 Paul MARTIN``, linked to his page."""
    return f'<a class="seat" href="{player_page(seat.number)}">{e(seat.number)} {e(seat.name)}</a>'


def pair_text(seats: Sequence[Seat], name: str) -> str:
    """The pair's players by number and name (« 12 Paul MARTIN – 34 Luc PETIT »); its
    team's ``name`` when its seats are unknown."""
    if not seats:
        return e(name)
    return _DASH.join(seat_text(seat) for seat in seats)


def exempt_text(seats: Sequence[Seat], marks: int | None) -> str:
    """« Exempts : 6 Yves LEROY, 7 Rose FAURE (1000 points chacun). », as the window says."""
    word = "Exempt" if len(seats) == 1 else "Exempts"
    each = "" if len(seats) == 1 else " chacun"
    got = "" if marks is None else f" ({marks} points{each})"
    players = ", ".join(seat_text(seat) for seat in seats)
    return f"<p>{word} : {players}{e(got)}.</p>"


def player_body(path: PlayerPath, ranked: StandingRow | None, rank: str) -> str:
    """A player's page: his number, rank, club and licence, and his path round by round;
    ``rank`` is his rank as the standings write it."""
    player = path.player
    facts = [f"Joueur n° {player.number}"]
    facts += [f"rang au classement : {rank}"] if ranked is not None else []
    facts += [f"club : {player.club}"] if player.club else []
    if player.withdrawn_after is not None:
        facts.append(f"retiré à partir du tour {player.withdrawn_after + 1}")
    if player.first_round > 1:
        facts.append(f"arrivé au tour {player.first_round}")
    rows = "".join(_path_row(line) for line in path.rounds)
    if not rows:
        return f'<p class="note">{e(" · ".join(facts))}</p><p>Aucune partie jouée.</p>'
    return (
        f'<p class="note">{e(" · ".join(facts))}</p>'
        '<div class="frame"><table><caption>Parcours</caption>'
        '<thead><tr><th class="n">Tour</th><th class="n extra">Table</th><th>Équipier</th>'
        '<th>Adversaires</th><th>Résultat</th><th class="n">Marqués</th>'
        f'<th class="n">Encaissés</th></tr></thead><tbody>{rows}</tbody></table></div>'
    )


def _path_row(line: PlayerRoundLine) -> str:
    outcome = "en cours" if line.outcome is None else line.outcome.french
    won = ' class="won"' if line.outcome in _WINS else ""
    if line.table is None:
        partner, opponents = "", "exempt"
    else:
        partner = "" if line.partner is None else seat_text(line.partner)
        opponents = _DASH.join(seat_text(seat) for seat in line.opponents)
    return (
        f'<tr{won}><td class="n">{line.round}</td><td class="n extra">{e(line.table or "")}</td>'
        f"<td>{partner}</td><td>{opponents}</td><td>{e(outcome)}</td>"
        f'<td class="n">{e(_number(line.marks_for))}</td>'
        f'<td class="n">{e(_number(line.marks_against))}</td></tr>'
    )


def _number(value: int | None) -> str:
    return "" if value is None else str(value)
