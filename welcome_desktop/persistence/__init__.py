"""Saved games, user settings and user directories, as plain files (no Qt)."""
