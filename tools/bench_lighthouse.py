"""Lighthouse's mobile audit of both pages (`index.html`, `kitty.html`): the median of three
audits of each, with Performance and the metrics it is made of (issue 31's goal: Performance
at least 95, LCP at most 2.5 s, FCP at most 1.8 s, Total Blocking Time under 200 ms, CLS 0).

Each site is served as a plain host would (`python3 -m http.server` on a free port: no
compression, which GitHub Pages would add) and audited by the pinned npm `lighthouse`
(package.json) in Debian's Chromium, headless, with its default mobile emulation and simulated
throttling (issue 31's command). The machine is shared, so give two builds to compare them in one
run (`--site NEW --site OLD`): their audits alternate, and each audit prints the load average.
The last audit's JSON report is written to `bench-results/lighthouse.json`; the main thread's
long tasks behind Total Blocking Time are named by `tools/trace_start.py`.

    make bench    # or: PYTHONPATH=. .venv/bin/python tools/bench_lighthouse.py [--runs N]
                  #         [--site _site --site /tmp/main/_site]
"""

import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tools.browser import CHROMIUM
from tools.serve import ROOT, SITE

LIGHTHOUSE = ROOT / "node_modules" / "lighthouse" / "cli" / "index.js"
REPORT = ROOT / "bench-results" / "lighthouse.json"
PAGES = ("index.html", "kitty.html")
# Issue 31's flags: headless, and nothing leaves the machine.
CHROME_FLAGS = (
    "--headless=new --no-sandbox --disable-gpu --disable-background-networking "
    "--disable-component-update --disable-sync --no-first-run"
)
# What each audit prints, by Lighthouse's audit id, with its label and unit.
METRICS = (
    ("first-contentful-paint", "FCP", "ms"),
    ("largest-contentful-paint", "LCP", "ms"),
    ("total-blocking-time", "TBT", "ms"),
    ("cumulative-layout-shift", "CLS", ""),
)
SERVE_TIMEOUT_S = 10.0

Audit = dict[str, float]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@contextmanager
def served(site: Path) -> Iterator[str]:
    """``site`` served by `python3 -m http.server` on a free port; yields its base URL."""
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1"],
        cwd=site,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}/"
    try:
        deadline = time.monotonic() + SERVE_TIMEOUT_S
        while True:
            try:
                with urllib.request.urlopen(url, timeout=1):
                    break
            except OSError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.1)
        yield url
    finally:
        server.terminate()
        server.wait()


def audit(url: str) -> Audit:
    """One Lighthouse audit of ``url``: Performance (0-100), the metrics, the load average and
    Lighthouse's benchmark index of the machine."""
    REPORT.parent.mkdir(parents=True, exist_ok=True)
    command = [
        "node",
        str(LIGHTHOUSE),
        url,
        "--quiet",
        f"--chrome-flags={CHROME_FLAGS}",
        "--only-categories=performance",
        "--output=json",
        f"--output-path={REPORT}",
    ]
    subprocess.run(command, check=True, env={**os.environ, "CHROME_PATH": str(CHROMIUM)})
    report = json.loads(REPORT.read_text(encoding="utf-8"))
    found: Audit = {"Performance": round(report["categories"]["performance"]["score"] * 100)}
    for key, label, _ in METRICS:
        found[label] = float(report["audits"][key]["numericValue"])
    found["load"] = os.getloadavg()[0]
    # Lighthouse's own measure of the machine's speed (higher is quicker): the simulation scales
    # the main thread's observed tasks, so a slower host's Total Blocking Time is longer.
    found["speed"] = float(report["environment"]["benchmarkIndex"])
    return found


def line(found: Audit) -> str:
    metrics = ", ".join(
        f"{label} {found[label]:.0f} ms" if unit else f"{label} {found[label]:.3f}"
        for _, label, unit in METRICS
    )
    return (
        f"Performance {found['Performance']:3.0f}, {metrics}"
        f" (load {found['load']:.1f}, speed {found['speed']:.0f})"
    )


def medians(audits: list[Audit]) -> Audit:
    return {key: statistics.median(found[key] for found in audits) for key in audits[0]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Lighthouse's mobile audit of both pages.")
    parser.add_argument(
        "--site",
        type=Path,
        action="append",
        help="a built site to audit (default _site); give it twice or more to compare builds",
    )
    parser.add_argument("--runs", type=int, default=3, help="audits of each page of each site")
    parser.add_argument("--page", action="append", choices=PAGES, help="only this page")
    args = parser.parse_args(argv)
    sites: list[Path] = args.site or [SITE]
    pages: list[str] = args.page or list(PAGES)
    for site in sites:
        if not all((site / page).is_file() for page in pages):
            print(f"bench_lighthouse: {site} is not built; run `make site`", file=sys.stderr)
            return 1
    if not LIGHTHOUSE.is_file():
        print(f"bench_lighthouse: no {LIGHTHOUSE}; run `npm ci`", file=sys.stderr)
        return 1

    audits: dict[tuple[Path, str], list[Audit]] = {(s, p): [] for s in sites for p in pages}
    for run in range(1, args.runs + 1):
        for page in pages:
            for site in sites:  # in turn, so that every build sees the same load
                with served(site) as url:
                    found = audit(url + ("" if page == "index.html" else page))
                audits[site, page].append(found)
                print(f"run {run} {site} {page}: {line(found)}", flush=True)
    print(f"medians of {args.runs} (Lighthouse mobile, simulated throttling, http.server):")
    for (site, page), each in audits.items():
        loads = [found["load"] for found in each]
        print(f"  {site} {page}: {line(medians(each))}; load {min(loads):.1f}-{max(loads):.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
