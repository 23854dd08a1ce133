"""Game records: a short header of tags, then the moves in official notation.

    [Game "Mixtour"]
    [Date "2026-11-22"]
    [Target "1"]
    [Reserve "20"]
    [Repetition "draw"]
    [Result "1-0"]
    [Termination "target"]

    1. a5 a4 2. a5-a4 a3 3. a4:2-a3 a2 4. a3:3-a2 a1 5. a2:4-a1 1-0

Tags are PGN-style, ``[Name "value"]`` with ``\\"`` and ``\\\\`` escaped. ``Start`` holds the
position text when the game did not start from the empty board; ``White`` and ``Red`` may name
the players. A game of Mixtour à trois has ``[Players "3"]`` (and may name ``Blue``), its move
numbers count rounds of three moves, and its results are ``1-0-0``, ``0-1-0``, ``0-0-1`` (White,
Red or Blue won) or ``1/3-1/3-1/3`` (a draw). Move numbers and the final result token are
optional on input. A comment in braces after a move, as PGN writes them (``c3-b2 {blunder: d4
keeps the lead}``), is kept in ``Game.comments`` under the move's ply and written back after
it. Reading replays every move through the rules, so a record that reads is a legal game.

A game the players ended themselves (docs/rules.md, "Ending a game by agreement") has the
Termination ``agreement`` (Result ``1/2-1/2``) or ``resignation`` (the winner's Result). That is
no rule of the board, so `Game` knows nothing of it: the two tags stay in ``game.tags``
(`end_by_agreement`, `agreed_ending`), and a game whose moves ended it cannot be ended so again.
"""

import time

from mixtour.errors import MixtourError, PositionError
from mixtour.game import Game
from mixtour.position import START, START_THREE

# Tags the reader understands, in the order the writer puts them.
KNOWN_TAGS = (
    "Game",
    "Date",
    "White",
    "Red",
    "Blue",
    "Players",
    "Target",
    "Reserve",
    "Repetition",
    "Start",
    "Result",
    "Termination",
)
RESULT_TOKENS = ("1-0", "0-1", "1/2-1/2", "*")
RESULT_TOKENS_THREE = ("1-0-0", "0-1-0", "0-0-1", "1/3-1/3-1/3", "*")
_RESULTS = {"white": "1-0", "red": "0-1", "draw": "1/2-1/2"}
_RESULTS_THREE = {"white": "1-0-0", "red": "0-1-0", "blue": "0-0-1", "draw": "1/3-1/3-1/3"}
AGREEMENT = "agreement"
RESIGNATION = "resignation"
_TERMINATIONS = ("target", "passes", "repetition", AGREEMENT, RESIGNATION)
_MOVES_PER_LINE = 8


class RecordError(MixtourError):
    """A game record that cannot be read; the message names the line and what is wrong."""


def _today() -> str:
    try:
        year, month, day = time.localtime()[:3]
    except (AttributeError, OSError):
        return "????-??-??"
    return f"{year:04d}-{month:02d}-{day:02d}"


def _quote(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def result_token(game: Game) -> str:
    """``1-0`` (White won), ``0-1`` (Red won), ``1/2-1/2`` (draw) or ``*`` (not over); with three
    players ``1-0-0``, ``0-1-0``, ``0-0-1`` or ``1/3-1/3-1/3``."""
    result = game.result
    if result is None:
        return "*"
    return (_RESULTS if game.players == 2 else _RESULTS_THREE)[result]


def agreed_ending(game: Game) -> tuple[str, str] | None:
    """How the players ended ``game`` themselves: (``'draw'``, ``'agreement'``) or (the
    winner's colour, ``'resignation'``); None when they did not."""
    reason = game.tags.get("Termination")
    if game.result is not None or reason not in (AGREEMENT, RESIGNATION):
        return None
    results = _RESULTS if game.players == 2 else _RESULTS_THREE
    for result, token in results.items():
        if token == game.tags.get("Result"):
            return result, reason
    return None


def end_by_agreement(game: Game, result: str | None) -> None:
    """End ``game``, still going on, as the players decided: a draw by agreement (``'draw'``),
    a resignation (the winner's colour), or, with None, not at all (the decision taken back)."""
    if result is None:
        game.tags.pop("Result", None)
        game.tags.pop("Termination", None)
        return
    if game.result is not None:
        raise ValueError("the game is already over")
    results = _RESULTS if game.players == 2 else _RESULTS_THREE
    if result not in results:
        raise ValueError(f"unknown result {result!r}")
    game.tags["Result"] = results[result]
    game.tags["Termination"] = AGREEMENT if result == "draw" else RESIGNATION


def write_record(game: Game, tags: dict[str, str] | None = None) -> str:
    """The record of ``game``: its options, result and tags (``game.tags``, then ``tags`` over
    them: Date, White, Red or tags of one's own), and its moves in notation."""
    given = dict(game.tags)
    given.update(tags or {})
    agreed = agreed_ending(game)
    values = {
        "Game": "Mixtour",
        "Date": given.pop("Date", "") or _today(),
        "White": given.pop("White", ""),
        "Red": given.pop("Red", ""),
        "Blue": given.pop("Blue", "") if game.players == 3 else "",
        "Players": "" if game.players == 2 else str(game.players),
        "Target": str(game.target),
        "Reserve": str(game.starting_reserve),
        "Repetition": "draw" if game.repetition_draw else "off",
        "Start": "" if game.start_position == _start_of(game) else game.start_position,
        "Result": given["Result"] if agreed else result_token(game),
        "Termination": agreed[1] if agreed else game.result_reason or "",
    }
    for name in KNOWN_TAGS:
        given.pop(name, None)
    lines = [f"[{name} {_quote(values[name])}]" for name in KNOWN_TAGS if values[name]]
    lines += [f"[{name} {_quote(given[name])}]" for name in sorted(given)]
    lines.append("")
    moves = [str(move) for move in game.moves]
    # A number for each round of moves, White's first; "1..." when another side starts.
    players = game.players
    first = "wrb".index(game.start_position.split(" ")[1])
    words = []
    for ply, move in enumerate(moves):
        if ply == 0 and first:
            words.append("1...")
        elif (ply + first) % players == 0:
            words.append(f"{(ply + first) // players + 1}.")
        words.append(move)
        comment = " ".join(game.comments.get(ply + 1, "").split())
        if comment:
            # A closing brace would end the comment: written as a parenthesis instead. (An
            # opening one is text inside a comment, as in PGN, and reads back as it was.)
            words.append("{" + comment.replace("}", ")") + "}")
    words.append(values["Result"])
    line: list[str] = []
    for word in words:
        # A move number stays on the line of the moves it numbers.
        if len(line) >= _MOVES_PER_LINE * 3 and word.endswith("."):
            lines.append(" ".join(line))
            line = []
        line.append(word)
    lines.append(" ".join(line))
    return "\n".join(lines) + "\n"


def _start_of(game: Game) -> str:
    """The empty-board start for the game's players and reserve."""
    reserve = str(game.starting_reserve)
    if game.players == 3:
        return START_THREE.replace("15/15/15", "/".join([reserve] * 3))
    return START.replace("20/20", f"{reserve}/{reserve}")


def _tag(line: str, number: int) -> tuple[str, str]:
    if not line.endswith("]") or " " not in line:
        raise RecordError(
            f'record line {number}: expected a tag like [Target "1"], not {line!r}'
        ).because("tag_form", number, line)
    name, rest = line[1:-1].split(" ", 1)
    if not name or not (len(rest) >= 2 and rest[0] == '"' and rest[-1] == '"'):
        raise RecordError(
            f'record line {number}: expected a tag like [Target "1"], not {line!r}'
        ).because("tag_form", number, line)
    value = []
    escaped = False
    for char in rest[1:-1]:
        if escaped:
            value.append(char)
            escaped = False
        elif char == "\\":
            escaped = True
        elif char == '"':
            raise RecordError(
                f'record line {number}: a quote inside a tag value must be \\"'
            ).because("tag_quote", number)
        else:
            value.append(char)
    if escaped:
        raise RecordError(f"record line {number}: the tag value ends in a lone backslash").because(
            "tag_backslash", number
        )
    return name, "".join(value)


def _whole_number(value: str, name: str, number: int) -> int:
    if not value or any(char not in "0123456789" for char in value) or value[0] == "0":
        raise RecordError(
            f"record line {number}: {name} must be a whole number of at least 1, not {value!r}"
        ).because("not_whole", number, name, value)
    return int(value)


def _move_words(line: str) -> list[str]:
    """The words of a movetext line with move numbers (``12.``, ``12...``, ``12.c3``) removed."""
    words = []
    for text in line.split():
        # (`lstrip` looks at the characters in C: a record of 5,000 moves is read in
        # MicroPython character by character otherwise.)
        after_digits = text.lstrip("0123456789")
        numbered = after_digits[:1] == "." and len(after_digits) < len(text)
        word = after_digits.lstrip(".") if numbered else text
        if word:
            words.append(word)
    return words


def _movetext(
    line: str, number: int, words: list[tuple[int, str]], comment: list[str] | None
) -> list[str] | None:
    """Add the words of movetext ``line`` to ``words``: moves, results, and each brace comment as
    one word ``'{text'`` (whitespace collapsed). ``comment`` holds the parts of a comment left
    open by earlier lines; the parts of one this line leaves open are returned."""
    # One pass over the line's pieces between closing braces (MicroPython's `find` from an
    # offset, and its slices, walk the text from its start: a line of many comments was read in
    # quadratic time). A "{" inside a comment is its text; a "}" outside one is movetext.
    outside: list[str] = []
    pieces = line.split("}")
    last = len(pieces) - 1
    for index, piece in enumerate(pieces):
        if comment is None:
            before, brace, after = piece.partition("{")
            if before:
                outside.append(before)
            if not brace:
                if index < last:
                    outside.append("}")
                continue
            if outside:
                words.extend((number, word) for word in _move_words("".join(outside)))
                outside = []
            comment = [after]
        else:
            comment.append(piece)
        if index < last:  # a "}" follows this piece: the comment ends
            text = comment[0] if len(comment) == 1 else " ".join(comment)
            words.append((number, "{" + " ".join(text.split()) if text else "{"))
            comment = None
    if outside:
        words.extend((number, word) for word in _move_words("".join(outside)))
    return comment


# The most comments a record may hold per move it may hold (an annotated game has one or two).
COMMENTS_PER_MOVE = 4


def read_record(text: str, max_plies: int | None = None) -> Game:
    """The game a record describes, replayed move by move, every move checked; raises
    `RecordError` naming the line and the move that failed and why. A record of more than
    ``max_plies`` moves (when given) is refused before any move is replayed."""
    if not isinstance(text, str):
        raise RecordError("a record is text").because("not_text")
    if max_plies is not None:
        # (Counted in C first: a hundred thousand comments would take seconds to read on the
        # page's MicroPython, and no game of ``max_plies`` moves has more than a few per move.)
        comments = text.count("{")
        if comments > COMMENTS_PER_MOVE * max(max_plies, 1):
            raise RecordError(
                f"the record holds {comments} comments, more than a game of {max_plies} moves"
                " can have"
            ).because("too_many_comments", comments, max_plies)
    tags: dict[str, str] = {}
    tag_lines: dict[str, int] = {}
    movetext: list[tuple[int, str]] = []
    comment: list[str] | None = None
    number = 0
    for raw in text.replace("\r\n", "\n").split("\n"):
        number += 1
        if not raw:
            continue  # (blank lines first and fast: a record may be padded with thousands)
        line = raw.strip()
        if not line:
            continue
        if line.startswith("[") and comment is None:
            if movetext:
                raise RecordError(f"record line {number}: tags must come before the moves").because(
                    "tags_first", number
                )
            name, value = _tag(line, number)
            if name in tags:
                raise RecordError(f"record line {number}: the tag {name} appears twice").because(
                    "tag_twice", number, name
                )
            tags[name] = value
            tag_lines[name] = number
        else:
            comment = _movetext(line, number, movetext, comment)
    if comment is not None:
        raise RecordError(
            f"record line {number}: a comment opened with {{ is never closed by }}"
        ).because("comment_open", number)
    if not tags and not movetext:
        raise RecordError("the record is empty").because("empty")
    if max_plies is not None:
        plies = sum(
            1
            for _, word in movetext
            if word[0] != "{" and word not in RESULT_TOKENS and word not in RESULT_TOKENS_THREE
        )
        if plies > max_plies:
            raise RecordError(
                f"the record holds {plies} moves, more than the {max_plies} a game here can have"
            ).because("too_many_moves", plies, max_plies)
    game = _start(tags, tag_lines)
    claimed = tags.get("Result")
    ply = 0
    for index, (number, word) in enumerate(movetext):
        if word[0] == "{":
            if not ply:
                raise RecordError(
                    f"record line {number}: a comment in braces must follow a move"
                ).because("comment_first", number)
            if word != "{":
                earlier = game.comments.get(ply)
                game.comments[ply] = word[1:] if earlier is None else f"{earlier} {word[1:]}"
            continue
        if word in RESULT_TOKENS or word in RESULT_TOKENS_THREE:
            if index != len(movetext) - 1:
                raise RecordError(
                    f"record line {number}: moves or comments follow the result {word!r}"
                ).because("after_result", number, word)
            if claimed is not None and word != claimed:
                raise RecordError(
                    f"record line {number}: the result {word!r} differs from the Result tag"
                    f" {claimed!r}"
                ).because("result_differs", number, word, claimed)
            claimed = word
            break
        try:
            game.play(word)
        except MixtourError as error:
            raise RecordError(
                f"record line {number}: move {len(game.moves) + 1} {word!r}: {error}"
            ).because("move", number, len(game.moves) + 1, word, error) from None
        ply += 1
    actual = result_token(game)
    termination = tags.get("Termination")
    if termination in (AGREEMENT, RESIGNATION) and game.players == 3:
        raise RecordError(
            f"record line {tag_lines['Termination']}: a game of three ends by its moves only"
            f" (nobody resigns or agrees a draw), not by {termination}"
        ).because("three_ending", tag_lines["Termination"], termination)
    if termination in (AGREEMENT, RESIGNATION) and game.result is None:
        draw = "1/2-1/2" if game.players == 2 else "1/3-1/3-1/3"
        if (claimed == draw) != (termination == AGREEMENT) or claimed in (None, "*"):
            raise RecordError(
                f"record line {tag_lines['Termination']}: a game ended by {termination} has"
                f" the result {'a draw' if termination == AGREEMENT else 'a win'},"
                f" not {claimed or '*'!r}"
            ).because("ending_result", tag_lines["Termination"], termination, claimed or "*")
        game.tags = {name: value for name, value in tags.items() if name not in _DERIVED}
        end_by_agreement(game, "draw" if termination == AGREEMENT else _winner(game, claimed))
        return game
    if termination is not None and termination != game.result_reason:
        raise RecordError(
            f"record line {tag_lines['Termination']}: Termination {termination!r} does not match"
            f" the moves, which end {game.result_reason or 'nothing'!r}"
        ).because(
            "termination", tag_lines["Termination"], termination, game.result_reason or "nothing"
        )
    if claimed is not None and claimed != actual:
        where = tag_lines.get("Result", movetext[-1][0] if movetext else 1)
        raise RecordError(
            f"record line {where}: the result {claimed!r} does not match the moves,"
            f" which give {actual!r}"
        ).because("result", where, claimed, actual)
    game.tags = {name: value for name, value in tags.items() if name not in _DERIVED}
    return game


def _winner(game: Game, token: str) -> str:
    results = _RESULTS if game.players == 2 else _RESULTS_THREE
    return next(result for result, value in results.items() if value == token)


# Tags recomputed from the game itself rather than kept.
_DERIVED = ("Game", "Players", "Target", "Reserve", "Repetition", "Start", "Result", "Termination")


def _start(tags: dict[str, str], lines: dict[str, int]) -> Game:
    """The game the moves start from, as the tags set it up."""
    if tags.get("Game", "Mixtour") != "Mixtour":
        raise RecordError(
            f"record line {lines['Game']}: this is a record of {tags['Game']!r}"
        ).because("other_game", lines["Game"], tags["Game"])
    players = 2
    if "Players" in tags:
        players = _whole_number(tags["Players"], "Players", lines["Players"])
        if players not in (2, 3):
            raise RecordError(
                f"record line {lines['Players']}: Players is 2 or 3, not {players}"
            ).because("players", lines["Players"], players)
    target = 1
    if "Target" in tags:
        target = _whole_number(tags["Target"], "Target", lines["Target"])
    reserve = None
    if "Reserve" in tags:
        reserve = _whole_number(tags["Reserve"], "Reserve", lines["Reserve"])
    repetition = tags.get("Repetition", "draw")
    if repetition not in ("draw", "off"):
        raise RecordError(
            f"record line {lines['Repetition']}: Repetition is 'draw' or 'off', not {repetition!r}"
        ).because("repetition", lines["Repetition"], repetition)
    if "Termination" in tags and tags["Termination"] not in _TERMINATIONS:
        raise RecordError(
            f"record line {lines['Termination']}: Termination is target, passes, repetition,"
            f" agreement or resignation, not {tags['Termination']!r}"
        ).because("termination_value", lines["Termination"], tags["Termination"])
    tokens = RESULT_TOKENS if players == 2 else RESULT_TOKENS_THREE
    if tags.get("Result", "*") not in tokens:
        raise RecordError(
            f"record line {lines['Result']}: Result is {', '.join(tokens[:-1])} or *,"
            f" not {tags['Result']!r}"
        ).because("result_value", lines["Result"], ", ".join(tokens[:-1]), tags["Result"])
    if "Start" not in tags:
        return Game(target, reserve, repetition == "draw", players)
    try:
        game = Game.from_position(tags["Start"], target, repetition == "draw")
    except PositionError as error:
        raise RecordError(f"record line {lines['Start']}: Start: {error}").because(
            "start", lines["Start"], error
        ) from None
    if game.players != players:
        raise RecordError(
            f"record line {lines['Start']}: the Start position is for {game.players} players"
            f" but the record is for {players}"
        ).because("start_players", lines["Start"], game.players, players)
    if reserve is not None and reserve != game.starting_reserve:
        raise RecordError(
            f"record line {lines['Reserve']}: Reserve {reserve} does not match the Start"
            f" position, where each side has {game.starting_reserve} pieces"
        ).because("reserve", lines["Reserve"], reserve, game.starting_reserve)
    return game
