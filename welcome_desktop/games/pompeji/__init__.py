"""The card game *Pompeji* (Frank Brandt, 2001): engine, computer players and save codec."""
