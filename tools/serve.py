"""Serve the built site (`_site/`) over HTTP, for `make play` and the browser tests.

Python's `http.server`, with the content types the runtime needs (`.wasm` must be
`application/wasm` for streaming compilation, `.mjs` must be JavaScript) and an optional
sub-path prefix, to check that the site works when deployed under e.g. `/mixtour/`. Like a host
that serves precompressed files (nginx's `brotli_static`/`gzip_static`, Caddy's `precompressed`,
GitLab Pages), it answers with `FILE.br` or `FILE.gz` when the build wrote one and the browser
accepts that encoding.
"""

import argparse
import functools
import os
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "_site"

CONTENT_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".toml": "text/plain; charset=utf-8",
    ".py": "text/plain; charset=utf-8",
    ".zip": "application/zip",
    ".webmanifest": "application/manifest+json",
    ".svg": "image/svg+xml",
    ".png": "image/png",
}


# Content codings and the suffix of their precompressed files, best first.
ENCODINGS = {"br": ".br", "gzip": ".gz"}


class SiteHandler(SimpleHTTPRequestHandler):
    """Serves `directory` at `prefix` (which starts and ends with `/`); 404 outside it."""

    extensions_map = CONTENT_TYPES
    prefix = "/"
    quiet = True
    # The content coding of the response being sent: a precompressed file's, or None.
    encoding: str | None = None

    def __init__(self, *args: Any, prefix: str, quiet: bool, **kwargs: Any) -> None:
        self.prefix = prefix
        self.quiet = quiet
        super().__init__(*args, **kwargs)

    def send_head(self) -> Any:
        if self.path == self.prefix.rstrip("/"):
            # `/mixtour` → `/mixtour/`, so that the page's relative URLs resolve inside it.
            self.send_response(HTTPStatus.MOVED_PERMANENTLY)
            self.send_header("Location", self.prefix)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return None
        if not self.path.startswith(self.prefix):
            self.send_error(HTTPStatus.NOT_FOUND, "outside the site's prefix")
            return None
        self.path = "/" + self.path.removeprefix(self.prefix)
        self.encoding = self._encoding()
        return super().send_head()

    def _encoding(self) -> str | None:
        """The precompressed variant to send, if one exists and the browser accepts it."""
        header = self.headers.get("Accept-Encoding", "")
        accepted = {part.split(";")[0].strip() for part in header.split(",")}
        path = self._file(self.path)
        for encoding, suffix in ENCODINGS.items():
            if encoding in accepted and Path(path + suffix).is_file():
                return encoding
        return None

    def _file(self, path: str) -> str:
        """The file a URL path names: a folder's is its index.html."""
        translated = super().translate_path(path)
        return os.path.join(translated, "index.html") if os.path.isdir(translated) else translated

    def translate_path(self, path: str) -> str:
        if self.encoding:
            return self._file(path) + ENCODINGS[self.encoding]
        return super().translate_path(path)

    def guess_type(self, path: Any) -> str:
        # The type of the file itself, not of its compressed variant.
        name = str(path)
        if self.encoding:
            name = name.removesuffix(ENCODINGS[self.encoding])
        return super().guess_type(name)

    def end_headers(self) -> None:
        # Development server: always revalidate, so a rebuilt site is picked up on reload.
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Vary", "Accept-Encoding")
        if self.encoding:
            self.send_header("Content-Encoding", self.encoding)
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        if not self.quiet:
            super().log_message(format, *args)


class SiteServer(ThreadingHTTPServer):
    """The site's server: a browser that stops reading a file (a page closed or reloaded while
    its files came, a request it cancelled) is no error worth a traceback."""

    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


def make_server(
    directory: Path, host: str = "127.0.0.1", port: int = 0, prefix: str = "/", quiet: bool = True
) -> ThreadingHTTPServer:
    """A server for `directory` at `http://host:port{prefix}`; port 0 picks a free port."""
    if not (prefix.startswith("/") and prefix.endswith("/")):
        raise ValueError(f"prefix must start and end with '/': {prefix!r}")
    handler = functools.partial(SiteHandler, directory=str(directory), prefix=prefix, quiet=quiet)
    return SiteServer((host, port), handler)


def url_of(server: ThreadingHTTPServer, prefix: str = "/") -> str:
    host, port = server.server_address[:2]
    return f"http://{host!s}:{port}{prefix}"


@contextmanager
def serving(directory: Path, prefix: str = "/") -> Iterator[str]:
    """Serve `directory` in a background thread on a free port; yield the site's URL."""
    server = make_server(directory, prefix=prefix)
    thread = threading.Thread(target=server.serve_forever, name="site-server", daemon=True)
    thread.start()
    try:
        yield url_of(server, prefix)
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve the built site on 127.0.0.1.")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--prefix", default="/", help="sub-path to serve the site under")
    parser.add_argument("--dir", type=Path, default=SITE, help="folder to serve")
    args = parser.parse_args(argv)
    if not (args.dir / "index.html").is_file():
        print(f"serve: {args.dir} has no index.html; run `make site`", file=sys.stderr)
        return 1
    server = make_server(args.dir, port=args.port, prefix=args.prefix, quiet=False)
    print(f"Mixtour is served at {url_of(server, args.prefix)}  (Ctrl+C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
