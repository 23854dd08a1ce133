"""The AI worker's entry script, under CPython: what it exports answers in JSON."""

import json

from mixtour.ai import worker


def test_worker_exports_callables_including_hello() -> None:
    assert "hello" in worker.__export__
    assert all(callable(getattr(worker, name)) for name in worker.__export__)


def test_hello_answers_json_with_an_engine_check() -> None:
    reply = json.loads(worker.hello())
    assert reply["perft2"] == 600
    assert reply["python"].startswith("cpython 3.")
