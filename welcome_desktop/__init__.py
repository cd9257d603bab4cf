"""Welcome Desktop: the flip-and-write game Welcome To... as a Qt desktop application."""

__version__ = "0.1.0"
