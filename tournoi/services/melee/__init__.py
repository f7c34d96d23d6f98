"""A mêlée seen through its players: who sat in each pair of a round, and the players' own standings."""
