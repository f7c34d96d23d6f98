"""The site put in the folder on the host, the previous one taken away, in an order such that a
visitor always finds a whole page and, behind each link, a page.

1. The manifest (:mod:`.manifest`) names the temporary files before any is sent.
2. Every page goes up under a temporary name: visitors still read the previous site whole.
3. The manifest names the new pages too, before any of them shows.
4. Each page is renamed onto its own name (one step on the host): the pages the previous
   site did not have first, then those it had, ``index.html`` last. A page that shows links
   only to pages already there, of this version or of the previous one.
5. The previous site's pages that this one no longer has are deleted (no page links to them
   any more), then the manifest names this site's pages only.

A cut (connection lost, host stopped) before step 4 leaves the previous site as it was;
during step 4, pages of both versions side by side for the seconds the renames take, every
link still leading to a page; after it, old pages no page links to. The temporary files and
old pages a cut leaves are in the manifest: the next upload deletes them.
"""

from __future__ import annotations

import secrets
from collections.abc import Collection, Sequence, Set
from io import BytesIO
from pathlib import Path
from typing import Final

from tournoi.exports.publish import manifest
from tournoi.exports.publish.remote import RemoteFolder

INDEX: Final = "index.html"


def put_site(folder: RemoteFolder, files: Sequence[Path]) -> int:
    """Put ``files`` (a site with its ``index.html``) in ``folder``, in place of the site the
    last upload put there; how many of its files this one no longer has, deleted."""
    before = manifest.read(folder)
    token = secrets.token_hex(4)
    temporaries = {file.name: f".{file.name}.{token}.tmp" for file in files}
    pending = before.union(temporaries.values())
    _record(folder, pending)
    try:
        for file in files:
            with file.open("rb") as content:
                folder.store(temporaries[file.name], content)
    except BaseException:
        _take_back(folder, temporaries.values(), before=before)
        raise
    pages = frozenset(temporaries)
    _record(folder, pending | pages)
    shown: list[str] = []
    try:
        for name in shown_order(pages, before=before):
            folder.replace(temporaries[name], name)
            shown.append(name)
    except BaseException:
        _forget(folder, [temporaries[name] for name in pages.difference(shown)])
        raise
    stale = sorted(before - pages)
    for name in stale:
        folder.delete(name)
    _record(folder, pages)
    return len(stale)


def shown_order(pages: Set[str], *, before: Set[str]) -> list[str]:
    """The order the pages take their names in: new ones, then replaced ones, the index last.

    >>> shown_order({"index.html", "tour-1.html", "tour-2.html"}, before={"index.html", "tour-1.html"})
    ['tour-2.html', 'tour-1.html', 'index.html']
    """
    others = pages - {INDEX}
    return sorted(others - before) + sorted(others & before) + [INDEX]


def _record(folder: RemoteFolder, files: Set[str]) -> None:
    folder.store(manifest.TEMPORARY, BytesIO(manifest.render(files)))
    folder.replace(manifest.TEMPORARY, manifest.NAME)


def _take_back(folder: RemoteFolder, temporaries: Collection[str], *, before: Set[str]) -> None:
    """Undo an upload that failed before any page showed: its temporary files deleted, the
    manifest as it was, as far as the connection still allows."""
    if _forget(folder, temporaries):
        try:
            _record(folder, before)
        except Exception:  # the manifest names files now gone: the next upload skips them
            return


def _forget(folder: RemoteFolder, temporaries: Collection[str]) -> bool:
    """Remove the temporary files of an upload that failed, as far as the connection still
    allows; whether they are all gone."""
    for temporary in temporaries:
        try:
            folder.delete(temporary)
        except Exception:  # whatever the protocol says, the connection is lost
            return False
    return True
