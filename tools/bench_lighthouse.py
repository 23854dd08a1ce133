"""Lighthouse audit of the built site: Performance, Accessibility and Best-Practices scores.

Also prints the load metrics behind Performance, Total Blocking Time first: the main thread's
long tasks between first paint and the page becoming interactive, which is what MicroPython's
start costs on a phone.

Serves `_site/` (under `--prefix`, default `/`) and runs the pinned npm `lighthouse` (package.json)
in Debian's Chromium, headless, with its default mobile emulation and throttling. Prints each
category's score (0-100) and every audit that costs points, so a regression names its cause.
The full JSON report is written to `bench-results/lighthouse.json`.

    make bench            # or: PYTHONPATH=. .venv/bin/python tools/bench_lighthouse.py [--runs N]
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

from tools.browser import CHROMIUM
from tools.serve import ROOT, SITE, serving

LIGHTHOUSE = ROOT / "node_modules" / "lighthouse" / "cli" / "index.js"
REPORT = ROOT / "bench-results" / "lighthouse.json"
CATEGORIES = ("performance", "accessibility", "best-practices")
# The metrics Performance is made of, in milliseconds (cumulative layout shift has no unit).
METRICS = (
    "total-blocking-time",
    "first-contentful-paint",
    "largest-contentful-paint",
    "speed-index",
    "cumulative-layout-shift",
)
# As tools/browser.py: headless, and nothing leaves the machine.
CHROME_FLAGS = (
    "--headless=new --no-sandbox --disable-gpu --disable-background-networking "
    "--disable-component-update --disable-sync --no-first-run"
)


def audit(url: str, report: Path) -> dict[str, object]:
    report.parent.mkdir(parents=True, exist_ok=True)
    command = [
        "node",
        str(LIGHTHOUSE),
        url,
        f"--chrome-flags={CHROME_FLAGS}",
        f"--only-categories={','.join(CATEGORIES)}",
        "--output=json",
        f"--output-path={report}",
        "--quiet",
    ]
    subprocess.run(command, check=True, env={**os.environ, "CHROME_PATH": str(CHROMIUM)})
    result: dict[str, object] = json.loads(report.read_text(encoding="utf-8"))
    return result


def lost_points(result: dict[str, object], category: str) -> list[str]:
    """`audit-id (score): title` for each weighted audit of the category short of full marks."""
    categories = result["categories"]
    audits = result["audits"]
    assert isinstance(categories, dict) and isinstance(audits, dict)
    lines = []
    for ref in categories[category]["auditRefs"]:
        found = audits[ref["id"]]
        if ref["weight"] > 0 and found["score"] is not None and found["score"] < 1:
            lines.append(f"{ref['id']} ({found['score']:.2f}): {found['title']}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Lighthouse scores of the built site.")
    parser.add_argument("--prefix", default="/", help="sub-path to serve the site under")
    parser.add_argument("--site", type=Path, default=SITE, help="built site to audit (_site)")
    parser.add_argument(
        "--runs",
        type=int,
        default=1,
        help="audits in a row; more than one prints each one's "
        "Performance, Total Blocking Time and LCP with the machine's load, then the medians",
    )
    args = parser.parse_args(argv)
    if not (args.site / "index.html").is_file():
        print(f"bench_lighthouse: {args.site} is not built; run `make site`", file=sys.stderr)
        return 1
    if not LIGHTHOUSE.is_file():
        print(f"bench_lighthouse: no {LIGHTHOUSE}; run `npm ci`", file=sys.stderr)
        return 1

    runs = []
    with serving(args.site, prefix=args.prefix) as url:
        for _ in range(args.runs):
            result = audit(url, REPORT)
            runs.append(result)
            if args.runs > 1:
                print(f"run {len(runs)}: {run_line(result)}", flush=True)
    categories = result["categories"]
    assert isinstance(categories, dict)
    print(f"Lighthouse {result['lighthouseVersion']} on {url} (mobile, throttled), scores:")
    for category in CATEGORIES:
        score = categories[category]["score"]
        print(f"  {categories[category]['title']:16} {round(score * 100):3d}")
        for line in lost_points(result, category):
            print(f"      {line}")
    audits = result["audits"]
    assert isinstance(audits, dict)
    print("metrics (simulated mobile):")
    for metric in METRICS:
        found = audits[metric]
        print(f"  {found['title']:26} {found['displayValue']:>10}  (score {found['score']:.2f})")
    print(f"  report: {REPORT.relative_to(ROOT)} (the last run's)")
    if args.runs > 1:
        print(f"medians of {args.runs} runs:")
        for key, label in (
            ("performance", "Performance"),
            ("total-blocking-time", "Total Blocking Time (ms)"),
            ("largest-contentful-paint", "Largest Contentful Paint (ms)"),
        ):
            print(f"  {label:30} {statistics.median(_figure(r, key) for r in runs):8.0f}")
    return 0


def _figure(result: dict[str, object], key: str) -> float:
    """The Performance score (0-100) or a metric's value (ms) of one audit."""
    categories, audits = result["categories"], result["audits"]
    assert isinstance(categories, dict) and isinstance(audits, dict)
    if key in categories:
        return float(categories[key]["score"]) * 100
    return float(audits[key]["numericValue"])


def run_line(result: dict[str, object]) -> str:
    """One audit's Performance, blocking time and LCP, and the machine's load meanwhile."""
    load = os.getloadavg()[0]
    return (
        f"Performance {_figure(result, 'performance'):3.0f}, Total Blocking Time "
        f"{_figure(result, 'total-blocking-time'):5.0f} ms, Largest Contentful Paint "
        f"{_figure(result, 'largest-contentful-paint'):5.0f} ms (load average {load:.1f})"
    )


if __name__ == "__main__":
    sys.exit(main())
