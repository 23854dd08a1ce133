"""Project tools: the site build, the local server, the browser launcher and benchmarks."""
