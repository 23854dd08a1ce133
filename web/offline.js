// Offline play and updates, the page's side: registers the service worker (sw.js at the site
// root), marks the page when it can play offline, and offers a new version when one is ready.
//
// Marks on <body>, for players' scripts and tests:
//   data-offline-ready="1"  a service worker controls the page and has cached every file (asked
//                           at each load and each return to the page: a cache the browser
//                           evicted is filled again first, and until then the mark is absent);
//   data-version="…"        the version (build hash) of the files the page runs.
// A new version waits until the player presses "Reload" in #update-notice; then it takes over and
// the page reloads. Nothing here touches storage, so a saved game survives the reload; the page
// gets a `mixtour:before-update` event on window just before it, to save anything unsaved.
"use strict";

(() => {
  const container = navigator.serviceWorker;
  if (!container) return; // no service workers (an old browser, or not a secure context)

  const notice = document.getElementById("update-notice");
  const reloadButton = notice && notice.querySelector("button");
  let accepted = false;
  let waitingWorker = null;
  let hadController = Boolean(container.controller);
  let registration = null;

  function askStatus() {
    // A forced reload (Shift+Reload) bypasses the service worker: ask the active one then.
    const worker = container.controller || (registration && registration.active);
    if (worker) worker.postMessage({ type: "status" });
  }

  function offer(worker) {
    waitingWorker = worker;
    if (!notice) return;
    notice.hidden = false;
    document.body.dataset.updateReady = "1";
    // Written once the live region is shown, so that screen readers announce it.
    setTimeout(() => {
      notice.querySelector(".update-message").textContent = "A new version is ready.";
    }, 100);
  }

  function acceptUpdate() {
    accepted = true;
    if (reloadButton) reloadButton.disabled = true;
    window.dispatchEvent(new Event("mixtour:before-update"));
    if (waitingWorker && waitingWorker.state === "installed") {
      waitingWorker.postMessage({ type: "skip-waiting" }); // then `controllerchange` reloads
    } else {
      location.reload(); // another tab already switched to the new version
    }
  }

  container.addEventListener("message", (event) => {
    const answer = event.data || {};
    if (answer.type !== "status") return;
    document.body.dataset.version = answer.version;
    if (answer.cached === answer.total) document.body.dataset.offlineReady = "1";
    else delete document.body.dataset.offlineReady;
  });

  container.addEventListener("controllerchange", () => {
    if (accepted) {
      location.reload();
    } else if (hadController) {
      // The player accepted the new version in another tab: this page still runs the old files.
      offer(null);
    } else {
      hadController = true; // the first visit: the service worker has just taken the page
      askStatus();
    }
  });

  if (reloadButton) reloadButton.addEventListener("click", acceptUpdate);

  function watch(registration) {
    if (registration.waiting && container.controller) offer(registration.waiting);
    registration.addEventListener("updatefound", () => {
      const installing = registration.installing;
      if (!installing) return;
      installing.addEventListener("statechange", () => {
        if (installing.state === "installed" && container.controller) offer(installing);
      });
    });
  }

  async function start() {
    try {
      registration = await container.register("./sw.js", { scope: "./", updateViaCache: "none" });
    } catch (error) {
      console.warn(`mixtour: no offline play: ${error}`);
      return;
    }
    watch(registration);
    askStatus();
    const checkForUpdate = () => registration.update().catch(() => {}); // offline: try later
    checkForUpdate();
    // A game left open for days still hears of new versions.
    setInterval(checkForUpdate, 60 * 60 * 1000);
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState !== "visible") return;
      checkForUpdate();
      askStatus();
    });
  }

  // After the page's own downloads have begun (the page has loaded, and its Python has started:
  // web/early.js): on the first visit the service worker then gets the same files from the HTTP
  // cache, so the site is downloaded once, not twice, and not before the page's start.
  function afterPythonStart() {
    if (window.mixtourPythonStarted) start();
    else window.addEventListener("mixtour:python-start", start, { once: true });
  }
  if (document.readyState === "complete") afterPythonStart();
  else window.addEventListener("load", afterPythonStart, { once: true });
})();
