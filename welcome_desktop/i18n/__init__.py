"""Translations: the translator installer, the engine-id catalog and placeholder filling."""

from .text import TrContext, arg

__all__ = ["TrContext", "arg"]
