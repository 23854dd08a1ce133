"""The table: everything a game's page does that is not the game itself (docs/architecture.md).

Seats, the game at the table with undo and review, the one broker for the computer's answers,
keeping and sharing games, the features (hint, chance bar, review, puzzles, guided first game,
offers, the result card, sound) and the input, for any game that supplies a spec
(`table.spec.Spec`: Mixtour's is `mixtour.ui.spec`, Kitty Stack Tower's `kitty.ui.spec`).
"""
