"""Part of *Welcome To…*."""
