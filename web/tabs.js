// One tab plays a game against the computer at a time (table/controller.py asks only the owner's
// computer to move), for each game: Mixtour's owner holds the Web Lock "mixtour.game.v1.player",
// Kitty's "mixtour.kitty.game.v1.player" (after its storage key, `<html data-game>`); another tab
// waits for it (and becomes the owner when that tab closes), or takes it over with "Play here"
// (`claim(true)`, a stolen lock). Each change is told to the page's Python by an event on window:
// "mixtour:tab" with detail "owner" or "elsewhere"; `state` holds the latest for its start.
// Without Web Locks (an old browser) every tab is the owner, as before.
"use strict";

window.mixtourTabs = (() => {
  const game = document.documentElement.dataset.game || "mixtour";
  const NAME = game === "mixtour" ? "mixtour.game.v1.player" : `mixtour.${game}.game.v1.player`;
  const tabs = { state: "owner" };

  function tell(state) {
    tabs.state = state;
    window.dispatchEvent(new CustomEvent("mixtour:tab", { detail: state }));
  }

  function request(options) {
    let held = false;
    navigator.locks
      .request(NAME, options, (lock) => {
        if (lock === null) {
          // Another tab owns the game: wait in line, to own it when that tab closes.
          tell("elsewhere");
          request({});
          return undefined;
        }
        held = true;
        tell("owner");
        return new Promise(() => {}); // held until the tab closes or another tab steals it
      })
      .catch(() => {
        if (held) {
          // Another tab stole the lock ("Play here" there): wait in line again.
          tell("elsewhere");
          request({});
        } else {
          tell("owner"); // locks refused here (e.g. a sandboxed frame): play, as without them
        }
      });
  }

  tabs.claim = (steal) => {
    if (navigator.locks) {
      request(steal ? { steal: true } : { ifAvailable: true });
    } else {
      tell("owner");
    }
  };

  if (navigator.locks) {
    tabs.state = "unknown";
    tabs.claim(false);
  }
  return tabs;
})();
