"""The shell shared by every game: the game registry and what dispatches to it."""
