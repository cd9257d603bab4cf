"""The two-player building game *Balconia* (Paul Schulz, 2024): for now its rules engine only."""
