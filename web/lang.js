// The page's language: the one the player chose with the page's switch (English · Deutsch),
// remembered for the site (localStorage "mixtour.language"); else, on a page opened at its own
// language's address (`kitty.de.html`: a German link someone shared), that language; else, on
// the plain address (`kitty.html`, English's), the first of the browser's languages
// (`navigator.languages`) that the site speaks whole (its link is `data-followed`:
// tools/languages.py FOLLOWED), else English. Each page is built in every language
// (`index.html`, `index.de.html`: tools/pages.py), named in the head's
// `<link rel="alternate" hreflang>`; this runs in the head, before the first paint, and goes to
// the page in the chosen language when this one is not it, so no other language ever shows.
// Only the switch remembers a language: a shared German link leaves the plain addresses as
// they were.
"use strict";

(() => {
  const KEY = "mixtour.language";
  // The language of the site's plain page names (tools/languages.py, `file_in`).
  const PLAIN = "en";
  const pages = new Map();
  const followed = new Set();
  for (const link of document.querySelectorAll('link[rel="alternate"][hreflang]')) {
    pages.set(link.hreflang, link.href);
    if (link.hasAttribute("data-followed")) {
      followed.add(link.hreflang);
    }
  }

  function chosen() {
    const kept = window.mixtourStorage.get(KEY, 16);
    if (pages.has(kept)) {
      return kept;
    }
    const here = document.documentElement.lang;
    if (here !== PLAIN) {
      return here;
    }
    for (const tag of navigator.languages || [navigator.language]) {
      const primary = String(tag).toLowerCase().split("-")[0];
      if (followed.has(primary)) {
        return primary;
      }
    }
    return PLAIN;
  }

  const language = chosen();
  if (language !== document.documentElement.lang) {
    window.location.replace(pages.get(language) + window.location.search + window.location.hash);
    return;
  }
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[data-language]") : null;
    if (link === null) {
      return;
    }
    event.preventDefault();
    window.mixtourStorage.set(KEY, link.dataset.language);
    window.location.assign(link.href + window.location.search + window.location.hash);
  });
})();
