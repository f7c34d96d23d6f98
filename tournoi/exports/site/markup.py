"""Text as HTML for every page of the site: the one escaping they all use."""

from __future__ import annotations

from html import escape


def e(text: object) -> str:
    """Text as HTML: ``<``, ``>``, ``&`` and quotes escaped.

    >>> e('<script>"Dupont & fils"')
    '&lt;script&gt;&quot;Dupont &amp; fils&quot;'
    """
    return escape(str(text), quote=True)
