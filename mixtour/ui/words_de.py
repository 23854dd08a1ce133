"""Mixtours eigene Sätze auf Deutsch: `mixtour/ui/words.py` (die englische Quelle) Name für
Name, mit denselben Namen und Parametern (`tools/languages.py`). Die Begriffe folgen
docs/regeln.md: Turm, Vorrat, einsetzen, ziehen, Punkteziel, Rückzugverbot.

Pure Python that MicroPython runs: no `typing`, and no reliance on dict order.
"""

from mixtour import BLUE, PASSES, RED, REPETITION, TARGET, WHITE, Move
from mixtour.errors import IllegalMoveError, InvalidMoveError, PositionError
from mixtour.record import RecordError


def colour_name(colour: str) -> str:
    """``'white'`` → ``'Weiß'``."""
    if colour == BLUE:
        return "Blau"
    return "Weiß" if colour == WHITE else "Rot"


def pieces(number: int) -> str:
    """``1`` → ``'1 Stein'``, ``3`` → ``'3 Steine'``."""
    return f"{number} Stein" if number == 1 else f"{number} Steine"


def points(number: int) -> str:
    """``1`` → ``'1 Punkt'``, ``3`` → ``'3 Punkte'``."""
    return f"{number} Punkt" if number == 1 else f"{number} Punkte"


def score_line(white: int, red: int) -> str:
    """Der Spielstand, Weiß zuerst: ``'Weiß 1, Rot 0'``."""
    return f"Weiß {white}, Rot {red}"


def stack_description(letters: str) -> str:
    """Die Farben eines Turms von unten nach oben: ``'wwr'`` → ``'3 Steine: Weiß, Weiß, Rot
    oben'``."""
    if not letters:
        return "leer"
    names = [colour_name(_LETTER_COLOURS.get(letter, RED)) for letter in letters]
    if len(names) == 1:
        return f"1 Stein, {names[0]}"
    return f"{pieces(len(names))}: {', '.join(names)} oben"


def square_label(name: str, letters: str, state: str = "") -> str:
    """Was ein Screenreader für ein Feld sagt."""
    label = f"{name}, {stack_description(letters)}"
    return f"{label}. {state}" if state else label


def move_sentence(colour: str, move: Move) -> str:
    """Was ein Zug getan hat, z. B. ``'Rot zieht 2 Steine von c4 auf d3.'``."""
    who = colour_name(colour)
    text = str(move)
    if move.is_pass:
        return f"{who} hat keinen erlaubten Zug und passt."
    if move.is_entry:
        return f"{who} setzt einen Stein auf {text} ein."
    origin, target = text[:2], text[-2:]
    return f"{who} zieht {pieces(move.count)} von {origin} auf {target}."


def removal_sentence(square: str, height: int, owner: str, white: int, red: int) -> str:
    """Was ein entfernter Turm bewirkt hat."""
    return (
        f"Der Turm aus {height} Steinen auf {square} kommt vom Brett: {colour_name(owner)}"
        f" bekommt einen Punkt ({score_line(white, red)})."
    )


def result_reason(winner: str | None, reason: str | None, target: int) -> str:
    """Warum die Regeln die Partie beendet haben (``winner``: None bei Remis)."""
    if reason == TARGET and winner is not None:
        return f"{colour_name(winner)} hat {points(target)} erreicht."
    if reason == PASSES:
        return "Niemand konnte ziehen: Zweimal Passen hintereinander beendet die Partie remis."
    if reason == REPETITION:
        return "Dieselbe Stellung ist zum dritten Mal aufgetreten: Die Partie endet remis."
    return "Die Partie ist vorbei."


def threat_sentence(colour: str, moves: list[str]) -> str:
    """Die Warnung, dass ``colour`` im nächsten Zug punkten könnte."""
    who = colour_name(colour)
    if len(moves) > 2:
        return f"Achtung: {who} kann auf {len(moves)} Arten punkten (auf dem Brett markiert)."
    return f"Achtung: {who} kann im nächsten Zug punkten ({', '.join(moves)})."


# Die Felder eines Stellungstexts, nach den englischen Namen der Engine (`mixtour.position`).
_POSITION_FIELDS = {
    "text": "Text",
    "stacks": "Türme",
    "side to move": "am Zug",
    "reserves": "Vorrat",
    "scores": "Punkte",
    "banned move": "gesperrter Zug",
}
# Warum die Engine eine Stellung ablehnt, nach dem ``reason`` ihres Fehlers; ``{0}``… sind
# die ``parts`` nach dem Feld.
_POSITION_REASONS = {
    "not_text": "eine Stellung ist Text",
    "five_fields": (
        "erwartet werden 5 Felder, durch einzelne Leerzeichen getrennt (Türme, wer am Zug ist,"
        " Vorrat, Punkte, gesperrter Zug)"
    ),
    "not_whole": "{0!r} ist keine ganze Zahl",
    "leading_zero": "{0!r} beginnt mit einer Null",
    "per_player": "erwartet wird eine Zahl je Person ({0}, mit '/' verbunden), nicht {1!r}",
    "not_a_stack": "erwartet wird Feld=Farben wie 'c3=wr', nicht {0!r}",
    "not_a_square": "{0!r} ist kein Feld (a1 bis e5)",
    "listed_twice": "das Feld {0} steht zweimal da",
    "colours": "{0!r}: die Farben sind die Buchstaben {1}, von unten nach oben",
    "too_tall": "{0!r}: ein Turm aus 5 oder mehr Steinen wird sofort entfernt",
    "side": "erwartet wird einer der Buchstaben {0}, nicht {1!r}",
    "not_a_ban": "erwartet wird '-' oder ein Zug wie 'c4:2-d3', nicht {0!r}",
    "unequal": (
        "Weiß hat {0} Steine auf dem Brett und im Vorrat, eine andere Farbe aber {2};"
        " alle haben immer gleich viele"
    ),
    "no_pieces": "niemand hat überhaupt Steine",
    "two_reached": "zwei Personen können das Punkteziel nicht beide erreicht haben",
    "ban_illegal": "{0} wäre ohnehin nicht erlaubt: {1}",
}

# Warum die Engine ein Partieprotokoll ablehnt, nach dem ``reason`` ihres Fehlers; ``{0}``…
# sind seine ``parts`` (meist zuerst die Zeile). Tags und ihre Werte bleiben, wie das
# Protokoll sie schreibt.
_RECORD_REASONS = {
    "not_text": "ein Partieprotokoll ist Text",
    "empty": "das Partieprotokoll ist leer",
    "too_many_comments": (
        "das Partieprotokoll enthält {0} Kommentare, mehr als eine Partie von {1} Zügen haben kann"
    ),
    "too_many_moves": (
        "das Partieprotokoll enthält {0} Züge, mehr als die {1}, die eine Partie hier haben kann"
    ),
    "tag_form": 'Zeile {0}: erwartet wird ein Tag wie [Target "1"], nicht {1!r}',
    "tag_quote": 'Zeile {0}: ein Anführungszeichen in einem Tag-Wert muss \\" sein',
    "tag_backslash": "Zeile {0}: der Tag-Wert endet mit einem einzelnen Backslash",
    "not_whole": "Zeile {0}: {1} muss eine ganze Zahl ab 1 sein, nicht {2!r}",
    "tags_first": "Zeile {0}: die Tags müssen vor den Zügen stehen",
    "tag_twice": "Zeile {0}: das Tag {1} steht zweimal da",
    "comment_open": "Zeile {0}: ein mit {{ geöffneter Kommentar wird nie mit }} geschlossen",
    "comment_first": "Zeile {0}: ein Kommentar in geschweiften Klammern muss einem Zug folgen",
    "after_result": "Zeile {0}: nach dem Ergebnis {1!r} folgen noch Züge oder Kommentare",
    "result_differs": "Zeile {0}: das Ergebnis {1!r} weicht vom Result-Tag {2!r} ab",
    "move": "Zeile {0}: Zug {1}, {2!r}, ist ungültig: {3}",
    "three_ending": (
        "Zeile {0}: eine Partie zu dritt endet nur durch ihre Züge (niemand gibt auf oder"
        " vereinbart Remis), nicht durch {1}"
    ),
    "ending_result": (
        "Zeile {0}: eine Partie, die durch {1} endet, hat ein passendes Ergebnis (agreement:"
        " Remis, resignation: einen Sieg), nicht {2!r}"
    ),
    "termination": ("Zeile {0}: Termination {1!r} passt nicht zu den Zügen, die mit {2!r} enden"),
    "result": "Zeile {0}: das Ergebnis {1!r} passt nicht zu den Zügen, die {2!r} ergeben",
    "other_game": "Zeile {0}: das ist ein Partieprotokoll von {1!r}",
    "players": "Zeile {0}: Players ist 2 oder 3, nicht {1}",
    "repetition": "Zeile {0}: Repetition ist 'draw' oder 'off', nicht {1!r}",
    "termination_value": (
        "Zeile {0}: Termination ist target, passes, repetition, agreement oder resignation,"
        " nicht {1!r}"
    ),
    "result_value": "Zeile {0}: Result ist {1} oder *, nicht {2!r}",
    "start": "Zeile {0}: Start: {1}",
    "start_players": (
        "Zeile {0}: die Stellung in Start ist für {1} Personen, das Partieprotokoll für {2}"
    ),
    "reserve": (
        "Zeile {0}: Reserve {1} passt nicht zur Stellung in Start, in der jede Farbe {2} Steine hat"
    ),
}


# Warum die Engine einen Zug nicht lesen kann (`InvalidMoveError`) oder nicht erlaubt
# (`IllegalMoveError`), nach dem ``reason`` ihres Fehlers; ``{0}``… sind seine ``parts``, und
# ein Satz, der eine Farbe nennt, ist eine Funktion der Teile.
_INVALID_REASONS: "dict[str, object]" = {
    "not_text": "ein Zug ist Text",
    "syntax": (
        "erwartet wird ein Einsetzen wie 'b2', ein Zug wie 'c4-d3' oder 'c4:3-d3' oder 'pass'"
    ),
    "count": "ein Zug bewegt 1 bis 4 Steine",
    "not_a_square": "{0!r} ist kein Feld (a1 bis e5)",
    "same_square": "ein Zug muss sein Feld verlassen",
    "not_in_line": "{0} und {1} liegen nicht auf einer Reihe, Linie oder Diagonale",
}
_ILLEGAL_REASONS: "dict[str, object]" = {
    "over": "die Partie ist vorbei",
    "pass_legal": "passen darf man nur, wenn kein anderer Zug erlaubt ist",
    "pass_available": "passen darf man nur, wenn kein anderer Zug verfügbar ist",
    "takes_back": lambda colour: (
        f"der Zug nähme den letzten Zug von {colour_name(colour)} zurück (Rückzugverbot)"
    ),
    "unavailable": lambda colour, reply: f"nicht verfügbar: {denial_reason(colour, reply)}",
    "occupied": "auf {0} steht schon ein Turm",
    "no_reserve": lambda colour: f"{colour_name(colour)} hat keinen Stein mehr im Vorrat",
    "origin_empty": "auf {0} steht kein Turm",
    "too_few": lambda square, height: f"der Turm auf {square} hat nur {pieces(height)}",
    "onto_empty": "{0} ist leer, und Steine ziehen nur auf einen Turm",
    "distance": lambda target, height, distance, origin: (
        f"der Turm auf {target} ist {height} hoch, aber {distance}"
        f" {'Feld' if distance == 1 else 'Felder'} von {origin} entfernt"
    ),
    "in_the_way": "der Turm auf {0} steht im Weg",
}


def _move_reason(error: Exception) -> "str | None":
    """Warum die Engine einen Zug ablehnt, nach der Art ihres Fehlers; None ohne bekannten Grund."""
    reason = getattr(error, "reason", "")
    parts = getattr(error, "parts", ())
    if isinstance(error, InvalidMoveError):
        said = _INVALID_REASONS.get(reason)
    elif isinstance(error, IllegalMoveError):
        said = _ILLEGAL_REASONS.get(reason)
    else:
        return None
    if said is None:
        return None
    if isinstance(said, str):
        return said.format(*parts)
    return str(said(*parts)) if callable(said) else None


def refused(error: Exception) -> str:
    """Warum die Engine eine Stellung, ein Partieprotokoll oder einen Zug ablehnt, nach der
    Art ihres Fehlers (``reason`` und ``parts``, `mixtour.errors.MixtourError.because`)."""
    reason = getattr(error, "reason", "")
    parts = [
        refused(part) if isinstance(part, Exception) else part
        for part in getattr(error, "parts", ())
    ]
    if isinstance(error, PositionError) and reason in _POSITION_REASONS:
        said = _POSITION_REASONS[reason]
        if not parts:
            return said
        return f"{_POSITION_FIELDS[str(parts[0])]}: {said.format(*parts[1:])}"
    if isinstance(error, RecordError) and reason in _RECORD_REASONS:
        return _RECORD_REASONS[reason].format(*parts)
    why = _move_reason(error)
    return str(error) if why is None else why


def illegal_sentence(error: Exception, move: str) -> str:
    """Ein Fehler der Engine für die Person am Zug, nach seiner Art (Klasse und Grund):
    ``'c3 ist jetzt nicht erlaubt: auf c3 steht schon ein Turm.'``."""
    why = _move_reason(error)
    said = (
        f"{move} ist kein gültiger Zug"
        if isinstance(error, InvalidMoveError)
        else (f"{move} ist jetzt nicht erlaubt")
    )
    return f"{said}." if why is None else f"{said}: {why}."


PUT_BACK = "Lege die Steine zurück."


def held(count: int, square: str) -> str:
    """``'2 Steine von c3'``."""
    return f"{pieces(count)} von {square}"


def holding(count: int, square: str, targets: "list[str]") -> str:
    """Was das Aufnehmen von Steinen sagt: wohin sie ziehen können."""
    if targets:
        return f"Du hältst {held(count, square)}; Ziele: {', '.join(targets)}."
    return f"Du hältst {held(count, square)}; gerade gibt es kein Ziel."


def only_pieces(square: str, height: int) -> str:
    """Eine Zahlentaste oder ein Zahlenknopf über der Höhe des gehaltenen Turms."""
    return f"Der Turm auf {square} hat nur {pieces(height)}."


def not_in_line(origin: str, target: str) -> str:
    """Ein Ablegen auf einem Feld, das kein Zug von ``origin`` erreicht."""
    return (
        f"Von {origin} geht es nicht nach {target}: Steine ziehen entlang einer Reihe, einer"
        " Linie oder einer Diagonale."
    )


def hint_sentence(move: Move) -> str:
    """Der Tipp in Worten, z. B. ``'Tipp: Ziehe 2 Steine von c4 auf d3 (c4:2-d3).'``."""
    text = str(move)
    if move.is_entry:
        return f"Tipp: Setze einen Stein auf {text} ein."
    if move.is_pass:
        return "Tipp: Passe."
    return f"Tipp: Ziehe {pieces(move.count)} von {text[:2]} auf {text[-2:]} ({text})."


def holding_status(you: str, pieces_held: str, can_move: bool, one_high: bool = False) -> str:
    """Die Statuszeile, solange Steine gehalten werden."""
    if can_move:
        return f"{you}: Ziehe {pieces_held} auf ein leuchtendes Feld."
    if one_high:
        return f"{you}: Für {pieces_held} gibt es kein Ziel. Nimm einen anderen Turm."
    return (
        f"{you}: Für {pieces_held} gibt es kein Ziel. Nimm mehr oder weniger Steine oder"
        " einen anderen Turm."
    )


def enter_status(you: str, empty_board: bool) -> str:
    """Die Statuszeile, solange noch Steine eingesetzt werden können."""
    if empty_board:
        return f"{you}: Tippe auf ein leeres Feld, um einen Stein einzusetzen."
    return f"{you}: Setze einen Stein auf einem leeren Feld ein oder nimm einen Turm auf."


def move_a_stack_status(you: str) -> str:
    """Die Statuszeile ohne Steine im Vorrat."""
    return f"{you}: Nimm einen Turm auf (kein Stein mehr im Vorrat)."


FLAG_THINKING = "denkt …"


FLAG_TO_MOVE = "am Zug"


FLAG_WINNER = "Sieger"


IN_RESERVE = "im Vorrat"


POINTS_LABEL = "Punkte"


TAKE = "Nimm"


def score_of(score: int, target: int) -> str:
    """Die Punkte auf der Spielerkarte, gesprochen: ``'1 Punkt von 3'``."""
    return f"{points(score)} von {target}"


def take(count: int) -> str:
    """Ein Zahlenknopf, gesprochen: ``'2 Steine nehmen'``."""
    return f"{pieces(count)} nehmen"


def target_not_offered(target: int, offered: "tuple[int, ...]") -> str:
    """Ein Protokoll mit einem Punkteziel, das die Seite nicht anbietet."""
    listed = ", ".join(str(number) for number in offered[:-1]) + f" oder {offered[-1]}"
    return f"Dieses Protokoll spielt bis {points(target)}; diese Seite spielt bis {listed}."


def start_reserve(pieces: int, reserve: int) -> str:
    """Warum eine Startstellung nicht zur Option Vorrat ``reserve`` passt."""
    return (
        f"die Startstellung gibt jeder Person {pieces} Steine (auf dem Brett und im Vorrat),"
        f" die Partie wird aber mit {reserve} gespielt"
    )


def reserve_not_offered(pieces: int, offered: "tuple[int, ...]") -> str:
    """Warum eine Stellung oder ein Protokoll hier nicht öffnet: ``pieces`` je Person."""
    listed = " oder ".join(str(number) for number in offered)
    return f"sie gibt jeder Person {pieces} Steine; diese Seite spielt mit {listed}"


START_FINISHED = "die Startstellung ist eine beendete Partie: jemand hat schon gewonnen"
BOARD_TITLE = "Brett: Felder a1 bis e5"


LAST_ARRIVED = "Hier endete der letzte Zug."


LAST_LEFT = "Hier begann der letzte Zug."


CAN_MOVE_HERE = "Hierher kannst du ziehen."


HINT_TO = "Tipp: hierher ziehen."


HINT_FROM = "Tipp: von hier ziehen."


def scored_here(colour: str) -> str:
    return f"{colour_name(colour)} hat hier gepunktet."


def holding_label(count: int) -> str:
    return f"Du hältst {pieces(count)}."


def scores_here(colour: str) -> str:
    """Ein leuchtendes Feld, auf dem die gehaltenen Steine punkten würden."""
    return f"Ein Zug hierher bringt {colour_name(colour)} einen Punkt."


def threat_here(colour: str) -> str:
    return f"{colour_name(colour)} kann hier im nächsten Zug punkten."


# Die Diagramme der Regeln, beschrieben (`board.diagram`).
DIAGRAM_CAPTIONS = {
    "enter": "Einsetzen: Ein weißer Stein kommt auf das leere Feld b2.",
    "move": (
        "Ziehen: Die obersten 2 Steine von b2 werden abgehoben und ziehen auf c3, ein Feld"
        " entfernt."
    ),
    "distance": (
        "Die Zugweite: c3 ist 2 hoch, also kann nur ein Turm genau 2 Felder entfernt darauf"
        " ziehen, wie a1; d3 ist zu nah."
    ),
    "blocking": (
        "Sperren: a3 erreicht e3 nicht, das 4 hoch und 4 Felder entfernt ist, weil c3"
        " dazwischensteht."
    ),
    "scoring": (
        "Punkte: Die 3 Steine von a3 ziehen auf c3 und bilden einen Turm aus 5. Er kommt sofort"
        " vom Brett, und Weiß, dessen Stein oben liegt, bekommt einen Punkt."
    ),
    "ban": (
        "Das Rückzugverbot: Rot hat gerade 1 Stein von c3 auf d4 gezogen. Weiß darf jetzt nicht"
        " 1 Stein von d4 direkt zurück nach c3 ziehen; 2 Steine wären erlaubt."
    ),
}


KEYS_HELP = (
    ("Tab", "Zum Brett, dann zu den Knöpfen."),
    ("← ↑ → ↓", "Zwischen den Feldern des Bretts wechseln."),
    (
        "Enter oder Leertaste",
        "Einen Stein einsetzen, einen Turm aufnehmen oder die gehaltenen Steine auf ein Feld"
        " setzen.",
    ),
    ("1 bis 4", "So viele Steine des Turms nehmen."),
    ("Esc", "Die Steine zurücklegen; das Nachspielen verlassen."),
)


TUTOR_ENTER = (
    "Das hat Steine gezogen. In diesem Schritt geht es ums Einsetzen: Tippe auf ein leeres Feld."
)


TUTOR_MOVE_PIECES = (
    "Das hat einen Stein eingesetzt. Dieser Schritt verlangt, Steine zu ziehen, die schon auf dem"
    " Brett stehen."
)


def tutor_play(move: str) -> str:
    return f"Ein erlaubter Zug, aber nicht der, den dieser Schritt verlangt: Spiele {move}."


def tutor_height(reached: int, wanted: int) -> str:
    return (
        f"Das landete auf einem Turm der Höhe {reached}; dieser Schritt verlangt einen der Höhe"
        f" {wanted}."
    )


def tutor_target(square: str) -> str:
    return f"Das ist ein erlaubter Zug, aber er erreicht {square} nicht."


def tutor_take(square: str, count: int) -> str:
    return f"Nimm die Steine vom Turm auf {square}: die obersten {pieces(count)}."


def tutor_count(moved: int, wanted: int) -> str:
    return f"Das hat {pieces(moved)} gezogen; nimm nur die obersten {wanted}."


def tutor_no_score(scorer: "str | None") -> str:
    if scorer is None:
        return "Das baut keinen Turm aus fünf, also punktet niemand."
    return (
        f"Das baut einen Turm aus fünf mit {colour_name(scorer)} oben, also punktet"
        f" {colour_name(scorer)}:"
        " Es punktet immer, wem der oberste Stein gehört."
    )


def tutor_threat_left(colour: str, threats: "list[str]") -> str:
    return f"{colour_name(colour)} könnte noch mit {' oder '.join(threats)} punkten."


_LETTER_COLOURS = {"w": WHITE, "r": RED, "b": BLUE}


def three_scores(square: str, height: int, owner: str, scores: "tuple[int, ...]") -> str:
    """Was ein entfernter Turm in einer Partie zu dritt bewirkt hat."""
    white, red, blue = scores
    return (
        f"Der Turm aus {height} Steinen auf {square} kommt vom Brett: {colour_name(owner)}"
        f" bekommt einen Punkt (Weiß {white}, Rot {red}, Blau {blue})."
    )


def passed_back(mover: str, colour: str) -> str:
    """Ein Passen in einer Partie zu dritt gibt den Zug zurück."""
    return (
        f"{colour_name(mover)} konnte nicht ziehen: Der Zug geht zurück an {colour_name(colour)}."
    )


def denial_reason(colour: str, reply: "str | None") -> str:
    """Warum die Regel für den nächsten Spieler bei Mixtour à trois einen Zug wegnimmt."""
    name = colour_name(colour)
    if reply is None:
        return f"der Zug brächte {name} den Siegpunkt"
    return f"{name} würde sofort mit {reply} gewinnen"


def unavailable_here(reason: str) -> str:
    """Ein Feld, das die gehaltenen Steine erreichen, aber nicht betreten dürfen."""
    return f"Nicht möglich: {reason}."


def holding_unavailable(sentence: str, unavailable: "list[tuple[str, str]]") -> str:
    """Was das Aufnehmen in einer Partie zu dritt sagt, wenn manche Felder gesperrt sind."""
    reasons = " ".join(f"Nicht auf {square}: {reason}." for square, reason in unavailable)
    return f"{sentence} {reasons}"


def options_line(target: int, reserve: int) -> str:
    """Die Optionen in der Moduszeile: ``'bis 1 Punkt · je 20 Steine'``."""
    return f"bis {points(target)} · je {reserve} Steine"


# Die Schritte der geführten ersten Partie, je Titel und Aufgabe.
LESSONS = (
    ("Einen Stein einsetzen", "Setze einen deiner Steine aufs Brett: Tippe auf ein leeres Feld."),
    (
        "Auf einen Turm der Höhe 1 ziehen",
        "Türme ziehen nur auf andere Türme, und zwar genau so weit, wie der Zielturm hoch ist."
        " Zieh deinen Stein von c3 auf den roten Stein nebenan auf d4: Tippe auf c3, dann auf d4.",
    ),
    (
        "Auf einen Turm der Höhe 2, aus 2 Feldern",
        "Der Turm auf c3 ist 2 hoch, also erreicht ihn ein Stein aus genau 2 Feldern Entfernung,"
        " in gerader Linie. Zieh den Stein auf a1 auf c3.",
    ),
    (
        "Gesperrte Linien",
        "Alle Felder dazwischen müssen leer sein. Drei rote Steine stehen 2 Felder vom Turm der"
        " Höhe 2 auf c3 entfernt, aber nur einer hat freie Bahn: Zieh ihn auf c3.",
    ),
    (
        "Einen Turm teilen",
        "Du darfst den oberen Teil eines Turms nehmen. Tippe auf den zweiten Stein von oben im"
        " Turm auf b2 (oder drück 2), um 2 Steine zu nehmen, und zieh sie dann auf c3.",
    ),
    (
        "Rückzugverbot",
        "Rot hat gerade seinen Stein von c3 auf d4 gezogen. Du darfst diesen Stein nicht direkt"
        " zurückziehen (d4-c3): Probier es aus. Eine andere Anzahl Steine ist erlaubt: Zieh 2"
        " Steine von d4 zurück auf c3.",
    ),
    (
        "Fünf bauen und punkten",
        "Ein Turm aus fünf oder mehr Steinen kommt sofort vom Brett, und der Besitzer des obersten"
        " Steins bekommt einen Punkt. Zieh den ganzen Turm aus 4 Steinen von b2 auf c3, um fünf"
        " mit Weiß oben zu bauen.",
    ),
    (
        "Eine Drohung abwehren",
        "Rot droht, im nächsten Zug fünf zu bauen. Finde einen Zug, nach dem Rot nicht punkten"
        " kann.",
    ),
)
