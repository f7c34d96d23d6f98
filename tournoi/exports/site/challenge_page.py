"""The site's « Challenge » page: the season's challenge this concours counts in, its rules in
words, the concours counted and the ranking, each tie explained on its line.

Every text from the challenge file (names, clubs, concours) is escaped like
the tournament's own.
"""

from __future__ import annotations

from typing import Final

from tournoi.exports.pdf.layout import french_date
from tournoi.exports.site.markup import e
from tournoi.services.challenge import (
    ChallengeRow,
    ConcoursInfo,
    ConcoursSeason,
    Ranked,
    club_words,
)

CHALLENGE: Final = "challenge.html"
PER_CONCOURS: Final = 12
"""Up to this many concours, each has its column; beyond, only the totals show."""
_BRACKETS: Final = (
    '<p class="note">Entre parenthèses, les points d\'un concours au-delà des meilleurs '
    "retenus, qui ne comptent pas.</p>"
)
_THIS: Final = ' class="this"'
_THIS_NOTE: Final = ' <span class="note">(ce concours)</span>'


def challenge_body(part: ConcoursSeason) -> str:
    """The page's main part, escaped."""
    season = part.season
    words = (*season.rules.explained(), club_words(season.club))
    rules = "".join(f"<li>{e(line)}</li>" for line in words)
    return (
        f'<p class="event">{e(season.name)}</p>'
        f'<h3>Règlement</h3><ul class="rules">{rules}</ul>'
        f"<h3>Concours comptés</h3>{_concours_list(season.concours, part.number)}"
        f"{_ranking(part)}"
    )


def _concours_list(concours: tuple[ConcoursInfo, ...], this: int) -> str:
    items = "".join(
        f"<li{_THIS if info.number == this else ''}>{e(_label(info))}"
        f"{_THIS_NOTE if info.number == this else ''}</li>"
        for info in concours
    )
    return f'<ol class="concours">{items}</ol>'


def _label(info: ConcoursInfo) -> str:
    """« C2 : Été, samedi 12 juin 2027, 24 équipes », as the columns are named."""
    facts = [french_date(info.day)] if info.day else []
    facts.append(f"{info.teams} équipe{'s' if info.teams > 1 else ''}")
    return f"C{info.number}\u00a0: {info.name}, {', '.join(facts)}"


def _ranking(part: ConcoursSeason) -> str:
    season = part.season
    per_concours = len(season.concours) <= PER_CONCOURS
    columns = season.concours if per_concours else ()
    who = "Équipe" if season.rules.ranked is Ranked.TEAM else "Joueur"
    heads = "".join(
        f'<th class="n extra" title="{e(info.name)}">C{info.number}</th>' for info in columns
    )
    rows = "".join(_row(row, columns) for row in season.rows)
    if not season.rows:
        rows = f'<tr><td colspan="{8 + len(columns)}">Personne n\'est encore classé.</td></tr>'
    return (
        '<div class="frame"><table><caption>Classement du challenge</caption><thead><tr>'
        f'<th class="n">Rang</th><th>{who}</th><th class="extra">Club</th>'
        '<th class="n" title="comptés / joués">Conc.</th><th class="n">Points</th>'
        '<th class="n extra">Marques</th><th class="n extra">Gagnées</th>'
        f"{heads}<th>Départage, remarque</th></tr></thead><tbody>{rows}</tbody></table></div>"
        f"{_BRACKETS if season.rules.best is not None and columns else ''}"
    )


def _row(row: ChallengeRow, columns: tuple[ConcoursInfo, ...]) -> str:
    played = f"{row.counted}/{row.concours}" if row.counted != row.concours else str(row.concours)
    cells = "".join(f'<td class="n extra">{e(_points(row, info))}</td>' for info in columns)
    why = " ".join(filter(None, (row.tie, row.note)))
    return (
        f'<tr><td class="n">{e(_rank(row))}</td><td>{e(row.name)}</td>'
        f'<td class="extra">{e(row.club)}</td><td class="n">{e(played)}</td>'
        f'<td class="n">{row.points}</td><td class="n extra">{row.marks}</td>'
        f'<td class="n extra">{row.wins}</td>{cells}<td class="note">{e(why)}</td></tr>'
    )


def _rank(row: ChallengeRow) -> str:
    if row.rank is None:
        return "–"
    return f"{row.rank}\u00a0ex." if row.ex_aequo else str(row.rank)


def _points(row: ChallengeRow, info: ConcoursInfo) -> str:
    """The points of that concours; in brackets when beyond the best retained."""
    score = next((score for score in row.scores if score.number == info.number), None)
    if score is None:
        return ""
    return str(score.points) if score.counted else f"({score.points})"
