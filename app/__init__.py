"""The site's entries: the pages' one DOM module (`app.dom`) and each page's entry script
(`app.mixtour`, `app.kitty`) on the main thread, and the AI worker's (`app.worker`)."""
