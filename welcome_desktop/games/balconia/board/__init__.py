"""Balconia's board: our own art (faces, entrance, icons), the building seen from one side,
the block on the disc, and the pure score preview of a placement."""

from .art import element_pixmap, paint_entrance, paint_face

__all__ = ["element_pixmap", "paint_entrance", "paint_face"]
