"""What the browser tests and the boot benchmark share: markers, deadlines and a page log."""

from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Page

# PyScript prints this once in a worker started without SharedArrayBuffer (no COOP/COEP headers).
# The AI worker never touches the page, so this warning is expected and harmless.
NO_SHARED_ARRAY_BUFFER_WARNING = (
    "Unable to use `window` or `document` in worker. This requires SharedArrayBuffer support. "
    "See: https://docs.pyscript.net/latest/faq/#sharedarraybuffer"
)

# Generous: a loaded 2-core machine boots the page in about 1 s and Pyodide in about 5 s.
READY_TIMEOUT_MS = 30_000
AI_READY_TIMEOUT_MS = 90_000


def wait_until_ready(page: Page) -> None:
    """Until the main thread's handlers are live (`<body data-ready="1">`)."""
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=READY_TIMEOUT_MS)


def wait_until_ai_ready(page: Page) -> None:
    """Until the AI worker has answered the page (`<body data-ai-ready="1">`)."""
    page.wait_for_selector("body[data-ai-ready='1']", state="attached", timeout=AI_READY_TIMEOUT_MS)


def origin_of(url: str) -> str:
    """`http://host:port/` for a URL."""
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}/"


@dataclass
class PageLog:
    """What a page and its workers requested and printed, as a test saw it."""

    requests: list[str] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    def outside(self, site_url: str) -> list[str]:
        """Requested URLs the site at `site_url` did not serve. The page's own `blob:` URLs
        (PyScript starts its workers from them) count as the site's, and so do `data:` URLs."""
        own_blobs = "blob:" + origin_of(site_url)
        return [url for url in self.requests if not url.startswith((site_url, own_blobs, "data:"))]


def serious_violations(page: Page, context: str | None = None) -> list[str]:
    """Axe's serious and critical findings on the page as it stands (or within the element
    ``context`` selects): each rule, what it asks, and up to three of the elements it found."""
    results = Axe().run(page, context=context)
    return [
        f"{violation['id']}: {violation['help']} ({len(violation['nodes'])}: "
        f"{[node['target'] for node in violation['nodes']][:3]})"
        for violation in results.response["violations"]
        if violation["impact"] in ("serious", "critical")
    ]


# Where browser tests leave screenshots for a person to look at (not kept in git).
SHOTS = Path(__file__).resolve().parent.parent / "test-results"


def shoot(page: Page, name: str) -> None:
    """Screenshots of the whole page at a desktop's and a phone's size, to look at:
    ``test-results/NAME-desktop.png`` and ``NAME-phone.png``; the page keeps its size."""
    SHOTS.mkdir(exist_ok=True)
    was = page.viewport_size
    for width, height, size in ((1280, 800, "desktop"), (360, 640, "phone")):
        page.set_viewport_size({"width": width, "height": height})
        page.screenshot(path=str(SHOTS / f"{name}-{size}.png"), full_page=True)
    if was is not None:
        page.set_viewport_size(was)
