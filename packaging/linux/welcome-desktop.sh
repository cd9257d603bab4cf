#!/bin/sh
# Launcher installed as /usr/bin/welcome-desktop by the .deb: runs the bundled app in /opt.
exec /opt/welcome-desktop/welcome-desktop "$@"
