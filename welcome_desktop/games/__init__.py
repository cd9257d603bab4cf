"""One package per game; each registers itself with ``welcome_desktop.shell.registry``."""
