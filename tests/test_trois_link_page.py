"""Mixtour à trois by link in real Chromium: three people, each on their own device (a browser
context each), the link going round the table, and a friend's pass played on the mover's
device so that the turn comes straight back."""

import re

import pytest
from fake_page import table_state
from player import devices, page_url, send_move
from playwright.sync_api import Browser, expect
from site_checks import shoot
from trois_checks import BEFORE_PASS

from mixtour import Game
from mixtour.ui.options import THREE
from table.seats import FRIEND, PERSON

pytestmark = [pytest.mark.browser, pytest.mark.timeout(180)]


def test_three_friends_send_the_link_round_the_table(browser: Browser, site_url: str) -> None:
    with devices(browser, site_url, 3) as (alice, bob, carol):
        alice.open(site_url)
        page = alice.page
        page.locator(".bar [data-action=new]").click()
        dialog = page.locator("#new-game")
        dialog.locator('input[name="players"][value="3"]').check()
        blue = dialog.locator("#ng-seat-2")
        expect(blue).to_be_visible()  # a colour only a game of three has
        expect(dialog.locator("#ng-link-note")).to_be_hidden()
        dialog.locator("#ng-seat-0").select_option(PERSON)
        dialog.locator("#ng-seat-1").select_option(FRIEND)
        blue.select_option(FRIEND)
        expect(dialog.locator("#ng-link-note")).to_be_visible()
        shoot(page, "trois-link-dialog")
        dialog.locator("[data-action=start]").click()
        expect(dialog).to_be_hidden()
        expect(page.locator("#mode-line")).to_contain_text("You (White) with two friends, by link")
        expect(page.locator("#players .player")).to_have_count(3)
        expect(page.locator("#send-move")).to_be_hidden()

        alice.play("c3")
        expect(page.locator("#status")).to_have_text(
            "Red to move, on their own device: send Red the link (Send your move)."
        )
        shoot(page, "trois-link-sender")
        alice.click("c3")  # Red's turn: Alice moves nothing
        assert alice.moves() == ["White c3"]
        url = send_move(alice, "Red")
        assert url == site_url + "#g=1&p=trois&t=1&r=15&rep=1&seats=friend.person.friend&m=c3"

        bob.open(url)
        expect(bob.page.locator("#mode-line")).to_contain_text("You (Red) with two friends")
        expect(bob.page.locator("#status")).to_have_text(re.compile("^Your move"))
        expect(bob.page.locator("#players .player.red")).to_contain_text("You")
        expect(bob.page.locator("#players .player.blue")).to_contain_text("Friend")
        shoot(bob.page, "trois-link-receiver")
        bob.play("b2")
        url = send_move(bob, "Blue")
        assert url.endswith("&seats=friend.friend.person&m=c3.b2")

        carol.open(url)
        expect(carol.page.locator("#mode-line")).to_contain_text("You (Blue)")
        carol.play("d4")
        url = send_move(carol, "White")
        assert url.endswith("&seats=person.friend.friend&m=c3.b2.d4")

        page.goto(url)  # pasted into Alice's open tab: the link has come round
        alice.wait_for_moves(3)
        expect(page.locator("#status")).to_have_text(re.compile("^Your move"))
        expect(page.locator("#notice")).to_be_hidden()  # it continues her game
        alice.play("c3-b2")
        bob.page.goto(send_move(alice, "Red"))
        bob.wait_for_moves(4)
        game = Game(players=3)
        for text in ("c3", "b2", "d4", "c3-b2"):
            game.play(text)
        assert bob.position() == alice.position() == game.position()


def test_a_friend_who_cannot_move_passes_back_and_the_link_goes_on(
    browser: Browser, site_url: str
) -> None:
    # Twenty moves in, Blue (Carol) to move: after a1-a3 White can only pass.
    state = table_state(THREE, seats=(FRIEND, FRIEND, PERSON))
    state["moves"] = BEFORE_PASS
    with devices(browser, site_url, 2) as (carol, alice):
        carol.open(page_url(site_url, state))
        page = carol.page
        expect(page.locator("#status")).to_have_text(re.compile("^Your move"))
        carol.play("a1-a3")
        carol.wait_for_moves(len(BEFORE_PASS) + 2)
        assert carol.moves()[-2:] == ["Blue a1-a3", "White passes"]  # the link keeps "pass"
        status = page.locator("#status")
        expect(status).to_have_text(
            re.compile("^White could not move: the turn passes back to Blue. Your move")
        )
        expect(page.locator("#send-move")).to_be_hidden()  # Carol moves again first
        shoot(page, "trois-link-pass-back")
        carol.play("e5-e4")
        expect(status).to_have_text(re.compile("^White to move, on their own device"))
        url = send_move(carol, "White")
        assert url.endswith(".a1-a3.pass.e5-e4") and "seats=person.friend.friend" in url
        alice.open(url)
        expect(alice.page.locator("#status")).to_have_text(re.compile("^Your move"))
        assert alice.position() == carol.position()
