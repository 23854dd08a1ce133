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
    const square = event.target.closest("#board [data-square]");
    if (square === null) {
      return;
    }
    const band = event.target.closest("[data-count]");
    window.mixtourEarlyTap = {
      square: square.dataset.square,
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
