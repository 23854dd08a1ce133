"""The site's languages besides English, one package each: its name and its catalogue of words
(`table/said.py`; docs/architecture.md, "Languages")."""
