"""What the application put in the folder on the host: ``.tournoi-site.json``, kept there.

It names every file an upload puts in the folder, before the file is sent: the
next upload deletes those its site no longer has (a team gone, a round cancelled)
and never touches another file (the club's own pages beside the results). A
manifest that is not the application's, or that names a path outside the folder,
is read as naming nothing: nothing is deleted on its word.

>>> sorted(names(render(frozenset({"index.html", "tour-1.html"}))))
['index.html', 'tour-1.html']
>>> names(b'{"application": "tournoi-belote", "files": ["../wp-config.php", "index.html"]}')
frozenset({'index.html'})
>>> names(b"<html>un autre programme</html>")
frozenset()
"""

from __future__ import annotations

import json
from collections.abc import Set
from typing import Final

from tournoi.exports.publish.remote import RemoteFolder

NAME: Final = ".tournoi-site.json"
TEMPORARY: Final = ".tournoi-site.json.tmp"
"""Where the manifest is sent before it is renamed onto :data:`NAME`: a cut leaves the
previous one whole, and the next upload writes over this one."""
APPLICATION: Final = "tournoi-belote"
LIMIT: Final = 1_000_000
"""The longest manifest read: a site of a thousand teams names a few tens of kilobytes."""


def names(content: bytes) -> frozenset[str]:
    """The file names a manifest gives, those that are plain names of the folder only."""
    try:
        document = json.loads(content)
    except (UnicodeDecodeError, json.JSONDecodeError):
        return frozenset()
    if not isinstance(document, dict) or document.get("application") != APPLICATION:
        return frozenset()
    files = document.get("files")
    if not isinstance(files, list):
        return frozenset()
    return frozenset(name for name in files if isinstance(name, str) and _plain(name))


def render(files: Set[str]) -> bytes:
    document = {"application": APPLICATION, "files": sorted(files)}
    return (json.dumps(document, ensure_ascii=False, indent=1) + "\n").encode()


def read(folder: RemoteFolder) -> frozenset[str]:
    """What the last upload put in ``folder`` (nothing, when it has no manifest)."""
    content = folder.read(NAME, limit=LIMIT)
    if content is None or len(content) > LIMIT:
        return frozenset()
    return names(content)


def _plain(name: str) -> bool:
    """A file of the folder itself: no path, nothing hidden in it, not the manifest."""
    return (
        0 < len(name) <= 255
        and name.isprintable()
        and not any(separator in name for separator in "/\\:")
        and name not in (".", "..", NAME, TEMPORARY)
    )
