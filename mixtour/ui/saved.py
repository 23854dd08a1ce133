"""Autosave: the game in progress, kept in the browser's `localStorage` after every change.

The page stores one entry under `KEY` (``mixtour.game.v1``): the JSON of `Session.state()` (mode,
options, AI level, start position, moves, redo branch, pause) and ``saved``, when it was written.
Reading (`decode`) checks every field and replays every move, and raises `SavedGameError`
saying what is wrong. The page never deletes an entry it cannot read: it moves it aside to
``mixtour.game.v1.unreadable.<when>`` (`unreadable_key`), says so once, offers it for download,
and starts a new game.

When a link or an imported record replaces a game whose moves it does not continue, that game
is kept under `PREVIOUS_KEY` (``mixtour.game.v1.previous``) so that the player can go back to it.

A page whose state changes incompatibly uses a new key (``mixtour.game.v2``) and reads this one
once to move it over; the version inside the entry is checked too.
"""

import json

from mixtour import MixtourError
from mixtour.ui.options import (
    AGREED_FIELDS,
    COMMENT_FIELDS,
    MAX_LENGTH,
    STATE_FIELDS,
    STATE_VERSION,
    THREE_FIELDS,
    read_offer,
    read_state,
    table_state,
)

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

KEY = "mixtour.game.v1"
UNREADABLE_PREFIX = KEY + ".unreadable."
# Entries far too big to be a game are moved aside unread, under their own prefix: the page
# never reads them (not even to offer their download), as they would not fit in its memory.
OVERSIZED_PREFIX = KEY + ".oversized."
PREVIOUS_KEY = KEY + ".previous"
# Each field of a table's state (`options.table_state`), and when it was saved.
_FIELDS = STATE_FIELDS + ("saved",)  # noqa: RUF005 (MicroPython has no unpacking in displays)
_OPTIONAL_FIELDS = AGREED_FIELDS + THREE_FIELDS + COMMENT_FIELDS  # seats: a game of three's


class SavedGameError(MixtourError):
    """A saved game that cannot be read; the message says what is wrong with it."""


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


def stamped(text: str, saved_at: str) -> str:
    """The stored entry for a state's `body`, stamped with ``saved_at``."""
    return text[:-1] + ', "saved": ' + json.dumps(saved_at) + "}"


def _moves_json(texts: "list[str]") -> str:
    """The JSON of moves in notation, written in one join: MicroPython's `json.dumps` takes
    15 ms for a 5,000-move list, one character at a time, which a long game's autosave would
    pay at every move. Notation is letters, digits, ``-`` and ``:``; a quote or backslash (no
    move has one) is escaped by `json.dumps` all the same."""
    plain = "".join(texts)
    if '"' in plain or "\\" in plain:
        return json.dumps(texts)
    return '["' + '", "'.join(texts) + '"]' if texts else "[]"


def unreadable_key(saved_at: str) -> str:
    """Where an unreadable entry is kept, named after when it was found."""
    return UNREADABLE_PREFIX + saved_at


def oversized_key(saved_at: str) -> str:
    """Where an entry too big to read is moved, named after when it was found."""
    return OVERSIZED_PREFIX + saved_at


def unreadable_filename(date: str) -> str:
    """The name a downloaded unreadable entry gets: ``mixtour-unreadable-save-2026-11-22.txt``."""
    return f"mixtour-unreadable-save-{date}.txt"


def unreadable_keys(keys: "list[str]") -> "list[str]":
    """The kept-aside unreadable entries among storage ``keys``, oldest first."""
    return sorted(key for key in keys if key.startswith(UNREADABLE_PREFIX))


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_types(entry: "dict[str, Any]") -> None:
    for name in entry:
        if name not in _FIELDS and name not in _OPTIONAL_FIELDS:
            raise SavedGameError(f"the saved game has an unknown field {name!r}")
    for name in _FIELDS:
        if name not in entry:
            raise SavedGameError(f"the saved game has no {name!r}")
    for name in ("mode", "human", "level", "speed", "start", "saved"):
        if not isinstance(entry[name], str):
            raise SavedGameError(f"the saved game's {name!r} is not text")
    for name in ("target", "reserve"):
        if not _is_int(entry[name]):
            raise SavedGameError(f"the saved game's {name!r} is not a whole number")
    for name in ("repetition_draw", "paused"):
        if not isinstance(entry[name], bool):
            raise SavedGameError(f"the saved game's {name!r} is not true or false")
    for name in ("moves", "redo"):
        value = entry[name]
        if not isinstance(value, list) or not all(isinstance(move, str) for move in value):
            raise SavedGameError(f"the saved game's {name!r} is not a list of moves")


def decode(text: str) -> "dict[str, Any]":
    """The table state in a stored entry, checked field by field and replayed move by move.
    Raises `SavedGameError` saying what is wrong."""
    if not isinstance(text, str):
        raise SavedGameError("a saved game is text")
    if len(text) > MAX_LENGTH:
        raise SavedGameError(f"the saved game is too big to be a game ({len(text)} characters)")
    try:
        entry = json.loads(text)
    except Exception:
        raise SavedGameError("the saved game is not valid JSON") from None
    if not isinstance(entry, dict):
        raise SavedGameError("the saved game is not a JSON object")
    if "version" not in entry:
        raise SavedGameError("the saved game has no format version ('version')")
    version = entry["version"]
    if version != STATE_VERSION or not _is_int(version):
        raise SavedGameError(
            f"the saved game has format {version!r}, which this version of the page cannot read "
            f"(it reads format {STATE_VERSION} only)"
        )
    _check_types(entry)
    try:
        options, game, redo, paused = read_state(entry)  # checks the options too
        offer = read_offer(entry, game)
    except ValueError as error:  # the engine's errors are ValueErrors too
        raise SavedGameError(f"the saved game cannot be replayed: {error}") from None
    return table_state(options, game, redo, paused, offer)


def continues(old: "dict[str, Any]", new: "dict[str, Any]") -> bool:
    """Whether the game ``new`` describes continues the game ``old`` describes (same rules and
    start, and ``old``'s moves are the first moves of ``new``), so that opening ``new`` loses
    nothing of ``old``. A game with no moves and no redo branch loses nothing either."""
    if not old.get("moves") and not old.get("redo"):
        return True
    for name in ("target", "repetition_draw", "start"):
        if old.get(name) != new.get(name):
            return False
    played = list(old.get("moves", [])) + list(reversed(old.get("redo", [])))
    return list(new.get("moves", []))[: len(played)] == played
