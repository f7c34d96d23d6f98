"""The standings: what each team got in each round, kept for them, and the standings read live from it."""
