"""The French and Russian catalogs are complete, keep the placeholders and the plural forms."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from .conftest import TRANSLATED, parse_ts

PLACEHOLDER = re.compile(r"%L?\d{1,2}|%n")
PLURAL_FORMS = {"fr": 2, "ru": 3, "en": 2}


def _placeholders(text: str) -> Counter[str]:
    return Counter(p.replace("%L", "%") for p in PLACEHOLDER.findall(text))


def _messages(code: str):
    for context in parse_ts(code).iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            yield name, message


@pytest.mark.parametrize("code", TRANSLATED)
def test_no_message_is_unfinished_or_empty(code: str) -> None:
    problems = []
    for context, message in _messages(code):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is None or translation.get("type") in ("unfinished", "vanished"):
            problems.append(f"{context}: {source!r} is unfinished")
            continue
        if message.get("numerus") == "yes":
            forms = [f.text or "" for f in translation.findall("numerusform")]
            if len(forms) != PLURAL_FORMS[code] or not all(f.strip() for f in forms):
                problems.append(f"{context}: {source!r} needs {PLURAL_FORMS[code]} plural forms")
        elif not (translation.text or "").strip():
            problems.append(f"{context}: {source!r} has an empty translation")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("code", TRANSLATED)
def test_translations_keep_the_placeholders(code: str) -> None:
    problems = []
    for context, message in _messages(code):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        texts = [f.text or "" for f in translation.findall("numerusform")] or [
            translation.text or ""
        ]
        for text in texts:
            if not text:
                continue  # reported by test_no_message_is_unfinished_or_empty
            wanted = _placeholders(source)
            got = _placeholders(text)
            # A plural form may spell the count out ("одно очко"), but never invent one.
            if message.get("numerus") == "yes":
                wanted.pop("%n", None)
                got.pop("%n", None)
            if got != wanted:
                problems.append(f"{context}: {source!r} -> {text!r}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("code", ("en", *TRANSLATED))
def test_every_message_has_a_named_context(code: str) -> None:
    """lupdate files tr() calls it cannot attribute under an empty context: never matched."""
    nameless = [message.findtext("source") for context, message in _messages(code) if not context]
    assert not nameless, nameless


@pytest.mark.parametrize("code", ("en", *TRANSLATED))
def test_every_count_message_is_a_plural_message(code: str) -> None:
    """A %n text lupdate did not file as plural gets one form: Russian counts read wrong.

    (pyside6-lupdate misses the plural in QCoreApplication.translate(ctx, text, "", n) when n is
    a plain variable; self.tr(text, "", n) or a TrContext's .tr() are read correctly.)
    """
    singular = [
        f"{context}: {message.findtext('source')}"
        for context, message in _messages(code)
        if "%n" in (message.findtext("source") or "") and message.get("numerus") != "yes"
    ]
    assert not singular, "\n".join(singular)


@pytest.mark.parametrize("code", TRANSLATED)
def test_plural_messages_have_the_language_plural_count(code: str) -> None:
    root = parse_ts(code)
    assert root.get("language") == code
    assert root.get("sourcelanguage") == "en"
    numerus = [m for _, m in _messages(code) if m.get("numerus") == "yes"]
    assert numerus, "the catalog has plural messages (%n)"
    for message in numerus:
        forms = message.find("translation").findall("numerusform")
        assert len(forms) == PLURAL_FORMS[code], message.findtext("source")
