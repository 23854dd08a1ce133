"""Kitty Stack Tower's page (`kitty.html`): its main-thread entry, the table with Kitty's spec."""

from app import dom
from kitty.ui.spec import SPEC

dom.run(SPEC)
