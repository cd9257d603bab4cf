"""Pompeji's Qt glue (no widgets): the setup of a game, its saves, the published view and the
controller that is the only thing changing a game in the window."""
