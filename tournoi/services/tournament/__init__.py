"""The tournament file: created and opened, its name checked, its backup copies, where it is kept (a network share, a PostgreSQL server), and what other stations changed in it."""
