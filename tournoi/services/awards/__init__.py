"""What the concours gives: the prize list and the palmarès."""
