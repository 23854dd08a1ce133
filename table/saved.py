"""Autosave: the game in progress, kept in the browser's `localStorage` after every change, under
its game's `Keys` (docs/saving-and-sharing.md, "Keeping games in the browser", says the whole
policy, which `table.keeping` runs).

An entry is the JSON of the table's state (`table.state.write`) and ``saved``, when it was
written. Reading (`decode`) checks every field and replays every move, and raises
`SavedGameError` saying what is wrong. Each entry the page writes names itself, ``rev``, and the
entry it was written over as its tab knew it, ``base`` (`follows`).
"""

import json

from table import keeping_words
from table import state as layout

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from table.model import Spec


class SavedGameError(ValueError):
    """A saved game that cannot be read: ``reason``, a key of
    `table.keeping_words.SAVED_REASONS`, and its ``parts``; the message says what is wrong with
    it in the page's words."""

    def __init__(self, reason: str, *parts: object) -> None:
        super().__init__(keeping_words.SAVED_REASONS[reason].format(*parts))
        self.reason = reason
        self.parts = parts


class Keys:
    """Where one game's entries are kept in storage, under its spec's `key_prefix`."""

    __slots__ = ("game", "oversized_prefix", "previous", "recent_prefix", "unreadable_prefix")

    def __init__(self, prefix: str) -> None:
        self.game = prefix + "game.v1"
        self.unreadable_prefix = self.game + ".unreadable."
        # Entries far too big to be a game are moved aside unread: they would not fit in memory.
        self.oversized_prefix = self.game + ".oversized."
        self.previous = self.game + ".previous"
        self.recent_prefix = self.game + ".recent."

    # Where an entry is kept aside, named after when: unreadable, too big to read, or a game
    # set aside among the recent games.
    def unreadable(self, saved_at: str) -> str:
        return self.unreadable_prefix + saved_at

    def oversized(self, saved_at: str) -> str:
        return self.oversized_prefix + saved_at

    def recent(self, saved_at: str) -> str:
        return self.recent_prefix + saved_at

    def recent_keys(self, keys: "list[str]") -> "list[str]":
        """The recent games among storage ``keys``, oldest first (the one slot of before
        first of all)."""
        recent = sorted(key for key in keys if key.startswith(self.recent_prefix))
        return ([self.previous] if self.previous in keys else []) + recent

    def unreadable_keys(self, keys: "list[str]") -> "list[str]":  # oldest first
        return sorted(key for key in keys if key.startswith(self.unreadable_prefix))


def encode(state: "dict[str, Any]", saved_at: str) -> str:
    """The text stored for a table's state, stamped with ``saved_at`` (an ISO date and time)."""
    return stamped(body(state), saved_at)


def body(state: "dict[str, Any]") -> str:
    """The text stored for a table's state, but for when it was saved (`stamped` adds that).
    Two states are the same exactly when their bodies are, which a long game's page compares
    faster than the states."""
    entry = dict(state)
    moves = _moves_json(entry.pop("moves"))
    redo = _moves_json(entry.pop("redo"))
    return json.dumps(entry)[:-1] + ', "moves": ' + moves + ', "redo": ' + redo + "}"


def stamped(text: str, saved_at: str, rev: str = "", base: str = "") -> str:
    """The stored entry for a state's `body`, stamped with ``saved_at`` and, for the game in
    play, its ``rev`` and ``base`` (see `follows`)."""
    marks = ""
    if rev:
        marks = ', "rev": ' + json.dumps(rev) + ', "base": ' + json.dumps(base)
    return text[:-1] + marks + ', "saved": ' + json.dumps(saved_at) + "}"


def marks(text: str | None) -> "tuple[str, str]":
    """An entry's ``rev`` and ``base`` (``""`` for one that has none, or no entry)."""
    if not text:
        return "", ""
    try:
        entry = json.loads(text)
    except Exception:
        return "", ""
    if not isinstance(entry, dict):
        return "", ""
    rev, base = entry.get("rev", ""), entry.get("base", "")
    return (rev if isinstance(rev, str) else ""), (base if isinstance(base, str) else "")


def follows(text: str, known: str | None) -> bool:
    """Whether the entry ``text`` was written over ``known`` (the entry a tab last wrote or
    read), by a tab that had seen it: its ``base`` is ``known``'s ``rev``."""
    return marks(text)[1] == marks(known)[0]


def _moves_json(texts: "list[str]") -> str:
    """The JSON of moves in notation, written in one join: MicroPython's `json.dumps` takes
    15 ms for a 5,000-move list, one character at a time, which a long game's autosave would
    pay at every move. A quote or backslash (no move has one) is escaped by `json.dumps` all
    the same."""
    plain = "".join(texts)
    if '"' in plain or "\\" in plain:
        return json.dumps(texts)
    return '["' + '", "'.join(texts) + '"]' if texts else "[]"


def unreadable_filename(game: str, date: str) -> str:
    """The name a downloaded unreadable entry gets: ``mixtour-unreadable-save-2026-11-22.txt``."""
    return f"{game}-unreadable-save-{date}.txt"


def _check_types(entry: "dict[str, Any]") -> None:
    if not isinstance(entry.get("saved"), str):
        raise SavedGameError("field_not_text", "saved")
    for name in ("moves", "redo"):
        value = entry.get(name, [])
        if not isinstance(value, list) or not all(isinstance(move, str) for move in value):
            raise SavedGameError("not_moves", name)
    for name in ("rev", "base"):
        if not isinstance(entry.get(name, ""), str):
            raise SavedGameError("field_not_text", name)
    if not isinstance(entry.get("paused", False), bool):
        raise SavedGameError("not_paused")


def decode(spec: "Spec", text: str) -> "dict[str, Any]":
    """The table state in a stored entry, checked field by field and replayed move by move.
    Raises `SavedGameError` saying what is wrong."""
    if not isinstance(text, str):
        raise SavedGameError("not_text")
    if len(text) > layout.MAX_LENGTH:
        raise SavedGameError("too_big", len(text))
    try:
        entry = json.loads(text)
    except Exception:
        raise SavedGameError("not_json") from None
    if not isinstance(entry, dict):
        raise SavedGameError("not_object")
    entry = spec.saved_entry(entry)
    if "version" not in entry:
        raise SavedGameError("no_version")
    version = entry["version"]
    if version != layout.STATE_VERSION or isinstance(version, bool):
        raise SavedGameError("format", version, layout.STATE_VERSION)
    _check_types(entry)
    known = (
        layout.FIELDS
        + layout.OPTIONAL_FIELDS
        + spec.options.STATE_FIELDS
        + ("saved", "rev", "base")
    )
    for name in entry:
        if name not in known:
            raise SavedGameError("unknown_field", name)
    for name in layout.FIELDS:
        if name not in entry:
            raise SavedGameError("missing", name)
    try:
        table = layout.read(spec, entry)
    except ValueError as error:  # the engine's errors are ValueErrors too
        raise SavedGameError("replay", spec.refused(error)) from None
    return layout.write(table)


def continues(old: "dict[str, Any]", new: "dict[str, Any]", rules: "tuple[str, ...]") -> bool:
    """Whether the game ``new`` describes continues the game ``old`` describes (the same
    ``rules`` fields and start, and ``old``'s moves are the first moves of ``new``), so that
    opening ``new`` loses nothing of ``old``. A game with no moves and no redo branch loses
    nothing either."""
    if not old.get("moves") and not old.get("redo"):
        return True
    for name in rules + ("start",):  # noqa: RUF005 (MicroPython has no unpacking)
        if old.get(name) != new.get(name):
            return False
    played = list(old.get("moves", [])) + list(reversed(old.get("redo", [])))
    return list(new.get("moves", []))[: len(played)] == played
