"""*Welcome To…*: its engine, bots, app glue, saves and board. The package itself imports
nothing (its engine is pure: importing ``games.welcome.engine`` must not load Qt); the game
registers with the shell from ``entry``."""
