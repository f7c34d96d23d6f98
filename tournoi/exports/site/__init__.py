"""The results' site: a folder of HTML pages that opens offline from ``index.html`` and on
any web host (:mod:`~tournoi.exports.site.pages`, :mod:`~tournoi.exports.site.style`;
the finals' parts :mod:`~tournoi.exports.site.finals_pages`).

The writer fills a folder it is given (a temporary one: :func:`tournoi.exports.atomic.
replacing_folder` puts it in place whole) and returns the number of pages written.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from tournoi.exports.site.pages import INDEX, site_pages
from tournoi.services.challenge import ConcoursSeason
from tournoi.services.publication.site_data import SiteData

__all__ = ["INDEX", "write_site"]


def write_site(
    folder: Path, *, data: SiteData, made: datetime, challenge: ConcoursSeason | None = None
) -> int:
    """Write every page of the site into ``folder`` (the challenge's with ``challenge``); the
    number of pages."""
    pages = site_pages(data, made=made, challenge=challenge)
    for name, text in pages.items():
        (folder / name).write_text(text, encoding="utf-8", newline="\n")
    return len(pages)
