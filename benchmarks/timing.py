"""What the benchmarks share: timing repeated calls, summing them up, the machine they ran on."""

from __future__ import annotations

import os
import platform
import sqlite3
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")


@dataclass
class Timing:
    """The durations of one measure, in seconds, and what was measured."""

    name: str
    seconds: list[float] = field(default_factory=list)
    detail: str = ""

    def time(self, action: Callable[[], T]) -> T:
        """Call ``action`` once, add its duration; return what it returned."""
        start = time.perf_counter()
        returned = action()
        self.seconds.append(time.perf_counter() - start)
        return returned

    @property
    def median(self) -> float:
        return statistics.median(self.seconds)

    @property
    def worst(self) -> float:
        return max(self.seconds)

    def as_json(self) -> dict[str, object]:
        return {
            "name": self.name,
            "runs": len(self.seconds),
            "median_s": round(self.median, 4),
            "max_s": round(self.worst, 4),
            "detail": self.detail,
        }


def summary(name: str, seconds: list[float]) -> str:
    """One line: how many times, median, 95th percentile and maximum, in milliseconds."""
    ms = sorted(1000 * s for s in seconds)
    p95 = ms[min(len(ms) - 1, int(0.95 * len(ms)))]
    return (
        f"{name}: {len(ms)} times, median {statistics.median(ms):.1f} ms, "
        f"95% {p95:.1f} ms, max {ms[-1]:.1f} ms"
    )


def duration(seconds: float) -> str:
    """``0.0123`` as ``12.3 ms``, ``2.5`` as ``2.50 s``."""
    return f"{seconds * 1000:.1f} ms" if seconds < 1 else f"{seconds:.2f} s"


def table(timings: list[Timing]) -> str:
    """The timings as a Markdown table, ready to paste into docs/benchmarks.md."""
    lines = ["| measure | runs | median | max | detail |", "|---|--:|--:|--:|---|"]
    lines += [
        f"| {t.name} | {len(t.seconds)} | {duration(t.median)} | {duration(t.worst)} | {t.detail} |"
        for t in timings
    ]
    return "\n".join(lines)


def machine() -> dict[str, str]:
    """The machine and the moment: CPU, cores, Python, SQLite, load average."""
    cpu = {
        key.strip(): value.strip()
        for key, _, value in (line.partition(":") for line in _read("/proc/cpuinfo").splitlines())
    }
    model = cpu.get("model name", platform.processor() or platform.machine())
    if "cpu family" in cpu:
        model += f" (family {cpu['cpu family']}, model {cpu.get('model', '?')})"
    return {
        "cpu": model,
        "cores": str(os.cpu_count()),
        "python": platform.python_version(),
        "sqlite": sqlite3.sqlite_version,
        "started": datetime.now().astimezone().isoformat(timespec="minutes"),
        "load average at the start": load_average(),
    }


def load_average() -> str:
    """The system's load over the last 1, 5 and 15 minutes: near 0 on an idle machine."""
    return " ".join(f"{value:.2f}" for value in os.getloadavg()) + " (1, 5, 15 min)"


def _read(path: str) -> str:
    try:
        return Path(path).read_text()
    except OSError:
        return ""
