"""What the concours shows beyond the window: the data of the results' site and its published address, what the exports read in bulk, and the standings of the projector and the public page."""
