"""The stored results against what the donnes give: an unsound file is reported, and the draw and the ranking refuse it."""
