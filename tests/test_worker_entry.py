"""The site's AI worker entry script (`app.worker`), under CPython: what it exports answers in
JSON, and each game's page finds the function its spec calls."""

import json

from app import worker
from mixtour.ui.spec import SPEC


def test_worker_exports_callables_including_hello() -> None:
    assert "hello" in worker.__export__
    assert all(callable(getattr(worker, name)) for name in worker.__export__)


def test_mixtour_s_page_calls_a_function_the_worker_exports() -> None:
    assert SPEC.worker_call in worker.__export__
    request = {"id": 1, "moves": ["c3"], "iterations": 20, "seed": 1}
    reply = json.loads(getattr(worker, SPEC.worker_call)(json.dumps(request)))
    assert reply["ok"] and reply["id"] == 1, reply


def test_hello_answers_json_with_an_engine_check() -> None:
    reply = json.loads(worker.hello())
    assert reply["perft2"] == 600
    assert reply["python"].startswith("cpython 3.")
