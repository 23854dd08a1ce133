"""Mixtour at the table: the spec (`table.spec.Spec`) through which the shared table plays it.
Mixtour à trois is the same spec with three players.
"""

from mixtour import PASS, RED, WHITE, Game, Move
from mixtour.record import end_by_agreement
from mixtour.squares import SQUARE_NAMES, parse_square
from mixtour.ui import board, lessons, link, options, panels, records, threats, words
from mixtour.ui.hand import Hand
from mixtour.ui.options import Options
from table import chance_bar, offers
from table.game_spec import GameSpec
from table.games import MIXTOUR
from table.state import StateError
from table.words import PASSES

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from table.model import Table
    from table.spec import GameLink, GameOptions, GameRecords

# The worker's budgets for the table's own questions, the same on every machine: with two
# players nodes its reading search opens (each about five playouts' work), with three simulations
# of the max-n search. The chance bar's takes about 0.1 s in Pyodide.
BUDGETS = {("review", 2): 50, ("review", 3): 100, ("chances", 2): 100, ("chances", 3): 300}
# The arrow keys on the board, as (file, rank) steps.
STEPS = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, 1), "ArrowDown": (0, -1)}
# The notation of each move played so far, written once per move (not at every autosave).
_TEXTS: "dict[Move, str]" = {}


class MixtourSpec(GameSpec):
    """Mixtour, for two or three players (see the module's description)."""

    name = "mixtour"
    title = MIXTOUR.title
    # Storage keys (`table.saved.Keys`): Mixtour's are the site's first, kept as they were.
    key_prefix = "mixtour."
    worker_call = "think"
    lessons: "tuple[Any, ...]" = lessons.STEPS
    cursor = 12  # c3, where keyboard focus first lands
    diagram_names: "tuple[str, ...]" = board.DIAGRAM_NAMES
    most_players = 3
    # À trois keeps no resignation: its records and links would need to say who resigned.
    resigns_among_more = False
    put_back = words.PUT_BACK
    keys_help: "tuple[tuple[str, str], ...]" = words.KEYS_HELP
    words = words
    new_hand = Hand

    options: "GameOptions" = options

    # -- the rules -------------------------------------------------------------------------

    def new_game(self, chosen: Options) -> Game:
        return Game(chosen.target, chosen.reserve, chosen.repetition_draw, chosen.players)

    def start_game(self, chosen: Options, start: str | None) -> Game:
        if start is None:
            return self.new_game(chosen)
        game = Game.from_position(start, chosen.target, chosen.repetition_draw)
        if game.players != chosen.players:
            raise StateError("start_players", game.players, chosen.players)
        options.check_start(game, chosen.reserve)
        return game

    def colours(self, game: Game) -> "tuple[str, ...]":
        return tuple(game.colours)

    def outcome(self, game: Game) -> "tuple[tuple[str, ...], str] | None":
        result = game.result
        if result is None:
            return None
        reason = str(game.result_reason)
        if result == "draw":
            return tuple(game.colours), reason
        return (result,), reason

    def agree(self, game: Game, ending: str | None) -> None:
        """The players' own ending (`table.model.Table.ending`), kept in the game too, for its
        record's Termination tag."""
        if ending is None or game.result is None:
            end_by_agreement(game, ending)

    def play(self, game: Game, move: "Move | str") -> Move:
        return game.play(move)

    def text(self, game: Game, move: Move) -> str:
        text = _TEXTS.get(move)
        if text is None:
            text = _TEXTS[move] = str(move)
        return text

    def is_pass(self, move: Move) -> bool:
        return move.is_pass

    def must_pass(self, game: Game) -> str | None:
        return str(PASS) if game.legal_moves() == [PASS] else None

    def replay(self, game: Game, moves: "list[Any]") -> Game:
        replay = Game.from_position(game.start_position, game.target, game.repetition_draw)
        for move in moves:
            replay.play(move)
        return replay

    def start(self, game: Game) -> str:
        return game.start_position

    # -- words -----------------------------------------------------------------------------

    def announce(self, table: "Table", colour: str, move: Move) -> "list[str]":
        """What a move just played did, beyond the result: the move, with three players who
        passed back, and the stack it removed."""
        game = table.game
        sentences = [words.move_sentence(colour, move)]
        if move.is_pass and game.players == 3 and game.result is None:
            sentences.append(words.passed_back(colour, game.turn))
        removal = game.last_removal()
        if removal is not None:
            scores = tuple(game.score(player) for player in game.colours)
            square = SQUARE_NAMES[removal.square]
            sentences.append(
                words.removal_sentence(square, len(removal.stack), removal.scorer, scores)
            )
        return sentences

    def warning(self, table: "Table") -> str:
        """ "Watch out": the opponent's scoring moves, for the person to move."""
        found = threats.threats(table.game)
        if not found:
            return ""
        return words.threat_sentence(threats.threat_colour(table.game), [str(m) for m in found])

    def passed_back(self, table: "Table") -> str:
        """In a game of three, after a pass: who could not move and who has the turn back."""
        game = table.game
        last = game.last_move
        if game.players == 2 or last is None or not last.is_pass:
            return ""
        return words.passed_back(table.movers()[-1], game.turn)

    def status_for(self, table: "Table", you: str) -> str:
        game = table.game
        held: Hand = table.hand
        if held.picked is not None:
            pieces = words.held(held.count, SQUARE_NAMES[held.picked])
            one_high = game.height(held.picked) == 1
            return words.holding_status(you, pieces, bool(held.reachable(table)), one_high)
        if not game.reserve(game.turn):
            return words.move_a_stack_status(you)
        empty = not any(game.height(square) for square in range(25))
        return words.enter_status(you, empty)

    def result_reason(self, game: Game, winners: "tuple[str, ...]", reason: str) -> str:
        winner = winners[0] if len(winners) == 1 else None
        return words.result_reason(winner, reason, game.target)

    # The winner's colour or ``'draw'`` (the result card's, as Mixtour shares no win).
    result_token = staticmethod(offers.winner_token)

    def hint_sentence(self, game: Game, move: str) -> str:
        return words.hint_sentence(Move.parse(move))

    # -- the AI worker ---------------------------------------------------------------------

    def request(self, start: Game, moves: "list[str]") -> "dict[str, Any]":  # mixtour.ai.protocol
        return {
            "start": start.start_position,
            "moves": list(moves),
            "target": start.target,
            "repetition_draw": start.repetition_draw,
        }

    def shares(
        self, reply: "dict[str, Any]", colours: "tuple[str, ...]"
    ) -> "dict[str, float] | None":
        """Each colour's share of the game in a worker's reply: with three players its
        ``shares``; with two the side to move's ``win_probability`` and the rest for the
        other. None for a reply without them."""
        if len(colours) == 3:
            return chance_bar.shares_of(reply.get("shares"), colours)
        chance = reply.get("win_probability")
        position = reply.get("position")
        if isinstance(chance, bool) or not isinstance(chance, (int, float)):
            return None
        if not isinstance(position, str):
            return None
        chance = min(1.0, max(0.0, float(chance)))
        fields = position.split(" ")
        to_move = RED if len(fields) > 1 and fields[1] == "r" else WHITE
        other = RED if to_move == WHITE else WHITE
        return {to_move: chance, other: 1.0 - chance}

    def budget(self, kind: str, players: int) -> int:
        return BUDGETS[(kind, players)]

    # -- the board -------------------------------------------------------------------------

    # Before `board` below, which takes the module's name in the class.
    diagram = staticmethod(board.diagram)

    def board(
        self, table: "Table", cursor: int, dragging: bool, lines: "list[tuple[list[str], str]]"
    ) -> str:
        return board.render(board.table_scene(table, cursor, dragging, lines))

    def flash_markup(self, flash: "Any") -> str:
        return board.flash_layer(flash)

    def flash(self, game: Game) -> "Any":
        return game.last_removal()

    def square_at(self, table: "Table", x: float, y: float) -> int | None:
        return board.square_at(x, y)

    def cell_name(self, table: "Table", cell: int) -> str:
        return SQUARE_NAMES[cell]

    def parse_cell(self, table: "Table", name: str) -> int | None:
        try:
            return parse_square(name)
        except ValueError:
            return None

    def step(self, table: "Table", cell: int, key: str) -> int:
        """The square an arrow key leads to from ``cell`` (the edge stops it)."""
        file_step, rank_step = STEPS[key]
        file = min(4, max(0, cell % 5 + file_step))
        rank = min(4, max(0, cell // 5 + rank_step))
        return file + 5 * rank

    players = staticmethod(panels.players)
    hand_controls = staticmethod(panels.count_buttons)

    def hand_key(self, table: "Table", key: "Any") -> "bool | str | None":
        """Keys 1 to 4: take that many pieces of the stack held, or of the stack under the
        keyboard's focus. False when the key is not the hand's."""
        if key.name not in ("1", "2", "3", "4"):
            return False
        count = int(key.name)
        held: Hand = table.hand
        if held.picked is not None:
            return held.choose(table, count)
        if key.square is not None and table.game.height(key.square):
            return table.tap(key.square, count)
        return False

    def hand_action(self, table: "Table", data: "dict[str, str]") -> str | None:
        held: Hand = table.hand
        return held.choose(table, int(data.get("count", "0") or 0))

    def list_text(self, table: "Table", ply: int, text: str) -> str:
        """A move in notation; a pass in words, after its mover's name (`Table.said_move`)."""
        return PASSES if text == str(PASS) else text

    # -- records and links -----------------------------------------------------------------

    records: "GameRecords[Table]" = records
    link: "GameLink[Table]" = link


SPEC = MixtourSpec()
