"""Widgets and the QGraphicsScene board: they read engine types and never apply rules."""
