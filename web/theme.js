// The colour theme: the system's (prefers-color-scheme) until the player picks one with the Dark
// mode switch, which is remembered (localStorage "mixtour.theme": "dark" or "light"). It runs
// before the first paint, so a dark page never flashes light; `<html data-theme>` carries it to
// the stylesheet (web/style/page.css, with the dark colours).
"use strict";

(() => {
  const KEY = "mixtour.theme";
  const root = document.documentElement;
  const system = window.matchMedia("(prefers-color-scheme: dark)");

  function dark() {
    const chosen = window.mixtourStorage.get(KEY);
    return chosen === "dark" || chosen === "light" ? chosen === "dark" : system.matches;
  }

  function apply() {
    const on = dark();
    root.dataset.theme = on ? "dark" : "light";
    const colour = document.querySelector('meta[name="theme-color"]');
    if (colour !== null) {
      colour.content = on ? "#29231d" : "#d9b37a";
    }
    const button = document.getElementById("theme-switch");
    if (button !== null) {
      button.setAttribute("aria-pressed", String(on));
    }
  }

  apply();
  system.addEventListener("change", apply);
  window.addEventListener("storage", (event) => {
    if (event.key === KEY) {
      apply(); // chosen in another tab
    }
  });
  document.addEventListener("DOMContentLoaded", () => {
    apply();
    document.getElementById("theme-switch").addEventListener("click", () => {
      window.mixtourStorage.set(KEY, dark() ? "light" : "dark");
      apply();
    });
  });
})();
