// localStorage for the page's Python (app/dom.py), which cannot catch an exception that
// a JavaScript call throws: PyScript's MicroPython (1.28) stops the whole script instead
// (measured). localStorage throws when the browser forbids storage (SecurityError) or when it is
// full (QuotaExceededError), so every function here answers instead: null, false or "[]".
// Nor can MicroPython take a huge string (MemoryError): `get` gives nothing longer than the page
// asks for, and `keys` only the site's own keys of a sane length.
"use strict";

window.mixtourStorage = Object.freeze({
  get(key, longest) {
    try {
      const value = localStorage.getItem(key);
      return value !== null && value.length > longest ? null : value;
    } catch (error) {
      return null;
    }
  },
  set(key, value) {
    try {
      localStorage.setItem(key, value);
      return true;
    } catch (error) {
      return false;
    }
  },
  remove(key) {
    try {
      localStorage.removeItem(key);
      return true;
    } catch (error) {
      return false;
    }
  },
  // An entry's length in characters, -1 when there is none: the page reads only entries short
  // enough to be a game (a huge one would not even become a Python string).
  size(key) {
    try {
      const value = localStorage.getItem(key);
      return value === null ? -1 : value.length;
    } catch (error) {
      return -1;
    }
  },
  // Move an entry to another key without it ever leaving JavaScript; false if it could not.
  move(key, newKey) {
    try {
      const value = localStorage.getItem(key);
      if (value === null) {
        return false;
      }
      localStorage.setItem(newKey, value);
      localStorage.removeItem(key);
      return true;
    } catch (error) {
      return false;
    }
  },
  // The site's keys as a JSON array (a string crosses into MicroPython simply).
  keys() {
    try {
      const own = Object.keys(localStorage).filter((key) => key.startsWith("mixtour.") && key.length < 200);
      return JSON.stringify(own);
    } catch (error) {
      return "[]";
    }
  },
});
