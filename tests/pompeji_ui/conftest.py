"""Pompeji board tests run on the offscreen Qt platform, each with its own user home."""

from __future__ import annotations

from tests.user_home import user_home

__all__ = ["user_home"]
