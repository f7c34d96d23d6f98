"""The window: PySide6 widgets over :mod:`tournoi.services` (never the database directly)."""
