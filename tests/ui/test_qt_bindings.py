"""The Qt bindings keep Python's reference counts right.

PySide6 6.12.0 on Python 3.11 drops a reference to ``True`` at every ``Signal.emit()`` and
one to ``None`` at every call of a method returning nothing (on Python 3.12 and later these
objects are immortal, so nothing shows). The program then aborts once the count reaches
zero: « Fatal Python error: bool_dealloc » at exit, or in the middle of a long session.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal

CALLS = 200
"""Enough calls that a loss of one reference per call stands out of what other threads do."""


class Emitter(QObject):
    changed = Signal()


def test_emit_and_void_methods_keep_their_references() -> None:
    emitter = Emitter()
    emitter.changed.emit()
    emitter.setObjectName("warm-up")
    true_before, none_before = sys.getrefcount(True), sys.getrefcount(None)
    for _ in range(CALLS):
        emitter.changed.emit()
        emitter.setObjectName("emitter")
    lost = {
        "True": true_before - sys.getrefcount(True),
        "None": none_before - sys.getrefcount(None),
    }
    assert all(abs(count) < CALLS // 10 for count in lost.values()), (
        f"these PySide6 bindings lose references ({lost} in {CALLS} calls): "
        "use PySide6 < 6.12 on Python 3.11, or Python 3.12+"
    )
