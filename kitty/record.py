"""Game records of Kitty Stack Tower: a header of tags, then the moves in notation.

    [Game "Kitty Stack Tower"]
    [Players "3"]
    [Board "5"]
    [Setup "random"]
    [Seed "42"]
    [Deal "42"]
    [Red "Player"]
    [Yellow "Computer (strong)"]
    [Result "1-0-0"]

    c4-c5 d4^d5 ?y yes >cm >tk pass e2<e3 ...

Tags are ``[Name "value"]``, one a line, in this order; ``Seed`` only with random setup,
``Deal`` only with the Objective Cards (the seed the cards were dealt from: a game without it is
the base game), a colour's tag (``Red``...) only where the record names who played it (kept in
``Game.names``), ``Result`` only for a game that is over: per player 1 for a win, ``1/k`` for a
win shared by k players, 0 for a loss. The moves follow a blank line, separated by spaces or line
breaks. Reading is strict: unknown or repeated tags, a missing one, a move the rules forbid or
a result that is not the game's raise RecordError, a KittyError; reading replays every move, so
a record that reads is a legal game, and writing what was read gives the same text.

A record is a save: it names every card, since the deal follows from the Deal tag and the cards
given in exchanges are written out (docs/kitty-rules.md, "Records and hidden cards").
"""

from kitty.errors import KittyError
from kitty.game import Game

TITLE = "Kitty Stack Tower"
# The players' names come between the setup and the result, in turn order.
NAME_TAGS = ("Red", "Yellow", "Blue", "Green")
TAGS = ("Game", "Players", "Board", "Setup", "Seed", "Deal") + NAME_TAGS + ("Result",)  # noqa: RUF005 (MicroPython has no unpacking)
PLACEMENT = "placement"
RANDOM = "random"
MAX_TEXT = 100_000
MAX_SEED = 0xFFFFFFFF
_MOVES_PER_LINE = 10


class RecordError(KittyError):
    """A game record that cannot be read; the message names what is wrong."""


def result_text(game: Game) -> str:
    """``1-0``, ``0-1-0``, ``1/2-1/2-0``...: per player 1, 1/k or 0; ``*`` while not over."""
    result = game.result
    if result is None:
        return "*"
    shared = sum(1 for value in result if value)
    return "-".join(("1" if shared == 1 else f"1/{shared}") if v else "0" for v in result)


def write(game: Game, names: "dict[str, str] | None" = None) -> str:
    """The record of `game`, from its start to its current position, naming who played each
    colour by ``names`` (colour → name; by default the game's own, `Game.names`)."""
    tags = [
        ("Game", TITLE),
        ("Players", str(len(game.players))),
        ("Board", str(game.board.side)),
        ("Setup", PLACEMENT if game.seed is None else RANDOM),
    ]
    if game.seed is not None:
        tags.append(("Seed", str(game.seed)))
    if game.deal is not None:
        tags.append(("Deal", str(game.deal)))
    named = game.names if names is None else names
    for colour, tag in zip(game.players, NAME_TAGS):  # noqa: B905 (MicroPython's zip)
        if named.get(colour):
            tags.append((tag, named[colour]))
    if game.is_over:
        tags.append(("Result", result_text(game)))
    head = "".join(f'[{name} "{value}"]\n' for name, value in tags)
    texts = [game.format_move(move) for move in game.moves]
    lines = [
        " ".join(texts[at : at + _MOVES_PER_LINE]) for at in range(0, len(texts), _MOVES_PER_LINE)
    ]
    return head + "\n" + "".join(line + "\n" for line in lines)


def _tag(line: str) -> tuple[str, str]:
    if not (line.startswith("[") and line.endswith('"]') and ' "' in line):
        raise RecordError(f'{line[:60]!r} is not a tag like [Players "2"]').because(
            "tag_form", line[:60]
        )
    name, _, value = line[1:-2].partition(' "')
    if '"' in value or "\\" in value:
        raise RecordError(f"the tag {name[:20]!r} has a quote in its value").because(
            "tag_quote", name[:20]
        )
    return name, value


def _number(tags: dict[str, str], name: str, allowed: "tuple[str, ...]") -> int:
    value = tags[name]
    if value not in allowed:
        choices = " or ".join(allowed)
        raise RecordError(f"{name} must be {choices}, not {value[:20]!r}").because(
            "not_one_of", name, allowed, value[:20]
        )
    return int(value)


def _seed(tags: dict[str, str], name: str, need: str) -> int:
    value = tags.get(name, "")
    if not value.isdigit() or len(value) > 10 or int(value) > MAX_SEED:
        raise RecordError(f"{need} 0-{MAX_SEED}").because("need", name, MAX_SEED)
    if str(int(value)) != value:
        raise RecordError(f"the {name} {value!r} has leading zeros").because(
            "leading_zeros", name, value
        )
    return int(value)


def read(text: str) -> Game:
    """The game that `text` records, replayed move by move; RecordError if it is not one."""
    if len(text) > MAX_TEXT:
        raise RecordError(f"{len(text)} characters is longer than any game").because(
            "too_long", len(text)
        )
    lines = [line.strip() for line in text.replace("\r\n", "\n").split("\n")]
    tags: dict[str, str] = {}
    last = -1  # the place in TAGS of the tag read last (MicroPython's dicts keep no order)
    at = 0
    while at < len(lines) and lines[at].startswith("["):
        name, value = _tag(lines[at])
        if name not in TAGS:
            raise RecordError(f"no tag is called {name[:20]!r}").because("unknown_tag", name[:20])
        if name in tags:
            raise RecordError(f"the tag {name} comes twice").because("tag_twice", name)
        if TAGS.index(name) < last:
            raise RecordError(f"the tag {name} is out of order").because("tag_order", name)
        last = TAGS.index(name)
        tags[name] = value
        at += 1
    for name in TAGS[:4]:
        if name not in tags:
            raise RecordError(f"the {name} tag is missing").because("tag_missing", name)
    if tags["Game"] != TITLE:
        raise RecordError(f"the game is {tags['Game'][:40]!r}, not {TITLE}").because(
            "other_game", tags["Game"][:40], TITLE
        )
    players = _number(tags, "Players", ("2", "3", "4"))
    side = _number(tags, "Board", ("5", "6"))
    seed = None
    if tags["Setup"] == RANDOM:
        seed = _seed(tags, "Seed", "a random setup needs a Seed")
    elif tags["Setup"] != PLACEMENT or "Seed" in tags:
        raise RecordError("Setup must be placement (no Seed) or random (a Seed)").because("setup")
    deal = None
    if "Deal" in tags:
        if players == 2:
            raise RecordError("the Objective Cards (a Deal) are for 3 or 4 players").because(
                "deal_for_two"
            )
        deal = _seed(tags, "Deal", "the Objective Cards need a Deal")
    game = Game(players, side, seed, cards=deal is not None, deal=deal)
    for seat, tag in enumerate(NAME_TAGS):
        if tag in tags:
            if seat >= players:
                raise RecordError(f"a game of {players} has no {tag} player").because(
                    "no_such_player", players, tag
                )
            game.names[game.players[seat]] = tags[tag]
    for move in " ".join(lines[at:]).split():
        try:
            game.play(move)
        except KittyError as error:
            raise RecordError(f"move {len(game.moves) + 1}: {error}").because(
                "move", len(game.moves) + 1, move, error
            ) from None
    if "Result" in tags and not game.is_over:
        raise RecordError("the game is not over, so it has no Result").because("not_over")
    if "Result" in tags and tags["Result"] != result_text(game):
        found, real = tags["Result"][:20], result_text(game)
        raise RecordError(f"the Result {found!r} is not the game's, {real}").because(
            "result", found, real
        )
    if game.is_over and "Result" not in tags:
        raise RecordError("the game is over, so its Result tag is needed").because("result_missing")
    return game
