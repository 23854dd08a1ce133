"""Mixtour at the shared table (`table/`): its spec (`spec.py`), its board, hand, options, links,
records, lessons and words. The page's entry is `app/mixtour.py`."""
