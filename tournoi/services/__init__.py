"""Use cases of the tournament: the only layer the window and the command line call."""
