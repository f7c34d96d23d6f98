"""PDF documents, A4 and in French: standings, table plan, score sheets, team list, cash sheet, palmarès.

Each writer takes the data the services return and writes one file; it
never opens a database. It returns the number of pages written.

- :mod:`~tournoi.exports.pdf.layout`: typography, styles, heading, numbered pages;
- :mod:`~tournoi.exports.pdf.standings`: the classement;
- :mod:`~tournoi.exports.pdf.final_standings`: the classement once the finals are drawn;
- :mod:`~tournoi.exports.pdf.table_plan`: the plan by table, « où est ma table ? »;
- :mod:`~tournoi.exports.pdf.team_list`: the registration desk's list;
  :mod:`~tournoi.exports.pdf.player_list`: a mêlée's, of players;
  :mod:`~tournoi.exports.pdf.desk_list`: their page, heading and table, and the cash sheet's;
- :mod:`~tournoi.exports.pdf.cash_sheet`: the feuille de caisse;
- :mod:`~tournoi.exports.pdf.palmares`: the palmarès, prizes by rank;
- :mod:`~tournoi.exports.pdf.bracket`: the « Tableau final » of the finals;
- :mod:`~tournoi.exports.pdf.score_sheet` and
  :mod:`~tournoi.exports.pdf.score_sheet_canvas`: the feuilles de marque;
- :mod:`~tournoi.exports.pdf.qr`: a table's link for its phone, as a QR code
  on the blank sheets and the table plan.

A name of any length prints: cut with « … » to a few lines at its column's
width (:func:`~tournoi.exports.pdf.layout.fit_lines`), a table's row never
outgrows its page.
"""

from tournoi.exports.pdf.bracket import write_bracket
from tournoi.exports.pdf.cash_sheet import write_cash_sheet
from tournoi.exports.pdf.layout import french_date, quoted
from tournoi.exports.pdf.palmares import write_palmares
from tournoi.exports.pdf.player_list import write_player_list
from tournoi.exports.pdf.score_sheet import SheetBlank
from tournoi.exports.pdf.score_sheet_canvas import write_score_sheets
from tournoi.exports.pdf.standings import write_standings
from tournoi.exports.pdf.table_plan import write_table_plan
from tournoi.exports.pdf.team_list import write_team_list

__all__ = [
    "SheetBlank",
    "french_date",
    "quoted",
    "write_bracket",
    "write_cash_sheet",
    "write_palmares",
    "write_player_list",
    "write_score_sheets",
    "write_standings",
    "write_table_plan",
    "write_team_list",
]
