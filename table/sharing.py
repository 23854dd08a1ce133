"""Sharing and opening games at the table: the Save dialog (the game's link and record, copied
or downloaded), Copy link and Send your move (by link), the unreadable saved games kept aside,
and the Open dialog (a pasted or chosen record, position or link).

A link to a game by link is written for the player it goes to: their colour becomes the
person's seat, the sender's a friend's. With two players it goes to the other player; with more,
to the player to move, so the link goes round.
"""

from table import keeping_words, links, panels, saved, transfer
from table import state as layout
from table.saved import unreadable_filename
from table.screen import Screen
from table.seats import FRIEND, PERSON

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from table.host import Host
    from table.model import Table


def link_state(table: "Table") -> "dict[str, Any]":
    """The table's state as the link's receiver opens it: by link, with their seat the
    person's and the sender's a friend's."""
    state = layout.write(table)
    if FRIEND not in table.seats:
        return state
    to = receiver(table)
    seats = tuple(PERSON if colour == to else FRIEND for colour in table.colours)
    state.update(table.spec.options.state_fields(table.options, seats))
    state["seats"] = list(seats)
    return state


def receiver(table: "Table") -> str:
    """Whom a game by link is sent to: the other player of two, else the player to move."""
    if len(table.colours) == 2:
        person = table.lone_person() or table.colours[0]
        return table.colours[1 - table.colours.index(person)]
    return table.turn


class Sharing:
    """The Save and Open dialogs, Copy link and Send your move."""

    def __init__(self, host: "Host") -> None:
        self.host = host
        # Copy link pressed outside the Save dialog: copied at once, confirmed by a toast.
        self.copy_outside = False
        self.actions = {
            "copy-link": self.copy_link,
            "send-move": self.send_move,
            "copy-record": self.copy_record,
            "download": self.download_record,
            "export": self.open_export,
            "review-export": self.open_export,
            "import": self.open_import,
            "import-open": self.import_open,
            "download-kept": self.download_kept,
            "download-held": self.download_held,
            "delete-kept": self.delete_kept,
        }

    def share_url(self) -> str:
        """The link to this game; by link, the link for the player it goes to."""
        host = self.host
        return host.port.page_address() + "#" + links.write(host.spec, link_state(host.table))

    def link_to(self) -> "tuple[bool, str]":
        """Whether the game is played by link, and with more than two the name of the player
        the link goes to (none once the game is over)."""
        table = self.host.table
        many = len(table.colours) > 2 and not table.over
        to = table.spec.colour_name(receiver(table)) if many else ""
        return FRIEND in table.seats, to

    def open_export(self, data: "dict[str, str] | None" = None) -> None:
        host = self.host
        screen = Screen()
        screen.values["export-link"] = self.share_url()
        record = host.spec.records.export_record(host.table, host.port.today())
        screen.markup["export-record"] = host.spec.records.record_markup(host.table, record)
        screen.text["export-status"] = ""
        screen.text["export-link-note"] = keeping_words.link_note(*self.link_to())
        self._kept_list(screen)
        host.port.show(screen)
        host.port.open_dialog("export")

    def _kept_list(self, screen: Screen) -> None:
        keeper = self.host.keeper
        keys = keeper.kept_aside()
        screen.markup["kept-list"] = panels.kept_list(keys, len(keeper.keys.unreadable_prefix))
        screen.hidden["kept"] = not keys

    def recent_refused(self, message: str) -> None:
        """A recent game the Open dialog listed cannot be opened (another tab opened or deleted
        it, or it cannot be read): why, in the dialog, over its list drawn again."""
        screen = Screen()
        self._recent_list(screen)
        self.host.port.show(screen)
        self._refuse_import(message)

    def _recent_list(self, screen: Screen) -> None:
        """The recent games, in the Open dialog."""
        games = []
        prefix = self.host.keeper.keys.recent_prefix
        for key, table in self.host.keeper.recent():
            when = key[len(prefix) :] if key.startswith(prefix) else ""
            if table is None:
                games.append((key, keeping_words.recent_unreadable(when)))
            else:
                plies = table.plies
                last = table.said_move(plies) if plies else ""
                moves = keeping_words.recent_moves(plies, len(table.redo_moves), last)
                said = keeping_words.recent_game(
                    when, table.who_plays(), moves, transfer.where(table)
                )
                games.append((key, said))
        screen.markup["recent-list"] = panels.recent_list(games)
        screen.text["recent-none"] = "" if games else keeping_words.RECENT_NONE

    def copy_link(self, data: "dict[str, str]") -> None:
        host = self.host
        url = self.share_url()
        # Outside the Save dialog the link is copied at once; only a refused clipboard opens
        # the dialog, to copy it by hand (see `copied`).
        self.copy_outside = not data.get("dialog")
        screen = Screen()
        screen.values["export-link"] = url
        host.port.show(screen)
        host.port.copy(
            url, "export-link", keeping_words.link_name(*self.link_to()), "export-status"
        )

    def send_move(self, data: "dict[str, str]") -> None:
        self.copy_link({})

    def copy_record(self, data: "dict[str, str]") -> None:
        host = self.host
        record = host.spec.records.export_record(host.table, host.port.today())
        host.port.copy(record, "export-record", "Record", "export-status")

    def copied(self, what: str, status: str, ok: bool) -> None:
        """The clipboard's answer to `Port.copy`."""
        host = self.host
        message = keeping_words.copied(what, ok)
        if self.copy_outside:
            self.copy_outside = False
            if not ok:  # the dialog shows the link, selected for the player to copy
                self.open_export()
                self.copy_link({"dialog": "export"})
                return
            host.port.toast(message)
        screen = Screen()
        screen.text[status] = message
        host.port.show(screen)
        host.port.announce(message, "event" if ok else "warn")

    def download_record(self, data: "dict[str, str]") -> None:
        host = self.host
        today = host.port.today()
        filename = host.spec.records.record_filename(today)
        host.port.download(host.spec.records.export_record(host.table, today), filename)
        screen = Screen()
        screen.text["export-status"] = keeping_words.downloaded(filename)
        host.port.show(screen)

    def download_kept(self, data: "dict[str, str]") -> None:
        host = self.host
        key = data.get("key", "")
        text = host.keeper.unreadable_text(key)
        if text is None:
            return
        host.port.download(text, unreadable_filename(host.spec.name, host.port.today()))
        if host.keeper.downloaded(key):
            host.autosave()

    def download_held(self, data: "dict[str, str]") -> None:
        """Download the game storage would not keep (its record), then save again."""
        host = self.host
        keeper = host.keeper
        if not keeper.held:
            return
        held = layout.read(host.spec, saved.decode(host.spec, keeper.held))
        today = host.port.today()
        host.port.download(
            host.spec.records.export_record(held, today), host.spec.records.record_filename(today)
        )
        keeper.held = ""
        host.port.dismiss_notice("game")
        host.autosave()

    def delete_kept(self, data: "dict[str, str]") -> None:
        self.host.keeper.delete(data.get("key", ""))
        screen = Screen()
        self._kept_list(screen)
        screen.text["export-status"] = keeping_words.DELETED_UNREADABLE
        self.host.port.show(screen)

    def open_import(self, data: "dict[str, str]") -> None:
        host = self.host
        screen = Screen()
        screen.text["import-error"] = ""
        screen.hidden["import-error"] = True
        screen.values["import-file"] = ""
        self._recent_list(screen)
        host.port.show(screen)
        host.port.open_dialog("import")
        host.port.focus("import-text")

    def _import_error(self, message: str) -> None:
        screen = Screen()
        screen.text["import-error"] = message
        screen.hidden["import-error"] = False
        self.host.port.show(screen)

    def _refuse_import(self, message: str) -> None:
        self._import_error(message)
        self.host.port.announce(message, "warn")

    def import_text(self, text: str) -> None:
        """Open a pasted or opened game record, position or link."""
        host = self.host
        try:
            opened, kind = transfer.open_game_text(host.spec, text, host.table)
        except ValueError as error:  # the engine's errors are ValueErrors too
            self._refuse_import(keeping_words.unchanged(str(error)))
            return
        host.port.close_dialog("import")
        host.replace_game(opened, kind)

    def import_open(self, data: "dict[str, str]") -> None:
        host = self.host
        length = host.port.value_length("import-text")
        if length > layout.MAX_LENGTH:  # not read: it would not even become a string here
            self._refuse_import(keeping_words.unchanged(keeping_words.too_long_to_open(length)))
            return
        self.import_text(host.port.value("import-text"))

    def import_file(self, name: str, size: float) -> bool:
        """A file chosen to open: whether to read it (a file far too big is refused)."""
        if size > layout.MAX_LENGTH:
            self._import_error(keeping_words.file_too_big(name, int(size)))
            return False
        return True

    def import_file_read(self, name: str, text: str | None, reason: str = "") -> None:
        """The chosen file's text, or None and why it could not be read."""
        if text is None:
            self._import_error(keeping_words.file_unreadable(name, reason))
            return
        screen = Screen()
        screen.values["import-text"] = text
        self.host.port.show(screen)
        self.import_text(text)

    def show(self, screen: Screen) -> None:
        """Send your move (by link, once the person has moved), and the link tip."""
        table = self.host.table
        reviewing = table.review is not None
        screen.hidden["send-move"] = not (
            FRIEND in table.seats
            and not reviewing
            and bool(table.plies)
            and (table.over or not table.is_human(table.turn))
        )
        screen.text["send-move-tip"] = keeping_words.send_tip(self.link_to()[1])
        people = table.seats.count(PERSON)
        screen.hidden["link-tip"] = not (people == len(table.seats) == 2 and not reviewing)
