"""A deliberately simple reference implementation of Kitty Stack Tower with the Objective Cards
(docs/kitty-rules.md), to check the engine in `kitty/` against.

Written from the rules page, independently of the engine: nothing from `kitty/` is imported.
The board is a dict from cell name to a list of pieces, bottom first; a piece is a dict with its
colour letter and the set of tokens it carries, so tokens travel with their pieces by
themselves; moves are text; every move works on a deep copy of the whole game. It reads and
writes the position text of docs/kitty-rules.md, so the two can be compared after every move.
"""

from __future__ import annotations

import copy

COLOURS = "rybg"
CODES = ["mf", "lp", "cm", "fp", "rb", "tk", "dt", "vc", "fe", "cs"]
DIRECTIONS = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)]
OPEN, ANSWER, PROPOSER, PARTNER, FORCED, AFTER = [
    "open",
    "answer",
    "proposer",
    "partner",
    "forced",
    "after",
]


def board(side: int) -> tuple[list[str], dict[str, tuple[int, int]]]:
    """The cell names, bottom row first and left to right, and their axial coordinates."""
    names, where = [], {}
    for r in range(2 * side - 1):
        first = max(0, side - 1 - r)
        for q in range(first, min(2 * side - 2, 3 * side - 3 - r) + 1):
            name = chr(ord("a") + r) + str(q - first + 1)
            names.append(name)
            where[name] = (q, r)
    return names, where


class Piece:
    """One piece: its colour letter and the tokens it carries (``rb``, ``dt``)."""

    def __init__(self, colour: str) -> None:
        self.c = colour
        self.tokens: set[str] = set()


class Reference:
    """A Kitty game read from position text; `legal()` and `play(text)` as the rules say."""

    def __init__(self, text: str) -> None:
        fields = text.split(" ")
        rows = fields[0].split("/")
        self.side = (len(rows) + 1) // 2
        self.names, self.where = board(self.side)
        self.at = {coords: name for name, coords in self.where.items()}
        self.n = int(fields[1])
        self.turn = COLOURS.index(fields[2])
        self.setup = fields[3] == "setup"
        self.passes = int(fields[4])
        self.stacks: dict[str, list[Piece]] = {name: [] for name in self.names}
        row_names = [[n for n in self.names if n[0] == chr(ord("a") + r)] for r in range(len(rows))]
        for row, row_text in zip(reversed(row_names), rows, strict=True):
            for name, cell in zip(row, row_text.split(","), strict=True):
                if cell != ".":
                    self.stacks[name] = [Piece(ch) for ch in cell]
        self.cards = len(fields) == 10
        self.holder = dict.fromkeys(CODES, "-")
        self.points = dict.fromkeys(CODES, 0)
        self.claimed: list[str] = []
        self.exchanged: set[int] = set()
        self.stage, self.partner, self.card, self.proposed = OPEN, -1, "", False
        if self.cards:
            self._read_cards(fields[5:])
        self.seen: dict[tuple[str, int], int] = {}
        self.over = False
        if not self.setup and self.stage == OPEN and not self.proposed:
            self._arrive()

    def _read_cards(self, fields: list[str]) -> None:
        holders, points, exchanged, tokens, step = fields
        self.holder = dict(zip(CODES, holders, strict=True))
        for entry in [] if points == "-" else points.split(","):
            code, value = entry.split("=")
            if code == "mf":
                self.claimed = value.split(".")
                self.points["mf"] = sum(len(stack) for stack in self.claimed)
            else:
                self.points[code] = int(value)
        self.exchanged = {COLOURS.index(ch) for ch in exchanged if ch != "-"}
        for entry in [] if tokens == "-" else tokens.split(","):
            code, place = entry.split("@")
            name, level = place.split(".")
            self.stacks[name][int(level) - 1].tokens.add(code)
        self.proposed = step.startswith("?")
        if step == "*":
            self.stage = AFTER
        elif "!" in step:
            body = step[step.index("!") :]  # !y>cm
            self.stage, self.partner, self.card = FORCED, COLOURS.index(body[1]), body[3:]
        elif len(step) > 1:  # ?y, ?y+, ?y+cm
            self.partner, self.card = COLOURS.index(step[1]), step[3:]
            self.stage = ANSWER if len(step) == 2 else PROPOSER if len(step) == 3 else PARTNER

    # --- looking at the board ------------------------------------------------------------------

    def colours_of(self, name: str) -> str:
        return "".join(piece.c for piece in self.stacks[name])

    def owner(self, name: str) -> int:
        stack = self.colours_of(name)
        return COLOURS.index(stack[-1]) if stack else -1

    def step_from(self, name: str, d: tuple[int, int]) -> str | None:
        q, r = self.where[name]
        return self.at.get((q + d[0], r + d[1]))

    def neighbours(self, name: str) -> list[tuple[str, tuple[int, int]]]:
        found = []
        for d in DIRECTIONS:
            other = self.step_from(name, d)
            if other is not None:
                found.append((other, d))
        return found

    def holds(self, player: int, code: str) -> bool:
        return self.cards and self.holder[code] == COLOURS[player]

    def revealed(self, code: str) -> bool:
        return self.points[code] > 0 or self.holder[code] == "x"

    def unrevealed(self, player: int) -> list[str]:
        return [c for c in CODES if self.holds(player, c) and not self.revealed(c)]

    def claimable(self, player: int) -> list[str]:
        found = []
        for name in self.names:
            stack = self.colours_of(name)
            runs = [stack[i : i + 5] == stack[i] * 5 for i in range(len(stack))]
            if stack and self.owner(name) == player and any(runs):
                found.append(name)
        return found

    def actions(self, player: int) -> list[str]:
        found = []
        me = COLOURS[player]
        for name in self.names:
            s = self.colours_of(name)
            if not s or s[-1] != me:
                continue
            for other, d in self.neighbours(name):
                t = self.colours_of(other)
                if not t:
                    continue
                if len(s) >= len(t):
                    found.append(f"{name}-{other}")
                    if self.holds(player, "cs"):
                        line = [name, other]
                        nxt = self.step_from(other, d)
                        while nxt is not None:
                            u = self.colours_of(nxt)
                            if not u or u[-1] != t[-1] or len(u) > len(s):
                                break
                            line.append(nxt)
                            found.append("-".join(line))
                            nxt = self.step_from(nxt, d)
                beyond = self.step_from(other, d)
                if 2 <= len(s) <= len(t) and beyond is not None and not self.stacks[beyond]:
                    found.append(f"{name}^{other}")
                if t[-1] != me and me in t and s.count(me) > len(t) - t.count(me):
                    found.append(f"{name}<{other}")
        return found

    def legal(self) -> list[str]:
        if self.over:
            return []
        if self.setup:
            return [name for name in self.names if not self.stacks[name]]
        mover, stage = self.turn, self.stage
        claims = [f"*{name}" for name in self.claimable(mover)] if self.holds(mover, "mf") else []
        if stage == ANSWER:
            return ["yes", "no"]
        if stage == AFTER:
            return [*claims, "end"]
        if stage in (PROPOSER, PARTNER, FORCED):
            giver = mover if stage == PROPOSER else self.partner
            return [f">{code}" for code in self.unrevealed(giver)]
        moves = self.actions(mover) + claims
        others = [p for p in range(self.n) if p != mover]
        if self.holds(mover, "fe"):
            for code in self.unrevealed(mover):
                if code != "fe":
                    moves += [f"!{COLOURS[p]}>{code}" for p in others if self.unrevealed(p)]
        free = self.cards and not self.proposed and mover not in self.exchanged
        if free and self.unrevealed(mover):
            moves += [
                f"?{COLOURS[p]}" for p in others if p not in self.exchanged and self.unrevealed(p)
            ]
        return [*moves, "pass"]

    # --- playing ---------------------------------------------------------------------------

    def play(self, move: str) -> Reference:
        """The game after the legal move `move`, a new object."""
        assert move in self.legal(), move
        game = copy.deepcopy(self)
        game._play(move)
        return game

    def _play(self, move: str) -> None:
        mover = self.turn
        if self.setup:
            self.stacks[move] = [Piece(COLOURS[mover])]
            self.turn = (mover + 1) % self.n
            placed = [sum(self.colours_of(n).count(c) for n in self.names) for c in COLOURS]
            if placed[: self.n] == [15] * self.n:
                self.setup = False
                self.turn = 0
                self._arrive()
            return
        if move == "pass":
            self._end_turn(passed=True)
        elif move == "end":
            self._end_turn(passed=False)
        elif move.startswith("*"):
            name = move[1:]
            self.claimed.append(self.colours_of(name))
            self.points["mf"] += len(self.stacks[name])
            self.stacks[name] = []
            if self.stage == AFTER and not self.claimable(mover):
                self._end_turn(passed=False)
        elif move[0] in "?!>" or move in ("yes", "no"):
            self._exchange(move)
        else:
            self._act(move)

    def _exchange(self, move: str) -> None:
        mover = self.turn
        if move.startswith("?"):
            self.stage, self.partner, self.proposed = ANSWER, COLOURS.index(move[1]), True
        elif move == "yes":
            self.stage = PROPOSER
        elif move == "no":
            self.stage = OPEN
        elif move.startswith("!"):
            self.stage, self.partner, self.card = FORCED, COLOURS.index(move[1]), move[3:]
        elif self.stage == PROPOSER:
            self.stage, self.card = PARTNER, move[1:]
        else:
            given, taken = self.card, move[1:]
            self.holder[given], self.holder[taken] = COLOURS[self.partner], COLOURS[mover]
            if self.stage == FORCED:
                self.holder["fe"] = "x"
            else:
                self.exchanged |= {mover, self.partner}
            self.stage, self.partner, self.card = OPEN, -1, ""

    def _act(self, move: str) -> None:
        mover, me = self.turn, COLOURS[self.turn]
        sign = "-" if "-" in move else "^" if "^" in move else "<"
        cells = move.split(sign)
        source = cells[0]
        before = {name: self.colours_of(name) for name in cells}
        s = self.stacks[source]
        if sign == "-":
            pile = list(s)
            for name in cells[1:]:
                pile = self.stacks[name] + pile
                self.stacks[name] = []
            self.stacks[source] = []
            made = cells[-1]
            self.stacks[made] = pile
        elif sign == "^":
            target = cells[1]
            d = (
                self.where[target][0] - self.where[source][0],
                self.where[target][1] - self.where[source][1],
            )
            landing = self.step_from(target, d)
            assert landing is not None
            self.stacks[landing], self.stacks[source] = s, []
            self.stacks[target] = list(reversed(self.stacks[target]))
            made = target
        else:
            target = cells[1]
            t = self.stacks[target]
            highest = max(i for i, piece in enumerate(t) if piece.c == me)
            self.stacks[source] = t[highest + 1 :] + s
            self.stacks[target] = t[: highest + 1]
            made = source
        carries = {token for piece in self.stacks[made] for token in piece.tokens}
        top = self.stacks[made][-1].tokens
        if sign != "^" and self.holds(mover, "rb") and "rb" not in carries:
            count = len(set(self.colours_of(made)))
            if count >= 3 and all(len(set(part)) < count for part in before.values()):
                self.points["rb"] += 3 if count == 4 else 2
                top.add("rb")
        taken = before[made][-1] != me and self.colours_of(made)[-1] == me
        if sign == "^" and self.holds(mover, "dt") and "dt" not in carries and taken:
            self.points["dt"] += 2
            top.add("dt")
        if len(cells) > 2:
            self.points["cs"] += len(cells) - 2
        if self.cards and self.claimable(mover):
            self.stage, self.proposed = AFTER, False
        else:
            self._end_turn(passed=False)

    def _end_turn(self, passed: bool) -> None:
        self.passes = self.passes + 1 if passed else 0
        self.turn = (self.turn + 1) % self.n
        self.stage, self.partner, self.card, self.proposed = OPEN, -1, "", False
        self._arrive()

    def _arrive(self) -> None:
        key = (self.board_text() + " " + self.tokens_text(), self.turn)
        self.seen[key] = self.seen.get(key, 0) + 1
        stuck = not any(self.actions(p) for p in range(self.n))
        if self.seen[key] >= 3 or self.passes >= self.n or stuck:
            self.over = True

    # --- the score and the text --------------------------------------------------------------

    def owned(self, player: int) -> list[str]:
        return [self.colours_of(n) for n in self.names if self.owner(n) == player]

    def card_points(self, player: int) -> int:
        total = 0
        owned = self.owned(player)
        for code in CODES:
            if not self.holds(player, code):
                continue
            total += self.points[code]
            if not self.over:
                continue
            if code == "lp":
                total += len(owned)
            elif code == "cm":
                total += sum(len(set(stack)) - 1 for stack in owned)
            elif code == "fp":
                total += max([sum(s.count(c) for s in owned) for c in COLOURS]) // 2
            elif code == "tk":
                total += max([len(s) for s in owned] or [0]) // 2
            elif code == "vc":
                total += 5 * sum(
                    1
                    for s in owned
                    if len(s) >= 5 and all(s[i] != s[i + 1] for i in range(len(s) - 1))
                )
        return total

    def score(self, player: int) -> tuple[int, int]:
        owned = self.owned(player)
        total = sum(len(stack) for stack in owned) + self.card_points(player)
        return total, sum(stack.count(COLOURS[player]) for stack in owned)

    def result(self) -> tuple[float, ...] | None:
        if not self.over:
            return None
        scores = [self.score(p) for p in range(self.n)]
        winners = scores.count(max(scores))
        return tuple(1 / winners if s == max(scores) else 0.0 for s in scores)

    def decider(self) -> int:
        return self.partner if self.stage in (ANSWER, PARTNER, FORCED) else self.turn

    def board_text(self) -> str:
        rows = []
        for r in reversed(range(2 * self.side - 1)):
            row = [n for n in self.names if n[0] == chr(ord("a") + r)]
            rows.append(",".join(self.colours_of(n) or "." for n in row))
        return "/".join(rows)

    def tokens_text(self) -> str:
        marks = []
        for name in self.names:
            for level, piece in enumerate(self.stacks[name]):
                for code in ("rb", "dt"):
                    if code in piece.tokens:
                        marks.append(f"{code}@{name}.{level + 1}")
        return ",".join(marks) or "-"

    def position(self) -> str:
        phase = "setup" if self.setup else "play"
        text = f"{self.board_text()} {self.n} {COLOURS[self.turn]} {phase} {self.passes}"
        if not self.cards:
            return text
        holders = "".join(self.holder[c] for c in CODES)
        points = []
        if self.claimed:
            points.append("mf=" + ".".join(self.claimed))
        points += [f"{c}={self.points[c]}" for c in ("rb", "dt", "cs") if self.points[c]]
        exchanged = "".join(COLOURS[p] for p in sorted(self.exchanged)) or "-"
        return " ".join(
            [
                text,
                holders,
                ",".join(points) or "-",
                exchanged,
                self.tokens_text(),
                self.step_text(),
            ]
        )

    def step_text(self) -> str:
        partner = COLOURS[self.partner] if self.partner >= 0 else ""
        ask = "?" if self.proposed else ""
        if self.stage == AFTER:
            return "*"
        if self.stage == OPEN:
            return ask or "-"
        if self.stage == FORCED:
            return f"{ask}!{partner}>{self.card}"
        return f"?{partner}" + {ANSWER: "", PROPOSER: "+", PARTNER: f"+{self.card}"}[self.stage]
