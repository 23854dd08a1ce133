"""The table's sentences on keeping and sharing games, for every game: saving as you play,
the recent games, games kept aside, unreadable saves, links, records and positions opened,
copied and downloaded, and why a saved game, a table's state or a link cannot be read. The
rest of the table's sentences are `table.words`.

Each text is said through `table.said`, in the page's language (docs/architecture.md,
"Languages"). Pure Python that MicroPython runs: no `typing`, and no reliance on dict order.
"""

from table.said import counted, said
from table.words import moves_count

# -- keeping games -----------------------------------------------------------------------------

NEW_GAME_KEEPS = said("New game started. The unfinished game is kept: you can go back to it.")
NOT_KEPT = said(
    "This browser's storage refused to keep the game you had open. It is held in this page, and"
    " nothing is saved over it (this game is not saved) until you go back to it or download it."
)
REFUSED_NOT_KEPT = said(
    "Nothing was opened: this browser's storage refused to keep the game you have open, and"
    " another is already waiting to be downloaded. Download it (or Save game…) first."
)
SWAP_NOT_KEPT = said(
    "This browser's storage refused to keep the game you have open, so it was not replaced. Use"
    " Save game… or Copy link to keep it."
)
NOT_SAVED = said(
    "This browser refused to save this game (its storage is full or not allowed): it is not being"
    " saved. Use Save game… or Copy link to keep it."
)
DOWNLOAD_HELD = said("Download the game held")
SAVE_GAME = said("Save game…")
COPY_LINK = said("Copy link")
RECENT_NONE = said("No recent games yet: a game you replace before it ends is kept here.")
NO_PREVIOUS_GAME = said("There is no previous game to go back to.")
RECENT_GONE = said(
    "That game is no longer among the recent games: another tab has opened or deleted it."
)
BACK_TO_PREVIOUS = said("Back to the game you had open before. The other game is kept too.")
# The same, the game left having no moves to keep.
BACK_TO_KEPT = said("Back to the game you had open before.")
DOWNLOAD_IT = said("Download it")
BACK_TO_THAT_GAME = said("Back to that game")
BACK_TO_MY_GAME = said("Back to my game")
SWITCH_BACK = said("Switch back")
DISMISS = said("Dismiss")
# The buttons of a recent game and of an unreadable save kept aside, in the Open and Save dialogs.
OPEN = said("Open")
DOWNLOAD = said("Download")
DELETE = said("Delete")
DELETED_UNREADABLE = said("Deleted the unreadable saved game.")


def autosave_line(ok: bool) -> str:
    """The line under the move list: whether the game is kept as it is played."""
    if ok:
        return said("Saved in this browser as you play.")
    return said("This browser does not let the page keep the game: use Save game… for a copy.")


def unreadable_save(reason: str, kept: bool) -> str:
    """The notice for a saved game that could not be read."""
    if kept:
        where = said("It is kept in this browser, so you can still download it.")
    else:
        where = said("It is left where it was and this game is not saved until you download it.")
    return said(
        "Your saved game could not be read: {reason}. A new game has started. {where}",
        reason=reason,
        where=where,
    )


def save_too_big(length: int, kept: bool) -> str:
    """The notice for a saved entry far too big to be a game, which is not even read."""
    if kept:
        where = said("It is kept aside in this browser's storage, unread.")
    else:
        where = said("It is left where it was, unread, and this game is not saved over it.")
    return said(
        "Your saved game is too big to be a game ({length} characters), so it was not opened."
        " A new game has started. {where}",
        length=length,
        where=where,
    )


def too_big_to_read(length: int) -> str:
    """Why a kept entry is not read (as the reason in a longer sentence)."""
    return said("it is too big to be a game ({length} characters)", length=length)


def opened_keeps(what: str) -> str:
    """The notice after opening ``what`` (e.g. 'the game record') over an unfinished game."""
    return said("Opened {what}. The game you had open is kept: you can go back to it.", what=what)


def recent_game(when: str, who: str, moves: str, where: str) -> str:
    """A recent game in the Open dialog's list: when it was set aside, who played it, its
    moves (`recent_moves`), its state: ``'2026-11-27 13:30 · You (White) against the computer
    (beginner): 6 moves. Last move: c3-c4. White to move.'``."""
    return said(
        "{when} · {who}: {moves}. {where}", when=_when(when), who=who, moves=moves, where=where
    )


def recent_moves(plies: int, undone: int, last: str) -> str:
    """A recent game's moves: ``plies`` played, ``undone`` more that Redo offers, and the
    ``last`` played as Undo names it, so that games alike are told apart."""
    moves = _moves(plies, undone)
    return said("{moves}. Last move: {last}", moves=moves, last=last) if plies else moves


def _moves(plies: int, undone: int) -> str:
    """A recent game's moves: those played, and those undone that Redo still offers. A game
    undone to its start read "0 moves", as if nothing had been played."""
    if not undone:
        return moves_count(plies)
    if not plies:
        return counted(undone, "{count} move, undone", "{count} moves, all undone")
    played = moves_count(plies)
    return counted(undone, "{moves} and {count} undone", "{moves} and {count} undone", moves=played)


def recent_unreadable(when: str) -> str:
    return said("{when}: a game this page cannot read.", when=_when(when))


def _date(date: str) -> str:
    """A date (ISO 8601) as the page shows it: ``2026-11-22``."""
    return said("{year}-{month}-{day}", year=date[:4], month=date[5:7], day=date[8:10])


def _when(stamp: str) -> str:
    """A storage stamp (ISO 8601) as the page shows it: ``2026-11-22 10:04``."""
    return f"{_date(stamp[:10])} {stamp[11:16]}" if stamp else said("Earlier")


def previous_unreadable(reason: str) -> str:
    return said("The previous game could not be read ({reason}).", reason=reason)


def back_to_previous(status: str) -> str:
    """What going back to the previous game says, then the status line."""
    return said("Back to your previous game. {status}", status=status)


def found_at(date: str, time: str) -> str:
    """When an unreadable saved game was found: ``'Found 2026-11-22 10:04'``."""
    return said("Found {date} {time}", date=_date(date) if len(date) == 10 else date, time=time)


def bad_test_state(reason: str) -> str:
    """The tests' ``?test-state=`` could not be opened (only tests can set it)."""
    return said(
        "The test state could not be opened: {reason}. The page opened as it would without it.",
        reason=reason,
    )


# -- sharing and opening games -----------------------------------------------------------------

NOTHING_TO_OPEN = said("There is nothing to open: paste a game record, a position or a link.")


# Why a saved game cannot be read (`table.saved.SavedGameError`), by the error's reason;
# ``{0}``, ``{1}``… are its parts in order (a field's name, the value found, a number).
SAVED_REASONS = {
    "not_text": said("a saved game is text"),
    "too_big": said("the saved game is too big to be a game ({0} characters)"),
    "not_json": said("the saved game is not valid JSON"),
    "not_object": said("the saved game is not a JSON object"),
    "no_version": said("the saved game has no format version ('version')"),
    "format": (
        said(
            "the saved game has format {0!r}, which this version of the page cannot read"
            " (it reads format {1} only)"
        )
    ),
    "field_not_text": said("the saved game's {0!r} is not text"),
    "not_moves": said("the saved game's {0!r} is not a list of moves"),
    "not_paused": said("the saved game's 'paused' is not true or false"),
    "unknown_field": said("the saved game has an unknown field {0!r}"),
    "missing": said("the saved game has no {0!r}"),
    "replay": said("the saved game cannot be replayed: {0}"),
}


# Why a table's state (a saved game, a test's state) cannot be read (`table.state.StateError`),
# by the error's reason; ``{0}``, ``{1}``… are its parts in order.
STATE_REASONS = {
    "not_object": said("a saved table is a JSON object"),
    "version": said("unknown saved-table version {0!r}"),
    "speed": said("unknown speed {0!r}: expected one of {1}"),
    "start": said("start must be a position text"),
    "moves": said("moves and redo must be lists of moves in notation"),
    "too_many_moves": said("the game holds {0} moves, more than the {1} a game here can have"),
    "ending": said("a game ends by agreement as one of {0}, not {1!r}"),
    "no_ending": said("nobody at this table can end a game by agreement or resigning, not {0!r}"),
    "over": said("the game is already over"),
    "offer": said("a draw is offered by one of two players, not {0!r}"),
    "offer_over": said("a draw is offered in a game that is over"),
    "comments": said("comments must be an object of comments by move number"),
    "comment_ply": said("a comment follows a move of the game (1 to {0}), not {1!r}"),
    "comment_text": said("a comment is text, not {0!r}"),
    "help": said("help is true or false, not {0!r}"),
    # The games' options (`mixtour.ui.options`, `kitty.ui.options`) as a state gives them.
    "players": said("{0} is played by {1}, not {2!r}"),
    "three_target": said("a game of three is played to {0} points, not {1!r}"),
    "three_reserve": said("a game of three has {0} pieces each, not {1!r}"),
    "target": said("the target score must be {0}, not {1!r}"),
    "reserve": said("the reserve must be {0}, not {1!r}"),
    "side": said("the board's side is {0}, not {1!r}"),
    "seed_range": said("a random setup's seed is 0 to {0}, not {1!r}"),
    "cards_for_two": said("the Objective Cards are for 3 or 4 players, not 2"),
    "deal_range": said("a deal of the Objective Cards is 0 to {0}, not {1!r}"),
    "field_not_text": said("the saved game's {0!r} is not text"),
    "not_whole": said("the saved game's {0!r} is not a whole number"),
    "not_bool": said("the saved game's {0!r} is not true or false"),
    "mode": said("unknown mode {0!r}: expected one of {1}"),
    "colour": said("unknown colour {0!r}: expected 'white' or 'red'"),
    "level": said("unknown level {0!r}: expected one of {1}"),
    "seats": said("the seats are a list of text, one per colour"),
    "setup": said("the saved game's setup is placement or random, not {0!r}"),
    "random_seed": said("a random setup's saved game has a whole-number seed"),
    "placement_seed": said("a placement game's saved game has no seed"),
    "start_players": said("the start position is for {0} players, the table for {1}"),
    "start_differs": said("the start position is not the one its options set up"),
    "old_entry": said("the saved game's record and seats are not text and a list"),
}


# Why a game link cannot be read (`table.links.LinkError`), by the error's reason; ``{0}``, ``{1}``…
# are the error's parts in order (a field's name, the value found, a number). The games' links
# (`mixtour.ui.link`, `kitty.ui.link`) use the same reasons.
LINK_REASONS = {
    "not_text": said("a link is text"),
    "no_game": said("the link holds no game (nothing after #)"),
    "too_long": said("the link is too long to be a game ({0} characters)"),
    "begins_empty": said("the link begins with an empty field"),
    "begins_other": said("the link begins with the field {0}; this page's game links begin {1!r}"),
    "broken_escape": said("the link has a broken %-escape at character {0}"),
    "escape_not_utf8": said("the link's %-escapes are not UTF-8 text"),
    "empty_field": said("the link has an empty field (two '&' in a row, or one at the end)"),
    "no_value": said("the link's field {0} has no value (expected {0}=…)"),
    "unknown_field": said("the link has an unknown field {0}"),
    "field_twice": said("the link gives the field {0!r} twice"),
    "not_this_game": said("this is not a {0} game link (it has no {1}=…)"),
    "format": (
        said(
            "this game link has format {0!r}, which this version of the page cannot read"
            " (it reads format {1})"
        )
    ),
    "missing": said("the link has no {0} ({1}=…)"),
    "not_one_of": said("the link's {0} ({1}) must be {2}, not {3!r}"),
    "help": said("the link's computer help ({0}) must be 0 or 1, not {1!r}"),
    "no_moves": said("the link has no moves field (m=…, empty before the first move)"),
    "too_many_moves": said("the link holds {0} moves, more than the {1} a game here can have"),
    "empty_move": said("the link's move {0} is empty (two dots in a row in m=…)"),
    "illegal_move": said("the link's move {0} {1!r} cannot be played: {2}"),
    "not_in_mode": said("the link gives {0} ({1}=…), which a game with p={2} has not"),
    "start_unreadable": said("the link's start position (s) cannot be read: {0}"),
    "start_players": (
        said("the link's start position (s) does not fit its options: it is for {0} players")
    ),
    "start_unfit": said("the link's start position (s) does not fit its options: {0}"),
    "seats_cannot_play": said("the link's seats cannot play: {0}"),
    "no_seats": said("the link has no seats (seats=…)"),
    "no_seats_trois": said("the link has no seats (seats=…), which a game with p=trois has"),
    "seats_count": said("the link's seats must be {0}, joined by '.', not {1!r}"),
    "seat_choice": said("the link's seats must each be {0}, not {1!r}"),
    "seats_by_link": (
        said("the link's seats by link must be one person (who opens it) and friends, not {0!r}")
    ),
    "seed": said("the link's {0} ({1}) must be a whole number 0 to {2}"),
    "deal_for_two": said("the link deals the Objective Cards (d), which are for 3 or 4 players"),
    "three_no_ending": said("a game of three has no draw offer (o) or agreed ending (e)"),
    "only_two_offer": said("only a game of two has a draw offer (o)"),
    "no_ending_by_link": said("a game of three or four by link has no resignation (e)"),
    "offer_by": said("the link's draw offer (o) is by {0}, not {1!r}"),
    "ending_value": said("the link's ending (e) is {0}, not {1!r}"),
    "ending_over": said("the link's ending (e) is for a game its moves have already ended"),
    "offer_over": said("the link offers a draw (o) in a game that is over (e)"),
}
# What a link's field gives, as those reasons name it, by the links' own names for the fields.
LINK_FIELDS = {
    "players": said("players"),
    "colour": said("colour"),
    "a_colour": said("a colour"),
    "level": said("level"),
    "a_level": said("a level"),
    "target": said("target score"),
    "pieces": said("number of pieces"),
    "repetition": said("repetition rule"),
    "offer": said("draw offer"),
    "ending": said("ending"),
    "player_count": said("number of players"),
    "side": said("board side"),
    "seed": said("seed"),
    "deal": said("deal of the Objective Cards"),
}


def one_of(choices: "tuple[str, ...]") -> str:
    """Choices as a reason lists them: ``'1, 2 or 3'``."""
    if len(choices) < 2:
        return "".join(choices)
    return ", ".join(choices[:-1]) + said(" or ") + choices[-1]


def link_unopenable(reason: str) -> str:
    """A game link that cannot be opened, said in a page already open or in an import's error."""
    return said("This game link cannot be opened: {reason}.", reason=reason)


def unchanged(error: str) -> str:
    """An import's error, and the reassurance."""
    return said("{error} Your game is unchanged.", error=error)


def too_long_to_open(length: int) -> str:
    return said(
        "This is too long to be a game ({length} characters): open a game record, "
        "a position or a game link.",
        length=length,
    )


def other_game(game: str) -> str:
    """Why a record or link of another of the site's games is not opened here (``game``: its
    title), said after "cannot be read" or "cannot be opened"."""
    return said("it is a game of {game}, to open on the {game} page", game=game)


def record_unreadable(reason: str, one_line: bool) -> str:
    """A record that cannot be read (``one_line``: it was not a position or a link either)."""
    if one_line:
        return said(
            "This game record cannot be read (nor is it a position or a game link): {reason}.",
            reason=reason,
        )
    return said("This game record cannot be read: {reason}.", reason=reason)


def position_unreadable(reason: str) -> str:
    return said("This position cannot be read: {reason}.", reason=reason)


def opened(what: str, count: int, where: str) -> str:
    """What opening a game says: ``'Opened the game record (12 moves). Red to move.'``."""
    if count:
        return said(
            "Opened {what} ({moves}). {where}", what=what, moves=moves_count(count), where=where
        )
    return said("Opened {what}. {where}", what=what, where=where)


def file_too_big(name: str, size: int) -> str:
    return said(
        "{name} is too big to be a game record ({size} bytes). Your game is unchanged.",
        name=name,
        size=size,
    )


def file_unreadable(name: str, reason: str) -> str:
    return said("{name} could not be read: {reason}.", name=name, reason=reason)


def link_note(by_link: bool, to: str = "") -> str:
    """What the Save game dialog says about the game's link (``to``: with more than two by
    link, the name of the colour it goes to)."""
    if by_link and to:
        return said(
            "Send this link to {to}: it opens this game on their device, for them to play their"
            " move and send the link on to the player after them.",
            to=to,
        )
    if by_link:
        return said(
            "Send this link to your friend: it opens this game on their device, for them to "
            "play their move and send you a link back."
        )
    return said(
        "Whoever opens this link sees this game and can play on from it. The game is in the "
        "link itself: nothing is stored on a server."
    )


def link_name(by_link: bool, to: str = "") -> str:
    """What the copied link is called (``to``: with more than two by link, who it is for)."""
    if by_link and to:
        return said("Link for {to}", to=to)
    return said("Link for your friend") if by_link else said("Link")


def send_tip(to: str) -> str:
    """The line under Send your move (``to``: with more than two, the colour it goes to)."""
    if to:
        return said("Paste it to {to}; the link comes back to you when it is your move.", to=to)
    return said("Paste it to your friend, then open the link they send back.")


# What is copied (the English words the table passes to `copied`), as its sentences name it:
# alone, and within a sentence.
_COPIED = {"Record": said("Record"), "Link": said("Link")}
_COPYING = {"Record": said("record"), "Link": said("link")}


def copied(what: str, ok: bool) -> str:
    """What copying ``what`` (``'Record'``, ``'Link'``) to the clipboard did."""
    if ok:
        return said("{what} copied.", what=_COPIED.get(what, what))
    return said(
        "This browser did not let the page copy the {what}: it is selected, "
        "press Ctrl+C (⌘C on a Mac) to copy it.",
        what=_COPYING.get(what, what.lower()),
    )


def downloaded(filename: str) -> str:
    return said("Downloaded {filename}.", filename=filename)
