"""Die eigenen Sätze von Kitty Stack Tower auf Deutsch: `kitty/ui/words.py` (die englische
Quelle) Name für Name, mit denselben Namen und Parametern (`tools/languages.py`). Die Begriffe
folgen docs/kitty-regeln.md: Stapel, Feld, Stapeln, Umdrehen, Zerlegen, Kette, Zielkarten.

Pure Python that MicroPython runs: no `typing`, and no reliance on dict order.
"""

from kitty.errors import IllegalMoveError, InvalidMoveError
from kitty.moves import (
    ACCEPT,
    CHAIN,
    CLAIM,
    DECLINE,
    DISASSEMBLE,
    FLIP,
    FORCE,
    GIVE,
    PASS,
    PLACE,
    PROPOSE,
    STACK,
)
from kitty.record import RecordError

NAMES = {"red": "Rot", "yellow": "Gelb", "blue": "Blau", "green": "Grün"}
ACTION_NAMES = {STACK: "Stapeln auf", FLIP: "Umdrehen", DISASSEMBLE: "Zerlegen", CHAIN: "Kette bis"}
PUT_DOWN = "Zurücklegen: Wähle einen Stapel."
PASS_LABEL = "Passen"
END_GAME_LABEL = "Passen und Partie beenden"


def colour_name(colour: str) -> str:
    """``'yellow'`` → ``'Gelb'``."""
    return NAMES.get(colour, colour)


def pieces(number: int) -> str:
    return f"{number} Stein" if number == 1 else f"{number} Steine"


def move_sentence(name: str, kind: str, source: str, target: str) -> str:
    """Was ein Zug getan hat, z. B. ``'Rot dreht d4 mit c4 um.'``."""
    if kind == PLACE:
        return f"{name} setzt einen Stein auf {source} ein."
    if kind == PASS:
        return f"{name} passt."
    if kind == STACK:
        return f"{name} stapelt {source} auf {target}."
    if kind == CHAIN:
        return f"{name} stapelt {source} mit Stapelkette bis {target}."
    if kind == FLIP:
        return f"{name} dreht {target} mit {source} um."
    return f"{name} zerlegt {target} mit {source}."


def pass_device(colour: str) -> str:
    """Mehrere Personen an einem Gerät, bevor die Karten der nächsten erscheinen."""
    name = colour_name(colour)
    return f"Gib das Gerät an {name} weiter: Die Karten von {name} erscheinen, wenn {name} tippt."


def step_sentence(name: str, kind: str, other: str, cell: str, points: int) -> str:
    """Was ein Kartenschritt getan hat, ohne eine verdeckte Karte zu nennen."""
    if kind == CLAIM:
        return f"{name} löst {cell} mit Ton in Ton ein (+{points})."
    if kind == PROPOSE:
        return f"{name} schlägt {other} einen Tausch vor."
    if kind == ACCEPT:
        return f"{name} nimmt den Tausch an."
    if kind == DECLINE:
        return f"{name} lehnt den Tausch ab."
    if kind == GIVE:
        return f"{name} gibt {other} eine Karte."
    if kind == FORCE:
        return f"{name} spielt Zwangstausch gegen {other}."
    return f"{name} beendet den Zug."


def hint_sentence(kind: str, source: str, target: str, text: str) -> str:
    """Der Tipp in Worten, z. B. ``'Tipp: Stapel c4 auf c5 (c4-c5).'``."""
    if kind == PLACE:
        return f"Tipp: Setze einen Stein auf {source} ein."
    if kind == PASS:
        return "Tipp: Passe."
    if kind == CHAIN:
        return f"Tipp: Staple {source} als Kette bis {target} ({text})."
    if kind == STACK:
        return f"Tipp: Staple {source} auf {target} ({text})."
    if kind == FLIP:
        return f"Tipp: Drehe {target} mit {source} um ({text})."
    if kind == DISASSEMBLE:
        return f"Tipp: Zerlege {target} mit {source} ({text})."
    return f"Tipp: {text}."


# Warum die Engine ein Partieprotokoll ablehnt, nach dem ``reason`` ihres Fehlers; ``{0}``…
# sind seine ``parts``. Tags und ihre Werte bleiben, wie das Protokoll sie schreibt.
_RECORD_REASONS = {
    "too_long": "{0} Zeichen sind länger als jede Partie",
    "tag_form": 'erwartet wird ein Tag wie [Players "2"], nicht {0!r}',
    "tag_quote": "das Tag {0!r} hat ein Anführungszeichen in seinem Wert",
    "unknown_tag": "es gibt kein Tag namens {0!r}",
    "tag_twice": "das Tag {0} steht zweimal da",
    "tag_order": "das Tag {0} steht an der falschen Stelle",
    "tag_missing": "das Tag {0} fehlt",
    "other_game": "die Partie ist {0!r}, nicht {1}",
    "not_one_of": "{0} muss {1} sein, nicht {2!r}",
    "need": "{0} muss eine ganze Zahl von 0 bis {1} sein",
    "leading_zeros": "{0} {1!r} beginnt mit Nullen",
    "setup": "Setup ist placement (ohne Seed) oder random (mit Seed)",
    "deal_for_two": "die Zielkarten (ein Deal) gibt es nur zu dritt oder zu viert",
    "no_such_player": "eine Partie von {0} Personen hat keine Person {1}",
    "move": "Zug {0}, {1!r}, ist ungültig: {2}",
    "not_over": "die Partie ist nicht zu Ende, also hat sie kein Result",
    "result": "das Result {0!r} ist nicht das der Partie, {1}",
    "result_missing": "die Partie ist zu Ende, also braucht sie ein Result-Tag",
}


# Warum die Engine einen Zug nicht lesen kann (`InvalidMoveError`) oder nicht erlaubt
# (`IllegalMoveError`), nach dem ``reason`` ihres Fehlers; ``{0}``… sind seine ``parts``, und
# ein Satz, der eine Farbe oder eine Karte nennt, ist eine Funktion der Teile.
_INVALID_REASONS: "dict[str, object]" = {
    "no_cell": "er nennt ein Feld, das es auf dem Brett der Seitenlänge {0} nicht gibt",
    "no_card": "er nennt keine Karte (Codes: {0})",
    "no_player": "er nennt keine Person (r, y, b oder g)",
    "not_a_line": "er läuft nicht Feld für Feld auf einer Linie",
    "not_forced": "er ist kein Zwangstausch wie '!y>cm'",
    "syntax": "er ist keine Kitty-Notation auf dem Brett der Seitenlänge {0}",
}
_ILLEGAL_REASONS: "dict[str, object]" = {
    "over": "die Partie ist vorbei",
    "placing": "noch werden Steine eingesetzt: Nenne ein leeres Feld",
    "taken": "das Feld ist besetzt",
    "no_cards": "diese Partie wird ohne Zielkarten gespielt",
    "placed": "alle Steine sind eingesetzt: Stapeln, Umdrehen, Zerlegen oder Passen",
    "not_owner": lambda colour, cell: f"der Stapel auf {cell} gehört nicht {colour_name(colour)}",
    "not_adjacent": "die beiden Stapel liegen nicht nebeneinander",
    "no_stack": "auf {0} liegt kein Stapel",
    "too_high": "ein Stapel darf nur auf einen Stapel, der nicht höher ist als er selbst",
    "flip_short": "ein Stapel muss mindestens 2 hoch sein, um umzudrehen",
    "flip_lower": "ein Stapel darf nur einen Stapel umdrehen, der mindestens so hoch ist",
    "flip_beyond": "das Feld hinter dem umgedrehten Stapel muss auf dem Brett und leer sein",
    "own_stack": "einen eigenen Stapel kannst du nicht zerlegen",
    "none_yours": "in dem Stapel liegt keiner deiner Steine",
    "outnumber": (
        "in deinem Stapel müssen mehr deiner Steine liegen als Steine der anderen im Zielstapel"
    ),
    "no_card": lambda code: f"du hast {card_name(code)} nicht",
    "chain_line": "eine Kette läuft gerade über mindestens zwei Stapel",
    "chain_empty": "die Kette kann nicht bis {0} weiter: das Feld ist leer",
    "chain_top": "die Kette kann nicht bis {0} weiter: sein oberster Stein ist nicht der von {1}",
    "chain_higher": "die Kette kann nicht bis {0} weiter: der Stapel ist höher als deiner",
    "not_playing": lambda colour: f"{colour_name(colour)} spielt in dieser Partie nicht mit",
    "with_another": "ein Tausch geht nur mit einer anderen Person",
    "no_run": "der Stapel auf {0} hat keine Folge von {1} Steinen einer Farbe",
    "not_holder": lambda colour, code: f"{colour_name(colour)} hat {card_name(code)} nicht",
    "revealed": lambda code: (
        f"{card_name(code)} ist aufgedeckt: nur verdeckte Karten wechseln die Hand"
    ),
    "proposed": "ein Vorschlag je Zug, und deinen hast du gemacht",
    "exchanged": "du hast deinen Tausch schon gehabt",
    "partner_exchanged": lambda colour: f"{colour_name(colour)} hat schon getauscht",
    "no_hidden": "du hast keine verdeckte Karte zum Geben",
    "partner_no_hidden": lambda colour: (
        f"{colour_name(colour)} hat keine verdeckte Karte zum Geben"
    ),
    "forced_itself": "der Zwangstausch gibt eine andere deiner Karten, nicht sich selbst",
    "no_proposal": "kein Vorschlag wartet auf eine Antwort",
    "no_exchange": "kein Tausch wartet auf eine Karte",
    "end_early": "der Zug endet mit einer Aktion oder mit Passen; beenden kannst du erst danach",
    "awaits_answer": lambda partner, mover: (
        f"erst antwortet {colour_name(partner)} auf den Vorschlag von {colour_name(mover)}:"
        " ja oder nein"
    ),
    "awaits_card": lambda giver, taker: (
        f"erst gibt {colour_name(giver)} {colour_name(taker)} eine Karte (>Code)"
    ),
    "acted": lambda colour: (
        f"{colour_name(colour)} hat gehandelt: Löse mit Ton in Ton ein (*Feld) oder beende den Zug"
    ),
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
    """Warum die Engine ein Partieprotokoll oder einen Zug ablehnt, nach der Art ihres Fehlers
    (``reason`` und ``parts``, `kitty.errors.KittyError.because`)."""
    reason = getattr(error, "reason", "")
    if not isinstance(error, RecordError) or reason not in _RECORD_REASONS:
        why = _move_reason(error)
        return str(error) if why is None else why
    parts = [
        refused(part)
        if isinstance(part, Exception)
        else " oder ".join(part)
        if isinstance(part, tuple)
        else part
        for part in getattr(error, "parts", ())
    ]
    return _RECORD_REASONS[reason].format(*parts)


def illegal_sentence(error: Exception, move: str) -> str:
    """Ein Fehler der Engine für die Person am Zug, nach seiner Art (Klasse und Grund):
    ``'c4-c5 ist jetzt nicht erlaubt: Die beiden Stapel liegen nicht nebeneinander.'``."""
    why = _move_reason(error)
    if isinstance(error, InvalidMoveError):
        said = f"{move} ist kein gültiger Zug"
    elif move == PASS:
        said = "Passen ist jetzt nicht erlaubt"
    else:
        said = f"{move} ist jetzt nicht erlaubt"
    return f"{said}." if why is None else f"{said}: {why}."


def place_status(you: str, in_hand: int) -> str:
    return f"{you}: Setze einen Stein auf einem leeren Feld ein ({in_hand} in der Hand)."


def pick_status(you: str) -> str:
    return f"{you}: Wähle einen deiner Stapel, dann ein markiertes Ziel; oder passe."


def picked_status(you: str, cell: str) -> str:
    return (
        f"{you}: Wähle ein markiertes Ziel für {cell} (S Stapeln, F Umdrehen, D Zerlegen, C Kette)."
    )


def choose_status(you: str, cell: str) -> str:
    return f"{you}: Mehrere Aktionen wirken auf {cell}; wähle eine."


def no_action_status(you: str) -> str:
    return f"{you}: Du hast keine Aktion, also passe."


def last_pass_status(you: str) -> str:
    return f"{you}: Alle anderen haben gepasst; passt du auch, endet die Partie."


def picked(cell: str, targets: "list[str]") -> str:
    if not targets:
        return f"Der Stapel auf {cell} hat gerade keine Aktion: Wähle einen anderen oder passe."
    return f"Der Stapel auf {cell} ist gewählt; er kann auf {', '.join(targets)} wirken."


def several(cell: str) -> str:
    return f"Mehrere Aktionen wirken auf {cell}: Wähle eine."


def pick_your_own(cell: str, owner: str) -> str:
    """Ein Tippen auf einen fremden Stapel, ohne gewählten Stapel."""
    return f"Der Stapel auf {cell} gehört {owner}: Wähle einen deiner eigenen Stapel."


def pick_a_stack(cell: str) -> str:
    """Ein Tippen auf ein leeres Feld im Spiel, ohne gewählten Stapel."""
    return f"{cell} ist leer: Wähle einen deiner Stapel, dann ein Ziel daneben."


def pass_ends(name: str) -> str:
    """Die Rückfrage vor dem Passen, das die Partie beendet."""
    return (
        f"Alle anderen haben gepasst: Passt {name} auch, endet die Partie und wird gewertet, wie"
        " sie steht. Drück noch einmal „Passen“, um sie zu beenden."
    )


def result_reason(reason: str) -> str:
    if reason == "passes":
        return "Alle haben in einer Runde gepasst: Die Partie wird gewertet, wie sie steht."
    if reason == "stuck":
        return "Niemand kann mehr eine Aktion ausführen: Die Partie wird gewertet, wie sie steht."
    return (
        "Dieselbe Stellung ist zum dritten Mal aufgetreten: Die Partie wird gewertet, wie sie"
        " steht."
    )


def score_label(total: int, own: int) -> str:
    """Die Punkte auf der Spielerkarte: ``'14 Punkte (9 eigene)'``."""
    return f"{total} {'Punkt' if total == 1 else 'Punkte'} ({own} eigene)"


PLACES = ("1.", "2.", "3.", "4.")
IN_HAND = "in der Hand"
TO_MOVE = "am Zug"
THINKING = "denkt …"


def board_title(side: int) -> str:
    last = chr(ord("a") + 2 * side - 2)
    return f"Brett: ein Sechseck mit Seitenlänge {side}; Reihen a (unten) bis {last}"


KEYS_HELP = (
    ("Tab", "Zum Brett, dann zu den Knöpfen."),
    ("← ↑ → ↓", "Über die Felder des Bretts gehen."),
    (
        "Enter oder Leertaste",
        "Einen Stein setzen, einen Stapel wählen oder auf ein markiertes Ziel wirken.",
    ),
    ("S, F, D", "Stapeln, Umdrehen oder Zerlegen wählen, wenn mehrere auf ein Ziel wirken."),
    ("P", "Passen."),
    ("Y, E", "Zielkarten: einem Tausch zustimmen; den Zug nach einem Einlösen beenden."),
    ("Esc", "Den Stapel zurücklegen; das Nachspielen verlassen."),
)


# -- a cell of the board, for a screen reader (kitty/ui/board.py) ------------------------------

BOARD_LABEL = "Brett"
KIND_WORDS = {
    STACK: "darauf stapeln",
    FLIP: "ihn umdrehen",
    DISASSEMBLE: "ihn zerlegen",
    CHAIN: "eine Kette bis hierher bilden",
}


def cell_words(
    name: str,
    colours: "list[str]",
    *,
    picked: bool,
    kinds: "list[str]",
    lands: bool,
    rainbows: "list[bool]",
) -> str:
    """Ein Feld, wie ein Screenreader es sagt."""
    if colours:
        names = [colour_name(colour) for colour in colours]
        said = f"{name}: {len(colours)} hoch, von unten nach oben {', '.join(names)}; "
        said += f"er gehört {names[-1]}"
    else:
        said = f"{name}: leer"
    if picked:
        said += "; gewählt"
    if kinds:
        said += "; du darfst " + " oder ".join(KIND_WORDS[kind] for kind in kinds)
    if lands:
        said += "; hier landet ein Umdrehen"
    for rainbow in rainbows:
        said += "; trägt " + ("einen Regenbogenmarker" if rainbow else "einen Wendemarker")
    return said


def diagram_label(name: str) -> str:
    """Die Beschriftung eines Regeldiagramms."""
    return {
        "picked": "Diagramm: ein gewählter Stapel und seine Ziele",
        "flipped": "Diagramm: nach dem Umdrehen",
        "taken": "Diagramm: nach dem Zerlegen",
        "chain": "Diagramm: eine Stapelkette",
    }[name]


# -- the Objective Cards (kitty/ui/cards.py) ---------------------------------------------------

# Die Regel jeder Karte in einer Zeile, nach Code (docs/kitty-regeln.md).
CARD_TEXTS = {
    "mf": "Löse einen eigenen Stapel mit einer Folge von 5 Steinen einer Farbe ein: Er verlässt"
    " das Brett, und du bekommst seine Steine als Punkte. Jederzeit in deinem Zug, jedes Mal.",
    "lp": "Am Ende: +1 für jeden eigenen Stapel.",
    "cm": "Am Ende: +1, +2 oder +3 für jeden eigenen Stapel mit 2, 3 oder 4 Farben.",
    "fp": "Am Ende: Von den Steinen in deinen Stapeln +1 je 2 Steine der Farbe, von der du am"
    " meisten hast.",
    "rb": "+2, wenn deine Aktion aus Stapeln mit weniger Farben einen Stapel mit 3 Farben macht,"
    " +3 bei 4 Farben. Der Stapel trägt dann einen Regenbogenmarker und punktet nicht mehr.",
    "tk": "Am Ende: die halbe Höhe deines höchsten Stapels, abgerundet.",
    "dt": "+2, wenn dein Umdrehen den Stapel einer anderen Person zu deinem macht. Er trägt dann"
    " einen Wendemarker und punktet nicht mehr.",
    "vc": "Am Ende: +5 für jeden eigenen Stapel ab Höhe 5, in dem keine zwei aufeinanderliegenden"
    " Steine dieselbe Farbe haben.",
    "fe": "Einmal, vor deiner Aktion: Gib einer anderen Person eine deiner anderen Karten, und sie"
    " muss dir eine ihrer Karten geben. Danach wird diese Karte abgeworfen.",
    "cs": "Staple entlang einer geraden Linie auf mehrere Stapel, die oben wie der erste sind und"
    " nicht höher als deiner: +1 für jeden Stapel nach dem ersten.",
}

# Die deutschen Kartennamen (docs/kitty-regeln.md, „Zielkarten“), nach Code.
_CARD_NAMES = {
    "mf": "Ton in Ton",
    "lp": "Gipfelreihe",
    "cm": "Farbmeister",
    "fp": "Gebündelte Kraft",
    "rb": "Regenbogenbrücke",
    "tk": "Turmkönig",
    "dt": "Dramatische Wende",
    "vc": "Farbenpracht",
    "fe": "Zwangstausch",
    "cs": "Stapelkette",
}


def card_name(code: str) -> str:
    """Der Name einer Karte nach ihrem Code: ``'tk'`` → ``'Turmkönig'``."""
    return _CARD_NAMES[code]


def pass_title(name: str) -> str:
    return f"Gib das Gerät an {name} weiter"


def pass_hidden(name: str) -> str:
    return f"Die Karten von {name} bleiben verdeckt, bis {name} tippt."


def pass_button(name: str) -> str:
    return f"Ich bin {name}: Zeig meine Karten"


def so_far(points: int, at_end: bool) -> str:
    """Die bisherigen Punkte einer Karte."""
    return f"Bisher: {points}{' (am Ende)' if at_end else ''}."


def hidden_cards(count: int) -> str:
    return "1 verdeckte Karte" if count == 1 else f"{count} verdeckte Karten"


EXCHANGED = "getauscht"


def discarded(names: "list[str]") -> str:
    return f"Abgeworfen: {', '.join(names)}"


def claim_label(cell: str, points: int) -> str:
    return f"{cell} einlösen (+{points})"


def propose_label(name: str) -> str:
    return f"{name} einen Tausch vorschlagen"


YES_EXCHANGE = "Ja, eine Karte tauschen"
NO_THANKS = "Nein, danke"
END_TURN = "Zug beenden"
FORCED_EXCHANGE = "Zwangstausch …"


def give_label(card: str) -> str:
    return f"{card} geben"


def force_label(other: str, card: str) -> str:
    return f"{other} eine Karte nehmen, {card} geben"


def proposal_question(mover: str, you: str) -> str:
    return f"{mover} schlägt dir, {you}, den Tausch einer Karte vor. Keine Seite nennt die Karte."


def said_yes_question(partner: str) -> str:
    return f"{partner} hat zugestimmt: Wähle die Karte, die du {partner} gibst."


def forced_question(mover: str, you: str) -> str:
    return f"{mover} spielt Zwangstausch gegen dich, {you}: Wähle die Karte, die du gibst."


def give_question(mover: str) -> str:
    return f"Wähle die Karte, die du {mover} im Tausch gibst."


RUN_OF_FIVE = "Ein Stapel von dir hat eine Folge von fünf: Löse ihn ein oder beende deinen Zug."
RUN_OF_FIVE_TASK = "eine Folge von fünf einlösen oder den Zug beenden"


def answer_task(name: str) -> str:
    return f"auf den Vorschlag von {name} antworten"


def give_task(name: str) -> str:
    return f"die Karte wählen, die du {name} gibst"


def in_stacks(pieces: int) -> str:
    """Der Teil einer Punktzahl aus den Stapeln, auf der Ergebniskarte."""
    return f"{pieces} aus Stapeln"


# -- a tap the rules refuse (kitty/ui/hand.py) -------------------------------------------------


def cannot_act(source: str, target: str, reasons: "list[tuple[str, Exception]]") -> str:
    """Warum keine Aktion des Stapels auf ``source`` auf ``target`` wirkt, mit dem Grund jeder
    Aktion nach der Art des Fehlers der Engine (Aktion, Fehler)."""
    if len(reasons) == 1:
        return f"{source} kann nicht auf {target} wirken: {refused(reasons[0][1])}."
    verbs = {STACK: "Stapeln", FLIP: "Umdrehen", DISASSEMBLE: "Zerlegen"}
    said = "; ".join(f"{verbs.get(kind, kind)}: {refused(why)}" for kind, why in reasons)
    return f"{source} kann nicht auf {target} wirken. {said}."


def options_line(side: int, placed: bool, cards: bool) -> str:
    """Die Optionen in der Moduszeile: ``'Seitenlänge 5 · Zufallsaufbau · Zielkarten'``."""
    setup = "Einsetzphase" if placed else "Zufallsaufbau"
    return f"Seitenlänge {side} · {setup}{' · Zielkarten' if cards else ''}"


# -- the guided first game (kitty/ui/lessons.py) -----------------------------------------------

LESSONS = (
    (
        "Setze deine Steine ein",
        "Zuerst wird jeder Stein eingesetzt, einer nach dem anderen, Rot zuerst. Tippe auf ein"
        " leeres Feld, um einen deiner Steine einzusetzen.",
    ),
    (
        "Auf einen Stapel stapeln",
        "Ein Stapel gehört dir, wenn sein oberster Stein dir gehört. Wähle deinen Stapel auf c4"
        " (3 hoch), dann tippe auf c5, markiert mit S: Ein Stapel darf als Ganzes auf einen"
        " benachbarten Stapel, der nicht höher ist.",
    ),
    (
        "Einen höheren Stapel umdrehen",
        "Ein Stapel, mindestens 2 hoch, darf über einen benachbarten, mindestens ebenso hohen"
        " Stapel auf das leere Feld dahinter springen: Der übersprungene Stapel wird auf den Kopf"
        " gestellt. Wähle c4 und dreh b4 um (F): Sein unterster Stein, deiner, kommt nach oben.",
    ),
    (
        "Zerlegen",
        "Neben einem fremden Stapel, der einen Stein von dir enthält, darfst du alles über deinem"
        " höchsten Stein dort nehmen, wenn dein Stapel mehr Steine deiner Farbe hat, als dort"
        " Steine der anderen liegen. Wähle c4 und zerlege d4 (D).",
    ),
    (
        "Passen, und das Ende",
        "Passen ist immer erlaubt. Passen in einer Runde alle, endet die Partie: Alle bekommen"
        " die Steine in den Stapeln, die ihnen gehören, als Punkte. Drück „Passen“.",
    ),
)
LESSON_WRONG_KIND = {
    PLACE: "In diesem Schritt geht es ums Einsetzen: Tippe auf ein leeres Feld.",
    STACK: "Das war kein Stapeln: Setz deinen Stapel als Ganzes auf einen Stapel daneben (S).",
    FLIP: "Das war kein Umdrehen: Spring mit deinem Stapel über den höheren Stapel daneben (F).",
    DISASSEMBLE: "Das war kein Zerlegen: Nimm vom Stapel, der mit D markiert ist.",
    PASS: "Dieser Schritt verlangt Passen: Drück „Passen“.",
}


def lesson_target(acted: str, asked: str) -> str:
    return f"Das wirkt auf {acted}; dieser Schritt verlangt {asked}."
