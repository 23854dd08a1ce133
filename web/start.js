// Python's start (PyScript's module, and with it the downloads of MicroPython, its WebAssembly
// and the page's bytecode, listed in `<template id="python-start">` by tools/build_site.py)
// begins once the first contentful paint is on screen. The table is prerendered in the HTML, so
// that paint is the whole first screen, drawn from the HTML and the style sheets alone: nothing
// of the runtime's downloads or start can hold it back, however busy the device. A tap on the
// board before Python runs is kept and played (web/early.js).
"use strict";

(() => {
  // If no paint is reported by then (a browser without paint timing), Python starts anyway.
  const LATEST_MS = 3000;
  let started = false;

  function start() {
    if (started) {
      return;
    }
    started = true;
    // Absent in a foreign frame, where web/guard.js took it out with the page's Python.
    const template = document.getElementById("python-start");
    if (template !== null) {
      document.head.append(document.importNode(template.content, true));
    }
    // The service worker's downloads wait for this (web/offline.js).
    window.mixtourPythonStarted = true;
    window.dispatchEvent(new Event("mixtour:python-start"));
  }

  const painted = () =>
    performance.getEntriesByName("first-contentful-paint", "paint").length > 0;
  const observable =
    typeof PerformanceObserver === "function" &&
    (PerformanceObserver.supportedEntryTypes || []).includes("paint");
  // A page opened in the background paints only once shown, and one its service worker serves
  // (a return visit, or offline) has every file at hand, so nothing of the start competes with
  // the paint for the network: those start at once, as they did.
  const local = Boolean(navigator.serviceWorker && navigator.serviceWorker.controller);
  if (!observable || painted() || local || document.visibilityState === "hidden") {
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
