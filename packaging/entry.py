"""PyInstaller entry script: run Welcome Desktop's normal entry point from the frozen bundle."""

import multiprocessing
import sys

from welcome_desktop.__main__ import main

if __name__ == "__main__":
    # A frozen child process (if the bots ever use multiprocessing) must not start the app.
    multiprocessing.freeze_support()
    sys.exit(main())
