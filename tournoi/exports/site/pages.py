"""The site's pages as HTML: the standings, each round, the teams and each one's path (in a
mêlée, each player's: :mod:`~tournoi.exports.site.melee_pages`), the palmarès, the season's
challenge when the concours counts in one. Every text of the tournament is escaped: a team named ``<script>`` reads as such.

Each page is whole in itself: its style inside it, no script, no image, and a
content security policy that forbids any load, so that the pages open from the
folder without network and never ask anything of another site.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Final

from tournoi.exports.pdf.layout import french_date
from tournoi.exports.site import finals_pages, melee_pages
from tournoi.exports.site.challenge_page import CHALLENGE, challenge_body
from tournoi.exports.site.markup import e
from tournoi.exports.site.style import CSS
from tournoi.services.awards.palmares import Palmares
from tournoi.services.challenge import ConcoursSeason
from tournoi.services.publication.site_data import PlayerPath, RoundResults, SiteData, TeamPath
from tournoi.services.ranking import StandingRow
from tournoi.services.scores import PartieState
from tournoi.services.standings.current import RoundLine

INDEX: Final = "index.html"
TEAMS: Final = "equipes.html"
PALMARES: Final = "palmares.html"
POLICY: Final = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"
"""No load of any kind but the page's own style: nothing leaves the folder."""


def round_page(number: int) -> str:
    return f"tour-{number}.html"


def team_page(number: int) -> str:
    return f"equipe-{number}.html"


@dataclass(frozen=True, slots=True, kw_only=True)
class Page:
    name: str
    """The file's name in the folder."""
    title: str
    body: str
    """The HTML of the page's main part, escaped already."""


def site_pages(
    data: SiteData, *, made: datetime, challenge: ConcoursSeason | None = None
) -> dict[str, str]:
    """Every page of the site, by file name, as whole HTML documents; with ``challenge``, the
    page of the season's challenge this concours counts in."""
    players = {path.team.number: path for path in data.paths}
    pages = [_index(data, players)]
    pages += [_round(played, players, data) for played in data.rounds]
    if data.finals is not None:
        pages += _finals(data, players)
    if not data.players:
        pages.append(_teams(data))
    pages += [_team(path, data) for path in data.paths]
    pages += [_player(path, data) for path in data.player_paths]
    if data.palmares is not None:
        pages.append(_palmares(data.palmares, players, melee=data.players))
    if challenge is not None:
        pages.append(Page(name=CHALLENGE, title="Challenge", body=challenge_body(challenge)))
    navigation = _navigation(data, challenge=challenge is not None)
    return {page.name: _document(page, data, navigation, made) for page in pages}


# The pages


def _index(data: SiteData, players: dict[int, TeamPath]) -> Page:
    last = data.rounds[-1] if data.rounds else None
    if last is None:
        body = "<p>Aucun tour n'est encore tiré : les résultats paraîtront ici.</p>"
        return Page(name=INDEX, title="Classement", body=body)
    if data.finals is not None:
        body = finals_pages.ranking_body(data.finals, _linker(players))
        return Page(name=INDEX, title=finals_pages.FINAL_RANKING, body=body)
    caption = _standings_title(last, len(data.rounds), data.rounds_planned)
    body = _standings_table(data.standings, _ranked(data, players), caption=caption)
    return Page(name=INDEX, title="Classement", body=body)


def _round(played: RoundResults, players: dict[int, TeamPath], data: SiteData) -> Page:
    view = played.view
    stage = _stage(data, view.number)
    side = _side(data, players)
    rows = []
    for table in view.tables:
        a, b = played.marks.get(table.a.number), played.marks.get(table.b.number)
        if a is None or b is None:
            score = "à jouer" if table.state is PartieState.NOT_STARTED else "en cours"
            marks = ""
        else:
            score, marks = "", f"{a.marks_for}\u00a0–\u00a0{b.marks_for}"
        note = ""
        if table.forfeit is not None:
            forfeit = table.a if table.a.number == table.forfeit else table.b
            note = (
                f"forfait de la paire {forfeit.name}"
                if data.players
                else f"forfait de l'équipe n° {table.forfeit}"
            )
        rows.append(
            f'<tr><td class="n">{table.table}</td>'
            f"<td>{side(table.a.number, table.a.name)}</td>"
            f'<td class="n">{e(marks)}</td>'
            f"<td>{side(table.b.number, table.b.name)}</td>"
            f'<td class="note">{e(score or note)}</td></tr>'
        )
    team, opponent = ("Paire", "Adversaires") if data.players else ("Équipe", "Adversaire")
    body = (
        f'<p class="note">Tirage : {e(view.method.french)}.</p>'
        f'<div class="frame"><table><caption>{e(stage or f"Tables du tour {view.number}")}'
        "</caption>"
        f'<thead><tr><th class="n">Table</th><th>{team}</th><th class="n">Points</th>'
        f"<th>{opponent}</th><th></th></tr></thead>"
        f"<tbody>{''.join(rows)}</tbody></table></div>"
    )
    if view.bye is not None:
        got = played.marks.get(view.bye.number)
        if data.players:
            seats = data.seats.get(view.bye.number, ())
            body += melee_pages.exempt_text(seats, None if got is None else got.marks_for)
        else:
            marks = f" ({got.marks_for} points)" if got is not None else ""
            bye = _team_link(view.bye.number, view.bye.name, players, after=f"{marks}.")
            body += f"<p>Exempt : {bye}</p>"
    title = (
        f"Classement après la {_nth(view.number)} partie"
        if view.is_complete
        else f"Classement provisoire au tour {view.number} (parties en cours)"
    )
    if data.finals is not None and view.number == data.finals.state.after_round:
        title = finals_pages.qualifying_caption(view.number)
    if stage is not None:  # a knockout round ranks nobody: the final ranking does
        return Page(name=round_page(view.number), title=f"Tour {view.number} : {stage}", body=body)
    body += _standings_table(played.standings, _ranked(data, players), caption=title)
    return Page(name=round_page(view.number), title=f"Tour {view.number}", body=body)


def _stage(data: SiteData, number: int) -> str | None:
    """What round ``number`` plays in the finals, ``None`` for a qualifying round."""
    return None if data.finals is None else finals_pages.stage_of(data.finals.state, number)


def _finals(data: SiteData, players: dict[int, TeamPath]) -> list[Page]:
    """The qualifying standings that seeded the brackets, and the brackets."""
    if data.finals is None:
        return []
    after = data.finals.state.after_round
    qualifying = _standings_table(
        data.finals.qualifying,
        _Ranked(link=_linker(players), melee=False),  # a mêlée plays no finals
        caption=finals_pages.qualifying_caption(after),
    )
    bracket = finals_pages.bracket_body(data.finals.state, _linker(players))
    return [
        Page(name=finals_pages.QUALIFYING, title=finals_pages.QUALIFYING_TITLE, body=qualifying),
        Page(name=finals_pages.BRACKET, title=finals_pages.BRACKET_TITLE, body=bracket),
    ]


def _teams(data: SiteData) -> Page:
    rows = "".join(
        f'<tr><td class="n">{path.team.number}</td>'
        f'<td><a href="{team_page(path.team.number)}">{e(path.team.name)}</a>'
        f'{_players(path)}</td><td class="extra">{e(path.team.clubs)}</td></tr>'
        for path in data.paths
    )
    body = (
        '<div class="frame"><table><caption>Les équipes</caption>'
        '<thead><tr><th class="n">N°</th><th>Équipe</th><th class="extra">Club</th></tr></thead>'
        f"<tbody>{rows}</tbody></table></div>"
    )
    return Page(name=TEAMS, title="Équipes", body=body)


def _team(path: TeamPath, data: SiteData) -> Page:
    team = path.team
    ranked = next((row for row in data.standings if row.number == team.number), None)
    facts = [f"Équipe n° {team.number}"]
    final = None if data.finals is None else finals_pages.final_place(data.finals, team.number)
    if final is not None:  # the finals rank: the six rounds' wins together mean nothing
        facts.append(final)
    elif ranked is not None:
        facts.append(f"rang au classement : {_rank_text(ranked)}")
    facts += [f"retirée après le tour {team.withdrawn_after}"] if team.withdrawn_after else []
    players = "".join(
        f"<li>{e(p.full_name)}{e(f' ({p.club})') if p.club else ''}</li>" for p in team.players
    )
    body = (
        f'<p class="note">{e(" · ".join(facts))}</p><ul>{players}</ul>'
        f'<div class="frame"><table><caption>Parcours</caption>'
        '<thead><tr><th class="n">Tour</th><th class="n extra">Table</th><th>Adversaire</th>'
        '<th>Résultat</th><th class="n">Marqués</th><th class="n">Encaissés</th></tr></thead>'
        f"<tbody>{''.join(_path_row(line) for line in path.rounds)}</tbody></table></div>"
    )
    return Page(name=team_page(team.number), title=team.name, body=body)


def _player(path: PlayerPath, data: SiteData) -> Page:
    number = path.player.number
    ranked = next((row for row in data.standings if row.number == number), None)
    rank = "" if ranked is None else _rank_text(ranked)
    body = melee_pages.player_body(path, ranked, rank)
    return Page(name=melee_pages.player_page(number), title=path.player.name, body=body)


def _palmares(palmares: Palmares, players: dict[int, TeamPath], *, melee: bool) -> Page:
    """The palmarès; in a ``melee``, of players, each linked to his page."""
    # Without a prize list, an empty « Lot » column would say that no one won anything.
    prizes = any(line.prize for line in palmares.lines)
    link = melee_pages.player_link if melee else _linker(players)
    withdrawn = melee_pages.WITHDRAWN if melee else _WITHDRAWN
    rows = "".join(
        f"<tr{_PRIZE if line.prize else ''}>"
        f'<td class="n">{e(_rank_of(line.rank, line.ex_aequo))}</td>'
        f'<td class="n extra">{line.number}</td>'
        f"<td>{link(line.number, line.name)}"
        f"{withdrawn if line.withdrawn else ''}</td>"
        + (f"<td>{e(line.prize_line)}</td>" if prizes else "")
        + "</tr>"
        for line in palmares.lines
    )
    who = "Joueur" if melee else "Équipe"
    body = finals_pages.honours_body(palmares, link) + (
        f'<div class="frame"><table><caption>{e(palmares.title)}</caption>'
        f'<thead><tr><th class="n">Rang</th><th class="n extra">N°</th><th>{who}</th>'
        f"{'<th>Lot</th>' if prizes else ''}</tr></thead><tbody>{rows}</tbody></table></div>"
    )
    return Page(name=PALMARES, title="Palmarès", body=body)


# Their parts


def _standings_table(rows: Sequence[StandingRow], link: _Ranked, *, caption: str) -> str:
    """The standings, each name made a link by ``link``: of a mêlée's players, « retiré »
    when withdrawn, or of teams."""
    melee = link.melee
    withdrawn = melee_pages.WITHDRAWN if melee else _WITHDRAWN
    who = "Joueur" if melee else "Équipe"
    lines = "".join(
        f'<tr><td class="n">{e(_rank_text(row))}</td><td class="n extra">{row.number}</td>'
        f"<td>{link.link(row.number, row.name)}"
        f"{withdrawn if row.withdrawn else ''}</td>"
        f'<td class="n extra">{row.played}</td><td class="n">{row.won}</td>'
        f'<td class="n">{row.points_for}</td><td class="n extra">{row.points_against}</td>'
        f'<td class="n extra">{_signed(row.goal_average)}</td></tr>'
        for row in rows
    )
    return (
        f'<div class="frame"><table><caption>{e(caption)}</caption><thead><tr>'
        f'<th class="n">Rang</th><th class="n extra">N°</th><th>{who}</th>'
        '<th class="n extra">Joués</th><th class="n">Gagnés</th><th class="n">Marqués</th>'
        '<th class="n extra">Encaissés</th><th class="n extra">Diff.</th></tr></thead>'
        f"<tbody>{lines}</tbody></table></div>"
    )


def _path_row(line: RoundLine) -> str:
    outcome = "en cours" if line.outcome is None else line.outcome.french
    won = ' class="won"' if line.outcome is not None and line.outcome.value in _WINS else ""
    if line.opponent is None:
        opponent = "exempt"
    else:
        opponent = f'<a href="{team_page(line.opponent)}">{e(line.opponent_name)}</a>'
    return (
        f'<tr{won}><td class="n">{line.round}</td><td class="n extra">{e(line.table or "")}</td>'
        f"<td>{opponent}</td><td>{e(outcome)}</td>"
        f'<td class="n">{e(_number(line.marks_for))}</td>'
        f'<td class="n">{e(_number(line.marks_against))}</td></tr>'
    )


_WINS: Final = frozenset({"win", "forfeit_win"})
_PRIZE: Final = ' class="prize"'
_WITHDRAWN: Final = ' <span class="note">(retirée)</span>'
_CURRENT: Final = ' aria-current="page"'


def _team_link(number: int, name: str, players: dict[int, TeamPath], *, after: str = "") -> str:
    """The team's name linked to its page, ``after`` it on its line, then its players below."""
    path = players.get(number)
    if path is None:  # a mêlée's pair or player: no page of its own
        return f"{e(name)}{e(after)}"
    return f'<a href="{team_page(number)}">{e(name)}</a>{e(after)}{_players(path)}'


def _linker(players: dict[int, TeamPath]) -> finals_pages.Link:
    return lambda number, name: _team_link(number, name, players)


@dataclass(frozen=True, slots=True, kw_only=True)
class _Ranked:
    """How the standings' lines are named: teams linked to their pages, or a mêlée's players
    to theirs."""

    link: finals_pages.Link
    melee: bool


def _ranked(data: SiteData, players: dict[int, TeamPath]) -> _Ranked:
    if data.players:
        return _Ranked(link=melee_pages.player_link, melee=True)
    return _Ranked(link=_linker(players), melee=False)


def _side(data: SiteData, players: dict[int, TeamPath]) -> finals_pages.Link:
    """How a round's table names its two sides: a mêlée's pair by its players' numbers and
    names, each linked to his page, or a team linked to its own."""
    if data.players:
        return lambda number, name: melee_pages.pair_text(data.seats.get(number, ()), name)
    return lambda number, name: _team_link(number, name, players)


def _players(path: TeamPath) -> str:
    names = " et ".join(player.full_name for player in path.team.players)
    return f'<span class="players">{e(names)}</span>'


def _navigation(data: SiteData, *, challenge: bool) -> list[tuple[str, str]]:
    links = [(INDEX, "Classement")]
    if data.finals is not None:
        links = [(INDEX, finals_pages.FINAL_RANKING), (finals_pages.BRACKET, "Tableau final")]
        links.append((finals_pages.QUALIFYING, "Qualifications"))
    links += [(round_page(p.view.number), f"Tour {p.view.number}") for p in data.rounds]
    links += [] if data.players else [(TEAMS, "Équipes")]
    if data.palmares is not None:
        links.append((PALMARES, "Palmarès"))
    if challenge:
        links.append((CHALLENGE, "Challenge"))
    return links


def _document(
    page: Page, data: SiteData, navigation: Iterable[tuple[str, str]], made: datetime
) -> str:
    info = data.info
    event = [french_date(info.day).capitalize()] if info.day else []
    event += [info.place] if info.place else []
    event += [f"organisé par {info.organiser}"] if info.organiser else []
    items = "".join(
        f'<li><a href="{name}"{_CURRENT if name == page.name else ""}>{e(label)}</a></li>'
        for name, label in navigation
    )
    stamp = f"{french_date(made.date())} à {made:%H} h {made:%M}"
    return (
        "<!DOCTYPE html>\n"
        '<html lang="fr"><head><meta charset="utf-8">'
        f'<meta http-equiv="Content-Security-Policy" content="{POLICY}">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        '<link rel="icon" href="data:,">'
        f"<title>{e(page.title)} · {e(info.name)}</title><style>{CSS}</style></head>"
        f"<body><header><h1>{e(info.name)}</h1>"
        f'<p class="event">{e(" · ".join(event))}</p>'
        f'<nav aria-label="Pages du concours"><ul>{items}</ul></nav></header>'
        f"<main><h2>{e(page.title)}</h2>{page.body}</main>"
        f"<footer><p>Résultats arrêtés le {e(stamp)}.</p></footer></body></html>\n"
    )


def _standings_title(last: RoundResults, drawn: int, planned: int) -> str:
    if last.view.is_complete:
        final = " et dernière" if drawn >= planned else ""
        return f"Classement après la {_nth(drawn)}{final} partie"
    return f"Classement provisoire au tour {drawn} (parties en cours)"


def _rank_text(row: StandingRow) -> str:
    return _rank_of(row.rank, row.ex_aequo)


def _rank_of(rank: int, ex_aequo: bool) -> str:
    return f"{rank}\u00a0ex." if ex_aequo else str(rank)


def _nth(number: int) -> str:
    return "1re" if number == 1 else f"{number}e"


def _number(value: int | None) -> str:
    return "" if value is None else str(value)


MINUS: Final = "\u2212"
"""The minus sign, as the window's standings write a difference (a hyphen is no sign)."""


def _signed(value: int) -> str:
    """``+420``, ``−60``, ``0``."""
    return f"{value:+d}".replace("-", MINUS) if value else "0"
