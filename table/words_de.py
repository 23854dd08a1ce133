"""Die Sätze des Spieltischs auf Deutsch: `table/words.py` (die englische Quelle) Name für Name,
mit denselben Namen und Parametern, damit die Seite sie statt der englischen lädt
(`tools/languages.py`). Die Begriffe folgen docs/regeln.md und docs/kitty-regeln.md.

Pure Python that MicroPython runs: no `typing`, and no reliance on dict order.
"""

# MicroPython has no typing module; mypy reads this block as true whatever the name is bound to.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def _number(number: int) -> str:
    """``1000`` → ``'1.000'``: Tausender mit Punkt getrennt."""
    digits = str(abs(number))
    groups: list[str] = []
    while len(digits) > 3:
        groups.insert(0, digits[-3:])
        digits = digits[:-3]
    groups.insert(0, digits)
    return ("-" if number < 0 else "") + ".".join(groups)


def plural(number: int, noun: str, nouns: str = "") -> str:
    """``(1, 'Zug', 'Züge')`` → ``'1 Zug'``, ``(3, 'Zug', 'Züge')`` → ``'3 Züge'``."""
    return f"{_number(number)} {noun}" if number == 1 else f"{_number(number)} {nouns or noun}"


def moves_count(number: int) -> str:
    return plural(number, "Zug", "Züge")


def percent(chance: float) -> str:
    """``0.724`` → ``'72 %'``."""
    return f"{int(chance * 100 + 0.5)} %"


def joined(names: "list[str]") -> str:
    """``['Rot', 'Blau']`` → ``'Rot und Blau'``; drei und mehr mit Kommas."""
    if len(names) < 3:
        return " und ".join(names)
    return ", ".join(names[:-1]) + " und " + names[-1]


# The computer's levels by their names in the code (search/levels.py).
_LEVELS = {
    "beginner": "Anfänger",
    "casual": "Locker",
    "strong": "Stark",
    "expert": "Experte",
    "fast": "schnell",
    "slow": "langsam",
    "normal": "normal",
}


def level_label(level: str) -> str:
    """Der Name einer Spielstärke: ``'strong'`` → ``'Stark'``."""
    said = _LEVELS.get(level, level)
    return said[:1].upper() + said[1:]


# -- who plays -------------------------------------------------------------------------------

YOU = "Du"
FRIEND = "Freund"
YOUR_MOVE = "Du bist am Zug"
COUNTS = ("", "Eine Person", "Zwei", "Drei", "Vier")
COUNTS_LOWER = ("", "einem", "zwei", "drei", "vier")


def player_number(number: int) -> str:
    return f"Spieler {number}"


def computer_at(level: str) -> str:
    """Ein Computerplatz auf der Spielerkarte und im Protokoll: ``'Computer (stark)'``."""
    return f"Computer ({_LEVELS.get(level, level).lower()})"


def seat_label(seat: str) -> str:
    """Ein Platz, wie der Dialog „Neues Spiel“ und die Moduszeile ihn nennen."""
    if seat == "friend":
        return "Freund"
    return "Mensch" if seat == "person" else computer_at(seat)


def seats_line(seats: "list[tuple[str, str]]", speed: str) -> str:
    """Wer spielt, für die Moduszeile, aus Farbe und Platz in Zugreihenfolge."""
    kinds = [seat for _, seat in seats]
    people = kinds.count("person")
    friends = kinds.count("friend")
    computers = [
        _LEVELS.get(seat, seat).lower() for seat in kinds if seat not in ("person", "friend")
    ]
    said_speed = _LEVELS.get(speed, speed)
    you = [name for name, seat in seats if seat == "person"]
    if friends:
        if len(seats) == 2:
            return f"Du ({you[0]}) gegen einen Freund, per Link"
        return f"Du ({you[0]}) mit {COUNTS_LOWER[friends]} Freunden, per Link"
    if len(seats) == 2:
        if people == 2:
            return "Zwei Personen an diesem Gerät"
        if people == 1:
            return f"Du ({you[0]}) gegen den Computer ({computers[0]})"
        if computers[0] == computers[1]:
            return f"Computer gegen Computer ({computers[0]}, {said_speed})"
        return f"Computer ({computers[0]}) gegen Computer ({computers[1]}), {said_speed}"
    parts = [f"{name}: {seat_label(seat)}" for name, seat in seats]
    return f"{COUNTS[len(seats)]} Personen: {', '.join(parts)}"


def mode_line(seats: str, options: str, helping: str = "") -> str:
    """Wer spielt, die Computerhilfe, wenn sie genannt wird, und die Optionen in einer Zeile."""
    said = [part for part in (seats, helping, options) if part]
    return " · ".join(said)


def help_said(seats: "tuple[str, ...]", on: bool) -> str:
    """Die Computerhilfe, wie die Moduszeile sie nennt."""
    kinds = set(seats)
    if "person" not in kinds:
        return ""
    if kinds <= {"person", "friend"}:
        return "Computerhilfe an" if on else "ohne Computerhilfe"
    return "" if on else "ohne Computerhilfe"


def help_switched(on: bool) -> str:
    """Was der Schalter „Computerhilfe“ getan hat."""
    if on:
        return "Computerhilfe an: Tipp und Gewinnbalken antworten allen, die hier spielen."
    return "Computerhilfe aus: kein Tipp und kein Gewinnbalken, bis die Partie vorbei ist."


HELP_OFF = (
    "Die Computerhilfe ist in dieser Partie aus (der Schalter „Computerhilfe“ schaltet sie ein)."
)


def page_title(state: str, game: str) -> str:
    """Der Titel des Dokuments: ``'Mixtour'`` oder ``state`` zuerst."""
    return f"{state} · {game}" if state else game


# -- whose turn --------------------------------------------------------------------------------


def computer_plays_all(players: int) -> str:
    """Ein Tippen aufs Brett, während der Computer alle Plätze spielt."""
    sides = "beide Seiten" if players == 2 else "alle Seiten"
    return f"Der Computer spielt {sides}: Starte ein neues Spiel, um selbst zu spielen."


def wait_for(name: str) -> str:
    return f"Warte, bis {name} gezogen hat."


def your_move(name: str, you: bool) -> str:
    """``'Du bist am Zug'`` für die eine Person am Tisch, sonst ``'Weiß ist am Zug'``."""
    return YOUR_MOVE if you else f"{name} ist am Zug"


def to_move(name: str) -> str:
    return f"{name} ist am Zug."


def thinking(name: str) -> str:
    return f"{name} denkt nach …"


def paused_status(name: str) -> str:
    return f"Angehalten. {name} ist am Zug."


def waiting_for_the_ai(name: str) -> str:
    """Die Statuszeile, solange der Computer am Zug ist, aber noch nicht geladen."""
    return f"{name} zieht, sobald die KI geladen ist …"


def the_ai_could_not_start(name: str) -> str:
    return (
        f"Die KI konnte nicht starten, daher kann {name} nicht ziehen: Versuch es erneut oder"
        " spiel ohne den Computer weiter."
    )


def link_waiting(name: str) -> str:
    """Beim Spiel per Link, solange die andere Person auf ihrem Gerät am Zug ist."""
    return f"Warte auf {name}: Der Zug wird auf dem Gerät deines Gegenübers gespielt."


def link_waiting_many(name: str) -> str:
    """Beim Spiel per Link zu mehreren, solange ein Freund auf seinem Gerät am Zug ist."""
    return f"{name} ist am Zug, auf dem eigenen Gerät: Schick {name} den Link (Zug senden)."


# -- results -----------------------------------------------------------------------------------

AGREED_DRAW = "Remis durch Einigung."
GAME_OVER = "Die Partie ist vorbei."


def result_title(winners: "list[str]", everyone: bool, won: "bool | None" = None) -> str:
    """Die Überschrift der Ergebniskarte aus den Namen der Sieger."""
    if everyone and len(winners) > 1:
        return "Remis"
    if won is not None:
        if not won:
            return "Verloren"
        return "Gewonnen!" if len(winners) == 1 else "Geteilter Sieg"
    if len(winners) == 1:
        return f"{winners[0]} gewinnt!"
    return f"{joined(winners)} teilen sich den Sieg"


RESIGN = "Aufgeben"
RESIGN_SURE = "Wirklich aufgeben?"
RESIGN_ASK = (
    "Drück „Wirklich aufgeben?“, um aufzugeben und die Partie zu beenden; bei allem anderen geht"
    " sie weiter."
)


def resigned(name: str) -> str:
    return f"{name} hat aufgegeben."


# -- undo, redo, review ------------------------------------------------------------------------


def took_back(moves: "list[str]", status: str) -> str:
    return f"Zurückgenommen: {', '.join(moves)}. {status}"


def replayed(moves: "list[str]", status: str) -> str:
    return f"Wiederholt: {', '.join(moves)}. {status}"


LINK_NO_COMPUTER = "eine Partie per Link hat keinen Computerplatz"
LINK_ONE_PERSON = "eine Partie per Link hat genau eine Person an diesem Gerät"


def seats_count(count: int) -> str:
    """Warum die Plätze nicht spielen können: nicht ein Platz je Farbe."""
    return f"eine Partie zu {count} hat {count} Plätze, einen je Farbe"


def seat_refused(choices: str, seat: str) -> str:
    """Warum ein Platz nicht spielen kann: er ist nichts von ``choices``."""
    return f"ein Platz gehört einer von: {choices}, nicht {seat!r}"


def cannot_start(reason: str) -> str:
    """Warum die Wahl im Dialog „Neues Spiel“ keine Partie starten kann."""
    return f"Diese Partie kann nicht starten: {reason}."


def new_game(status: str) -> str:
    return f"Neues Spiel. {status}"


def review_start(total: int) -> str:
    return f"Anfang der Partie, vor Zug 1 von {total}."


def review_status(
    ply: int, total: int, mover: str, move: str, passed: bool, *, before: bool = False
) -> str:
    """Die Statuszeile beim Nachspielen."""
    played = f"{mover} hat gepasst" if passed else f"{mover} hat {move} gespielt"
    if before:
        return (
            f"Zug {ply} von {total}: {played}. Das Brett zeigt die Stellung davor, mit der"
            " besseren Fortsetzung als Pfeile."
        )
    return f"Zug {ply} von {total}: {played}."


def review_blocked(ply: int) -> str:
    """Ein Tippen aufs Brett, während eine frühere Stellung gezeigt wird."""
    return (
        f"Das ist Zug {ply}, nicht der aktuelle Stand: Wähle „Zurück zur Partie“ oder „Von hier"
        " weiterspielen“, um ab dieser Stellung fortzusetzen."
    )


def review_label(ply: int, total: int, before: bool = False) -> str:
    """Die Worte der Nachspielleiste."""
    if ply == 0:
        return f"Der Anfang, vor Zug 1 von {total}"
    if before:
        return f"Vor Zug {ply} von {total}: die bessere Fortsetzung"
    return f"Zug {ply} von {total}"


def board_at_move(ply: int, total: int, before: bool = False) -> str:
    """Der Titel des Bretts beim Nachspielen."""
    if before:
        return f"Brett vor Zug {ply} von {total}, mit der besseren Fortsetzung der Analyse"
    return f"Brett nach Zug {ply} von {total}, eine frühere Stellung"


def back_to_game(status: str) -> str:
    """Zurück zur Partie, wie sie steht."""
    return f"Zurück zur Partie. {status}"


def branch_question(ply: int, later: int) -> str:
    """Die Rückfrage, bevor ab einer früheren Stellung weitergespielt wird."""
    start = "dem Anfang" if ply == 0 else f"Zug {ply}"
    replaced = "Der Zug danach wird" if later == 1 else f"Die {moves_count(later)} danach werden"
    return (
        f"Ab {start} weiterspielen? {replaced} durch die Züge ersetzt, die von hier aus gespielt"
        " werden."
    )


def branch_sentence(ply: int, later: int) -> str:
    """Was das Weiterspielen ab einer früheren Stellung getan hat."""
    start = "dem Anfang" if ply == 0 else f"Zug {ply}"
    if later == 1:
        replaced = "den Zug, der folgte (bis dahin holt „Vor“ ihn zurück)"
    else:
        replaced = f"die {moves_count(later)}, die folgten (bis dahin holt „Vor“ sie zurück)"
    return f"Weiter ab {start}: Der nächste Zug ersetzt {replaced}."


def longest_game(plies: int) -> str:
    """Ein Zug, der abgelehnt wird, weil die Partie die meisten möglichen Züge erreicht hat."""
    return (
        f"Diese Partie hat {_number(plies)} Züge erreicht, die längste, die hier möglich ist:"
        " Starte ein neues Spiel, um weiterzuspielen."
    )


# -- ending a game by agreement ----------------------------------------------------------------


def draw_offered(name: str) -> str:
    return f"{name} bietet Remis an."


def draw_offer_status(name: str) -> str:
    """Die Zeile unter dem Status, solange das Remisangebot auf Antwort wartet."""
    return f"{name} bietet Remis an: Nimm an oder spiel weiter."


def draw_declined(name: str) -> str:
    return f"{name} lehnt das Remis ab. Es geht weiter."


def ending_taken_back(status: str) -> str:
    """Rückgängig nach einer Aufgabe oder einem Remis durch Einigung: Die Partie geht weiter."""
    return f"Zurückgenommen: Die Partie geht weiter. {status}"


# -- the computer ------------------------------------------------------------------------------

LOOKING_FOR_HINT = "Suche einen guten Zug …"
AI_READY = "KI bereit."
AI_STARTING = "KI wird geladen …"
AI_IDLE = "Die KI startet, sobald eine Partie gegen sie oder ein Tipp sie braucht."
HINT_AFTER_LOADING = "Die KI startet für einen Tipp …"


def pause_label(paused: bool) -> str:
    """Die Beschriftung des Pause-Knopfs."""
    return "Weiter" if paused else "Pause"


def paused(now_paused: bool) -> str:
    """Was Anhalten oder Fortsetzen der Computer sagt."""
    return "Angehalten." if now_paused else "Fortgesetzt."


def hint_label(thinking: bool) -> str:
    """Die Beschriftung des Tipp-Knopfs."""
    return "Denkt …" if thinking else "Tipp"


# Was die KI (der Worker) meldet, wenn sie scheitert, ist eine technische Meldung, die keine
# Sprache der Seite spricht (ein Fehler im Programm, nie ein Zug der Person): sie wird als
# Meldung der KI zitiert, damit sie sich melden lässt.
def no_hint(reason: str) -> str:
    return f"Kein Tipp (Meldung der KI: „{reason}“)"


def ai_could_not_move(reason: str) -> str:
    return f"Der Computer konnte nicht ziehen (Meldung der KI: „{reason}“)"


def ai_illegal_move(reason: str) -> str:
    return f"Der Computer wählte einen unerlaubten Zug: {reason}"


def ai_error_status(error: str) -> str:
    """Die Statuszeile, nachdem der Computer nicht ziehen konnte."""
    return f"{error}. Nimm zurück oder starte ein neues Spiel, um weiterzumachen."


def ai_loading(seconds: int) -> str:
    """Die KI-Statuszeile, während der Worker startet."""
    return f"KI wird geladen … {seconds} s"


def ai_not_started(seconds: float) -> str:
    """Die KI-Statuszeile, wenn der Worker nicht rechtzeitig antwortet."""
    said = f"{seconds:g}".replace(".", ",")
    return f"Die KI ist nach {said} s noch nicht gestartet."


def ai_failed_to_load(reason: str) -> str:
    """Die KI-Statuszeile, wenn der Worker scheiterte."""
    return f"Die KI konnte nicht geladen werden (Meldung: „{reason}“)."


PLAYING_ON = "Ohne Computer weiter: Seine Plätze werden an diesem Gerät gespielt."


# -- other tabs --------------------------------------------------------------------------------

PLAYED_ELSEWHERE = (
    "Diese Partie gegen den Computer läuft in einem anderen Tab dieser Seite; dieser Tab zeigt"
    " sie nur. Drück „Hier spielen“, um sie in diesem Tab zu spielen."
)
PLAYED_ELSEWHERE_STATUS = (
    "Wird in einem anderen Tab gespielt: Drück „Hier spielen“, um sie in diesem Tab zu spielen."
)
PLAY_HERE = "Hier spielen"
OTHER_TAB = (
    "Diese Partie ging in einem anderen Tab dieser Seite weiter: Sie wird hier gezeigt, wie sie"
    " steht."
)
BOTH_TABS_KEPT = (
    "Ein anderer Tab dieser Seite hat diese Partie im selben Moment geändert. Beide Partien"
    " bleiben erhalten: diese hier, die andere unter den letzten Partien."
)
BOTH_TABS_KEPT_HERE = (
    "Ein anderer Tab dieser Seite hat diese Partie im selben Moment geändert: Seine Partie wird"
    " hier gezeigt, und die Partie dieses Tabs bleibt unter den letzten Partien erhalten."
)
OTHER_TAB_UNKEPT = (
    "Ein anderer Tab dieser Seite hat eine andere Partie gespeichert, und der Speicher dieses"
    " Browsers hat sich geweigert, sie beiseitezulegen; diese Partie wird daher nicht darüber"
    " gespeichert. Nutze „Partie speichern …“ oder „Link kopieren“, um sie zu behalten."
)
OTHER_TAB_REFUSED = (
    "Ein anderer Tab dieser Seite hat eine andere Partie gespeichert, und der Speicher dieses"
    " Browsers hat sich geweigert, diese zu behalten: Sie bleibt hier, ungespeichert. Nutze"
    " „Partie speichern …“ oder „Link kopieren“, um sie zu behalten."
)


# -- keeping games -----------------------------------------------------------------------------

NEW_GAME_KEEPS = (
    "Neues Spiel gestartet. Die unbeendete Partie bleibt erhalten: Du kannst zu ihr zurück."
)
NOT_KEPT = (
    "Der Speicher dieses Browsers hat sich geweigert, die offene Partie zu behalten. Sie bleibt"
    " in dieser Seite, und nichts wird über sie gespeichert (diese Partie wird nicht gespeichert),"
    " bis du zu ihr zurückkehrst oder sie herunterlädst."
)
REFUSED_NOT_KEPT = (
    "Nichts wurde geöffnet: Der Speicher dieses Browsers hat sich geweigert, die offene Partie zu"
    " behalten, und eine andere wartet schon darauf, heruntergeladen zu werden. Lade sie zuerst"
    " herunter (oder „Partie speichern …“)."
)
SWAP_NOT_KEPT = (
    "Der Speicher dieses Browsers hat sich geweigert, die offene Partie zu behalten, daher wurde"
    " sie nicht ersetzt. Nutze „Partie speichern …“ oder „Link kopieren“, um sie zu behalten."
)
NOT_SAVED = (
    "Dieser Browser hat sich geweigert, diese Partie zu speichern (sein Speicher ist voll oder"
    " nicht erlaubt): Sie wird nicht gespeichert. Nutze „Partie speichern …“ oder „Link"
    " kopieren“, um sie zu behalten."
)
DOWNLOAD_HELD = "Die gehaltene Partie herunterladen"
SAVE_GAME = "Partie speichern …"
COPY_LINK = "Link kopieren"
RECENT_NONE = "Noch keine letzten Partien: Eine Partie, die du vor ihrem Ende ersetzt, bleibt hier."
NO_PREVIOUS_GAME = "Es gibt keine vorherige Partie, zu der du zurückkannst."
BACK_TO_PREVIOUS = "Zurück zur Partie, die vorher offen war. Die andere bleibt ebenfalls erhalten."
DOWNLOAD_IT = "Herunterladen"
BACK_TO_THAT_GAME = "Zurück zu dieser Partie"
BACK_TO_MY_GAME = "Zurück zu meiner Partie"
SWITCH_BACK = "Zurückwechseln"
DISMISS = "Schließen"
DELETED_UNREADABLE = "Die unlesbare gespeicherte Partie wurde gelöscht."


def autosave_line(ok: bool) -> str:
    """Die Zeile unter der Zugliste: ob die Partie beim Spielen gespeichert wird."""
    if ok:
        return "Wird beim Spielen in diesem Browser gespeichert."
    return (
        "Dieser Browser lässt die Seite die Partie nicht speichern: Nutze „Partie speichern …“"
        " für eine Kopie."
    )


def unreadable_save(reason: str, kept: bool) -> str:
    """Der Hinweis zu einer gespeicherten Partie, die nicht gelesen werden konnte."""
    if kept:
        where = "Sie bleibt in diesem Browser, du kannst sie also noch herunterladen."
    else:
        where = (
            "Sie bleibt, wo sie war, und diese Partie wird nicht gespeichert, bis du sie"
            " herunterlädst."
        )
    return (
        f"Deine gespeicherte Partie konnte nicht gelesen werden: {reason}. Ein neues Spiel hat"
        f" begonnen. {where}"
    )


def save_too_big(length: int, kept: bool) -> str:
    """Der Hinweis zu einem gespeicherten Eintrag, der viel zu groß für eine Partie ist."""
    if kept:
        where = "Er bleibt ungelesen im Speicher dieses Browsers beiseitegelegt."
    else:
        where = "Er bleibt ungelesen, wo er war, und diese Partie wird nicht darüber gespeichert."
    return (
        f"Deine gespeicherte Partie ist zu groß für eine Partie ({_number(length)} Zeichen) und"
        f" wurde daher nicht geöffnet. Ein neues Spiel hat begonnen. {where}"
    )


def too_big_to_read(length: int) -> str:
    """Warum ein Eintrag nicht gelesen wird (als Grund in einem längeren Satz)."""
    return f"er ist zu groß für eine Partie ({_number(length)} Zeichen)"


def opened_keeps(what: str) -> str:
    """Der Hinweis nach dem Öffnen von ``what`` über einer unbeendeten Partie."""
    return f"Geöffnet: {what}. Die offene Partie bleibt erhalten: Du kannst zu ihr zurück."


def recent_game(when: str, plies: int, where: str) -> str:
    """Eine letzte Partie in der Liste des Dialogs „Eine Partie öffnen“."""
    return f"{_when(when)}: {moves_count(plies)}. {where}"


def recent_unreadable(when: str) -> str:
    return f"{_when(when)}: eine Partie, die diese Seite nicht lesen kann."


def _when(stamp: str) -> str:
    """Ein Zeitstempel (ISO 8601), wie die Seite ihn zeigt: ``22.11.2026 10:04``."""
    if not stamp:
        return "Früher"
    return f"{stamp[8:10]}.{stamp[5:7]}.{stamp[:4]} {stamp[11:16]}"


def previous_unreadable(reason: str) -> str:
    return f"Die vorherige Partie konnte nicht gelesen werden ({reason})."


def back_to_previous(status: str) -> str:
    """Was die Rückkehr zur vorherigen Partie sagt, dann die Statuszeile."""
    return f"Zurück zu deiner vorherigen Partie. {status}"


def found_at(date: str, time: str) -> str:
    """Wann eine unlesbare gespeicherte Partie gefunden wurde: ``'Gefunden am 22.11.2026,
    10:04'``."""
    if len(date) == 10:
        date = f"{date[8:10]}.{date[5:7]}.{date[:4]}"
    return f"Gefunden am {date}, {time}"


def bad_test_state(reason: str) -> str:
    """Der Teststand ``?test-state=`` konnte nicht geöffnet werden (nur Tests setzen ihn)."""
    return (
        f"Der Teststand konnte nicht geöffnet werden: {reason}. Die Seite wurde geöffnet wie"
        " ohne ihn."
    )


# -- sharing and opening games -----------------------------------------------------------------

NOTHING_TO_OPEN = (
    "Es gibt nichts zu öffnen: Füge ein Partieprotokoll, eine Stellung oder einen Link ein."
)


# Warum eine gespeicherte Partie nicht gelesen werden kann (`table.saved.SavedGameError`),
# nach dem Grund des Fehlers; ``{0}``, ``{1}``… sind seine Teile der Reihe nach.
SAVED_REASONS = {
    "not_text": "eine gespeicherte Partie ist Text",
    "too_big": "die gespeicherte Partie ist zu groß für eine Partie ({0} Zeichen)",
    "not_json": "die gespeicherte Partie ist kein gültiges JSON",
    "not_object": "die gespeicherte Partie ist kein JSON-Objekt",
    "no_version": "die gespeicherte Partie hat keine Formatversion ('version')",
    "format": (
        "die gespeicherte Partie hat das Format {0!r}, das diese Version der Seite nicht lesen"
        " kann (sie liest nur Format {1})"
    ),
    "field_not_text": "{0!r} der gespeicherten Partie ist kein Text",
    "not_moves": "{0!r} der gespeicherten Partie ist keine Liste von Zügen",
    "not_paused": "'paused' der gespeicherten Partie ist weder true noch false",
    "unknown_field": "die gespeicherte Partie hat ein unbekanntes Feld {0!r}",
    "missing": "der gespeicherten Partie fehlt {0!r}",
    "replay": "die gespeicherte Partie lässt sich nicht nachspielen: {0}",
}


# Warum der Stand eines Tisches (eine gespeicherte Partie) nicht gelesen werden kann
# (`table.state.StateError`), nach dem Grund des Fehlers; ``{0}``, ``{1}``… sind seine Teile.
STATE_REASONS = {
    "not_object": "ein gespeicherter Tisch ist ein JSON-Objekt",
    "version": "unbekannte Version {0!r} des gespeicherten Tisches",
    "speed": "unbekanntes Tempo {0!r}: erwartet wird eines von {1}",
    "start": "start muss ein Stellungstext sein",
    "moves": "moves und redo müssen Listen von Zügen in Notation sein",
    "too_many_moves": "die Partie hat {0} Züge, mehr als die {1}, die eine Partie hier haben kann",
    "ending": "eine Partie endet durch Vereinbarung mit einem von {0}, nicht {1!r}",
    "over": "die Partie ist schon zu Ende",
    "offer": "Remis bietet eine von zwei Personen an, nicht {0!r}",
    "offer_over": "Remis wird in einer Partie angeboten, die zu Ende ist",
    "comments": "die Kommentare müssen ein Objekt von Kommentaren nach Zugnummer sein",
    "comment_ply": "ein Kommentar folgt einem Zug der Partie (1 bis {0}), nicht {1!r}",
    "comment_text": "ein Kommentar ist Text, nicht {0!r}",
    "help": "help ist true oder false, nicht {0!r}",
    # Die Optionen der Spiele (`mixtour.ui.options`, `kitty.ui.options`), wie ein Stand sie angibt.
    "players": "{0} wird zu {1} gespielt, nicht zu {2!r}",
    "three_target": "eine Partie zu dritt geht bis {0} Punkte, nicht {1!r}",
    "three_reserve": "in einer Partie zu dritt hat jede Person {0} Steine, nicht {1!r}",
    "target": "das Punkteziel muss {0} sein, nicht {1!r}",
    "reserve": "der Vorrat muss {0} sein, nicht {1!r}",
    "side": "die Seitenlänge des Bretts ist {0}, nicht {1!r}",
    "seed_range": "der Startwert eines Zufallsaufbaus ist 0 bis {0}, nicht {1!r}",
    "cards_for_two": "die Zielkarten gibt es nur zu dritt oder zu viert, nicht zu zweit",
    "deal_range": "ein Deal der Zielkarten ist 0 bis {0}, nicht {1!r}",
    "field_not_text": "{0!r} der gespeicherten Partie ist kein Text",
    "not_whole": "{0!r} der gespeicherten Partie ist keine ganze Zahl",
    "not_bool": "{0!r} der gespeicherten Partie ist weder true noch false",
    "mode": "unbekannter Modus {0!r}: erwartet wird einer von {1}",
    "colour": "unbekannte Farbe {0!r}: erwartet wird 'white' oder 'red'",
    "level": "unbekannte Stufe {0!r}: erwartet wird eine von {1}",
    "seats": "die Plätze sind eine Liste von Texten, einer je Farbe",
    "setup": "der Aufbau der gespeicherten Partie ist placement oder random, nicht {0!r}",
    "random_seed": "die gespeicherte Partie eines Zufallsaufbaus hat einen ganzzahligen Startwert",
    "placement_seed": "die gespeicherte Partie einer Einsetzphase hat keinen Startwert",
    "start_players": "die Startstellung ist für {0} Personen, der Tisch für {1}",
    "start_differs": "die Startstellung ist nicht die, die ihre Optionen aufbauen",
    "old_entry": "Protokoll und Plätze der gespeicherten Partie sind nicht Text und Liste",
}


# Warum ein Partielink nicht gelesen werden kann (`table.links.LinkError`), nach dem Grund des
# Fehlers; ``{0}``, ``{1}``… sind seine Teile der Reihe nach.
LINK_REASONS = {
    "not_text": "ein Link ist Text",
    "no_game": "der Link enthält keine Partie (nichts nach #)",
    "too_long": "der Link ist zu lang für eine Partie ({0} Zeichen)",
    "begins_empty": "der Link beginnt mit einem leeren Feld",
    "begins_other": (
        "der Link beginnt mit dem Feld {0}; die Partielinks dieser Seite beginnen mit {1!r}"
    ),
    "broken_escape": "der Link hat ein kaputtes %-Zeichen an Stelle {0}",
    "escape_not_utf8": "die %-Zeichen des Links sind kein UTF-8-Text",
    "empty_field": "der Link hat ein leeres Feld (zwei '&' hintereinander oder eines am Ende)",
    "no_value": "das Feld {0} des Links hat keinen Wert (erwartet: {0}=…)",
    "unknown_field": "der Link hat ein unbekanntes Feld {0}",
    "field_twice": "der Link gibt das Feld {0!r} zweimal an",
    "not_this_game": "das ist kein Partielink für {0} (er hat kein {1}=…)",
    "format": (
        "dieser Partielink hat das Format {0!r}, das diese Version der Seite nicht lesen kann"
        " (sie liest Format {1})"
    ),
    "missing": "dem Link fehlt: {0} ({1}=…)",
    "not_one_of": "{0} ({1}) muss im Link {2} sein, nicht {3!r}",
    "help": "die Computerhilfe ({0}) muss im Link 0 oder 1 sein, nicht {1!r}",
    "no_moves": "dem Link fehlt das Feld der Züge (m=…, leer vor dem ersten Zug)",
    "too_many_moves": (
        "der Link enthält {0} Züge, mehr als die {1}, die eine Partie hier haben kann"
    ),
    "empty_move": "der Zug {0} des Links ist leer (zwei Punkte hintereinander in m=…)",
    "illegal_move": "der Zug {0} des Links, {1!r}, ist ungültig: {2}",
    "not_in_mode": "der Link gibt {0} an ({1}=…), was eine Partie mit p={2} nicht hat",
    "start_unreadable": "die Startstellung des Links (s) ist nicht lesbar: {0}",
    "start_players": (
        "die Startstellung des Links (s) passt nicht zu seinen Optionen: sie ist für {0} Personen"
    ),
    "start_unfit": "die Startstellung des Links (s) passt nicht zu seinen Optionen: {0}",
    "seats_cannot_play": "mit diesen Plätzen kann der Link nicht spielen: {0}",
    "no_seats": "dem Link fehlen die Plätze (seats=…)",
    "no_seats_trois": "dem Link fehlen die Plätze (seats=…), die eine Partie mit p=trois hat",
    "seats_count": "der Link muss {0} Plätze nennen, mit '.' verbunden, nicht {1!r}",
    "seat_choice": "jeder Platz des Links muss {0} sein, nicht {1!r}",
    "seats_by_link": (
        "die Plätze einer Partie per Link müssen eine Person (die ihn öffnet) und Freunde"
        " sein, nicht {0!r}"
    ),
    "seed": "{0} ({1}) muss im Link eine ganze Zahl von 0 bis {2} sein",
    "deal_for_two": "der Link teilt die Zielkarten aus (d), die es nur zu dritt oder zu viert gibt",
    "three_no_ending": (
        "eine Partie zu dritt hat kein Remisangebot (o) und kein vereinbartes Ende (e)"
    ),
    "only_two_ending": (
        "nur eine Partie zu zweit hat ein Remisangebot (o) oder ein vereinbartes Ende (e)"
    ),
    "offer_by": "das Remisangebot des Links (o) ist von {0}, nicht {1!r}",
    "ending_value": "das Ende des Links (e) ist Remis oder eine Farbe, nicht {0!r}",
    "ending_over": "das Ende des Links (e) gilt einer Partie, die ihre Züge schon beendet haben",
    "offer_over": "der Link bietet Remis an (o) in einer Partie, die vorbei ist (e)",
}
# Was ein Feld des Links angibt, wie diese Gründe es nennen.
LINK_FIELDS = {
    "players": "die Spielart",
    "colour": "die Farbe",
    "a_colour": "eine Farbe",
    "level": "die Stufe",
    "a_level": "eine Stufe",
    "target": "das Punkteziel",
    "pieces": "die Zahl der Steine",
    "repetition": "die Wiederholungsregel",
    "offer": "das Remisangebot",
    "ending": "das Ende",
    "player_count": "die Zahl der Personen",
    "side": "die Brettgröße",
    "seed": "der Startwert",
    "deal": "die Verteilung der Zielkarten",
}


def one_of(choices: "tuple[str, ...]") -> str:
    """Auswahl, wie ein Grund sie aufzählt: ``'1, 2 oder 3'``."""
    if len(choices) < 2:
        return "".join(choices)
    return ", ".join(choices[:-1]) + " oder " + choices[-1]


def bad_link(reason: str) -> str:
    """Der Hinweis zu einem Partielink, der nicht geöffnet werden kann."""
    return f"Dieser Partielink kann nicht geöffnet werden: {reason}. Deine Partie ist unverändert."


def bad_link_short(reason: str) -> str:
    """Dasselbe, wenn der Link in einer schon offenen Seite geöffnet wurde."""
    return f"Dieser Partielink kann nicht geöffnet werden: {reason}."


def link_unopenable(reason: str) -> str:
    return f"Dieser Partielink kann nicht geöffnet werden: {reason}."


def unchanged(error: str) -> str:
    """Der Fehler beim Öffnen und die Beruhigung."""
    return f"{error} Deine Partie ist unverändert."


def too_long_to_open(length: int) -> str:
    return (
        f"Das ist zu lang für eine Partie ({_number(length)} Zeichen): Öffne ein Partieprotokoll,"
        " eine Stellung oder einen Partielink."
    )


def record_unreadable(reason: str, one_line: bool) -> str:
    """Ein Protokoll, das nicht gelesen werden kann."""
    also = " (es ist auch keine Stellung und kein Partielink)" if one_line else ""
    return f"Dieses Partieprotokoll kann nicht gelesen werden{also}: {reason}."


def position_unreadable(reason: str) -> str:
    return f"Diese Stellung kann nicht gelesen werden: {reason}."


def opened(what: str, count: int, where: str) -> str:
    """Was das Öffnen einer Partie sagt: ``'Geöffnet: das Partieprotokoll (12 Züge). Rot ist am
    Zug.'``."""
    moves = f" ({moves_count(count)})" if count else ""
    return f"Geöffnet: {what}{moves}. {where}"


def file_too_big(name: str, size: int) -> str:
    return (
        f"{name} ist zu groß für ein Partieprotokoll ({_number(size)} Bytes). Deine Partie ist"
        " unverändert."
    )


def file_unreadable(name: str, reason: str) -> str:
    return f"{name} konnte nicht gelesen werden: {reason}."


def link_note(by_link: bool, to: str = "") -> str:
    """Was der Dialog „Partie speichern“ über den Link der Partie sagt."""
    if by_link and to:
        return (
            f"Schick diesen Link an {to}: Er öffnet diese Partie auf dem eigenen Gerät, um dort"
            " den Zug zu spielen und den Link an die Person danach weiterzuschicken."
        )
    if by_link:
        return (
            "Schick diesen Link deinem Gegenüber: Er öffnet diese Partie auf dessen Gerät, um"
            " dort den Zug zu spielen und dir einen Link zurückzuschicken."
        )
    return (
        "Wer diesen Link öffnet, sieht diese Partie und kann von dort weiterspielen. Die Partie"
        " steckt im Link selbst: Nichts wird auf einem Server gespeichert."
    )


def link_name(by_link: bool, to: str = "") -> str:
    """Wie der kopierte Link heißt."""
    if by_link and to:
        return f"Link für {to}"
    return "Link für dein Gegenüber" if by_link else "Link"


def send_tip(to: str) -> str:
    """Die Zeile unter „Zug senden“."""
    if to:
        return f"Schick ihn an {to}; der Link kommt zu dir zurück, wenn du am Zug bist."
    return "Schick ihn deinem Gegenüber und öffne dann den Link, der zurückkommt."


# What is copied (the English words the table passes to `copied`), as a sentence's subject.
_COPIED = {"Record": "Protokoll", "Link": "Link"}


def copied(what: str, ok: bool) -> str:
    """Was das Kopieren von ``what`` in die Zwischenablage getan hat."""
    said = _COPIED.get(what, what)
    if ok:
        return f"{said} kopiert."
    return (
        f"Dieser Browser ließ die Seite „{said}“ nicht kopieren: Es ist markiert; drück"
        " Strg+C (⌘C auf dem Mac), um es zu kopieren."
    )


def downloaded(filename: str) -> str:
    return f"{filename} heruntergeladen."


# -- the game review ---------------------------------------------------------------------------

REVIEW_NOTHING = "Es gibt noch keinen Zug zu analysieren."
REVIEW_STARTING = "Die KI startet für die Analyse …"
REVIEW_PICK = (
    "Tippe auf einen Punkt der Kurve oder einen Zug, um zu sehen, was die Analyse dazu sagt."
)


def review_progress(done: int, total: int) -> str:
    """Die Fortschrittszeile der Analyse: ``'Analysiere Stellung 12 von 41 …'``."""
    return f"Analysiere Stellung {min(done + 1, total)} von {total} …"


def review_stopped(done: int, total: int) -> str:
    return f"Analyse nach {done} von {total} Stellungen angehalten."


# Each mark of the review, as one and as several.
_MARKS = {
    "blunder": ("grober Fehler", "grobe Fehler"),
    "mistake": ("Fehler", "Fehler"),
    "good": ("guter Zug", "gute Züge"),
}


def review_summary(counts: "dict[str, int]") -> str:
    """Was die fertige Analyse fand."""
    found = []
    for mark in ("blunder", "mistake", "good"):
        number = counts.get(mark, 0)
        if number:
            one, many = _MARKS[mark]
            found.append(plural(number, one, many))
    what = ", ".join(found) if found else "kein grober Fehler und kein Fehler"
    return (
        f"Analyse fertig: {what}. Markierte Züge stehen in der Zugliste; tippe auf einen Punkt der"
        " Kurve, um ihn zu sehen."
    )


def review_verdict(judged: "Any") -> str:
    """Was die Analyse über den Zug sagt, den das Brett zeigt (ein `review.Judgement`)."""
    who = judged.name
    said = f"Zug {judged.ply}, {who} {judged.move}: "
    before, after = percent(judged.before), percent(judged.after)
    if judged.mark == "good":
        return said + f"ein guter Zug, die eigene Wahl der KI. Chance für {who}: {after}."
    if judged.mark:
        line = judged.line
        rest = f", dann {' '.join(line[1:])}" if len(line) > 1 else ""
        name = _MARKS.get(judged.mark, (judged.mark, judged.mark))[0]
        return (
            said + f"ein {name}, Chance für {who} von {before} auf {after}."
            f" Besser: {line[0]}{rest} (Pfeile auf dem Brett)."
        )
    return said + f"kein Fehler erkannt; Chance für {who} danach: {after}."


# -- a puzzle from your own game ---------------------------------------------------------------

PUZZLE_LEFT = "Zurück zu deiner Partie und ihrer Analyse, wie du sie verlassen hast."
PUZZLE_OPPONENT = "Gegner"
PUZZLE_DONE = "Gelöst. Versuch die nächste Aufgabe oder geh zurück zu deiner Partie."
PUZZLE_ANSWERED = (
    "Die Lösung steht auf dem Brett. Versuch die nächste Aufgabe oder geh zurück zu deiner Partie."
)
PUZZLE_LAST = (
    "Das war die letzte Aufgabe aus der Analyse dieser Partie: zurück zu deiner Partie, wann du"
    " willst."
)


def puzzle_goal(name: str) -> str:
    """Die Moduszeile einer Aufgabe."""
    return f"Aufgabe aus deiner Partie: Finde einen besseren Zug für {name}"


PUZZLE_COMPUTER_NOT_READY = "der Computer ist nicht bereit"


def puzzle_task(
    ply: int, name: str, played: str, chances: "tuple[float, float]", before: bool
) -> str:
    """Die Aufgabe, und ob sie in diesem Browser schon gelöst wurde."""
    again = " Diese hast du schon einmal gelöst." if before else ""
    return (
        f"Zug {ply}: {name} spielte hier {played}, ein grober Fehler (Chance für {name} von"
        f" {percent(chances[0])} auf {percent(chances[1])}). Finde einen besseren Zug für"
        f" {name}.{again}"
    )


def puzzle_checking(move: str) -> str:
    return f"Der Computer prüft {move} …"


def puzzle_solved(move: str, verdict: str, name: str, chance: float, best: float) -> str:
    """Ein Versuch, der die Aufgabe löst."""
    if verdict == "best":
        return (
            f"Gelöst: {move} ist der bessere Zug der Analyse. Chance für {name}: {percent(best)}."
        )
    if verdict == "wins":
        return f"Gelöst: {move} gewinnt die Partie für {name}."
    return (
        f"Gelöst: Nach {move} liegt die Chance für {name} bei {percent(chance)}, etwa so gut wie"
        f" nach dem besseren Zug der Analyse ({percent(best)})."
    )


def puzzle_wrong(move: str, verdict: str, name: str, chance: float, best: float) -> str:
    """Ein erlaubter Versuch, der sie nicht löst: zurückgenommen."""
    why = "Das ist der Zug aus der Partie; die" if verdict == "played" else "Danach liegt die"
    lies = " liegt" if verdict == "played" else ""
    return (
        f"{move} zurückgenommen: {why} Chance für {name}{lies} bei {percent(chance)}, gegen"
        f" {percent(best)} nach dem besten Zug. Nicht der beste: Versuch es noch einmal oder"
        " lass dir die Lösung zeigen."
    )


def puzzle_failed(move: str, reason: str) -> str:
    return (
        f"Der Computer konnte {move} nicht prüfen (Meldung der KI: „{reason}“). Versuch es"
        " noch einmal."
    )


def puzzle_answer(line: "list[str]") -> str:
    rest = f", dann {' '.join(line[1:])}" if len(line) > 1 else ""
    return f"Die Lösung: {line[0]}{rest} (Pfeile auf dem Brett)."


# -- the chance bar ----------------------------------------------------------------------------

EVAL_THINKING = "Gewinnchance: wird berechnet …"


def chance_text(turn: str, mover: float, other: str) -> str:
    """Die Worte des Balkens bei zwei Personen."""
    return f"{turn} ist am Zug: {percent(mover)} Gewinnchance ({other} {percent(1.0 - mover)})."


def shares_text(turn: str, shares: "list[tuple[str, float]]") -> str:
    """Die Worte des Balkens bei mehr Personen, in Zugreihenfolge."""
    parts = [f"{name} {percent(share)}" for name, share in shares]
    return f"{turn} ist am Zug. Anteil an der Partie: {', '.join(parts)}."


# -- the guided first game ---------------------------------------------------------------------

TUTOR_ALL_DONE = (
    "Du hast jeden Schritt der geführten Partie gemacht. Starte eine Partie, wann du willst."
)
TUTOR_LEFT = (
    "Zurück zu deiner Partie. Die geführte Partie geht hier weiter, wenn du sie wieder öffnest."
)
TUTOR_NEXT = "Nächster Schritt"
TUTOR_SKIP = "Schritt überspringen"
TUTOR_FINISH = "Fertig"


def tutor_taken_back(move: str) -> str:
    return f"{move} wird zurückgenommen."


def tutor_heading(number: int, total: int, title: str) -> str:
    return f"Schritt {number} von {total}: {title}"


def tutor_solved(last: bool, game: str) -> str:
    if last:
        return f"Gut gemacht: Das war der letzte Schritt. Du kennst die Regeln von {game}."
    return "Gut gemacht! Weiter zum nächsten Schritt, wenn du so weit bist."


# -- the "?" overlay: the table's keys, after the board's own (its game's) ----------------------

KEYS_HELP = (
    ("← → (Umschalt auf dem Brett)", "Durch die Züge gehen."),
    ("Pos1 / Ende", "Zum Anfang der Partie und zurück zur Partie."),
    ("Strg+Z (⌘Z)", "Zurück: einen Zug zurücknehmen."),
    ("Strg+Y oder Strg+Umschalt+Z (⌘Y, ⇧⌘Z)", "Vor: einen zurückgenommenen Zug wieder spielen."),
    ("H", "Tipp."),
    ("N", "Neues Spiel."),
    ("?", "Diese Liste der Tasten."),
)


# -- the move list, the review's graph and its record comments ---------------------------------

NO_MOVES_YET = "Noch keine Züge."
NO_REASON = "kein Grund angegeben"
OPENED_WHAT = {
    "record": "das Partieprotokoll",
    "position": "die Stellung",
    "link": "die Partie aus dem Link",
}
LINE_NAMES = ("durchgezogen", "gestrichelt", "gepunktet", "strichpunktiert")
SHARES_GRAPH = "Der Anteil jeder Person an der Partie über die Züge"


def chance_graph(name: str) -> str:
    """Die Beschriftung der Analysekurve bei zwei Personen."""
    return f"Gewinnchance von {name} über die Züge"


def graph_point(ply: int, name: str, move: str) -> str:
    """Ein Punkt der Analysekurve: ``'Zug 7, Rot b2'`` (Zug 0: der Anfang)."""
    return f"Zug {ply}, {name} {move}" if ply else "der Anfang"


def review_comment(judged: "Any") -> str:
    """Der Kommentar eines markierten Zugs im Protokoll mit den Kommentaren der Analyse."""
    said = _MARKS.get(judged.mark, (judged.mark, judged.mark))[0]
    return (
        f"{said}, {judged.name} {percent(judged.before)} auf {percent(judged.after)}:"
        f" {judged.better} war besser ({' '.join(judged.line)})"
    )
