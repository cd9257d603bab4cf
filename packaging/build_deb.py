"""Build the Debian package welcome-desktop_<version>_<arch>.deb from the PyInstaller bundle.

Usage: python packaging/build_deb.py [--bundle dist/welcome-desktop] [--out dist]
                                     [--version X.Y.Z] [--compression xz|gzip|zstd|none]
Layout: /opt/welcome-desktop (the bundle), /usr/bin/welcome-desktop (launcher script),
desktop entry, hicolor icons, AppStream metainfo and a copyright file. Needs dpkg-deb.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import re
import shutil
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

PACKAGE = "welcome-desktop"
APP_ID = "io.github.welcome_desktop.WelcomeDesktop"
MAINTAINER = "Welcome Desktop maintainers <maintainers@welcome-desktop.invalid>"
HERE = Path(__file__).resolve().parent
REPO = HERE.parent

#: System libraries the bundle does not carry, or that Qt's xcb platform plugin loads at run
#: time: OpenGL/EGL (PyInstaller never bundles GPU driver libraries) and the X11/xcb stack.
#: Package names that are the same on Debian 11-13 and Ubuntu 22.04-24.04.
DEPENDS = (
    "libgl1",
    "libegl1",
    "libx11-6",
    "libx11-xcb1",
    "libxcb1",
    "libxcb-cursor0",
    "libxcb-icccm4",
    "libxcb-image0",
    "libxcb-keysyms1",
    "libxcb-randr0",
    "libxcb-render-util0",
    "libxcb-shape0",
    "libxcb-xfixes0",
    "libxcb-xkb1",
    "libxkbcommon0",
    "libxkbcommon-x11-0",
    "libfontconfig1",
    "libfreetype6",
    "libdbus-1-3",
    "libwayland-client0",
    "libwayland-cursor0",
    "libwayland-egl1",
)

#: Libraries the bundle expects from the system (never bundled, or absent on the build
#: machine) and the package in DEPENDS that provides each.
SYSTEM_LIBRARIES = {
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
}
RECOMMENDS = ("fonts-dejavu-core | fonts-noto-core",)

DESCRIPTION = """Flip-and-write board game: build the best neighbourhood
 A desktop version of the flip-and-write board game Welcome To...: each round
 three house numbers with their effects are turned over and every player
 writes one of them on their street sheet, building fences, parks, pools and
 estates to score the most. Solo and hot-seat play, computer opponents and a
 score pad for games played with the physical cards.
 .
 The package carries its own Python and Qt runtime in /opt/welcome-desktop."""

_GLIBC = re.compile(rb"GLIBC_(\d+)\.(\d+)(?:\.(\d+))?\x00")


def debian_version(version: str) -> str:
    """PEP 440 -> Debian: '1.2.0rc1' -> '1.2.0~rc1' (sorts before 1.2.0)."""
    return re.sub(r"\.?(a|b|rc|dev)(\d*)$", r"~\1\2", version)


def host_architecture() -> str:
    return subprocess.run(
        ["dpkg", "--print-architecture"], check=True, capture_output=True, text=True
    ).stdout.strip()


def _is_elf(path: Path) -> bool:
    try:
        with path.open("rb") as handle:
            return handle.read(4) == b"\x7fELF"
    except OSError:
        return False


def minimum_glibc(bundle: Path) -> str | None:
    """The newest GLIBC_x.y symbol version any ELF file in the bundle asks for."""
    best: tuple[int, ...] = ()
    for path in bundle.rglob("*"):
        if path.is_symlink() or not path.is_file() or not _is_elf(path):
            continue
        for match in _GLIBC.finditer(path.read_bytes()):
            version = tuple(int(group) for group in match.groups() if group is not None)
            best = max(best, version)
    return ".".join(str(part) for part in best) if best else None


def _copy_bundle(bundle: Path, target: Path) -> None:
    shutil.copytree(bundle, target, symlinks=True)
    for path in [target, *target.rglob("*")]:
        if path.is_symlink():
            continue
        mode = path.stat().st_mode
        executable = path.is_dir() or mode & stat.S_IXUSR
        path.chmod(0o755 if executable else 0o644)


def _installed_size_kib(root: Path) -> int:
    total = 0
    for path in root.rglob("*"):
        if path.is_file() and not path.is_symlink():
            total += path.stat().st_size
    return max(1, (total + 1023) // 1024)


def _write(path: Path, text: str, mode: int = 0o644) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    path.chmod(mode)


def _install_icons(root: Path) -> None:
    hicolor = root / "usr/share/icons/hicolor"
    art = REPO / "resources" / "art"
    png = hicolor / "256x256/apps" / f"{PACKAGE}.png"
    svg = hicolor / "scalable/apps" / f"{PACKAGE}.svg"
    for source, target in ((art / "app_icon.png", png), (art / "app_icon.svg", svg)):
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
        target.chmod(0o644)


def control_text(version: str, arch: str, installed_kib: int, glibc: str | None) -> str:
    depends = ([f"libc6 (>= {glibc})"] if glibc else ["libc6"]) + list(DEPENDS)
    fields = {
        "Package": PACKAGE,
        "Version": debian_version(version),
        "Architecture": arch,
        "Maintainer": MAINTAINER,
        "Installed-Size": str(installed_kib),
        "Depends": ", ".join(depends),
        "Recommends": ", ".join(RECOMMENDS),
        "Section": "games",
        "Priority": "optional",
        "Description": DESCRIPTION,
    }
    return "".join(f"{key}: {value}\n" for key, value in fields.items())


def copyright_text() -> str:
    return (
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        "Upstream-Name: welcome-desktop\n\n"
        "Files: *\nCopyright: Welcome Desktop contributors\nLicense: MIT\n"
        "Comment: the Python archive inside the executable also holds platformdirs\n"
        " (MIT, platformdirs developers).\n\n"
        "Files: opt/welcome-desktop/_internal/PySide6/* opt/welcome-desktop/_internal/shiboken6/*\n"
        "Copyright: The Qt Company Ltd.\nLicense: LGPL-3.0-only\n"
        " Qt and PySide6 are used under the LGPL version 3; see\n"
        " /usr/share/common-licenses/LGPL-3.\n"
    )


def stage(bundle: Path, root: Path, version: str, arch: str) -> Path:
    """Lay out the package tree under root (the future /) and return root."""
    opt = root / "opt" / PACKAGE
    _copy_bundle(bundle, opt)
    if not (opt / PACKAGE).is_file():
        raise FileNotFoundError(f"{bundle} is not a PyInstaller bundle: no {PACKAGE} executable")
    launcher = (HERE / "linux" / f"{PACKAGE}.sh").read_text(encoding="utf-8")
    _write(root / "usr/bin" / PACKAGE, launcher, 0o755)
    desktop = (HERE / "linux" / f"{PACKAGE}.desktop").read_text(encoding="utf-8")
    _write(root / "usr/share/applications" / f"{PACKAGE}.desktop", desktop)
    metainfo = (HERE / "linux" / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    metainfo = metainfo.replace("@VERSION@", version).replace(
        "@DATE@", dt.datetime.now(dt.UTC).date().isoformat()
    )
    _write(root / "usr/share/metainfo" / f"{APP_ID}.metainfo.xml", metainfo)
    _install_icons(root)
    _write(root / "usr/share/doc" / PACKAGE / "copyright", copyright_text())
    for path in [root, *root.rglob("*")]:
        if path.is_dir() and not path.is_symlink():
            path.chmod(0o755)
    control = control_text(version, arch, _installed_size_kib(root), minimum_glibc(opt))
    _write(root / "DEBIAN" / "control", control)
    (root / "DEBIAN").chmod(0o755)
    return root


def build_deb(
    bundle: Path,
    out_dir: Path,
    version: str | None = None,
    arch: str | None = None,
    compression: str = "xz",
) -> Path:
    """Build the .deb into out_dir and return its path."""
    if version is None:
        sys.path.insert(0, str(REPO))
        from welcome_desktop import __version__ as version
    arch = arch or host_architecture()
    out_dir.mkdir(parents=True, exist_ok=True)
    deb = out_dir / f"{PACKAGE}_{debian_version(version)}_{arch}.deb"
    with tempfile.TemporaryDirectory(prefix="welcome-deb-") as tmp:
        root = stage(bundle, Path(tmp) / "root", version, arch)
        command = ["dpkg-deb", "--root-owner-group", f"-Z{compression}", "--build", str(root)]
        subprocess.run([*command, str(deb)], check=True, stdout=subprocess.DEVNULL)
    return deb


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bundle", type=Path, default=REPO / "dist" / PACKAGE)
    parser.add_argument("--out", type=Path, default=REPO / "dist")
    parser.add_argument("--version")
    parser.add_argument("--arch")
    parser.add_argument("--compression", default="xz", choices=("xz", "gzip", "zstd", "none"))
    args = parser.parse_args(argv)
    if shutil.which("dpkg-deb") is None:
        print("dpkg-deb not found: build the .deb on Debian/Ubuntu", file=sys.stderr)
        return 2
    if not (args.bundle / PACKAGE).is_file():
        print(f"no bundle at {args.bundle}: run `make dist` first", file=sys.stderr)
        return 2
    os.umask(0o022)
    print(build_deb(args.bundle, args.out, args.version, args.arch, args.compression))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
