"""The results' site: a folder of HTML pages that opens offline from ``index.html`` and on
any web host (:mod:`~tournoi.exports.site.pages`, :mod:`~tournoi.exports.site.style`).

The writer fills a folder it is given (a temporary one: :func:`tournoi.exports.atomic.
replacing_folder` puts it in place whole) and returns the number of pages written.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from tournoi.exports.site.pages import INDEX, site_pages
from tournoi.services.site_data import SiteData

__all__ = ["INDEX", "write_site"]


def write_site(folder: Path, *, data: SiteData, made: datetime) -> int:
    """Write every page of the site into ``folder``; the number of pages."""
    pages = site_pages(data, made=made)
    for name, text in pages.items():
        (folder / name).write_text(text, encoding="utf-8", newline="\n")
    return len(pages)
