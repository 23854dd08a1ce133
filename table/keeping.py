"""Keeping games: the whole policy for autosave, resume, the previous game, unreadable saves and
other tabs of the page, against any store with ``get``, ``set``, ``remove`` and ``keys`` (the
browser's `localStorage` through `web/storage.js` in the page, a dict in tests).

- **Autosave.** After every change the table's state is written under `self.keys.game`, unless it is
  what was last written or read. The first failure, and the first success after one, change the
  autosave line (`autosave` says so).
- **Resume.** The saved game is read back when the page opens. An entry that cannot be read is
  never deleted: it is moved aside (`saved.Keys.unreadable`) and reported once in a notice offering
  its download. If storage will not even keep it aside, it stays where it is and nothing is saved
  over it until the player has downloaded it.
- **Previous game.** A game that a new game, a link or an imported game replaces before it has
  ended is kept under `self.keys.previous`; going back to it swaps the two.
- **Other tabs.** A game another tab saved is shown here too, so that neither tab saves an older
  game over a newer one. When two tabs write at the same moment (neither has seen the other's
  game yet), the later writer finds an entry it has not seen: it keeps that game as the previous
  one before saving its own, and says so, so that no move is dropped.
- **Sizes first.** Every entry's length is asked before it is read (`Store.size`): an entry far
  too big to be a game (`table.state.MAX_LENGTH`) is never read, as it would not even become a
  string on the page's MicroPython; the saved game is moved aside unread (`saved.Keys.oversized`).

The sentences are `words`'; what the page shows is the controller's business.
"""

from table import saved, words
from table.saved import Keys
from table.screen import Notice
from table.state import MAX_LENGTH

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Protocol

    from table.spec import Spec

    class Store(Protocol):
        """Storage that answers instead of throwing (`web/storage.js`)."""

        def get(self, key: str) -> str | None: ...

        def set(self, key: str, value: str) -> bool: ...

        def remove(self, key: str) -> None: ...

        def keys(self) -> "list[str]": ...

        def size(self, key: str) -> int: ...

        def move(self, key: str, new_key: str) -> bool: ...


# The autosave line's states.
SAVED = "saved"
FAILED = "failed"


class KeepingError(ValueError):
    """A kept game that cannot be brought back; the message says why, for the player."""


class Keeper:
    """The games kept in ``store``; ``now`` gives the date and time (ISO 8601, UTC) to stamp
    entries with."""

    def __init__(self, store: "Store", now: "Any", spec: "Spec") -> None:
        self.store = store
        self.now = now
        self.spec = spec
        self.keys = Keys(spec.key_prefix)
        # The state last written or read (its `saved.body`), so that an unchanged table is not
        # written again; and its moves (the list itself) and other fields, to tell at no cost
        # that a state is that one (a session's list of moves is a new one when they change).
        self._saved = ""
        self._saved_moves: object = None
        self._saved_rest: dict[str, Any] = {}
        self.save_failed = False
        # An unreadable saved game that storage would not keep aside: never overwritten until
        # the player has downloaded it.
        self.unkept = ""
        # The saved entry as this tab last read or wrote it (None: there was none): any other
        # text there now was written by another tab meanwhile.
        self._known: str | None = None
        # A saved entry too big to read that storage would not move aside: left as it is.
        self.oversized = False

    def _write(self, key: str, state: "dict[str, Any]") -> bool:
        return bool(self.store.set(key, saved.encode(state, self.now())))

    def _read(self, key: str) -> str | None:
        """The entry under ``key``, None if there is none; raises `KeepingError` for one too big
        to be a game, without reading it."""
        size = self.store.size(key)
        if size < 0:
            return None
        if size > MAX_LENGTH:
            raise KeepingError(words.too_big_to_read(size))
        return self.store.get(key)

    # -- autosave and resume ---------------------------------------------------------------

    def autosave(self, state: "dict[str, Any]") -> "tuple[str | None, Notice | None]":
        """Write the table's state if it changed. Returns the autosave line's new state
        (`SAVED` or `FAILED`) when it changes, else None, and a notice when another tab had
        written a game meanwhile (kept as the previous game)."""
        if self.unkept or self.oversized:
            return None, None
        moves = state.get("moves")
        rest = {name: value for name, value in state.items() if name != "moves"}
        if moves is self._saved_moves and rest == self._saved_rest:
            return None, None
        body = saved.body(state)
        if body == self._saved:
            self._saved_moves, self._saved_rest = moves, rest
            return None, None
        notice = self._keep_theirs()
        text = saved.stamped(body, self.now())
        ok = bool(self.store.set(self.keys.game, text))
        if ok:
            self._saved = body
            self._saved_moves, self._saved_rest = moves, rest
            self._known = text
        if ok != self.save_failed:
            return None, notice
        self.save_failed = not ok
        return (SAVED if ok else FAILED), notice

    def _keep_theirs(self) -> Notice | None:
        """Before writing: a game another tab wrote that this tab has not seen is kept as the
        previous game (as it is, unread), and the notice says so."""
        size = self.store.size(self.keys.game)
        if size < 0:
            return None
        if size > MAX_LENGTH:
            self.store.move(self.keys.game, self.keys.oversized(self.now()))
            return None
        theirs = self.store.get(self.keys.game)
        if theirs is None or theirs == self._known:
            return None
        self.store.set(self.keys.previous, theirs)
        return Notice(words.BOTH_TABS_KEPT, [("restore-previous", words.BACK_TO_THAT_GAME)])

    def resume(self) -> "tuple[dict[str, Any] | None, Notice | None]":
        """The saved game's state, if there is a readable one, and a notice if there was an
        unreadable one (kept aside)."""
        size = self.store.size(self.keys.game)
        if size > MAX_LENGTH:
            kept = self.store.move(self.keys.game, self.keys.oversized(self.now()))
            if not kept:
                self.oversized = True  # never saved over (nor read, so not downloadable)
            notice = Notice(words.save_too_big(size, kept), [], "warn", "unreadable")
            return None, notice
        text = self.store.get(self.keys.game) if size >= 0 else None
        self._known = text
        if text is None:
            return None, None
        try:
            state = saved.decode(self.spec, text)
        except ValueError as error:
            return None, self._keep_unreadable(text, str(error))
        self._saved = saved.body(state)
        self._saved_moves = None
        return state, None

    def _keep_unreadable(self, text: str, reason: str) -> Notice:
        key = self.keys.unreadable(self.now())
        kept = self.store.set(key, text)
        if not kept:
            key = ""
            self.unkept = text
        return Notice(
            words.unreadable_save(reason, bool(kept)),
            [("download-kept", words.DOWNLOAD_IT)],
            "warn",
            "unreadable",
            key,
        )

    def other_tab(self, key: str | None, text: str | None, current: "dict[str, Any]") -> "Any":
        """The state another tab saved (a storage event's ``key`` and new ``text``) if this tab
        should show it, else None. That tab reports an entry it cannot read. An event that
        storage has since moved past (this tab has written over it) is stale."""
        if key != self.keys.game or text is None or self.store.size(key) != len(text):
            return None
        if text != self.store.get(key):
            return None
        self._known = text
        try:
            state = saved.decode(self.spec, text)
        except ValueError:
            return None
        if state == current:
            return None
        self._saved = saved.body(state)
        self._saved_moves = None
        return state

    # -- the previous game -----------------------------------------------------------------

    def new_game(self, current: "dict[str, Any]", over: bool) -> Notice | None:
        """Before a new game: an unfinished game with moves is kept as the previous game."""
        if not current["moves"] or over:
            return None
        self._write(self.keys.previous, current)
        return Notice(words.NEW_GAME_KEEPS, [("restore-previous", words.BACK_TO_THAT_GAME)])

    def replace(self, current: "dict[str, Any]", new: "dict[str, Any]", what: str) -> "Any":
        """Before opening ``new`` (``what``: how the page names it): the current game is kept as
        the previous one unless ``new`` continues it. The notice that says so, or None."""
        if saved.continues(current, new, self.spec.rules_fields):
            return None
        self._write(self.keys.previous, current)
        return Notice(words.opened_keeps(what), [("restore-previous", words.BACK_TO_MY_GAME)])

    def restore_previous(self, current: "dict[str, Any]") -> "tuple[dict[str, Any], Notice]":
        """The previous game's state, the current game kept in its place (a swap: either can
        come back), and the notice saying so. Raises `KeepingError` when there is none to read."""
        try:
            text = self._read(self.keys.previous)
        except KeepingError as error:
            raise KeepingError(words.previous_unreadable(str(error))) from None
        if text is None:
            raise KeepingError(words.NO_PREVIOUS_GAME)
        try:
            state = saved.decode(self.spec, text)
        except ValueError as error:
            raise KeepingError(words.previous_unreadable(str(error))) from None
        self._write(self.keys.previous, current)
        return state, Notice(words.BACK_TO_PREVIOUS, [("restore-previous", words.SWITCH_BACK)])

    # -- unreadable entries ----------------------------------------------------------------

    def kept_aside(self) -> "list[str]":
        """The keys of the unreadable entries kept aside, oldest first."""
        return self.keys.unreadable_keys(self.store.keys())

    def unreadable_text(self, key: str) -> str | None:
        """An unreadable entry as it was (``key`` ``""``: the one storage would not keep aside)."""
        if not key:
            return self.unkept or None
        try:
            return self._read(key)
        except KeepingError:
            return None

    def downloaded(self, key: str) -> bool:
        """The player has downloaded an unreadable entry; whether the page may save again."""
        if key or not self.unkept:
            return False
        self.unkept = ""
        return True

    def delete(self, key: str) -> None:
        """Delete an unreadable entry kept aside (the player asked to)."""
        if key.startswith(self.keys.unreadable_prefix):
            self.store.remove(key)
