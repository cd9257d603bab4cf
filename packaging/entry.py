"""PyInstaller entry script: run Welcome Desktop's normal entry point from the frozen bundle."""

import sys


def _is_multiprocessing_child(argv: list[str]) -> bool:
    """multiprocessing re-launches the frozen executable with these arguments for its helpers."""
    return "--multiprocessing-fork" in argv or "-c" in argv[1:4]


if __name__ == "__main__":
    if _is_multiprocessing_child(sys.argv):
        # Never start the app in a helper process (only reached if something uses multiprocessing).
        import multiprocessing

        multiprocessing.freeze_support()
    from welcome_desktop.__main__ import main

    sys.exit(main())
