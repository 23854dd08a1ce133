"""The information-set search (`search.ismcts`) on a small hand-made game with a hidden card:
it plays only moves legal in the deal of each simulation, and chooses what is best over the
deals, not in any one of them."""

from random import Random

from search.ismcts import Search
from search.protocol import Evaluator


class HiddenCard:
    """Two players. Seat 1 holds a card seat 0 cannot see: ``"high"`` one deal in four, else
    ``"low"``. Seat 0 bets ``"safe"`` (a draw) or ``"bold"``; after ``"bold"`` seat 1 answers,
    and only the high card gives it ``"beat"`` (seat 1 wins), the low one only ``"fold"`` (seat
    0 wins). Bold wins three deals in four: it is seat 0's move, though in a high deal it
    loses. Every push checks that its move is legal in the current deal."""

    players = 2

    def __init__(self) -> None:
        self.card = "low"
        self.moves: list[str] = []
        self.deals: list[str] = []

    @property
    def turn(self) -> int:
        return len(self.moves) % 2

    @property
    def result(self) -> tuple[float, ...] | None:
        if self.moves == ["safe"]:
            return (0.5, 0.5)
        if len(self.moves) == 2:
            return (0.0, 1.0) if self.moves[1] == "beat" else (1.0, 0.0)
        return None

    def legal_moves(self) -> list[str]:
        if not self.moves:
            return ["safe", "bold"]
        return ["beat"] if self.card == "high" else ["fold"]

    def push(self, move: str) -> None:
        assert move in self.legal_moves(), f"{move} is not legal with the {self.card} card"
        self.moves.append(move)

    def pop(self) -> str:
        return self.moves.pop()

    def winning_move(self) -> str | None:
        return None

    def redeal(self, rng: Random) -> None:
        assert not self.moves, "a deal is drawn at the root only"
        self.card = "high" if rng.random() < 0.25 else "low"
        self.deals.append(self.card)


class Playouts(Evaluator[HiddenCard]):
    """Plays the game out in the deal at hand (one move at most) and takes it back."""

    def evaluate(self, game: HiddenCard, rng: Random) -> tuple[float, ...]:
        game.push(game.legal_moves()[0])
        result = game.result
        game.pop()
        assert result is not None
        return result


def test_the_search_plays_each_deal_by_its_own_moves_and_chooses_over_all_deals() -> None:
    game = HiddenCard()
    search = Search(game, Playouts(), Random(3))
    search.run(iterations=400)
    assert search.best_move() == "bold"
    assert game.moves == []
    assert len(game.deals) == 400 and 40 < game.deals.count("high") < 160
    bold = search.root.by_move["bold"]
    answers = bold.by_move
    assert set(answers) == {"beat", "fold"}
    # Each answer is counted available only in the deals where it was legal (every visit of
    # "bold" but its first, which played out from the new node).
    assert answers["beat"].available + answers["fold"].available == bold.visits - 1
    assert answers["beat"].available < answers["fold"].available
    assert 0.6 < search.shares()[0] < 0.9


def test_in_one_deal_alone_the_high_card_would_make_the_safe_bet_best() -> None:
    game = HiddenCard()
    game.card = "high"
    game.redeal = lambda rng: None  # type: ignore[method-assign]
    search = Search(game, Playouts(), Random(3))
    search.run(iterations=200)
    assert search.best_move() == "safe"
