"""The max-n reading search (`search.maxn`) on a small hand-made game of three: it reads the
reply each player likes best, not the first judgement of a move."""

from random import Random

import pytest

from search.maxn import Search

# Seat 0 plays "bait" or "safe". "safe" ends the game; after "bait" seat 1 ends it by "share"
# or "grab". The judge finds "bait" splendid for seat 0 until seat 1's reply is read.
ENDS: dict[tuple[str, ...], tuple[float, ...]] = {
    ("safe",): (0.4, 0.3, 0.3),
    ("bait", "share"): (0.6, 0.3, 0.1),
    ("bait", "grab"): (0.1, 0.5, 0.4),
}
JUDGED: dict[tuple[str, ...], tuple[float, ...]] = {("bait",): (0.9, 0.05, 0.05)}


class Bait:
    """The game above, in the search protocol."""

    players = 3

    def __init__(self) -> None:
        self.moves: list[str] = []

    @property
    def turn(self) -> int:
        return len(self.moves)

    @property
    def result(self) -> tuple[float, ...] | None:
        return ENDS.get(tuple(self.moves))

    def legal_moves(self) -> list[str]:
        if self.result is not None:
            return []
        return ["bait", "safe"] if not self.moves else ["share", "grab"]

    def push(self, move: str) -> None:
        assert move in self.legal_moves()
        self.moves.append(move)

    def pop(self) -> str:
        return self.moves.pop()

    def winning_move(self) -> None:
        return None


class Judge:
    def shares(self, game: Bait) -> tuple[float, ...]:
        return game.result or JUDGED[tuple(game.moves)]


def test_one_look_takes_the_bait_and_reading_the_reply_refuses_it() -> None:
    game = Bait()
    search = Search(game, Judge(), Random(1))
    assert search.best_child().values[0] == 0.9  # "bait", judged, not read
    search.run(iterations=5)
    assert game.moves == []  # the game is left as it was
    # Seat 1 grabs (0.5 for it against 0.3): after "bait" seat 0 gets 0.1, after "safe" 0.4.
    assert {child.move: child.values[0] for child in search.choices()} == {"bait": 0.1, "safe": 0.4}
    assert search.best_move() == "safe"
    assert search.shares() == [0.4, 0.3, 0.3]
    game.push("bait")
    reply = Search(game, Judge(), Random(1))
    assert reply.best_move() == "grab" and reply.principal_variation() == ["grab"]
    assert search.proven_result() is None


def test_the_line_follows_each_players_best_reply() -> None:
    game = Bait()
    search = Search(game, Judge(), Random(2))
    search.run(iterations=5)
    assert search.principal_variation() == ["safe"]
    assert search.root.values == (0.4, 0.3, 0.3)


def test_a_finished_game_has_no_search() -> None:
    game = Bait()
    game.push("safe")
    with pytest.raises(ValueError, match="the game is over"):
        Search(game, Judge(), Random(1))
