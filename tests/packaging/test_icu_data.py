"""packaging/icu_data.py: trimming PySide6's ICU data library (libicudata.so.N) at bundle time."""

from __future__ import annotations

import json
import os
import re
import struct
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "packaging"))

import icu_data  # noqa: E402

LANGUAGES = frozenset({"en", "fr", "ru"})


def _pyside_icu_library() -> Path | None:
    try:
        import PySide6
    except ImportError:
        return None
    return next((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libicudata.so.*"), None)


@pytest.fixture(scope="module")
def library() -> Path:
    if not sys.platform.startswith("linux"):
        pytest.skip("PySide6 ships its own libicudata.so only on Linux")
    found = _pyside_icu_library()
    if found is None:
        pytest.skip("the installed PySide6 has no Qt/lib/libicudata.so.*")
    return found


@pytest.fixture(scope="module")
def symbol_and_data(library: Path) -> tuple[str, bytes]:
    return icu_data.read_icu_symbol(library)


@pytest.fixture(scope="module")
def package(symbol_and_data: tuple[str, bytes]) -> icu_data.Package:
    return icu_data.parse_package(symbol_and_data[1])


@pytest.fixture(scope="module")
def kept(package: icu_data.Package) -> set[str]:
    return icu_data.select_items(package, LANGUAGES)


# --- Reading --------------------------------------------------------------------------------


def test_reader_finds_the_data_symbol_and_sorted_items(
    library: Path, symbol_and_data: tuple[str, bytes], package: icu_data.Package
) -> None:
    symbol, data = symbol_and_data
    version = library.name.rsplit(".", 1)[1]
    assert symbol == f"icudt{version}_dat"
    assert data[2:4] == b"\xda\x27" and data[12:16] == b"CmnD"
    assert icu_data.read_soname(library) == library.name
    names = list(package.items)
    assert len(names) > 1000
    assert names == sorted(names)
    assert all(name.startswith(f"icudt{version}l/") for name in names)
    assert package.prefix == f"icudt{version}l/"
    # every item is itself an ICU data file, so the item boundaries are right
    assert all(item[2:4] == b"\xda\x27" for item in package.items.values())
    assert sum(map(len, package.items.values())) < len(data)


def test_reader_rejects_files_that_are_not_the_icu_data_library(
    library: Path, symbol_and_data: tuple[str, bytes], tmp_path: Path
) -> None:
    not_elf = tmp_path / "not_elf.so"
    not_elf.write_bytes(b"#!/bin/sh\n" * 20)
    with pytest.raises(ValueError, match="not an ELF"):
        icu_data.read_icu_symbol(not_elf)

    original = library.read_bytes()
    elf32 = tmp_path / "elf32.so"
    elf32.write_bytes(original[:4] + b"\x01" + original[5:])
    with pytest.raises(ValueError, match="64-bit little-endian"):
        icu_data.read_icu_symbol(elf32)

    no_symbol = next(library.parent.glob("libQt6Core.so.*"))
    with pytest.raises(ValueError, match="no icudt"):
        icu_data.read_icu_symbol(no_symbol)
    # libicuuc only references the symbol
    uses_symbol = next(library.parent.glob("libicuuc.so.*"))
    with pytest.raises(ValueError, match="not defined"):
        icu_data.read_icu_symbol(uses_symbol)

    start = original.index(symbol_and_data[1][:64])
    for offset, replacement, message in ((2, b"\x00", "magic"), (12, b"X", "data format")):
        broken = tmp_path / f"broken{offset}.so"
        at = start + offset
        broken.write_bytes(original[:at] + replacement + original[at + 1 :])
        with pytest.raises(ValueError, match=message):
            icu_data.read_icu_symbol(broken)


# --- Writing --------------------------------------------------------------------------------


def test_round_trip_reproduces_the_package_byte_for_byte(
    symbol_and_data: tuple[str, bytes], package: icu_data.Package
) -> None:
    data = symbol_and_data[1]
    written = icu_data.write_package(package.header, package.items)
    assert written == data
    assert icu_data.parse_package(written).items == package.items


def _header(size: int = 32) -> bytes:
    info = struct.pack("<HHBBBB4s4s4s", 20, 0, 0, 0, 2, 0, b"CmnD", bytes([1, 0, 0, 0]), bytes(4))
    return struct.pack("<H2s", size, b"\xda\x27") + info + b"\0" * (size - 24)


def test_write_package_sorts_names_and_aligns_items_to_16_bytes() -> None:
    header = _header(40)  # not a multiple of 16: alignment is of the absolute position
    items = {"icudt99l/zz.res": b"z" * 5, "icudt99l/a.icu": b"a" * 17, "icudt99l/m.nrm": b"m"}
    data = icu_data.write_package(header, items)
    assert data[:40] == header
    (count,) = struct.unpack_from("<I", data, 40)
    entries = [struct.unpack_from("<II", data, 44 + 8 * i) for i in range(count)]
    assert all((40 + offset) % 16 == 0 for _, offset in entries)
    parsed = icu_data.parse_package(data)
    assert list(parsed.items) == ["icudt99l/a.icu", "icudt99l/m.nrm", "icudt99l/zz.res"]
    for name, item in items.items():
        assert parsed.items[name].startswith(item)
        assert set(parsed.items[name][len(item) :]) <= {0xAA}
    assert len(data) % 16 == 0  # the last item is padded too, like pkgdata does


# --- Deciding what to keep ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "keep"),
    [
        ("fr.res", True),
        ("fr_CA.res", True),
        ("en_GB.res", True),
        ("en_001.res", True),
        ("coll/ru.res", True),
        ("coll/fr_CA.res", True),
        ("coll/ucadata.icu", True),
        ("coll/root.res", True),
        ("root.res", True),
        ("pool.res", True),
        ("zone/pool.res", True),
        ("res_index.res", True),
        ("coll/res_index.res", True),
        ("supplementalData.res", True),
        ("zoneinfo64.res", True),
        ("metaZones.res", True),
        ("likelySubtags.res", True),
        ("plurals.res", True),
        ("zone/tzdbNames.res", True),
        ("curr/supplementalData.res", True),
        ("cnvalias.icu", True),
        ("nfkc.nrm", True),
        ("uts46.nrm", True),
        ("unames.icu", True),
        ("brkitr/word.brk", True),
        ("brkitr/line_cj.brk", True),
        ("brkitr/root.res", True),
        ("brkitr/fr.res", True),
        ("de.res", False),
        ("de_CH.res", False),
        ("coll/zh.res", False),
        ("coll/de__PHONEBOOK.res", False),
        ("zone/ja.res", False),
        ("unit/pt_PT.res", False),
        ("brkitr/cjdict.dict", False),
        ("brkitr/thaidict.dict", False),
        ("brkitr/de.res", False),
        ("translit/root.res", False),
        ("ibm-1252_P100-2000.cnv", False),
        ("gb18030.cnv", False),
    ],
)
def test_keep_decision_for_representative_items(
    package: icu_data.Package, kept: set[str], name: str, keep: bool
) -> None:
    full = package.prefix + name
    if full not in package.items:
        pytest.fail(f"{full} is not in this ICU data: pick another example")
    assert (full in kept) is keep
    assert icu_data.keep_item(full, LANGUAGES) is keep


def test_every_converter_dictionary_and_transliterator_is_dropped(
    package: icu_data.Package, kept: set[str]
) -> None:
    converters = [name for name in package.items if name.endswith(".cnv")]
    assert len([name for name in converters if "/ibm-" in name]) > 50
    assert not kept & set(converters)
    assert not {name for name in kept if name.endswith(".dict") or "/translit/" in name}
    assert package.prefix + "cnvalias.icu" in kept


def test_only_locale_bundles_of_other_languages_are_dropped(
    package: icu_data.Package, kept: set[str]
) -> None:
    dropped = set(package.items) - kept
    assert dropped
    for name in dropped:
        if name.endswith(".res") and "/translit/" not in name:
            assert icu_data.is_locale_bundle(name), name
            stem = name.rsplit("/", 1)[1].removesuffix(".res")
            assert stem.split("_")[0] not in LANGUAGES, name
    # every tree keeps its root bundle, and every bundle that is not a locale stays
    trees = {name.rsplit("/", 1)[0] for name in package.items if name.endswith(".res")}
    for tree in trees - {package.prefix + "translit"}:
        assert f"{tree}/root.res" in kept
    assert all(
        name in kept
        for name in package.items
        if name.endswith(".res")
        and "/translit/" not in name
        and not icu_data.is_locale_bundle(name)
    )


def test_keep_item_normalises_language_codes_and_knows_non_locale_names() -> None:
    assert icu_data.keep_item("icudt99l/fr_BE.res", ["fr-CA"])
    assert icu_data.keep_item("icudt99l/en.res", ["EN_xa"])
    assert not icu_data.keep_item("icudt99l/es.res", ["en"])
    assert not icu_data.keep_item("icudt99l/ast.res", ["en"])
    assert icu_data.keep_item("icudt99l/ast_ES.res", ["ast"])
    for name in ("res_index.res", "pool.res", "root.res", "icuver.res", "coll/ucadata.icu"):
        assert icu_data.keep_item("icudt99l/" + name, ["en"]), name
    assert not icu_data.keep_item("icudt99l/coll/de__PHONEBOOK.res", ["en"])
    assert icu_data.keep_item("icudt99l/coll/de__PHONEBOOK.res", ["de"])
    # an unknown tree is not assumed to be per-locale: kept
    assert icu_data.keep_item("icudt99l/misc/de.res", ["en"])


def test_locales_that_kept_ones_alias_or_inherit_from_are_kept(
    package: icu_data.Package, kept: set[str]
) -> None:
    prefix = package.prefix
    norwegian = icu_data.select_items(package, {"nb"})  # nb.res is an alias of no.res
    assert {prefix + "nb.res", prefix + "no.res", prefix + "coll/no.res"} <= norwegian
    assert prefix + "no.res" not in kept
    serbo_croatian = icu_data.select_items(package, {"sh"})  # sh.res -> sr_Latn
    assert {prefix + "sr_Latn.res", prefix + "lang/sr_Latn.res"} <= serbo_croatian
    assert prefix + "sr_Latn.res" not in kept
    assert prefix + "en_001.res" in kept  # en_GB's %%Parent


def test_trimmed_package_is_much_smaller_and_keeps_items_intact(
    symbol_and_data: tuple[str, bytes], package: icu_data.Package, kept: set[str]
) -> None:
    data = symbol_and_data[1]
    trimmed = icu_data.trim_package(data, LANGUAGES)
    assert len(trimmed) < len(data) // 4, f"{len(data):,} -> {len(trimmed):,} bytes"
    items = icu_data.parse_package(trimmed).items
    assert set(items) == kept
    assert all(items[name] == package.items[name] for name in items)
    assert trimmed[: len(package.header)] == package.header


# --- Building the library and what Qt does with it -------------------------------------------

CHILD = r"""
import json, sys
from PySide6.QtCore import QCollator, QDate, QDateTime, QLocale, QStringDecoder, QTime, QTimeZone

with open("/proc/self/maps") as maps:
    mapped = sorted({line.split()[-1] for line in maps if "libicudata" in line})
WORDS = {
    "fr": ["côté", "cote", "côte", "coté", "Élan", "élève", "eleve", "zèbre", "Zoé", "ça", "cab"],
    "ru": ["яблоко", "ёж", "ель", "еда", "Жук", "apple", "Zebra", "ёлка", "Ёжик", "ежевика"],
    "en": ["banana", "Apple", "apple", "cherry", "Éclair", "zebra", "10", "9"],
}
shipped, other = {}, {}
for name in ["fr", "fr_CA", "ru", "ru_UA", "en", "en_GB", "en_US"]:
    words = WORDS[name.split("_")[0]]
    collator = QCollator(QLocale(name))
    shipped["sort " + name] = sorted(words, key=collator.sortKey)
    shipped["compare " + name] = [collator.compare(a, b) for a in words for b in words]
    collator.setCaseSensitivity(collator.caseSensitivity().CaseInsensitive)
    shipped["sort ignoring case " + name] = sorted(words, key=collator.sortKey)
    collator.setNumericMode(True)
    shipped["numeric " + name] = sorted(["a10", "a9", "a100", "b1"], key=collator.sortKey)
ru, fr, en = QLocale("ru"), QLocale("fr"), QLocale("en")
shipped["ru upper"] = ru.toUpper("ёлка ежевика щука Ёжик")
shipped["ru lower"] = ru.toLower("ЁЛКА ЕЖЕВИКА ЩУКА Ёжик")
shipped["fr upper"] = fr.toUpper("é è ç œ ß")
shipped["fr lower"] = fr.toLower("É È Ç Œ")
shipped["en upper"] = en.toUpper("straße ﬁ")
shipped["numbers"] = [loc.toString(1234567.5, "f", 1) for loc in (fr, ru, en)]
date = QDate(2024, 3, 1)
shipped["dates"] = [loc.toString(date, QLocale.FormatType.LongFormat) for loc in (fr, ru, en)]
zone = QTimeZone(b"Europe/Paris")
moment = QDateTime(date, QTime(12, 0), zone)
for kind in ("LongName", "ShortName", "OffsetName"):
    shipped["zone " + kind] = [
        zone.displayName(moment, getattr(QTimeZone.NameType, kind), loc) for loc in (fr, ru, en)
    ]
shipped["utf-8 decoder"] = QStringDecoder("UTF-8").isValid()
for name in ["de", "sv", "zh", "tr"]:
    collator = QCollator(QLocale(name))
    words = ["z", "ö", "å", "ä", "o", "a", "Straße", "strasse", "中", "i", "ı"]
    other["sort " + name] = sorted(words, key=collator.sortKey)
other["tr upper"] = QLocale("tr").toUpper("i ı")
other["de zone"] = zone.displayName(moment, QTimeZone.NameType.LongName, QLocale("de"))
other["windows-1251 decoder"] = QStringDecoder("windows-1251").isValid()
json.dump({"mapped": mapped, "shipped": shipped, "other": other}, sys.stdout)
"""


def _run_child(preload: Path | None) -> dict[str, object]:
    env = {k: v for k, v in os.environ.items() if k not in ("LD_PRELOAD", "ICU_DATA")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    if preload is not None:
        env["LD_PRELOAD"] = str(preload)
    result = subprocess.run(
        [sys.executable, "-c", CHILD],
        env=env,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    output: dict[str, object] = json.loads(result.stdout)
    return output


@pytest.fixture(scope="module")
def trimmed_library(library: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    if icu_data.find_c_compiler() is None:
        pytest.skip("no C compiler (cc, gcc or clang) to link the trimmed library")
    built = icu_data.build_trimmed_library(library, tmp_path_factory.mktemp("icu"), LANGUAGES)
    assert built is not None
    return built


def test_built_library_matches_the_original_but_is_smaller(
    library: Path,
    trimmed_library: Path,
    symbol_and_data: tuple[str, bytes],
    package: icu_data.Package,
) -> None:
    assert trimmed_library.name == library.name
    assert icu_data.read_soname(trimmed_library) == icu_data.read_soname(library)
    symbol, data = icu_data.read_icu_symbol(trimmed_library)
    assert symbol == symbol_and_data[0]
    assert data == icu_data.trim_package(symbol_and_data[1], LANGUAGES)
    summary = icu_data.summarize(library, trimmed_library)
    assert summary.original_size == library.stat().st_size
    assert summary.trimmed_size == trimmed_library.stat().st_size
    assert summary.trimmed_size < summary.original_size // 4, str(summary)
    assert summary.items_kept == len(icu_data.parse_package(data).items)
    assert summary.items_kept + summary.items_dropped == len(package.items)
    assert re.fullmatch(
        r"[\d.]+ MiB -> [\d.]+ MiB \(\d+ ICU data items kept, \d+ dropped\)", str(summary)
    )
    # the stack is not executable: PT_GNU_STACK without PF_X
    elf = trimmed_library.read_bytes()
    (phoff,) = struct.unpack_from("<Q", elf, 0x20)
    phentsize, phnum = struct.unpack_from("<HH", elf, 0x36)
    headers = [struct.unpack_from("<II", elf, phoff + i * phentsize) for i in range(phnum)]
    assert [flags & 1 for kind, flags in headers if kind == 0x6474E551] == [0]


def test_qt_behaves_the_same_for_shipped_languages_with_the_trimmed_library(
    library: Path, trimmed_library: Path
) -> None:
    original = _run_child(None)
    trimmed = _run_child(trimmed_library)
    # the libraries really mapped, or the comparison proves nothing
    assert original["mapped"] == [str(library.resolve())]
    assert trimmed["mapped"] == [str(trimmed_library.resolve())]
    assert trimmed["shipped"] == original["shipped"]

    shipped = original["shipped"]
    assert isinstance(shipped, dict)
    # the comparison covers data that matters: French-Canadian and Russian collation tailorings
    assert shipped["sort fr_CA"] != shipped["sort fr"]
    assert shipped["sort ru"][-2:] == ["apple", "Zebra"]  # Cyrillic before Latin
    assert shipped["ru upper"] == "ЁЛКА ЕЖЕВИКА ЩУКА ЁЖИК"

    # other languages still work (root collation, English zone names): no crash, same words
    before, after = original["other"], trimmed["other"]
    assert isinstance(before, dict) and isinstance(after, dict)
    for name in ("de", "sv", "zh", "tr"):
        assert sorted(after["sort " + name]) == sorted(before["sort " + name])
    assert before["sort sv"] != after["sort sv"]  # Swedish å ä ö after z is gone: data trimmed
    assert after["de zone"]
    assert before["windows-1251 decoder"] is True and after["windows-1251 decoder"] is False


def test_build_gives_up_cleanly_without_compiler_or_off_linux(
    library: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setattr(icu_data, "find_c_compiler", lambda: None)
    assert icu_data.build_trimmed_library(library, tmp_path, LANGUAGES) is None
    assert "no C compiler" in capsys.readouterr().out

    monkeypatch.setattr(icu_data, "find_c_compiler", lambda: "/bin/false")
    assert icu_data.build_trimmed_library(library, tmp_path, LANGUAGES) is None
    assert "false failed" in capsys.readouterr().out
    assert not (tmp_path / library.name).exists()

    monkeypatch.setattr(sys, "platform", "darwin")
    assert icu_data.build_trimmed_library(library, tmp_path, LANGUAGES) is None
    assert "Linux only" in capsys.readouterr().out
