"""The computer player: it runs in the page's Pyodide worker and uses only the rules' public API."""
