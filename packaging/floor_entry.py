"""The bundle-size floor: the least a PySide6 + pyqtgraph app can be (benchmarks/bundle.py).

Frozen by the same spec as the game (WELCOME_DESKTOP_FREEZE_FLOOR=1), so the difference between
the two bundles is what the game itself adds. ``--smoke-test`` draws one line and exits.
"""

import sys

if __name__ == "__main__":
    import pyqtgraph as pg
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    plot = pg.PlotWidget()
    plot.plot([0, 1, 2, 3], [0, 5, 3, 8], pen=pg.mkPen("#2F6CA3", width=2), symbol="o")
    plot.resize(400, 300)
    plot.show()
    if "--smoke-test" in sys.argv:
        app.processEvents()
        ok = not plot.grab().isNull()
        print("floor: ok" if ok else "floor: no picture", flush=True)
        sys.exit(0 if ok else 1)
    sys.exit(app.exec())
