"""QR codes the pages show, drawn by the server as SVG (no script draws them on the phone)."""

from __future__ import annotations

import io

import segno


def qr_svg(text: str) -> bytes:
    """The QR code of ``text`` as an SVG picture, its white border included, sized by the page."""
    buffer = io.BytesIO()
    segno.make(text, error="m", micro=False).save(
        buffer, kind="svg", scale=1, border=4, omitsize=True, xmldecl=False
    )
    return buffer.getvalue()
