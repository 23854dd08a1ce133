"""Where the main thread's time goes while the page starts: the long tasks of a cold load.

Loads the built site (`_site/`, or `--site`) in Chromium as a first visit on a phone would (a
fresh context, 412x823 touch screen, service worker allowed) with the CPU slowed down as
Lighthouse's mobile audit assumes (`Emulation.setCPUThrottlingRate`, 4x by default), records a
performance trace from navigation until the board is playable, the computer player has answered
and the service worker has cached the site, and lists every main-thread task longer than 50 ms:
when it started, how long it took and what it was (which script, wasm compilation, garbage
collection, style and layout, which Python import stage of the entry script, named by its
`performance.mark`s...). Also prints the blocking time (the sum of each task's time over 50 ms)
after first contentful paint, in all and before the board is playable: Lighthouse's Total
Blocking Time is that sum, over a simulated load.

On a shared machine a task's time is mostly the time it waited for a core (at load 10 on two
cores a 95 ms task ran 23 ms), and so is Lighthouse's Total Blocking Time. Each load therefore
also prints the blocking time from the main thread's own CPU time (the trace's thread clock):
every task after first contentful paint, its CPU time times Lighthouse's 4x, less 50 ms; the
tasks it counts (over 12.5 ms of CPU time) are listed by name too. Load
with `--slowdown 1` for it (Lighthouse too traces at full speed and multiplies). It is a lower
bound, steadier under load: it leaves out what a task waits for without running (a lock, a
compile on another thread, the browser).

    PYTHONPATH=. .venv/bin/python tools/trace_start.py [--runs N] [--site DIR] [--page kitty.html]
        [--keep FILE]
"""

import argparse
import json
import os
import statistics
import sys
import tempfile
from collections import defaultdict
from contextlib import ExitStack
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, CDPSession, ViewportSize, sync_playwright

from tools.bench_boot import build_baseline
from tools.browser import launch_args
from tools.serve import SITE, serving

LONG_MS = 50.0
# Lighthouse's mobile device (a Moto G Power) and its CPU slowdown.
PHONE: ViewportSize = {"width": 412, "height": 823}
SLOWDOWN = 4.0
CATEGORIES = [
    "toplevel",
    "devtools.timeline",
    "disabled-by-default-devtools.timeline",
    "v8",
    "v8.execute",
    "v8.wasm",
    "blink.user_timing",
    "loading",
]
START_TIMEOUT_MS = 180_000
# What the page's markers wait for: board playable, computer player ready, site cached.
MARKERS = ("data-ready", "data-ai-ready", "data-offline-ready")
# After the last marker, the page should be quiet; anything in this time is still listed.
QUIET_MS = 1500

Event = dict[str, Any]

# Trace events that say what a task did, and how to name them.
SCRIPT_EVENTS = ("EvaluateScript", "v8.evaluateModule", "FunctionCall", "v8.callFunction")
GC_PREFIXES = ("MajorGC", "MinorGC", "V8.GC", "BlinkGC", "GCEvent", "V8.Scavenge")
LAYOUT_EVENTS = ("UpdateLayoutTree", "Layout", "RecalculateStyles", "ScheduleStyleRecalculation")
PARSE_EVENTS = ("ParseHTML", "ParseAuthorStyleSheet")
PAINT_EVENTS = ("Paint", "PrePaint", "Layerize", "Commit", "UpdateLayer", "CompositeLayers")
LABELS = {
    "TimerFire": "timer",
    "FireAnimationFrame": "animation frame",
    "EventDispatch": "event",
    "RunMicrotasks": "promise callbacks",
    "ParseHTML": "parse HTML",
    "ParseAuthorStyleSheet": "parse CSS",
    "DocumentLoader::CommitNavigation": "navigation",
    "Receive mojo message": "message from the browser",
    "Layout": "layout",
    "UpdateLayoutTree": "style",
    "Paint": "paint",
    "PrePaint": "paint",
    "Layerize": "paint",
}


@dataclass
class Task:
    start_ms: float  # from navigation start
    duration_ms: float
    what: str
    parts: dict[str, float] = field(default_factory=dict)

    def line(self) -> str:
        parts = ", ".join(f"{name} {ms:.0f}" for name, ms in self.parts.items() if ms >= 5)
        return f"{self.start_ms:8.0f} {self.duration_ms:7.0f}  {self.what}" + (
            f"  [{parts}]" if parts else ""
        )


@dataclass
class Load:
    tasks: list[Task]
    fcp_ms: float
    lcp_ms: float
    ready_ms: float
    end_ms: float
    # Every top-level task's start (from navigation start) and its thread CPU time, in ms.
    cpu: list[tuple[float, float]] = field(default_factory=list)
    # The tasks whose CPU time at Lighthouse's 4x is over 50 ms, their duration the CPU time.
    counted: list[Task] = field(default_factory=list)

    def blocking(self, until_ms: float) -> float:
        """The time over 50 ms of the tasks that start between first contentful paint and
        ``until_ms``."""
        return sum(
            t.duration_ms - LONG_MS for t in self.tasks if self.fcp_ms <= t.start_ms < until_ms
        )

    def cpu_before_paint(self) -> float:
        """The main thread's CPU time before first contentful paint: the page's markup and style
        sheets parsed, styled, laid out and painted (Lighthouse's simulation puts these tasks
        on its slower CPU too)."""
        return sum(cpu_ms for start_ms, cpu_ms in self.cpu if start_ms < self.fcp_ms)

    def cpu_blocking(self) -> float:
        """Lighthouse's sum from the tasks' CPU time after first contentful paint: each task's
        CPU time at its 4x slowdown, less 50 ms."""
        return sum(
            max(0.0, SLOWDOWN * cpu_ms - LONG_MS)
            for start_ms, cpu_ms in self.cpu
            if start_ms >= self.fcp_ms
        )


def _short(url: str) -> str:
    return url.rsplit("/", 1)[-1] or url


def _main_thread(events: list[Event], url: str) -> tuple[int, int, float]:
    """The page's renderer main thread (pid, tid) and its navigation start (trace microseconds)."""
    for event in events:
        data = event.get("args", {}).get("data", {})
        if event.get("name") == "navigationStart" and str(
            data.get("documentLoaderURL", "")
        ).startswith(url):
            return event["pid"], event["tid"], float(event["ts"])
    raise RuntimeError(f"no navigationStart of {url} in the trace")


def _first_mark(events: list[Event], name: str, after: float) -> float | None:
    times = [float(e["ts"]) for e in events if e.get("name") == name and float(e["ts"]) >= after]
    return min(times) if times else None


def _classify(name: str) -> str | None:
    if name.startswith(GC_PREFIXES):
        return "GC"
    if name in LAYOUT_EVENTS:
        return "style+layout"
    if name in PARSE_EVENTS:
        return "parse HTML/CSS"
    if name in PAINT_EVENTS:
        return "paint"
    if "wasm" in name.lower():
        return "wasm"
    if name in ("v8.compile", "v8.compileModule", "V8.CompileCode", "v8.parseOnBackground"):
        return "JS compile"
    return None


def _label(name: str, data: dict[str, Any]) -> str | None:
    """What an event inside a task says the task was, if it says anything."""
    if name in SCRIPT_EVENTS and (data.get("url") or data.get("functionName")):
        function = str(data.get("functionName") or "")
        return f"script {_short(str(data.get('url', '')))}" + (f" {function}()" if function else "")
    if name == "EventDispatch":
        return f"event {data.get('type', '')}"
    return LABELS.get(name)


def _cpu_ms(event: Event) -> float:
    """An event's CPU time on its thread (the trace's thread clock), or its duration without one."""
    return float(event["tdur"] if "tdur" in event else event["dur"]) / 1000


def _describe(task: Event, inside: list[Event], marks: list[tuple[float, str]]) -> Task:
    """Name a top-level task by the outermost script or event it ran, and sum its parts."""
    start, end = float(task["ts"]), float(task["ts"]) + float(task["dur"])
    what = ""
    parts: dict[str, float] = defaultdict(float)
    covered_until: dict[str, float] = defaultdict(float)
    for event in inside:
        name = event["name"]
        if not what:
            what = _label(name, event.get("args", {}).get("data", {}) or {}) or ""
        kind = _classify(name)
        if kind is not None and float(event["ts"]) >= covered_until[kind]:
            # Count the outermost event of a kind only, not the ones nested in it.
            parts[kind] += float(event.get("dur", 0)) / 1000
            covered_until[kind] = float(event["ts"]) + float(event.get("dur", 0))
    stages = [label for ts, label in marks if start <= ts <= end]
    if stages:
        what = f"{what}: python {', '.join(stages)}"
    return Task(0.0, (end - start) / 1000, what or "(browser)", dict(parts))


def long_tasks(trace: dict[str, Any], url: str) -> Load:
    events: list[Event] = trace["traceEvents"]
    pid, tid, navigation = _main_thread(events, url)
    mine = sorted(
        (e for e in events if e.get("pid") == pid and e.get("tid") == tid and e.get("ph") == "X"),
        key=lambda e: (float(e["ts"]), -float(e.get("dur", 0))),
    )
    marks = sorted(
        (float(e["ts"]), e["name"].removeprefix("mixtour:"))
        for e in events
        if e.get("pid") == pid and str(e.get("name", "")).startswith("mixtour:")
    )
    tasks: list[Task] = []
    counted: list[Task] = []
    cpu = [
        ((float(e["ts"]) - navigation) / 1000, _cpu_ms(e))
        for e in mine
        if e["name"] == "RunTask" and float(e["ts"]) >= navigation
    ]
    top: Event | None = None
    inside: list[Event] = []

    def close() -> None:
        task = top
        if task is None:
            return
        cpu_ms = _cpu_ms(task)
        long = float(task["dur"]) / 1000 > LONG_MS
        if not long and SLOWDOWN * cpu_ms <= LONG_MS:
            return
        described = _describe(task, inside, marks)
        described.start_ms = (float(task["ts"]) - navigation) / 1000
        if long:
            tasks.append(described)
        if SLOWDOWN * cpu_ms > LONG_MS:
            counted.append(replace(described, duration_ms=cpu_ms))

    for event in mine:
        ts = float(event["ts"])
        if ts < navigation:
            continue
        if top is not None and ts < float(top["ts"]) + float(top["dur"]):
            inside.append(event)
        elif event["name"] == "RunTask":
            close()
            top, inside = event, []
    close()
    fcp = _first_mark(events, "firstContentfulPaint", navigation)
    lcp = [float(e["ts"]) for e in events if e.get("name") == "largestContentfulPaint::Candidate"]
    end = max(float(e["ts"]) + float(e.get("dur", 0)) for e in mine)
    return Load(
        tasks,
        (fcp - navigation) / 1000 if fcp is not None else 0.0,
        (max(lcp) - navigation) / 1000 if lcp else float("nan"),
        float("nan"),
        (end - navigation) / 1000,
        cpu,
        counted,
    )


# Waits in the page for `<body MARKER="1">` and gives `data-ready-ms`: one small expression run
# through CDP, not Playwright's selectors, which put its own script in the page at their first
# use (a task of 15-21 ms of CPU after the first paint in every load, no part of the page's).
WAIT_FOR_MARKER = """new Promise((resolve, reject) => {
  const body = document.body;
  const found = () => body.getAttribute(%(marker)s) === "1";
  const give = () => resolve(body.getAttribute("data-ready-ms") || "");
  if (found()) {
    give();
    return;
  }
  setTimeout(() => reject(new Error("no " + %(marker)s + " in time")), %(timeout)d);
  new MutationObserver((records, observer) => {
    if (found()) {
      observer.disconnect();
      give();
    }
  }).observe(body, { attributes: true, attributeFilter: [%(marker)s] });
})"""


def wait_for_marker(cdp: CDPSession, marker: str) -> str:
    """Wait until the page's body has ``marker`` set to 1; its `data-ready-ms` then."""
    expression = WAIT_FOR_MARKER % {"marker": json.dumps(marker), "timeout": START_TIMEOUT_MS}
    answer = cdp.send(
        "Runtime.evaluate", {"expression": expression, "awaitPromise": True, "returnByValue": True}
    )
    if "exceptionDetails" in answer:
        raise RuntimeError(f"waiting for {marker}: {answer['exceptionDetails']}")
    return str(answer["result"].get("value", ""))


def cold_load(
    browser: Browser, url: str, slowdown: float, markers: tuple[str, ...] = MARKERS
) -> tuple[Load, dict[str, Any]]:
    context = browser.new_context(
        viewport=PHONE, device_scale_factor=1.75, is_mobile=True, has_touch=True
    )
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": slowdown})
    browser.start_tracing(page=page, categories=CATEGORIES)
    page.goto(url)
    ready_ms = float("nan")
    for marker in markers:
        ready_ms = float(wait_for_marker(cdp, marker) or "nan")
    page.wait_for_timeout(QUIET_MS)
    trace: dict[str, Any] = json.loads(browser.stop_tracing())
    context.close()
    load = long_tasks(trace, url)
    load.ready_ms = ready_ms
    return load, trace


def print_load(name: str, load: Load, slowdown: float) -> None:
    print(
        f"{name}: tasks over {LONG_MS:.0f} ms at {slowdown:g}x CPU slowdown (first contentful "
        f"paint {load.fcp_ms:.0f} ms, largest {load.lcp_ms:.0f} ms, board playable "
        f"{load.ready_ms:.0f} ms, quiet at {load.end_ms:.0f} ms)"
    )
    print(f"{'start':>8} {'ms':>7}  what  [parts, ms]")
    for task in load.tasks:
        print(task.line())
    for label, before in (("before", True), ("after", False)):
        print(f"  tasks {label} first paint of over {LONG_MS / SLOWDOWN:g} ms CPU time (ms: CPU)")
        for task in load.counted:
            if (task.start_ms < load.fcp_ms) == before:
                print(task.line())
    print(
        f"  blocking time after first paint: {load.blocking(load.ready_ms):.0f} ms before "
        f"playable, {load.blocking(float('inf')):.0f} ms in all; longest task "
        f"{max((t.duration_ms for t in load.tasks), default=0):.0f} ms; from CPU time "
        f"{load.cpu_blocking():.0f} ms; CPU time before first paint "
        f"{load.cpu_before_paint():.0f} ms"
    )


def print_medians(name: str, loads: list[Load]) -> None:
    print(f"{name}, medians of {len(loads)} cold loads:")
    for label, values in (
        ("first contentful paint (ms)", [load.fcp_ms for load in loads]),
        ("largest contentful paint (ms)", [load.lcp_ms for load in loads]),
        ("board playable (ms)", [load.ready_ms for load in loads]),
        ("blocking time before playable", [load.blocking(load.ready_ms) for load in loads]),
        ("blocking time in all", [load.blocking(float("inf")) for load in loads]),
        ("blocking time from CPU time", [load.cpu_blocking() for load in loads]),
        ("CPU time before first paint", [load.cpu_before_paint() for load in loads]),
        ("longest task", [max((t.duration_ms for t in load.tasks), default=0) for load in loads]),
        ("tasks over 50 ms", [float(len(load.tasks)) for load in loads]),
    ):
        print(f"  {label:32}{statistics.median(values):8.0f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Main-thread long tasks of a cold start.")
    parser.add_argument("--runs", type=int, default=3, help="cold loads of each site (3)")
    parser.add_argument("--site", type=Path, default=SITE, help="built site to load (_site)")
    parser.add_argument(
        "--baseline",
        help="also load this built site, or build this commit's, each in turn, for a ratio",
    )
    parser.add_argument("--slowdown", type=float, default=SLOWDOWN, help="CPU slowdown (4)")
    parser.add_argument(
        "--until-ready",
        action="store_true",
        help="stop when the board is playable (quicker; leaves out the worker's start)",
    )
    parser.add_argument("--keep", type=Path, help="write the last load's trace to this file")
    parser.add_argument("--page", default="", help="the page to load (index.html; kitty.html)")
    args = parser.parse_args(argv)
    if not (args.site / "index.html").is_file():
        print(f"trace_start: {args.site} is not built; run `make site`", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory(prefix="mixtour-baseline-") as folder:
        sites = {"this build": args.site}
        if args.baseline:
            built = Path(args.baseline)
            if not (built / "index.html").is_file():
                built = build_baseline(args.baseline, Path(folder))
            sites = {f"baseline {args.baseline[:7]}": built, "this build": args.site}
        loads: dict[str, list[Load]] = {name: [] for name in sites}
        with ExitStack() as stack, sync_playwright() as playwright:
            urls = {
                name: stack.enter_context(serving(site)) + args.page for name, site in sites.items()
            }
            browser = playwright.chromium.launch(**launch_args())
            for run in range(args.runs):  # in turn, so that both see the same machine load
                for name, url in urls.items():
                    markers = MARKERS[:1] if args.until_ready else MARKERS
                    load, trace = cold_load(browser, url, args.slowdown, markers)
                    loads[name].append(load)
                    # The machine's load beside each run: on a shared machine it moves the figures.
                    run_name = f"{name}, run {run + 1} (load {os.getloadavg()[0]:.1f})"
                    print_load(run_name, load, args.slowdown)
            browser.close()
    if args.keep is not None:
        args.keep.write_text(json.dumps(trace), encoding="utf-8")
    for name, series in loads.items():
        print_medians(name, series)
    if args.baseline:
        old, new = loads.values()
        for label, measure in (
            ("blocking time before playable", lambda load: load.blocking(load.ready_ms)),
            ("blocking time in all", lambda load: load.blocking(float("inf"))),
            ("blocking time from CPU time", Load.cpu_blocking),
            ("CPU time before first paint", Load.cpu_before_paint),
        ):
            ratio = statistics.median(map(measure, new)) / statistics.median(map(measure, old))
            print(f"this build / baseline, {label}: {ratio:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
