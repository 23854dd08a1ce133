"""The computer's levels by name, weakest first, and the one a new game plays at.

Both the page (MicroPython, main thread) and the AI worker (Pyodide) read these names; the page
must not import `mixtour.ai` (the worker's, too big for MicroPython's start), so they live here,
in a module that imports nothing. `mixtour.ai.levels` gives each name its search budget.
"""

LEVEL_NAMES = ("beginner", "casual", "strong", "expert")
DEFAULT_LEVEL = "strong"
