"""What the concours shows beyond the window: the data of the results' site and its published address, and what the exports read in bulk."""
