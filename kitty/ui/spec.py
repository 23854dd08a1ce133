"""Kitty Stack Tower at the table: the spec (`table.spec.Spec`) through which the shared table
plays it, for 2 to 4 players."""

from kitty import moves as kinds
from kitty import record
from kitty.deck import CODES
from kitty.game import COLOURS, Game
from kitty.moves import (
    ACCEPT,
    CLAIM,
    END,
    FORCE,
    GIVE,
    PASS,
    PASS_MOVE,
    PLACE,
    PROPOSE,
    Move,
    parse,
)
from kitty.ui import board, cards, diagrams, lessons, link, listing, options, panels, records, words
from kitty.ui.board import ACTIONS
from kitty.ui.hand import CHOICE_KEYS, STEP, Hand
from kitty.ui.options import Options
from table import chance_bar
from table.game_spec import GameSpec
from table.games import KITTY
from table.seats import DEFAULT_SPEED
from table.state import StateError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from table.model import Table
    from table.spec import GameLink, GameOptions, GameRecords

# The worker's budgets for the table's own questions (simulations of the max-n search).
BUDGETS = {"review": 60, "chances": 120}
# The arrow keys over the board: along a row, or to the nearest cell in the row above or below.
STEPS = {"ArrowLeft": (0, -1), "ArrowRight": (0, 1), "ArrowUp": (1, 0), "ArrowDown": (-1, 0)}
# The start positions of the games played, by (players, side, seed, deal): written once each.
_STARTS: "dict[tuple[int, int, int | None, int | None], str]" = {}


class KittySpec(GameSpec):
    """Kitty Stack Tower (see the module's description)."""

    name = "kitty"
    title = KITTY.title
    key_prefix = "mixtour.kitty."
    worker_call = "think_kitty"
    lessons: "tuple[Any, ...]" = lessons.LESSONS
    cursor = 30  # e5, the middle of the side-5 board
    diagram_names: "tuple[str, ...]" = ("picked", "flipped", "taken", "chain", "cards")
    most_players = 4
    resigns_among_more = True
    put_back = words.PUT_DOWN
    keys_help: "tuple[tuple[str, str], ...]" = words.KEYS_HELP
    words = words
    new_hand = Hand

    options: "GameOptions" = options

    def saved_entry(self, entry: "dict[str, Any]") -> "dict[str, Any]":
        """An entry as the page before the shared table saved it (its record and seats) read as
        a table's state; any other entry as it is."""
        if "record" not in entry or "version" in entry:
            return entry
        text = entry.get("record")
        seats = entry.get("seats")
        if not isinstance(text, str) or not isinstance(seats, list):
            raise StateError("old_entry")
        game = record.read(text)
        chosen = options.game_options(game)
        state = options.state_fields(chosen, tuple(seats))
        moves = [game.format_move(move) for move in game.moves]
        state.update(
            {
                "version": 1,
                "seats": list(seats),
                "speed": DEFAULT_SPEED,
                "start": self.start(game),
                "moves": moves,
                "redo": [],
                "paused": False,
                "saved": str(entry.get("saved", "")),
            }
        )
        return state

    # -- the rules -------------------------------------------------------------------------

    def new_game(self, chosen: Options) -> Game:
        return options.new_game(chosen)

    def start_game(self, chosen: Options, start: str | None) -> Game:
        game = options.new_game(chosen)
        if start is not None and start != game.position():
            raise StateError("start_differs")
        return game

    def colours(self, game: Game) -> "tuple[str, ...]":
        return tuple(game.players)

    def outcome(self, game: Game) -> "tuple[tuple[str, ...], str] | None":
        result = game.result
        if result is None:
            return None
        winners = tuple(c for c, value in zip(game.players, result) if value)  # noqa: B905
        if game.passes >= len(game.players):
            reason = "passes"
        elif not any(game.can_act(colour) for colour in game.players):
            reason = "stuck"
        else:
            reason = "repetition"
        return winners, reason

    def agree(self, game: Game, ending: str | None) -> None:
        """Kitty's records keep no agreed ending: the table's state and links do."""

    def play(self, game: Game, move: "Move | str") -> Move:
        if isinstance(move, str):
            return game.play(move)
        game.push(move)
        return move

    def text(self, game: Game, move: Move) -> str:
        return move.text(game.board)

    def is_pass(self, move: Move) -> bool:
        return move.kind == PASS

    def must_pass(self, game: Game) -> str | None:
        """The pass, when the player to move is in play and has no other move (with the
        Objective Cards, no free step either: a proposal may come before the pass)."""
        if game.is_over or game.phase != "play" or game.can_act(game.turn):
            return None
        return PASS if game.legal_moves() == [PASS_MOVE] else None

    def replay(self, game: Game, moves: "list[Any]") -> Game:
        replay = _same_start(game)
        for move in moves:
            self.play(replay, move)
        return replay

    def start(self, game: Game) -> str:
        key = (len(game.players), game.board.side, game.seed, game.deal)
        start = _STARTS.get(key)
        if start is None:
            start = _STARTS[key] = _same_start(game).position()
        return start

    # -- words -----------------------------------------------------------------------------

    def announce(self, table: "Table", colour: str, move: Move) -> "list[str]":
        """What the move did, naming no hidden card (the partner of a card step by name)."""
        game = table.game
        names = game.board.names
        name = words.colour_name(colour)
        if move.kind == GIVE:
            return [_given(table, colour, move)]
        if move.kind in kinds.STEPS:
            other = move.target if move.kind in (FORCE, PROPOSE) else -1
            said = words.colour_name(game.players[other]) if other >= 0 else ""
            cell = names[move.source] if move.kind == CLAIM else ""
            gained = _claimed(game) if move.kind == CLAIM else 0
            return [words.step_sentence(name, move.kind, said, cell, gained)]
        source = names[move.source] if move.source >= 0 else ""
        target = names[move.target] if move.target >= 0 else ""
        return [words.move_sentence(name, move.kind, source, target)]

    def status_for(self, table: "Table", you: str) -> str:
        game = table.game
        held: Hand = table.hand
        names = game.board.names
        if game.phase == "setup":
            return words.place_status(you, game.in_hand[COLOURS.index(game.turn)])
        waiting = cards.waiting_for(table)
        if waiting:
            return words.pass_device(waiting)
        asked = cards.task(game)
        if asked:
            return f"{you}: {asked}."
        if held.choice:
            return words.choose_status(you, names[held.choice[0].target])
        if held.picked is not None:
            return words.picked_status(you, names[held.picked])
        if not game.can_act(game.turn):
            return words.no_action_status(you)
        if game.passes >= len(game.players) - 1:
            return words.last_pass_status(you)
        return words.pick_status(you)

    def result_reason(self, game: Game, winners: "tuple[str, ...]", reason: str) -> str:
        return words.result_reason(reason)

    def result_token(self, table: "Table") -> str:
        """The result as the record writes it (``1-0``, ``1/2-1/2-0``); empty while the game
        goes on; ``draw`` or the winner's colour for an ending the players agreed (empty
        when one of three or four resigned: no result of the rules)."""
        if table.resigned():
            return ""
        if table.ending is not None:
            return table.ending
        return "" if table.game.result is None else record.result_text(table.game)

    def hint_sentence(self, game: Game, move: str) -> str:
        parsed = parse(move, game.board)
        if parsed.kind in kinds.STEPS:  # a card step, as its button says it
            return words.step_hint(cards.step_label(game, parsed), move)
        names = game.board.names
        source = names[parsed.source] if parsed.source >= 0 else ""
        target = names[parsed.target] if parsed.target >= 0 else ""
        return words.hint_sentence(parsed.kind, source, target, move)

    # -- the AI worker ---------------------------------------------------------------------

    def request(self, start: Game, moves: "list[str]") -> "dict[str, Any]":  # kitty.ai.protocol
        return {"start": self.start(start), "moves": list(moves)}

    def shares(
        self, reply: "dict[str, Any]", colours: "tuple[str, ...]"
    ) -> "dict[str, float] | None":
        return chance_bar.shares_of(reply.get("shares"), colours)

    def budget(self, kind: str, players: int) -> int:
        return BUDGETS[kind]

    # -- the board -------------------------------------------------------------------------

    def board(
        self, table: "Table", cursor: int, dragging: bool, lines: "list[tuple[list[str], str]]"
    ) -> str:
        game = table.shown()
        held: Hand = table.hand
        marks = board.Marks()
        if held.picked is not None and table.review is None:
            marks = board.targets_of(game, held.picked)
        elif game.phase == "setup" and not game.is_over and table.human_to_move():
            marks.open = [cell for cell, stack in enumerate(game.stacks) if not stack]
        marks.cursor = min(cursor, len(game.board) - 1)
        marks.coordinates = True
        last = game.last_move
        if last is not None:
            marks.last = [cell for cell in (last.source, last.target) if cell >= 0]
        if table.hint and table.review is None:
            line = table.hint_line if table.hint_line[:1] == [table.hint] else [table.hint]
            marks.arrows += _arrows(game, line, "hint")
        for texts, kind in lines:
            marks.arrows += _arrows(game, texts, kind)
        title = words.board_title(game.board.side)
        return board.render(game, marks, title)

    def square_at(self, table: "Table", x: float, y: float) -> int | None:
        """The cell under a point of the board's view box: the nearest centre, within a
        cell's reach."""
        points = board.centres(table.game.board)
        best = None
        closest = float(board.R * board.R)
        for cell, (cx, cy) in enumerate(points):
            distance = (cx - x) * (cx - x) + (cy - y) * (cy - y)
            if distance < closest:
                best, closest = cell, distance
        return best

    def cell_name(self, table: "Table", cell: int) -> str:
        names = table.game.board.names
        return names[cell] if 0 <= cell < len(names) else ""

    def parse_cell(self, table: "Table", name: str) -> int | None:
        cell = table.game.board.cell(name)
        return None if cell < 0 else cell

    def step(self, table: "Table", cell: int, key: str) -> int:
        """The cell beside ``cell`` an arrow key leads to: along its row, or in the row above
        or below the one nearest across; the board's edge stops it."""
        grid = table.game.board
        rows, along = STEPS[key]
        row_index = next(r for r, row in enumerate(grid.rows) if cell in row)
        row = grid.rows[row_index]
        if along:
            at = row.index(cell) + along
            return row[at] if 0 <= at < len(row) else cell
        other = row_index + rows
        if not 0 <= other < len(grid.rows):
            return cell
        centres = board.centres(grid)
        x = centres[cell][0]
        nearest: int = min(grid.rows[other], key=lambda near: abs(centres[near][0] - x))
        return nearest

    def diagram(self, name: str) -> str:
        if name == "chain":
            return cards.chain_diagram()
        if name == "cards":
            return cards.rules_list()  # not a picture: the cards' rules, from the same words
        drawn = diagrams.diagrams()
        return drawn[self.diagram_names.index(name)][2]

    players = staticmethod(panels.players)
    hand_controls = staticmethod(panels.hand_buttons)

    def hand_key(self, table: "Table", key: "Any") -> "bool | str | None":
        """S, F, D and C choose among the actions offered on one target; P passes; Y says
        yes to an exchange and E ends the turn (Objective Cards)."""
        name = key.name.lower()
        held: Hand = table.hand
        if name == "p":
            return held.pass_turn(table)
        step = {"y": ACCEPT, "e": END}.get(name)
        if step is not None and table.human_to_move():
            if not table.game.is_legal(Move(step)):
                return False
            return held.choose(table, STEP, table.game.format_move(Move(step)))
        if held.choice and name in CHOICE_KEYS:
            return held.choose(table, CHOICE_KEYS[name])
        return False

    def hand_action(self, table: "Table", data: "dict[str, str]") -> str | None:
        held: Hand = table.hand
        return held.choose(table, data.get("kind", ""), data.get("move", ""))

    side_panel = staticmethod(panels.side_panel)

    result_details = staticmethod(panels.final_scores)

    list_text = staticmethod(listing.list_text)

    # -- records and links -----------------------------------------------------------------

    records: "GameRecords[Table]" = records
    link: "GameLink[Table]" = link


def _arrows(game: Game, texts: "list[str]", kind: str) -> "list[tuple[int, int, str, str]]":
    """A line of play as numbered arrows (a placement as a ring); passes are left out."""
    arrows = []
    for number, text in enumerate(texts, 1):
        try:
            move = parse(text, game.board)
        except ValueError:
            break
        if move.kind in (PLACE, CLAIM):  # a ring on its cell
            arrows.append((move.source, move.source, kind, str(number)))
        elif move.kind in ACTIONS:
            arrows.append((move.source, move.target, kind, str(number)))
    return arrows


SPEC = KittySpec()


def _claimed(game: Game) -> int:
    """The pieces of the stack just claimed (Monochromatic Frenzy)."""
    hands = game.hands
    return len(hands.claimed[-1]) if hands is not None and hands.claimed else 0


def _given(table: "Table", colour: str, move: Move) -> str:
    """A card given: by the mover first, to the partner; then by the partner or the target to
    the mover, and the two cards change hands. The card received is named when its holder is
    the one person at this device: the card given, or the mover's, the move before."""
    game = table.game
    name = words.colour_name(colour)
    if colour == game.mover:
        partner = game.hands.partner if game.hands is not None else -1
        return words.given_sentence(name, words.colour_name(game.players[partner]), "", False)
    person = table.lone_person()
    card = ""
    if person == game.mover:
        card = words.card_name(CODES[move.source])
    elif person == colour:
        card = words.card_name(CODES[table.moves()[-2].source])
    return words.given_sentence(name, words.colour_name(game.mover), card, person == colour)


def _same_start(game: Game) -> Game:
    """A new game from ``game``'s start: its players, board, setup and, with cards, its deal."""
    cards = game.deal is not None
    return Game(len(game.players), game.board.side, game.seed, cards=cards, deal=game.deal)
