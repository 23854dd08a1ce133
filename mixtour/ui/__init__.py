"""The browser page: `page.py` is its main-thread entry script (MicroPython; see pyscript.toml)."""
