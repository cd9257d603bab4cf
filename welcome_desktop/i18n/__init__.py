"""Translations: the translator installer, the engine-id catalog and placeholder filling."""

from .text import arg

__all__ = ["arg"]
