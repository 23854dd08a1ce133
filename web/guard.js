// What the page's Python (app/dom.py) must learn in JavaScript before it touches a value:
// PyScript's MicroPython raises MemoryError turning a huge string (a 1.5 MB address fragment, a
// 3 MB paste) into Python text, and cannot catch a JavaScript exception at all. So lengths are
// read here, and the page reads a text only when it is short enough to be a game.
//
// It also refuses to run the game inside another site's frame (clickjacking: a page could lay
// its own buttons over the board): the page then only says so, with a link that opens it
// directly. A frame of the same origin is allowed.
"use strict";

window.mixtourGuard = Object.freeze({
  // The tests' own hooks (?test-state=, ?ai-iterations=) act only when the tests set this
  // global before the page loads (Playwright's add_init_script); a player's page never has it.
  testHooks() {
    return window.mixtourTestHooks === true;
  },
  hashLength() {
    return window.location.hash.length;
  },
  valueLength(id) {
    const element = document.getElementById(id);
    return element !== null && typeof element.value === "string" ? element.value.length : 0;
  },
  // A storage event's new value's length; -1 when it has none (the entry was removed).
  newValueLength(event) {
    return typeof event.newValue === "string" ? event.newValue.length : -1;
  },
  // Whether the element's `content` (innerHTML, textContent) already reads as `value` would
  // once written (HTML as the browser writes it back out: an SVG `<path/>` as
  // `<path></path>`). The page's first drawing keeps the build's nodes where they hold it
  // (app/dom.py); compared here, the page's markup is not turned into Python text, which cost
  // more than the comparison.
  holds(element, content, value) {
    if (content !== "innerHTML") {
      return element[content] === value;
    }
    const parsed = document.createElement("template"); // parsed, but neither shown nor run
    parsed.innerHTML = value;
    return element.innerHTML === parsed.innerHTML;
  },
});

(function refuseForeignFrames() {
  let foreign = false;
  try {
    foreign = window.top !== window.self && window.top.location.origin !== window.location.origin;
  } catch (error) {
    foreign = true; // reading a cross-origin parent's location throws
  }
  if (!foreign) {
    return;
  }
  document.documentElement.dataset.framed = "1";
  // Parsing is over but PyScript's deferred module has not run yet: take the page's Python out
  // before it can start, and say why.
  document.addEventListener("readystatechange", () => {
    if (document.readyState !== "interactive") {
      return;
    }
    for (const script of document.querySelectorAll('script[type="mpy"], script[type="py"], template')) {
      script.remove();
    }
    const message = document.createElement("main");
    message.className = "framed";
    message.id = "framed";
    const name = document.documentElement.dataset.gameName || "Mixtour";
    const text = document.createElement("p");
    text.textContent = `${name} does not run inside another site's page, which could cover the board with its own buttons.`;
    const open = document.createElement("a");
    open.href = window.location.href;
    open.target = "_top";
    open.rel = "noopener";
    open.textContent = `Open ${name} in its own page`;
    message.append(text, open);
    document.body.replaceChildren(message);
  });
})();
