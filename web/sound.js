// Soft sounds for a move, a removal and the end of a game, made here with WebAudio (no sound
// files). Off until the player turns them on with the Sound switch, which is remembered
// (localStorage "mixtour.sound": "on" or "off"). The page's Python calls
// `mixtourSound.play(kind)` (app/dom.py); it answers whether a sound was made.
"use strict";

(() => {
  const KEY = "mixtour.sound";
  // Each sound: notes as [frequency in Hz, start in s, length in s], sine tones fading out.
  const SOUNDS = {
    move: [[392, 0, 0.12]],
    removal: [[523.25, 0, 0.16], [783.99, 0.1, 0.22]],
    end: [[523.25, 0, 0.2], [659.25, 0.16, 0.2], [783.99, 0.32, 0.4]],
  };
  const LOUDNESS = 0.08;
  let audio = null;

  function on() {
    return window.mixtourStorage.get(KEY) === "on";
  }

  function play(kind) {
    const notes = SOUNDS[kind];
    const Context = window.AudioContext || window.webkitAudioContext;
    if (!on() || notes === undefined || Context === undefined) {
      return false;
    }
    try {
      audio = audio || new Context();
      if (audio.state === "suspended") {
        audio.resume();
      }
      const now = audio.currentTime + 0.01;
      for (const [frequency, start, length] of notes) {
        const tone = audio.createOscillator();
        const volume = audio.createGain();
        tone.type = "sine";
        tone.frequency.value = frequency;
        volume.gain.setValueAtTime(0.0001, now + start);
        volume.gain.exponentialRampToValueAtTime(LOUDNESS, now + start + 0.015);
        volume.gain.exponentialRampToValueAtTime(0.0001, now + start + length);
        tone.connect(volume).connect(audio.destination);
        tone.start(now + start);
        tone.stop(now + start + length + 0.02);
      }
      return true;
    } catch (error) {
      return false; // no sound is better than a stopped page
    }
  }

  function show() {
    const button = document.getElementById("sound-switch");
    if (button !== null) {
      button.setAttribute("aria-pressed", String(on()));
    }
  }

  window.mixtourSound = Object.freeze({ play });
  window.addEventListener("storage", (event) => {
    if (event.key === KEY) {
      show();
    }
  });
  document.addEventListener("DOMContentLoaded", () => {
    show();
    document.getElementById("sound-switch").addEventListener("click", () => {
      window.mixtourStorage.set(KEY, on() ? "off" : "on");
      show();
      play("move"); // turned on: what it sounds like (and the browser lets audio start now)
    });
  });
})();
