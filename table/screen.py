"""What the table asks the page to show: a `Screen` of element ids and their new contents, a
`Notice` at the top of the page, and the `Key` the page hands over for a key press.

The lowest module of the table: it imports nothing, so every layer above may use it.
"""


class Screen:
    """What to show, by element id: text, markup, hidden or not, disabled or not, form values,
    attributes and classes. The page sets exactly what is given."""

    __slots__ = (
        "attributes",
        "board",
        "classes",
        "cursor",
        "disabled",
        "hidden",
        "markup",
        "move_rows",
        "moves_from",
        "text",
        "title",
        "values",
    )

    def __init__(self) -> None:
        self.board: str | None = None  # the board's SVG, when it is redrawn
        self.cursor = ""  # the cell keyboard focus stays on, when the board is redrawn
        self.title: str | None = None
        self.text: dict[str, str] = {}
        self.markup: dict[str, str] = {}
        # The row of the move list from which ``markup["moves"]`` replaces the rows shown (0:
        # the whole list), so that a long game's list is not redrawn at every click.
        self.moves_from = 0
        # Rows of the move list drawn again alone (row, its markup), when nothing else in the
        # list changed: the move the board shows, while reviewing.
        self.move_rows: list[tuple[int, str]] = []
        self.hidden: dict[str, bool] = {}
        self.disabled: dict[str, bool] = {}
        self.values: dict[str, str] = {}
        self.attributes: list[tuple[str, str, str]] = []  # (id, name, value)
        self.classes: list[tuple[str, str, bool]] = []  # (id, class, on)

    def __repr__(self) -> str:
        return f"Screen(text={self.text!r}, hidden={self.hidden!r})"


# How long a notice of kind info stays (a kept game, a switch back): long enough to read it
# and press its button, short enough that it does not keep covering the table.
INFO_SECONDS = 10


class Notice:
    """A message floating over the page's foot with buttons (``actions``: (data-action, label)
    pairs, ``key`` as their data-key). A later notice on the same ``topic`` replaces it. It
    ``lasts`` that many seconds (0: until dismissed): by default a notice of kind ``info`` leaves
    by itself after `INFO_SECONDS`, so that it does not cover the table's controls for long, and a
    warning stays until dismissed."""

    __slots__ = ("actions", "key", "kind", "lasts", "text", "topic")

    def __init__(
        self,
        text: str,
        actions: "list[tuple[str, str]] | None" = None,
        kind: str = "info",
        topic: str = "game",
        key: str = "",
        *,
        lasts: "int | None" = None,
    ) -> None:
        self.text = text
        self.actions = actions or []
        self.kind = kind
        self.topic = topic
        self.key = key
        self.lasts = (INFO_SECONDS if kind == "info" else 0) if lasts is None else lasts

    def __repr__(self) -> str:
        return f"Notice({self.text!r}, {self.actions!r}, {self.kind!r}, {self.topic!r})"


class Key:
    """A key press as the table needs it: the key, the board cell it was pressed on (None
    elsewhere), Shift, whether it was pressed on a button of the hand (the pieces held), in a
    text field or while a dialog is open, whether Ctrl, Alt or Meta was held, and whether it
    was a command (Ctrl or Cmd without Alt: Ctrl+Z is Undo)."""

    __slots__ = (
        "command",
        "dialog_open",
        "in_field",
        "in_picker",
        "modified",
        "name",
        "shift",
        "square",
    )

    def __init__(
        self,
        name: str,
        square: int | None = None,
        *,
        shift: bool = False,
        in_picker: bool = False,
        in_field: bool = False,
        dialog_open: bool = False,
        modified: bool = False,
        command: bool = False,
    ) -> None:
        self.name = name
        self.command = command
        self.square = square
        self.shift = shift
        self.in_picker = in_picker
        self.in_field = in_field
        self.dialog_open = dialog_open
        self.modified = modified
