"""Which card points a team can really make, mode by mode.

A team that wins k of the eight tricks (1 <= k <= 7) holds 4k cards, and 10
more points when one of its tricks is the last. Every other sum is refused
(scoring specification): 1 and total - 1 in every mode, 2 in contrée Tout Atout.

>>> 1 in possible_points(Trump.PIQUE, contree=True), 161 in possible_points(Trump.PIQUE, contree=True)
(False, False)
>>> 2 in possible_points(Trump.TOUT_ATOUT, contree=True), 2 in possible_points(Trump.TOUT_ATOUT, contree=False)
(False, True)
"""

from __future__ import annotations

from functools import cache

from engine.cards import DIX_DE_DER, POINTS, Trump


@cache
def possible_points(trump: Trump, *, contree: bool) -> frozenset[int]:
    """Every points total a team can make without a capot, dix de der included."""
    values = list(POINTS[trump, contree].values())
    # sums[n] is a bit set: bit s is on when some n cards add up to s points.
    sums = [0] * (len(values) + 1)
    sums[0] = 1
    for value in values:
        for count in range(len(values) - 1, -1, -1):
            sums[count + 1] |= sums[count] << value
    tricks_sums = 0
    for tricks in range(1, 8):
        tricks_sums |= sums[4 * tricks]
    with_der = tricks_sums | (tricks_sums << DIX_DE_DER)
    return frozenset(s for s in range(with_der.bit_length()) if with_der >> s & 1)
