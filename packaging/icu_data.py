"""Trim ICU's data library (libicudata.so.N) to the data the app can use, at bundle time.

PySide6's wheel ships a 32 MB libicudata whose only content is one ICU "common data" package
(format "CmnD") exported as the symbol `icudtNN_dat`. Qt uses ICU for collation and case mapping,
never for ICU's legacy codepage converters, dictionary word breaking or transliteration, and the
game only ships a few languages. This module reads that package out of the ELF file, keeps the
items the app can reach, and links a replacement library with the same file name, SONAME and
symbol, exactly like ICU's own `pkgdata` does (an assembler file that `.incbin`s the package).

Entry points for the spec: `build_trimmed_library()` and `summarize()`.
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import sys
import tempfile
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

#: ICU data headers (MappedData + UDataInfo): magic bytes, and where dataFormat starts.
DATA_MAGIC = b"\xda\x27"
DATA_FORMAT_OFFSET = 12
#: ICU needs every item of a common data package 16-byte aligned; pkgdata pads with 0xaa.
ITEM_ALIGNMENT = 16
PADDING_BYTE = b"\xaa"

#: Folders (below the "icudtNNl/" prefix; "" is the top level) that hold one .res per locale.
LOCALE_TREES = frozenset({"", "brkitr", "coll", "curr", "lang", "rbnf", "region", "unit", "zone"})
#: Bundles every locale tree needs whatever the languages: the fallback, the shared key/string
#: pool, and the index of installed locales (left stale: ICU falls back to root for missing ones).
ALWAYS_KEPT_BUNDLES = frozenset({"root", "pool", "res_index"})
#: Whole folders the app never reaches (transliteration).
DROPPED_TREES = frozenset({"translit"})

_SYMBOL = re.compile(rb"icudt\d+_dat")
#: A locale id: a 2-3 letter language, then _Script/_REGION/_VARIANT parts (possibly empty,
#: as in coll/de__PHONEBOOK.res). Non-locale bundles (supplementalData, zoneinfo64, ...) fail it.
_LOCALE_ID = re.compile(r"[a-z]{2,3}(?:_[A-Za-z0-9]*)*")

# ELF constants
_SHT_SYMTAB = 2
_SHT_DYNAMIC = 6
_SHT_NOBITS = 8
_SHT_DYNSYM = 11
_DT_NULL = 0
_DT_SONAME = 14


# --- Reading the ELF shared object ------------------------------------------------------------


@dataclass(frozen=True)
class _Section:
    type: int
    addr: int
    offset: int
    size: int
    link: int
    entsize: int


def _sections(elf: bytes) -> list[_Section]:
    if len(elf) < 64 or elf[:4] != b"\x7fELF":
        raise ValueError("not an ELF file")
    if elf[4] != 2 or elf[5] != 1:
        raise ValueError("not a 64-bit little-endian ELF file")
    (shoff,) = struct.unpack_from("<Q", elf, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", elf, 0x3A)
    if shoff == 0 or shnum == 0 or shentsize < 64 or shoff + shnum * shentsize > len(elf):
        raise ValueError("ELF file without usable section headers")
    sections = []
    for index in range(shnum):
        (_name, type_, _flags, addr, offset, size, link, _info, _align, entsize) = (
            struct.unpack_from("<IIQQQQIIQQ", elf, shoff + index * shentsize)
        )
        if type_ != _SHT_NOBITS and offset + size > len(elf):
            raise ValueError(f"ELF section {index} runs past the end of the file")
        sections.append(_Section(type_, addr, offset, size, link, entsize))
    return sections


def _c_string(data: bytes, offset: int) -> bytes:
    end = data.find(b"\0", offset)
    if offset >= len(data) or end < 0:
        raise ValueError(f"unterminated string at offset {offset}")
    return data[offset:end]


def _section_bytes(elf: bytes, section: _Section) -> bytes:
    return elf[section.offset : section.offset + section.size]


def read_icu_symbol(library: Path) -> tuple[str, bytes]:
    """Return (symbol name, bytes) of the `icudtNN_dat` common data package in an ELF64 LE .so.

    Raises ValueError if the file is not ELF64 little-endian, has no (or several) such symbols,
    or the symbol's bytes are not an ICU "CmnD" data package.
    """
    elf = library.read_bytes()
    sections = _sections(elf)
    found: list[tuple[str, bytes]] = []
    for table in sections:
        if table.type not in (_SHT_DYNSYM, _SHT_SYMTAB) or table.entsize < 24:
            continue
        if table.link >= len(sections):
            raise ValueError("symbol table links to a missing string table")
        strings = _section_bytes(elf, sections[table.link])
        for start in range(table.offset, table.offset + table.size, table.entsize):
            st_name, _info, _other, shndx, value, size = struct.unpack_from("<IBBHQQ", elf, start)
            raw_name = _c_string(strings, st_name) if st_name else b""
            if not _SYMBOL.fullmatch(raw_name):
                continue
            symbol = raw_name.decode("ascii")
            if not 0 < shndx < len(sections) or sections[shndx].type == _SHT_NOBITS:
                raise ValueError(f"{library.name}: {symbol} is not defined in a data section")
            home = sections[shndx]
            offset = home.offset + value - home.addr
            if size == 0 or value < home.addr or offset + size > home.offset + home.size:
                raise ValueError(f"{library.name}: {symbol} lies outside its section")
            found.append((symbol, elf[offset : offset + size]))
        if found:  # .dynsym is enough; .symtab (when present) repeats it
            break
    symbols = {name for name, _ in found}
    if not symbols:
        raise ValueError(f"{library.name}: no icudt*_dat symbol")
    if len(symbols) > 1:
        raise ValueError(f"{library.name}: several ICU data symbols: {sorted(symbols)}")
    name, data = found[0]
    _check_data_header(data, b"CmnD", f"{library.name}:{name}")
    return name, data


def read_soname(library: Path) -> str | None:
    """DT_SONAME of an ELF64 LE shared object, or None if it has none."""
    elf = library.read_bytes()
    sections = _sections(elf)
    for dynamic in sections:
        if dynamic.type != _SHT_DYNAMIC or dynamic.link >= len(sections):
            continue
        strings = _section_bytes(elf, sections[dynamic.link])
        for start in range(dynamic.offset, dynamic.offset + dynamic.size - 15, 16):
            tag, value = struct.unpack_from("<qQ", elf, start)
            if tag == _DT_NULL:
                break
            if tag == _DT_SONAME:
                return _c_string(strings, value).decode()
    return None


def _machine(library: Path) -> int:
    with library.open("rb") as file:
        head = file.read(20)
    return int(struct.unpack_from("<H", head, 18)[0]) if len(head) == 20 else -1


# --- The common data package ("CmnD") -----------------------------------------------------------


def _check_data_header(data: bytes, data_format: bytes, what: str) -> int:
    """Validate an ICU data header (little-endian, ASCII, given format); return its size."""
    if len(data) < 20 or data[2:4] != DATA_MAGIC:
        raise ValueError(f"{what}: not ICU data (bad header magic)")
    header_size = int(struct.unpack_from("<H", data, 0)[0])
    found = data[DATA_FORMAT_OFFSET : DATA_FORMAT_OFFSET + 4]
    if found != data_format:
        raise ValueError(f"{what}: data format {found!r}, expected {data_format!r}")
    if data[8] != 0 or data[9] != 0:
        raise ValueError(f"{what}: not little-endian ASCII ICU data")
    if not 20 <= header_size <= len(data):
        raise ValueError(f"{what}: bad header size {header_size}")
    return header_size


@dataclass(frozen=True)
class Package:
    """An ICU common data package: its header (copied verbatim) and its items, sorted by name."""

    header: bytes
    items: dict[str, bytes]

    @property
    def prefix(self) -> str:
        """The package's path prefix, e.g. 'icudt73l/'."""
        first = next(iter(self.items), "")
        return first.split("/", 1)[0] + "/" if "/" in first else ""


def parse_package(data: bytes) -> Package:
    """Split a CmnD package into its header and {name: bytes}; item bytes include padding."""
    header_size = _check_data_header(data, b"CmnD", "ICU common data")
    if data[16] != 1:
        raise ValueError(f"ICU common data: unsupported format version {data[16]}")
    toc = data[header_size:]
    if len(toc) < 4:
        raise ValueError("ICU common data: truncated table of contents")
    (count,) = struct.unpack_from("<I", toc, 0)
    if count == 0 or 4 + 8 * count > len(toc):
        raise ValueError(f"ICU common data: bad item count {count}")
    entries = [struct.unpack_from("<II", toc, 4 + 8 * i) for i in range(count)]
    ends = [offset for _, offset in entries[1:]] + [len(toc)]
    items: dict[str, bytes] = {}
    for (name_offset, offset), end in zip(entries, ends, strict=True):
        if not 4 + 8 * count <= offset <= end <= len(toc):
            raise ValueError(f"ICU common data: bad item offset {offset}")
        name = _c_string(toc, name_offset).decode("ascii")
        items[name] = toc[offset:end]
    names = list(items)
    if len(names) != count or names != sorted(names):
        raise ValueError("ICU common data: item names are not unique and sorted")
    return Package(data[:header_size], items)


def _padding(position: int) -> bytes:
    return PADDING_BYTE * (-position % ITEM_ALIGNMENT)


def write_package(header: bytes, items: Mapping[str, bytes]) -> bytes:
    """Build a CmnD package: `header` verbatim, then the TOC, names and 16-byte aligned items.

    Items are written sorted by name (ICU binary-searches the TOC); the layout matches
    pkgdata's, so writing a parsed package back reproduces it byte for byte.
    """
    names = sorted(items, key=lambda name: name.encode("ascii"))
    encoded = [name.encode("ascii") + b"\0" for name in names]
    toc_size = 4 + 8 * len(names)
    name_offsets = []
    position = toc_size
    for raw in encoded:
        name_offsets.append(position)
        position += len(raw)
    names_block = b"".join(encoded)
    names_block += _padding(len(header) + toc_size + len(names_block))
    body = bytearray()
    data_offsets = []
    data_start = toc_size + len(names_block)
    for name in names:
        data_offsets.append(data_start + len(body))
        body += items[name]
        body += _padding(len(header) + data_start + len(body))
    toc = bytearray(struct.pack("<I", len(names)))
    for name_offset, data_offset in zip(name_offsets, data_offsets, strict=True):
        toc += struct.pack("<II", name_offset, data_offset)
    return header + bytes(toc) + names_block + bytes(body)


# --- Deciding what to keep ---------------------------------------------------------------------


def language_subtags(languages: Iterable[str]) -> frozenset[str]:
    """'fr_CA' / 'pt-BR' / 'EN' -> 'fr' / 'pt' / 'en' (ICU's locale trees are per language)."""
    return frozenset(
        code.replace("-", "_").split("_")[0].lower() for code in languages if code.strip()
    )


def _split(name: str) -> tuple[str, str, str]:
    """'icudt73l/coll/fr_CA.res' -> ('coll', 'fr_CA', 'res'); top level tree is ''."""
    path = name.split("/", 1)[1] if "/" in name else name
    tree, _, base = path.rpartition("/")
    stem, _, ext = base.rpartition(".")
    return tree, stem, ext


def is_locale_bundle(name: str) -> bool:
    """Whether an item is one locale's bundle in a locale tree (vs. root, pool, shared data)."""
    tree, stem, ext = _split(name)
    return (
        ext == "res"
        and tree in LOCALE_TREES
        and stem not in ALWAYS_KEPT_BUNDLES
        and _LOCALE_ID.fullmatch(stem) is not None
    )


def keep_item(name: str, languages: Iterable[str]) -> bool:
    """Keep-decision for one item by its name alone.

    Dropped: codepage converters (*.cnv; cnvalias.icu stays), break-iterator dictionaries
    (brkitr/*.dict), transliteration (translit/), and locale bundles of other languages.
    Everything else (root/pool/res_index, non-locale bundles, *.icu, *.nrm, *.brk, ...) stays.
    `select_items` adds the locales the kept ones alias or inherit from (e.g. nb -> no).
    """
    tree, stem, ext = _split(name)
    if tree.split("/")[0] in DROPPED_TREES or ext == "cnv" or (tree == "brkitr" and ext == "dict"):
        return False
    if is_locale_bundle(name):
        return stem.split("_")[0] in language_subtags(languages)
    return True


def _fallbacks(locale: str) -> list[str]:
    """'sr_Latn_RS' -> ['sr_Latn', 'sr'] (ICU's truncation fallback, before root)."""
    parts = locale.split("_")
    return ["_".join(parts[:n]) for n in range(len(parts) - 1, 0, -1)]


def select_items(package: Package, languages: Iterable[str]) -> set[str]:
    """Names of the items to keep: `keep_item`, plus, per locale tree, every locale that a kept
    locale's bundle names as its %%ALIAS or %%Parent (transitively, with their fallbacks), so
    that e.g. nb.res (an alias of no.res) or sh.res (-> sr_Latn) keeps working.
    """
    wanted = language_subtags(languages)
    keep = {name for name in package.items if keep_item(name, wanted)}
    prefix = package.prefix
    for tree in LOCALE_TREES:
        folder = prefix + (tree + "/" if tree else "")
        pool_item = package.items.get(folder + "pool.res")
        pool = _ResourceBundle(pool_item, folder + "pool.res") if pool_item else None
        pending = [name for name in keep if is_locale_bundle(name) and _split(name)[0] == tree]
        while pending:
            name = pending.pop()
            bundle = _ResourceBundle(package.items[name], name)
            for target in bundle.links(pool):
                for locale in (target, *_fallbacks(target)):
                    linked = f"{folder}{locale}.res"
                    if linked in package.items and linked not in keep:
                        keep.add(linked)
                        pending.append(linked)
    return keep


class _ResourceBundle:
    """Just enough of ICU's resource bundle format ("ResB", uresdata.h) to read the string
    values of the root table's "%%ALIAS" and "%%Parent" keys; pool.res supplies shared keys
    and strings of bundles built with a pool bundle."""

    LINK_KEYS = frozenset({b"%%ALIAS", b"%%Parent"})

    def __init__(self, item: bytes, name: str) -> None:
        self.name = name
        header_size = _check_data_header(item, b"ResB", name)
        version = item[16]
        self.data = item[header_size:]
        self.root, indexes0 = struct.unpack_from("<II", self.data, 0)
        index_length = indexes0 & 0xFF
        if version < 2 or index_length < 7:
            raise ValueError(f"{name}: unsupported resource bundle format {version}")
        indexes = struct.unpack_from(f"<{index_length}I", self.data, 4)
        keys_top, attributes, top16 = indexes[1], indexes[5], indexes[6]
        # Keys below this byte offset are the bundle's own; the others are pool.res's.
        self.local_key_limit = keys_top * 4 if keys_top > 1 + index_length else 0
        self.pool_keys = 4 + 4 * index_length  # where a pool bundle's keys start
        self.uses_pool = bool(attributes & 4)
        self.pool_string_limit = (indexes0 >> 8 if version >= 3 else 0) | (
            (attributes & 0xF000) << 12
        )
        self.pool_string16_limit = attributes >> 16
        self.units = keys_top * 4 if top16 > keys_top else -1  # start of the 16-bit units

    def _u16(self, offset: int) -> int:
        return int(struct.unpack_from("<H", self.data, offset)[0])

    def _u32(self, offset: int) -> int:
        return int(struct.unpack_from("<I", self.data, offset)[0])

    def _pool(self, pool: _ResourceBundle | None) -> _ResourceBundle:
        if not self.uses_pool:
            raise ValueError(f"{self.name}: refers to a pool bundle it was not built with")
        if pool is None:
            raise ValueError(f"{self.name}: uses a pool bundle, but there is no pool.res")
        return pool

    def _key(self, offset: int, wide: bool, pool: _ResourceBundle | None) -> bytes:
        if wide:  # 32-bit key offsets: negative ones are in the pool
            if offset < 0x80000000:
                return _c_string(self.data, offset)
            p = self._pool(pool)
            return _c_string(p.data, p.pool_keys + (offset & 0x7FFFFFFF))
        if offset < self.local_key_limit:
            return _c_string(self.data, offset)
        p = self._pool(pool)
        return _c_string(p.data, p.pool_keys + offset - self.local_key_limit)

    def _string(self, resource: int, pool: _ResourceBundle | None) -> str | None:
        kind, offset = resource >> 28, resource & 0x0FFFFFFF
        if kind == 0:  # URES_STRING: int32 length, UTF-16 units
            if offset == 0:
                return ""
            length = self._u32(offset * 4)
            return self.data[offset * 4 + 4 : offset * 4 + 4 + 2 * length].decode("utf-16-le")
        if kind != 6:  # not URES_STRING_V2
            return None
        source = self
        if offset < self.pool_string_limit:
            source = self._pool(pool)
        else:
            offset -= self.pool_string_limit
        if source.units < 0:
            raise ValueError(f"{source.name}: string resource without 16-bit units")
        start = source.units + 2 * offset
        first = source._u16(start)
        if not 0xDC00 <= first <= 0xDFFF:  # NUL-terminated
            end = start
            while source._u16(end):
                end += 2
        elif first < 0xDFEF:
            start, end = start + 2, start + 2 + 2 * (first & 0x3FF)
        elif first < 0xDFFF:
            length = ((first - 0xDFEF) << 16) | source._u16(start + 2)
            start, end = start + 4, start + 4 + 2 * length
        else:
            length = (source._u16(start + 2) << 16) | source._u16(start + 4)
            start, end = start + 6, start + 6 + 2 * length
        return source.data[start:end].decode("utf-16-le")

    def _from16(self, resource16: int) -> int:
        if resource16 >= self.pool_string16_limit:
            resource16 += self.pool_string_limit - self.pool_string16_limit
        return (6 << 28) | resource16

    def links(self, pool: _ResourceBundle | None) -> list[str]:
        """Locale ids in the root table's %%ALIAS / %%Parent values (keywords cut off)."""
        kind, offset = self.root >> 28, self.root & 0x0FFFFFFF
        if kind == 5:  # URES_TABLE16: 16-bit keys and 16-bit (string) items
            if self.units < 0:
                raise ValueError(f"{self.name}: 16-bit table without 16-bit units")
            start = self.units + 2 * offset
            count = self._u16(start)
            keys = [self._u16(start + 2 + 2 * i) for i in range(count)]
            values = [self._from16(self._u16(start + 2 + 2 * (count + i))) for i in range(count)]
            wide = False
        elif kind == 2:  # URES_TABLE: 16-bit keys, 32-bit items
            start = offset * 4
            count = self._u16(start) if offset else 0
            keys = [self._u16(start + 2 + 2 * i) for i in range(count)]
            items = start + 2 + 2 * (count + (~count & 1))
            values = [self._u32(items + 4 * i) for i in range(count)]
            wide = False
        elif kind == 4:  # URES_TABLE32: 32-bit keys and items
            start = offset * 4
            count = self._u32(start) if offset else 0
            keys = [self._u32(start + 4 + 4 * i) for i in range(count)]
            values = [self._u32(start + 4 + 4 * (count + i)) for i in range(count)]
            wide = True
        else:
            raise ValueError(f"{self.name}: root resource is not a table (type {kind})")
        targets = []
        for key, value in zip(keys, values, strict=True):
            if self._key(key, wide, pool) in self.LINK_KEYS:
                target = self._string(value, pool)
                if target:
                    targets.append(target.split("@")[0])
        return targets


def trim_package(data: bytes, languages: Iterable[str]) -> bytes:
    """The package `data` with only the items `select_items` keeps."""
    package = parse_package(data)
    keep = select_items(package, languages)
    return write_package(
        package.header, {name: item for name, item in package.items.items() if name in keep}
    )


# --- Building the replacement library ----------------------------------------------------------


def find_c_compiler() -> str | None:
    """Path of cc, gcc or clang (the first on PATH), or None."""
    for name in ("cc", "gcc", "clang"):
        path = shutil.which(name)
        if path:
            return path
    return None


def assembly_source(symbol: str, dat_file: str) -> str:
    """pkgdata-style assembler that exports the package at `dat_file` as `symbol`."""
    if not _SYMBOL.fullmatch(symbol.encode()) or '"' in dat_file or "\\" in dat_file:
        raise ValueError(f"refusing to write assembler for {symbol!r} / {dat_file!r}")
    # %object / %progbits rather than @...: '@' starts a comment in 32-bit ARM's assembler.
    return (
        "\t.section .rodata\n"
        "\t.balign 16\n"
        f"\t.globl {symbol}\n"
        f"\t.type {symbol},%object\n"
        f"{symbol}:\n"
        f'\t.incbin "{dat_file}"\n'
        f"\t.size {symbol}, . - {symbol}\n"
        '\t.section .note.GNU-stack,"",%progbits\n'
    )


def _skip(original: Path, reason: str) -> None:
    print(f"icu_data: keeping the original {original.name} (not trimmed): {reason}")


def build_trimmed_library(original: Path, out_dir: Path, languages: Iterable[str]) -> Path | None:
    """Write `out_dir/<original name>`: `original` with the ICU data trimmed to `languages`.

    Same file name, SONAME and data symbol, so libicuuc loads it in place of the original.
    Returns None (after printing one line saying why) when not on Linux, without a C compiler,
    or if compiling fails; the caller then bundles the original. Raises ValueError if the
    original is not the expected ELF64 LE library holding an ICU common data package.
    """
    if not sys.platform.startswith("linux"):
        _skip(original, f"trimming is implemented for Linux only, not {sys.platform}")
        return None
    compiler = find_c_compiler()
    if compiler is None:
        _skip(original, "no C compiler (cc, gcc or clang) on PATH")
        return None
    symbol, data = read_icu_symbol(original)
    soname = read_soname(original) or original.name
    trimmed = trim_package(data, languages)
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / original.name
    with tempfile.TemporaryDirectory(prefix="icu_data_") as work:
        dat_name = symbol.removesuffix("_dat") + ".dat"
        (Path(work) / dat_name).write_bytes(trimmed)
        (Path(work) / "icu_data.S").write_text(assembly_source(symbol, dat_name))
        command = [
            compiler,
            "-shared",
            "-nostdlib",
            f"-Wl,-soname,{soname}",
            "-o",
            str(target.resolve()),
            "icu_data.S",
        ]
        try:
            result = subprocess.run(
                command, cwd=work, capture_output=True, text=True, timeout=300, check=False
            )
        except (OSError, subprocess.TimeoutExpired) as error:
            _skip(original, f"{Path(compiler).name} failed: {error}")
            target.unlink(missing_ok=True)
            return None
    if result.returncode != 0:
        message = (result.stderr or result.stdout).strip().splitlines()
        _skip(original, f"{Path(compiler).name} failed: {message[0] if message else '?'}")
        target.unlink(missing_ok=True)
        return None
    try:  # the compiler may target another machine, or mangle what it was given
        ok = _machine(target) == _machine(original) and read_icu_symbol(target) == (
            symbol,
            trimmed,
        )
    except ValueError:
        ok = False
    if not ok:
        _skip(original, f"{Path(compiler).name} did not produce a matching library")
        target.unlink(missing_ok=True)
        return None
    return target


@dataclass(frozen=True)
class TrimSummary:
    """Sizes in bytes of the two library files, and how many data items the trimmed one kept."""

    original_size: int
    trimmed_size: int
    items_kept: int
    items_dropped: int

    def __str__(self) -> str:
        mib = 1024 * 1024
        return (
            f"{self.original_size / mib:.1f} MiB -> {self.trimmed_size / mib:.1f} MiB "
            f"({self.items_kept} ICU data items kept, {self.items_dropped} dropped)"
        )


def summarize(original: Path, trimmed: Path) -> TrimSummary:
    """File sizes and item counts of an original and a trimmed library, for the build log."""
    kept = parse_package(read_icu_symbol(trimmed)[1]).items
    total = parse_package(read_icu_symbol(original)[1]).items
    return TrimSummary(
        original.stat().st_size,
        trimmed.stat().st_size,
        len(kept),
        len(total.keys() - kept.keys()),
    )
