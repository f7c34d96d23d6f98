"""File formats the organisers bring: reading them into plain data, no database, no Qt.

A layer beside :mod:`tournoi.storage`: the services call it, it calls only the
engine (for :class:`engine.UserError`) and the standard library, plus the
spreadsheet library, imported lazily where a workbook is opened.
"""
