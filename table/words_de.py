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
