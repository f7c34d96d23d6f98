"""The teams: registered and checked, imported from a file, pointed present at the door, their entry fees; a mêlée's players; names in the order people read them."""
