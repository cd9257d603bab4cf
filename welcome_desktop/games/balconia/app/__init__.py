"""Balconia's application layer: who sits at the table, the controller, what it publishes, saves."""
