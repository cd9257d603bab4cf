"""Balconia's window pieces that speak about the rules: every word is in ``texts``."""
