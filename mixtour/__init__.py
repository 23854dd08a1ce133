"""Mixtour, Dieter Stein's two-player stacking game: rules engine."""
