"""Entry point: `score` and `simulate` run on the command line; anything else starts the app."""

from __future__ import annotations

import sys

CLI_COMMANDS = ("score", "simulate")


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in CLI_COMMANDS:
        from .cli import main as cli_main

        return cli_main(args)
    from .ui.launch import main as app_main

    return app_main(args)


if __name__ == "__main__":
    raise SystemExit(main())
