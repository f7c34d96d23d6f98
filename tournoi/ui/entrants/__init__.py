"""What the Équipes page and a mêlée's Joueurs page share: a list of entrants (teams or
players), the one chosen, a search, a file of them imported.

- :mod:`~tournoi.ui.entrants.presenter`: the list without its widgets, read again after
  every change, the entrant chosen and the search kept; each screen's presenter adds its
  own actions;
- :mod:`~tournoi.ui.entrants.commands`: a mark set on an entrant (present, paid,
  withdrawn) and a file's import, each one undo step given the services it calls;
- :mod:`~tournoi.ui.entrants.file_import`: the file chosen, read in a worker thread with
  a bar and « Annuler » (:mod:`~tournoi.ui.entrants.import_progress`), its bad rows named if
  it is refused (:mod:`~tournoi.ui.entrants.import_dialog`).
"""
