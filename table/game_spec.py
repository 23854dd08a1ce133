"""What every game's spec (`table.spec.Spec`) does alike, written once: the class that
`mixtour.ui.spec.MixtourSpec` and `kitty.ui.spec.KittySpec` build on. A game gives its words
module (``colour_name``, ``refused``, ``illegal_sentence``) and keeps or replaces the rest: the
parts of the table that only one game has (Mixtour's "Watch out" and removal flash, Kitty's side
panel and totals) are empty here.
"""

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


class GameSpec:
    """A game's spec, as far as every game writes it alike (see the module's description)."""

    words: "Any"  # the game's words module

    def saved_entry(self, entry: "dict[str, Any]") -> "dict[str, Any]":
        return entry

    def colour_name(self, colour: str) -> str:
        return str(self.words.colour_name(colour))

    def refused(self, error: Exception) -> str:
        return str(self.words.refused(error))

    def why_not(self, game: "Any", text: str) -> str | None:
        try:
            game.parse_move(text)
        except ValueError as error:  # the engines' errors are ValueErrors
            return str(self.words.illegal_sentence(error, text))
        return None

    def warning(self, table: "Any") -> str:
        return ""

    def passed_back(self, table: "Any") -> str:
        return ""

    def flash(self, game: "Any") -> "Any":
        return None

    def flash_markup(self, flash: "Any") -> str:
        return ""

    def side_panel(self, table: "Any") -> str:
        return ""

    def result_details(self, table: "Any") -> str:
        return ""
