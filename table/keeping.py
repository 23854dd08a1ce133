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
- **Recent games.** A game that a new game, a link or an imported game replaces before it has
  ended is kept among the recent games (`saved.Keys.recent`, the latest `RECENT`), and only then
  replaced; going back to one swaps it with the game in play. A notice says a game is kept only
  once storage has taken it. When storage refuses, the replaced game is *held* here instead
  (`held`): nothing is saved over it until the player goes back to it or downloads it, and only
  one game is ever held (a second replacement is refused).
- **Every write checked.** A refused autosave is said at once (`autosave`'s line), and the next
  one that works says so too.
- **Other tabs.** A game another tab saved is shown here too, so that neither tab saves an older
  game over a newer one. When two tabs write within the same moment (neither has seen the
  other's game yet), each entry's ``rev`` and ``base`` tell it (`saved.follows`): the tab that
  finds the other's entry written over a game it has not seen keeps its own game among the
  recent ones before it shows the other's, and says so, so that no move is dropped. A tab about
  to write over an entry it has not seen keeps that entry first the same way.
- **Sizes first.** Every entry's length is asked before it is read (`Store.size`): an entry far
  too big to be a game (`table.state.MAX_LENGTH`) is never read, as it would not even become a
  string on the page's MicroPython; the saved game is moved aside unread (`saved.Keys.oversized`).

The sentences are `words`'; what the page shows is the controller's business.
"""

from table import keeping_words, saved, words
from table import state as layout
from table.saved import Keys
from table.screen import Notice
from table.state import MAX_LENGTH

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Protocol

    from table.model import Spec

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
# How many recent games are kept.
RECENT = 5
# The notices' actions: back to the game set aside, and keeping a copy of a game storage refused.
BACK = "restore-previous"
SAVE_ACTIONS = [("export", keeping_words.SAVE_GAME), ("copy-link", keeping_words.COPY_LINK)]
# The topic of the notices that a game was kept (or brought back): they pass at the player's
# next action (`Controller.stirred`) or Dismiss; warnings stay until dismissed.
KEPT = "kept"
REFUSED_ACTIONS = [("download-held", keeping_words.DOWNLOAD_HELD)] + SAVE_ACTIONS  # noqa: RUF005 (MicroPython)


def kept_notice(text: str, actions: "list[tuple[str, str]]") -> Notice:
    """A notice that a game was kept (`KEPT`): it stays until the player's next action, key or
    tap (`Controller.stirred`), not a set time, for on a phone it takes a room of its own at the
    top of the page (web/style/layout.css) and would move the page when it went by itself."""
    return Notice(text, actions, topic=KEPT, lasts=0)


class KeepingError(ValueError):
    """A kept game that cannot be brought back; the message says why, for the player."""


def played(state: "dict[str, Any]") -> bool:
    """Whether a saved game's state has moves worth keeping: moves played, or moves taken back
    that Redo still offers (a game undone to its start is not an empty one)."""
    return bool(state["moves"] or state.get("redo"))


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
        # `_known`'s rev, and the text it was read from (reading a long game's entry at every
        # autosave made a move cost more the longer the game).
        self._known_rev = ""
        self._rev_read_from: str | None = None
        # A saved entry too big to read that storage would not move aside: left as it is.
        self.oversized = False
        # A replaced game storage would not keep (its entry): nothing is saved over the game in
        # storage while it is held.
        self.held = ""
        # This tab's writes' marks (`saved.follows`): unique to the tab, then counted.
        self.tab = str(now()) + "." + str(id(self) % 1000003)
        self.writes = 0

    def _read(self, key: str) -> str | None:
        """The entry under ``key``, None if there is none; raises `KeepingError` for one too big
        to be a game, without reading it."""
        size = self.store.size(key)
        if size < 0:
            return None
        if size > MAX_LENGTH:
            raise KeepingError(keeping_words.too_big_to_read(size))
        return self.store.get(key)

    def setting(self, key: str, longest: int = 1000) -> str | None:
        """A small entry of the page's own (a switch, the lessons done), None if there is none
        or it is longer than ``longest`` (then no setting the page wrote)."""
        size = self.store.size(key)
        return self.store.get(key) if 0 <= size <= longest else None

    # -- autosave and resume ---------------------------------------------------------------

    def autosave(self, state: "dict[str, Any]") -> "tuple[str | None, Notice | None]":
        """Write the table's state if it changed. Returns the autosave line's new state
        (`SAVED` or `FAILED`) when it changes, else None, and a notice when another tab had
        written a game meanwhile (kept among the recent games)."""
        if self.unkept or self.oversized:
            return None, None
        if self.held:
            return self._line(False), None
        moves = state.get("moves")
        rest = {name: value for name, value in state.items() if name != "moves"}
        if moves is self._saved_moves and rest == self._saved_rest:
            return None, None
        body = saved.body(state)
        if body == self._saved:
            self._saved_moves, self._saved_rest = moves, rest
            return None, None
        kept, notice = self._keep_theirs()
        if not kept:
            return self._line(False), notice
        self.writes += 1
        rev = self.tab + "." + str(self.writes)
        text = saved.stamped(body, self.now(), rev, self._rev_of_known())
        ok = bool(self.store.set(self.keys.game, text))
        if ok:
            self._saved = body
            self._saved_moves, self._saved_rest = moves, rest
            self._known = text
            self._known_rev, self._rev_read_from = rev, text
        return self._line(ok), notice

    def _rev_of_known(self) -> str:
        """The rev of the entry this tab last wrote or read, read from it once."""
        if self._rev_read_from is not self._known:
            self._known_rev = saved.marks(self._known)[0]
            self._rev_read_from = self._known
        return self._known_rev

    def _line(self, ok: bool) -> str | None:
        """The autosave line's new state, if it changes."""
        if ok != self.save_failed:
            return None
        self.save_failed = not ok
        return SAVED if ok else FAILED

    def _keep_theirs(self) -> "tuple[bool, Notice | None]":
        """Before writing: a game another tab wrote that this tab has not seen is kept among
        the recent games (as it is, unread), and the notice says so. False when storage would
        not keep it (then nothing is written over it)."""
        size = self.store.size(self.keys.game)
        if size < 0:
            return True, None
        if size > MAX_LENGTH:
            return bool(self.store.move(self.keys.game, self.keys.oversized(self.now()))), None
        theirs = self.store.get(self.keys.game)
        if theirs is None or theirs == self._known:
            return True, None
        if not self._keep(theirs):
            return False, Notice(words.OTHER_TAB_UNKEPT, SAVE_ACTIONS, "warn", "storage")
        self._known = theirs
        back = [(BACK, keeping_words.BACK_TO_THAT_GAME)]
        return True, kept_notice(words.BOTH_TABS_KEPT, back)

    def resume(self) -> "tuple[dict[str, Any] | None, Notice | None]":
        """The saved game's state, if there is a readable one, and a notice if there was an
        unreadable one (kept aside)."""
        size = self.store.size(self.keys.game)
        if size > MAX_LENGTH:
            kept = self.store.move(self.keys.game, self.keys.oversized(self.now()))
            if not kept:
                self.oversized = True  # never saved over (nor read, so not downloadable)
            notice = Notice(keeping_words.save_too_big(size, kept), [], "warn", "unreadable")
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
            keeping_words.unreadable_save(reason, bool(kept)),
            [("download-kept", keeping_words.DOWNLOAD_IT)],
            "warn",
            "unreadable",
            key,
        )

    def other_tab(
        self, key: str | None, text: str | None, current: "dict[str, Any]"
    ) -> "tuple[dict[str, Any] | None, Notice | None]":
        """The state another tab saved (a storage event's ``key`` and new ``text``) if this tab
        should show it, else None, and a notice when this tab's own game was kept first (that
        tab wrote over it without having seen it). That tab reports an entry it cannot read. An
        event that storage has since moved past (this tab has written over it) is stale."""
        if key != self.keys.game or text is None or self.store.size(key) != len(text):
            return None, None
        if text != self.store.get(key):
            return None, None
        try:
            state = saved.decode(self.spec, text)
        except ValueError:
            return None, None
        known, self._known = self._known, text
        if state == current:
            return None, None
        notice = None
        lost = played(current) and not saved.continues(
            current, state, self.spec.options.RULES_FIELDS
        )
        if lost and not saved.follows(text, known):
            notice = self.set_aside(
                current, words.BOTH_TABS_KEPT_HERE, keeping_words.BACK_TO_MY_GAME
            )
            if notice is None:  # neither kept nor held: this tab's game stays
                self._known = known
                return None, Notice(words.OTHER_TAB_REFUSED, SAVE_ACTIONS, "warn", "storage")
        self._saved = saved.body(state)
        self._saved_moves = None
        return state, notice

    # -- recent games ----------------------------------------------------------------------

    def _keep(self, text: str, leaving: str = "") -> bool:
        """Keep an entry among the recent games; whether storage took it. Only then is the
        oldest beyond `RECENT` let go, not counting ``leaving`` (the recent game opened in its
        place, which leaves the list next)."""
        key = self.keys.recent(self.now())
        while self.store.size(key) >= 0:  # written this very moment by another tab
            key += "+"
        if not self.store.set(key, text):
            return False
        for old in [kept for kept in self.recent_keys() if kept != leaving][:-RECENT]:
            self.store.remove(old)
        return True

    def recent_keys(self) -> "list[str]":
        """The recent games' keys, oldest first."""
        return self.keys.recent_keys(self.store.keys())

    def recent(self) -> "list[tuple[str, Any]]":
        """The recent games, newest first: each key and its table (None: unreadable)."""
        games: list[tuple[str, Any]] = []
        for key in reversed(self.recent_keys()):
            table = None
            try:
                text = self._read(key)
                if text is not None:
                    table = layout.read(self.spec, saved.decode(self.spec, text))
            except ValueError:
                pass
            games.append((key, table))
        return games

    def set_aside(self, current: "dict[str, Any]", kept: str, back: str) -> Notice | None:
        """Before ``current`` is replaced: keep it among the recent games, or else hold it (see
        `held`). The notice saying which (``kept``: what it says when kept; ``back``: its button),
        or None when neither can be done: then ``current`` must not be replaced."""
        text = saved.encode(current, self.now())
        if self._keep(text):
            return kept_notice(kept, [(BACK, back)])
        if self.held:
            return None
        self.held = text
        actions = [(BACK, back), ("download-held", keeping_words.DOWNLOAD_IT)]
        return Notice(keeping_words.NOT_KEPT, actions, "warn")

    def new_game(self, current: "dict[str, Any]", over: bool) -> "tuple[bool, Notice | None]":
        """Before a new game: an unfinished game with moves (`played`) is set aside. Whether the
        new game may start, and the notice."""
        if not played(current) or over:
            return True, None
        notice = self.set_aside(
            current, keeping_words.NEW_GAME_KEEPS, keeping_words.BACK_TO_THAT_GAME
        )
        return notice is not None, notice or Notice(
            keeping_words.REFUSED_NOT_KEPT, REFUSED_ACTIONS, "warn"
        )

    def replace(
        self, current: "dict[str, Any]", new: "dict[str, Any]", what: str
    ) -> "tuple[bool, Notice | None]":
        """Before opening ``new`` (``what``: how the page names it): the current game is set
        aside unless ``new`` continues it. Whether ``new`` may open, and the notice."""
        if saved.continues(current, new, self.spec.options.RULES_FIELDS):
            return True, None
        notice = self.set_aside(
            current, keeping_words.opened_keeps(what), keeping_words.BACK_TO_MY_GAME
        )
        return notice is not None, notice or Notice(
            keeping_words.REFUSED_NOT_KEPT, REFUSED_ACTIONS, "warn"
        )

    def restore_previous(
        self, current: "dict[str, Any]", key: str = ""
    ) -> "tuple[dict[str, Any], Notice]":
        """A recent game's state (``key``; the game held, else the latest, when empty), the
        current game set aside in its place (a swap: either can come back), and the notice
        saying so. Raises `KeepingError` when there is none to read, or when storage would keep
        neither."""
        held = not key and self.held
        if held:
            text: str | None = self.held
        else:
            keys = self.recent_keys()
            if not key and keys:
                key = keys[-1]
            if key not in keys:
                raise KeepingError(
                    keeping_words.RECENT_GONE if key else keeping_words.NO_PREVIOUS_GAME
                )
            try:
                text = self._read(key)
            except KeepingError as error:
                raise KeepingError(keeping_words.previous_unreadable(str(error))) from None
            if text is None:
                raise KeepingError(keeping_words.NO_PREVIOUS_GAME)
        try:
            state = saved.decode(self.spec, str(text))
        except ValueError as error:
            raise KeepingError(keeping_words.previous_unreadable(str(error))) from None
        if held:
            self.held = ""
        if played(current) and not self._keep(saved.encode(current, self.now()), key):
            if not held:
                raise KeepingError(keeping_words.SWAP_NOT_KEPT)
            self.held = saved.encode(current, self.now())  # the two swap in memory
        if key:
            self.store.remove(key)
        if not played(current):  # nothing kept in its place: no way back to offer
            return state, kept_notice(keeping_words.BACK_TO_KEPT, [])
        actions = [(BACK, keeping_words.SWITCH_BACK)]
        return state, kept_notice(keeping_words.BACK_TO_PREVIOUS, actions)

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
