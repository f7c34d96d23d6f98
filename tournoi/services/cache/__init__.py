"""What the services keep of an open tournament between two calls, and the one rule of when
it is served again.

Three caches, one owner (:mod:`.owner`: one :class:`TournamentCache` per database handle,
made at first use, dropped whole when the handle is closed or its file replaced by a copy):

- :mod:`.standings`, the standings of the last call, brought up to date from the
  parties whose results changed since (the window asks after every donne, a draw
  ranks on them);
- :mod:`.integrity`, the parties the integrity check found sound (the check before
  a draw reads only what changed since);
- :mod:`tournoi.services.tables.sheet_cache`, the phones' sheets as built from their partie
  and donnes (every phone of a table reads its sheet before each donne). It lives with the
  tables that read it, not here: it is built from the scores' sheet and the tables' links,
  and the scores import the standings, which import this package; kept here, the packages
  would import each other.

**The rule.** Whatever is kept is kept with the values *stored in the database* that
change whenever what it was made from changes; a kept thing is served only when those
values, read again in the very transaction that serves it, are the ones it was made at:

====================  ==========================================  =========================
kept                  served again while, read in the transaction  which change them
====================  ==========================================  =========================
standings             the tournament's ``standings_epoch`` is the  a result written
                      same and its ``standings_revision`` is not   (``services.standings.results``, in
                      lower (higher: brought up to date from the   the write's transaction)
                      parties and byes whose ``result_revision``   raises the revision; teams,
                      is above the one kept)                       settings, a round or partie
                                                                   deleted renew the epoch
                                                                   (``storage.models``), and
                                                                   a copy restored
                                                                   (``services.tournament.backups``)
parties found sound   each partie's ``stamp``, and the settings,   the database's triggers
                      team numbers, rounds and stamp triggers      renew a partie's stamp when
                      the check read                               it, its donnes or its
                                                                   results change
phone sheets          the partie's ``stamp`` and the settings      the same triggers; the
                      row, read by the phone's one query           settings row's values
====================  ==========================================  =========================

Nothing is trusted because this process wrote it, nor because of a notice, nor for a
while: another station (a second window on the file, the command line, a computer on the
same PostgreSQL server, a SQLite tool) changes the very same stored values, and the next
read through any handle sees them. A stamp is random, not counted: a copy restored or a
partie made again under the same id never matches what was kept of another state. When
the stamps cannot be trusted (a trigger dropped by a tool), the integrity check and the
sheets read everything. The standings' epoch and revision are written by the application
alone: a SQLite tool that changes a result row is not seen by the standings until the next
epoch, but the integrity check before a draw (stamps) finds the row against its donnes
and refuses the draw.

The window's :mod:`tournoi.services.tournament.revision` (SQLite's ``PRAGMA data_version``, the audit
trail on a server) keeps nothing: it only tells the window when to ask again, and what it
then asks is served by the rule above.
"""

from tournoi.services.cache.owner import TournamentCache, cache_of, owned

__all__ = ["TournamentCache", "cache_of", "owned"]
