"""The site's style sheet, written into every page: nothing is fetched, from the folder or
elsewhere, and a page saved alone keeps its look.

Phones first: the tables scroll sideways inside their frame rather than the
page, and the least needed columns (``.extra``) give way below 40em, where a mêlée's pair
puts each player on a line of his own (``.seat``), never cut inside a word. On paper,
the navigation goes, black on white, a table's row never cut in two.
"""

from typing import Final

CSS: Final = """
:root { --ink: #1b1b1b; --soft: #5a5a5a; --line: #d4d4d4; --shade: #eef2f7; --mark: #1f4e8c; }
* { box-sizing: border-box; }
body { margin: 0; color: var(--ink); background: #fff;
  font: 16px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; }
header, main, footer { max-width: 60em; margin: 0 auto; padding: 0 1em; }
header { padding-top: 1em; }
h1 { font-size: 1.5em; margin: 0 0 .2em; overflow-wrap: anywhere; }
h2 { font-size: 1.2em; margin: 1.4em 0 .5em; }
.event { color: var(--soft); margin: 0 0 .6em; overflow-wrap: anywhere; }
nav ul { list-style: none; margin: .4em 0 1em; padding: 0; display: flex; flex-wrap: wrap; gap: .4em; }
nav a { display: inline-block; padding: .45em .8em; border: 1px solid var(--line);
  border-radius: .4em; color: var(--mark); text-decoration: none; min-height: 2.5em; }
nav a[aria-current="page"] { background: var(--mark); color: #fff; border-color: var(--mark); }
a { color: var(--mark); }
.frame { overflow-x: auto; -webkit-overflow-scrolling: touch; margin-bottom: 1em; }
table { border-collapse: collapse; width: 100%; }
caption { text-align: left; font-weight: bold; padding: .3em 0; }
th, td { padding: .45em .5em; border-bottom: 1px solid var(--line); text-align: left;
  vertical-align: top; overflow-wrap: anywhere; }
th { background: var(--shade); font-size: .9em; overflow-wrap: normal; }
td.n, th.n { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
tbody tr:nth-child(even) { background: #fafafa; }
tr.won, li.this { font-weight: bold; }
h3 { font-size: 1.05em; margin: 1em 0 .3em; }
ul.rules, ol.concours { margin: 0 0 1em; padding-left: 1.4em; }
tr.prize { background: #fff6d6; }
.players { display: block; color: var(--soft); font-size: .88em; font-weight: normal; }
.note { color: var(--soft); font-size: .92em; }
footer { color: var(--soft); font-size: .85em; padding-top: 1em; padding-bottom: 2em; }
.seat { overflow-wrap: normal; }
@media (max-width: 40em) {
  body { font-size: 15px; }
  .extra { display: none; }
  th, td { padding: .4em .3em; }
  td .seat { display: block; }
  .dash { display: none; }
}
@media print {
  body { font-size: 10pt; }
  nav, footer .online { display: none; }
  header, main, footer { max-width: none; padding: 0; }
  .frame { overflow: visible; }
  .extra { display: table-cell; }
  th { background: #e6e6e6; }
  tbody tr:nth-child(even), tr.prize { background: none; }
  tr { break-inside: avoid; page-break-inside: avoid; }
  h2 { break-after: avoid; page-break-after: avoid; }
  a { color: inherit; text-decoration: none; }
}
"""
