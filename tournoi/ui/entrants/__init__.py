"""What the Équipes page and a mêlée's Joueurs page share: a list of entrants (teams or
players), the one chosen, a search, a file of them imported.

- :mod:`~tournoi.ui.entrants.presenter`: the list without its widgets, read again after
  every change, the entrant chosen and the search kept; each screen's presenter adds its
  own actions;
- :mod:`~tournoi.ui.entrants.commands`: a file's import as one undo step, given how
  the entrants it registered are taken back and registered again;
- :mod:`~tournoi.ui.entrants.file_import`: the file chosen, read in a worker thread with
  a bar and « Annuler » (:mod:`~tournoi.ui.entrants.import_progress`), its bad rows named if
  it is refused (:mod:`~tournoi.ui.entrants.import_dialog`).
"""
