// What the page does before its Python runs: keep a tap on the board, decide the guided game's
// offer, give Python's start its yield to the browser, and begin that start (at the end).
//
// A tap on the board before the page's Python has started (`<body data-ready>` is not set yet)
// is kept here, and the page plays it once it has started (app/dom.py, `_start`): the
// board is drawn at first paint, so a quick player must not lose a tap. The square is marked
// meanwhile, so the player sees the tap was taken.
"use strict";

window.mixtourEarlyTap = null;

document.addEventListener(
  "click",
  (event) => {
    if (document.body.dataset.ready || !(event.target instanceof Element)) {
      return;
    }
    // Mixtour's squares and Kitty Stack Tower's cells.
    const square = event.target.closest("#board [data-square], #board [data-cell]");
    if (square === null) {
      return;
    }
    const band = event.target.closest("[data-count]");
    window.mixtourEarlyTap = {
      square: square.dataset.square ?? square.dataset.cell,
      count: band === null ? null : Number(band.dataset.count),
    };
    for (const kept of document.querySelectorAll("#board .kept")) {
      kept.classList.remove("kept");
    }
    square.classList.add("kept");
  },
  true,
);

// The guided first game is offered to a first visit only: nothing saved, no guided game begun,
// no game brought by the address. Decided before the first paint, so that the offer is either
// there from the start or never (mixtour/ui/controller.py decides the same once it starts).
(() => {
  let returning = Boolean(window.location.hash) || window.location.search.includes("test-state");
  try {
    const storage = window.localStorage;
    returning ||= storage.getItem("mixtour.game.v1") !== null;
    returning ||= storage.getItem("mixtour.tutorial.v1") !== null;
  } catch {
    returning = true; // no storage: the offer could not be remembered as declined
  }
  if (returning) {
    document.documentElement.classList.add("returning");
  }
})();

// A yield to the browser for the page's Python start, which imports its modules in short
// slices with one of these between them (the entry script, tools/build_site.py): the browser's
// `scheduler.yield()` where it has one (the rest of the start goes on in a task of its own, ahead
// of other waiting tasks), else a message to itself (a new task at once). MicroPython's
// `asyncio.sleep(0)` is a timer, which the browser delays by 4 ms once timers nest.
window.mixtourYield = () => {
  if (typeof window.scheduler === "object" && typeof window.scheduler.yield === "function") {
    return window.scheduler.yield();
  }
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
};

// Python's start (PyScript's module, and with it the downloads of MicroPython, its WebAssembly
// and the page's bytecode, listed in `<template id="python-start">` by tools/build_site.py)
// begins once the first contentful paint is on screen. The table is prerendered in the HTML, so
// that paint is the whole first screen, drawn from the HTML and the style sheets alone: nothing
// of the runtime's downloads or start can hold it back, however busy the device. A tap on the
// board before Python runs is kept and played (above).
//
// A page its service worker serves (a return visit, or offline) has every file at hand, so
// nothing of the start competes with the paint for the network: its downloads begin here, while
// the page is read (this script runs as the parser reaches it, after the template), and
// PyScript's module runs once the page is read.
(() => {
  // If no paint is reported by then (a browser without paint timing), Python starts anyway.
  const LATEST_MS = 3000;
  // The preloads go in the head a slice at a time, so that their 60 requests are not one long
  // task right after the first paint (Total Blocking Time). A slice stops once it has run this
  // long: one preload took 0.5-7.5 ms in Chromium at full speed, so that a slice with its last
  // preload stays under 12.5 ms, which Lighthouse's 4x slowdown makes 50 ms. Between slices the
  // start yields through `mixtourYield` (above), not a timer: timers nest, and the browser
  // delays each nested one 4 ms. PyScript's module and the runtime come first; the page's
  // bytecode is asked for much later, once MicroPython runs.
  const SLICE_MS = 4;
  // Absent in a foreign frame, where web/guard.js takes it out with the page's Python.
  const template = () => document.getElementById("python-start");
  let fetching = false;
  let fetched = false;
  let started = false;
  let announced = false;

  function fetchAll() {
    const links = template();
    if (fetching || links === null || document.documentElement.dataset.framed) {
      return;
    }
    fetching = true;
    // In the template's order, PyScript's module first: it heads the start's critical path,
    // and 60 preloads before it would hold it back on HTTP/1.1's six connections.
    const nodes = [...links.content.children].map((node) => {
      if (node.tagName !== "SCRIPT") {
        return document.importNode(node, true);
      }
      const early = document.createElement("link");
      early.rel = "modulepreload";
      early.href = node.getAttribute("src");
      return early;
    });
    (function slice() {
      const begun = performance.now();
      while (nodes.length > 0 && performance.now() - begun < SLICE_MS) {
        document.head.append(nodes.shift());
      }
      if (nodes.length > 0) {
        window.mixtourYield().then(slice);
      } else {
        fetched = true;
        announce();
      }
    })();
  }

  // Once the page is read (and web/guard.js, listening first, has had its say) and its deferred
  // scripts have run (DOMContentLoaded): PyScript's module reads the page's configs and scripts
  // when it runs, and the page's Python reads at its start what web/tabs.js defines. A module
  // put in the page runs as soon as it has loaded, whereas the deferred scripts run only after
  // `readyState` is "interactive": starting then, a slow tabs.js left the page dead.
  let parsed = false;
  let asked = false;
  document.addEventListener("DOMContentLoaded", () => {
    parsed = true;
    if (asked) {
      start();
    }
  });

  function start() {
    asked = true;
    if (!parsed || started) {
      return;
    }
    started = true;
    fetchAll();
    const scripts = template();
    if (scripts !== null) {
      for (const script of scripts.content.querySelectorAll("script")) {
        document.head.append(document.importNode(script, true));
      }
    }
    announce();
  }

  // Once every download has begun, in a task of its own: the service worker's downloads wait
  // for this (web/offline.js).
  function announce() {
    if (announced || !started || !(fetched || template() === null)) {
      return;
    }
    announced = true;
    setTimeout(() => {
      window.mixtourPythonStarted = true;
      window.dispatchEvent(new Event("mixtour:python-start"));
    }, 0);
  }

  const painted = () =>
    performance.getEntriesByName("first-contentful-paint", "paint").length > 0;
  const observable =
    typeof PerformanceObserver === "function" &&
    (PerformanceObserver.supportedEntryTypes || []).includes("paint");
  if (navigator.serviceWorker && navigator.serviceWorker.controller) {
    fetchAll();
    start();
    return;
  }
  // A page opened in the background paints only once shown: it starts as soon as it is read.
  if (!observable || painted() || document.visibilityState === "hidden") {
    start();
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName("first-contentful-paint").length > 0) {
      observer.disconnect();
      start();
    }
  }).observe({ type: "paint", buffered: true });
  document.addEventListener("visibilitychange", start, { once: true });
  setTimeout(start, LATEST_MS);
})();
