// Python's start (PyScript's module, and with it the downloads of MicroPython, its WebAssembly
// and the page's bytecode, listed in `<template id="python-start">` by tools/build_site.py)
// begins once the first contentful paint is on screen. The table is prerendered in the HTML, so
// that paint is the whole first screen, drawn from the HTML and the style sheets alone: nothing
// of the runtime's downloads or start can hold it back, however busy the device. A tap on the
// board before Python runs is kept and played (web/early.js).
//
// A page its service worker serves (a return visit, or offline) has every file at hand, so
// nothing of the start competes with the paint for the network: its downloads begin here, while
// the page is read (this script runs as the parser reaches it, after the template), and
// PyScript's module runs once the page is read.
"use strict";

(() => {
  // If no paint is reported by then (a browser without paint timing), Python starts anyway.
  const LATEST_MS = 3000;
  // The preloads go in the head a slice at a time, each slice this long at most, so that their
  // 60 requests are not one long task right after the first paint (Total Blocking Time): in
  // Chromium slowed down 4x each took about 3 ms. PyScript's module and the runtime come first; the
  // page's bytecode is asked for much later, once MicroPython runs.
  const SLICE_MS = 10;
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
        setTimeout(slice, 0);
      } else {
        fetched = true;
        announce();
      }
    })();
  }

  // Once the page is read (and web/guard.js, listening first, has had its say): PyScript's module
  // reads the page's configs and scripts when it runs.
  function start() {
    if (document.readyState === "loading") {
      document.addEventListener("readystatechange", start, { once: true });
      return;
    }
    if (started) {
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
