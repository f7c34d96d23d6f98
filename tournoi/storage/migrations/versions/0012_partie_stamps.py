"""A stamp on each partie, renewed by the database whenever anything the integrity check reads
of it changes, so that the check before a draw scores again only the parties changed since.

The stamp is a random 64-bit number given by triggers, on the partie's own
row and on its donnes and result rows (inserted, changed or deleted), so that
it changes whoever writes: this application, another station on the server,
or a SQLite tool writing the file while the application has it open. Random
rather than counted: no counter row that every writer would lock, and a
partie deleted and made again under the same id (SQLite reuses them) gets a
new one. SQLite runs ``AFTER`` triggers that update the partie (recursive
triggers are off by default, and the partie's own trigger only fires when a
statement left the stamp as it was); PostgreSQL sets ``NEW.stamp`` in a
``BEFORE`` trigger of the partie, which the donnes' and results' triggers
fire by touching the row. A later migration that rebuilds one of these
tables on SQLite (``batch_alter_table`` copying it) must create the
triggers again (:data:`SQLITE`, :data:`POSTGRESQL`); ``tournoi.storage.stamps`` names them.

Revision ID: 0012
Revises: 0011
Create Date: 2026-11-28 02:30:00
"""

from collections.abc import Sequence
from typing import Final

import sqlalchemy as sa
from alembic import op

revision: str = "0012"
down_revision: str | None = "0011"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_RENEW = "UPDATE partie SET stamp = random() WHERE id"
SQLITE: Final = (
    f"CREATE TRIGGER partie_stamp_insert AFTER INSERT ON partie BEGIN {_RENEW} = NEW.id; END",
    # WHEN: not again for its own update (nor forever, should a tool turn recursion on).
    "CREATE TRIGGER partie_stamp_update AFTER UPDATE ON partie WHEN NEW.stamp IS OLD.stamp "
    f"BEGIN {_RENEW} = NEW.id; END",
    *(
        statement
        for child in ("donne", "result")
        for statement in (
            f"CREATE TRIGGER {child}_stamp_insert AFTER INSERT ON {child} "
            f"BEGIN {_RENEW} = NEW.partie_id; END",
            f"CREATE TRIGGER {child}_stamp_update AFTER UPDATE ON {child} "
            f"BEGIN {_RENEW} IN (OLD.partie_id, NEW.partie_id); END",
            f"CREATE TRIGGER {child}_stamp_delete AFTER DELETE ON {child} "
            f"BEGIN {_RENEW} = OLD.partie_id; END",
        )
    ),
)

FUNCTIONS: Final = ("partie_new_stamp", "partie_child_stamp")
POSTGRESQL: Final = (
    # random() has 52 bits: plenty for telling one state of a partie from the next.
    "CREATE FUNCTION partie_new_stamp() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
    "NEW.stamp := (random() * 9e18)::bigint - 4500000000000000000; RETURN NEW; END $$",
    "CREATE TRIGGER partie_stamp BEFORE INSERT OR UPDATE ON partie "
    "FOR EACH ROW EXECUTE PROCEDURE partie_new_stamp()",
    # Touching the partie's row is enough: its own trigger gives it the new stamp.
    "CREATE FUNCTION partie_child_stamp() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
    "IF TG_OP <> 'INSERT' THEN UPDATE partie SET stamp = 0 WHERE id = OLD.partie_id; END IF; "
    "IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.partie_id IS DISTINCT FROM OLD.partie_id) "
    "THEN UPDATE partie SET stamp = 0 WHERE id = NEW.partie_id; END IF; "
    "RETURN NULL; END $$",
    *(
        f"CREATE TRIGGER {child}_stamp AFTER INSERT OR UPDATE OR DELETE ON {child} "
        "FOR EACH ROW EXECUTE PROCEDURE partie_child_stamp()"
        for child in ("donne", "result")
    ),
)
POSTGRESQL_TRIGGERS: Final = (("partie_stamp", "partie"), ("donne_stamp", "donne"),
                              ("result_stamp", "result"))  # fmt: skip


def upgrade() -> None:
    sqlite = op.get_bind().dialect.name == "sqlite"
    # ADD COLUMN takes no default computed per row: 0, then a stamp for each existing partie.
    op.add_column("partie", sa.Column("stamp", sa.BigInteger(), nullable=False, server_default="0"))
    for statement in SQLITE if sqlite else POSTGRESQL:
        op.execute(statement)
    op.execute("UPDATE partie SET stamp = random()" if sqlite else "UPDATE partie SET stamp = 0")


def downgrade() -> None:
    if op.get_bind().dialect.name == "sqlite":
        for statement in SQLITE:
            op.execute(f"DROP TRIGGER {statement.split()[2]}")
    else:
        for name, table in POSTGRESQL_TRIGGERS:
            op.execute(f"DROP TRIGGER {name} ON {table}")
        for name in FUNCTIONS:
            op.execute(f"DROP FUNCTION {name}()")
    with op.batch_alter_table("partie") as batch:
        batch.drop_column("stamp")
