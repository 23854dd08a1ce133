"""Mixtour's page (`index.html`): its main-thread entry, the table with Mixtour's spec."""

from app import dom
from mixtour.ui.spec import SPEC

dom.run(SPEC)
