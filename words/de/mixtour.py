"""Mixtour's words in German (mixtour/ui/words.py), its guided first game and why its engine
refuses a position, a record or a move; the terms of docs/regeln.md."""


def _too_few(square: str, height: int) -> str:
    return f"der Turm auf {square} hat nur {height} {'Stein' if height == 1 else 'Steine'}"


def _distance(target: str, height: int, distance: int, origin: str) -> str:
    return (
        f"der Turm auf {target} ist {height} hoch, aber {distance}"
        f" {'Feld' if distance == 1 else 'Felder'} von {origin} entfernt"
    )


ENTRIES: "dict[str, object]" = {
    # -- Mixtour (mixtour/ui/words.py); its terms are those of docs/regeln.md: Turm, Vorrat,
    # einsetzen, ziehen, Punkteziel, Rückzugverbot.
    "{count} piece": ("{count} Stein", "{count} Steine"),
    "{count} point": ("{count} Punkt", "{count} Punkte"),
    "White {white}, Red {red}": "Weiß {white}, Rot {red}",
    "empty": "leer",
    "1 piece, {colour}": "1 Stein, {colour}",
    "{pieces}: {colours} on top": "{pieces}: {colours} oben",
    "{who} has no legal move and passes.": "{who} hat keinen erlaubten Zug und passt.",
    "{who} enters a piece on {square}.": "{who} setzt einen Stein auf {square} ein.",
    "{who} moves {pieces} from {origin} onto {target}.": "{who} zieht {pieces} von {origin} auf {target}.",
    "The stack of {height} on {square} is removed: {owner} scores ({score}).": (
        "Der Turm aus {height} Steinen auf {square} kommt vom Brett: {owner} bekommt einen Punkt"
        " ({score})."
    ),
    "{winner} reached {points}.": "{winner} hat {points} erreicht.",
    "Neither player could move: two passes in a row end the game in a draw.": (
        "Niemand konnte ziehen: Zweimal Passen hintereinander beendet die Partie remis."
    ),
    "The same position occurred for the third time: the game is drawn.": (
        "Dieselbe Stellung ist zum dritten Mal aufgetreten: Die Partie endet remis."
    ),
    "The game is over.": "Die Partie ist vorbei.",
    "Watch out: {who} can score in {count} ways (marked on the board).": (
        "Achtung: {who} kann auf {count} Arten punkten (auf dem Brett markiert)."
    ),
    "Watch out: {who} can score next turn ({moves}).": (
        "Achtung: {who} kann im nächsten Zug punkten ({moves})."
    ),
    "{move} is not a valid move: {why}.": "{move} ist kein gültiger Zug: {why}.",
    "{move} cannot be played now: {why}.": "{move} ist jetzt nicht erlaubt: {why}.",
    "Put the pieces back.": "Lege die Steine zurück.",
    "{pieces} from {square}": "{pieces} von {square}",
    "Holding {held}: it can go onto {targets}.": (
        "Du hältst {held}; Ziele: {targets}.",
        "Du hältst {held}; Ziele: {targets}.",
    ),
    "Holding {held}: it cannot move anywhere now.": (
        "Du hältst {held}; gerade gibt es kein Ziel.",
        "Du hältst {held}; gerade gibt es kein Ziel.",
    ),
    "The stack on {square} has only {pieces}.": "Der Turm auf {square} hat nur {pieces}.",
    "Can't move from {origin} to {target}: pieces move along a rank, a file or a diagonal.": (
        "Von {origin} geht es nicht nach {target}: Steine ziehen entlang einer Reihe, einer"
        " Linie oder einer Diagonale."
    ),
    "Hint: enter a piece on {square}.": "Tipp: Setze einen Stein auf {square} ein.",
    "Hint: pass.": "Tipp: Passe.",
    "Hint: move {pieces} from {origin} onto {target} ({move}).": (
        "Tipp: Ziehe {pieces} von {origin} auf {target} ({move})."
    ),
    "{you}: put the {held} on a lit square.": "{you}: Ziehe {held} auf ein leuchtendes Feld.",
    "{you}: the {held} cannot move anywhere. Take another stack.": (
        "{you}: Für {held} gibt es kein Ziel. Nimm einen anderen Turm."
    ),
    "{you}: the {held} cannot move anywhere. Take more or fewer, or another stack.": (
        "{you}: Für {held} gibt es kein Ziel. Nimm mehr oder weniger Steine oder einen anderen"
        " Turm."
    ),
    "{you}: tap an empty square to enter a piece.": (
        "{you}: Tippe auf ein leeres Feld, um einen Stein einzusetzen."
    ),
    "{you}: enter a piece on an empty square, or pick up a stack.": (
        "{you}: Setze einen Stein auf einem leeren Feld ein oder nimm einen Turm auf."
    ),
    "{you}: pick up a stack (no pieces left in reserve).": (
        "{you}: Nimm einen Turm auf (kein Stein mehr im Vorrat)."
    ),
    "thinking…": "denkt …",
    "to move": "am Zug",
    "winner": "Sieger",
    "in reserve": "im Vorrat",
    "points": "Punkte",
    "Take": "Nimm",
    "{points} of {target}": "{points} von {target}",
    "Take {pieces}": "{pieces} nehmen",
    " or ": " oder ",
    "This record plays to {points}; this page plays to {listed}.": (
        "Dieses Protokoll spielt bis {points}; diese Seite spielt bis {listed}."
    ),
    "the start position gives each player {pieces} pieces (on the board and in reserve),"
    " but the game is played with {reserve}": (
        "die Startstellung gibt jeder Person {pieces} Steine (auf dem Brett und im Vorrat),"
        " die Partie wird aber mit {reserve} gespielt"
    ),
    "it gives each player {pieces} pieces; this page plays with {listed}": (
        "sie gibt jeder Person {pieces} Steine; diese Seite spielt mit {listed}"
    ),
    "the start position is a finished game: someone has already won": (
        "die Startstellung ist eine beendete Partie: jemand hat schon gewonnen"
    ),
    "Board: squares a1 to e5": "Brett: Felder a1 bis e5",
    "Last move arrived here.": "Hier endete der letzte Zug.",
    "Last move left here.": "Hier begann der letzte Zug.",
    "You can move here.": "Hierher kannst du ziehen.",
    "Hint: move here.": "Tipp: hierher ziehen.",
    "Hint: move from here.": "Tipp: von hier ziehen.",
    "{colour} scored here.": "{colour} hat hier gepunktet.",
    "Holding {pieces}.": "Du hältst {pieces}.",
    "Moving here scores for {colour}.": "Ein Zug hierher bringt {colour} einen Punkt.",
    "{colour} can score here next turn.": "{colour} kann hier im nächsten Zug punkten.",
    "Entering: a White piece goes onto the empty square b2.": (
        "Einsetzen: Ein weißer Stein kommt auf das leere Feld b2."
    ),
    "Moving: the top 2 pieces of b2 are picked up and go onto c3, one square away.": (
        "Ziehen: Die obersten 2 Steine von b2 werden abgehoben und ziehen auf c3, ein Feld"
        " entfernt."
    ),
    "The distance rule: c3 is 2 high, so only a stack exactly 2 squares away can move onto"
    " it, like a1; d3 is too close.": (
        "Die Zugweite: c3 ist 2 hoch, also kann nur ein Turm genau 2 Felder entfernt darauf"
        " ziehen, wie a1; d3 ist zu nah."
    ),
    "Blocking: a3 cannot reach e3, which is 4 high and 4 squares away, because c3 stands in"
    " between.": (
        "Sperren: a3 erreicht e3 nicht, das 4 hoch und 4 Felder entfernt ist, weil c3"
        " dazwischensteht."
    ),
    "Scoring: the 3 pieces of a3 go onto c3 and make a stack of 5. It is removed at once and"
    " White, whose piece is on top, scores.": (
        "Punkte: Die 3 Steine von a3 ziehen auf c3 und bilden einen Turm aus 5. Er kommt sofort"
        " vom Brett, und Weiß, dessen Stein oben liegt, bekommt einen Punkt."
    ),
    "The take-back ban: Red has just moved 1 piece from c3 onto d4. White may not move 1"
    " piece from d4 straight back to c3 now; moving 2 would be allowed.": (
        "Das Rückzugverbot: Rot hat gerade 1 Stein von c3 auf d4 gezogen. Weiß darf jetzt nicht"
        " 1 Stein von d4 direkt zurück nach c3 ziehen; 2 Steine wären erlaubt."
    ),
    "Tab": "Tab",
    "Reach the board, then the buttons.": "Zum Brett, dann zu den Knöpfen.",
    "Move between the squares of the board.": "Zwischen den Feldern des Bretts wechseln.",
    "Enter or Space": "Enter oder Leertaste",
    "Enter a piece, pick up a stack, or put the pieces held on a square.": (
        "Einen Stein einsetzen, einen Turm aufnehmen oder die gehaltenen Steine auf ein Feld"
        " setzen."
    ),
    "1 to 4": "1 bis 4",
    "Take that many pieces of the stack.": "So viele Steine des Turms nehmen.",
    "Esc": "Esc",
    "Put the pieces back; leave the replay.": "Die Steine zurücklegen; das Nachspielen verlassen.",
    "That moved pieces. This step is about entering one: tap an empty square.": (
        "Das hat Steine gezogen. In diesem Schritt geht es ums Einsetzen: Tippe auf ein leeres"
        " Feld."
    ),
    "That entered a piece. This step asks you to move pieces already on the board.": (
        "Das hat einen Stein eingesetzt. Dieser Schritt verlangt, Steine zu ziehen, die schon auf"
        " dem Brett stehen."
    ),
    "A legal move, but not the one this step asks for: play {move}.": (
        "Ein erlaubter Zug, aber nicht der, den dieser Schritt verlangt: Spiele {move}."
    ),
    "That landed on a {reached}-high stack; this step asks for a {wanted}-high one.": (
        "Das landete auf einem Turm der Höhe {reached}; dieser Schritt verlangt einen der Höhe"
        " {wanted}."
    ),
    "That is a legal move, but it does not reach {square}.": (
        "Das ist ein erlaubter Zug, aber er erreicht {square} nicht."
    ),
    "Take the pieces from the stack on {square}: the top {pieces}.": (
        "Nimm die Steine vom Turm auf {square}: die obersten {pieces}."
    ),
    "That moved {pieces}; take only the top {wanted}.": (
        "Das hat {pieces} gezogen; nimm nur die obersten {wanted}."
    ),
    "That builds no stack of five, so nobody scores.": (
        "Das baut keinen Turm aus fünf, also punktet niemand."
    ),
    "That builds five with {colour} on top, so {colour} scores: the top piece's owner always"
    " does.": (
        "Das baut einen Turm aus fünf mit {colour} oben, also punktet {colour}: Es punktet"
        " immer, wem der oberste Stein gehört."
    ),
    "{colour} could still score with {threats}.": "{colour} könnte noch mit {threats} punkten.",
    "The stack of {height} on {square} is removed: {owner} scores (White {white}, Red {red},"
    " Blue {blue}).": (
        "Der Turm aus {height} Steinen auf {square} kommt vom Brett: {owner} bekommt einen Punkt"
        " (Weiß {white}, Rot {red}, Blau {blue})."
    ),
    "{mover} could not move: the turn passes back to {colour}.": (
        "{mover} konnte nicht ziehen: Der Zug geht zurück an {colour}."
    ),
    "it scores {name}'s winning point": "der Zug brächte {name} den Siegpunkt",
    "{name} would win at once with {reply}": "{name} würde sofort mit {reply} gewinnen",
    "Not available: {reason}.": "Nicht möglich: {reason}.",
    "Not onto {square}: {reason}.": "Nicht auf {square}: {reason}.",
    "first to {points} · {reserve} pieces each": "bis {points} · je {reserve} Steine",
    # Mixtour's guided first game (mixtour/ui/lessons.py): each step's title and task.
    "Enter a piece": "Einen Stein einsetzen",
    "Put one of your pieces on the board: tap any empty square.": "Setze einen deiner Steine aufs Brett: Tippe auf ein leeres Feld.",
    "Move onto a 1-high stack": "Auf einen Turm der Höhe 1 ziehen",
    "Stacks move only onto other stacks, exactly as far as the stack they land on is high. Move your piece from c3 onto Red's piece next door on d4: tap c3, then d4.": "Türme ziehen nur auf andere Türme, und zwar genau so weit, wie der Zielturm hoch ist. Zieh deinen Stein von c3 auf den roten Stein nebenan auf d4: Tippe auf c3, dann auf d4.",
    "Onto a 2-high stack, from 2 away": "Auf einen Turm der Höhe 2, aus 2 Feldern",
    "The stack on c3 is 2 high, so a piece reaches it from exactly 2 squares away, in a straight line. Move the piece on a1 onto c3.": "Der Turm auf c3 ist 2 hoch, also erreicht ihn ein Stein aus genau 2 Feldern Entfernung, in gerader Linie. Zieh den Stein auf a1 auf c3.",
    "Blocked lines": "Gesperrte Linien",
    "Every square in between must be empty. Three red pieces stand 2 squares from the 2-high stack on c3, but only one has a clear line: move it onto c3.": "Alle Felder dazwischen müssen leer sein. Drei rote Steine stehen 2 Felder vom Turm der Höhe 2 auf c3 entfernt, aber nur einer hat freie Bahn: Zieh ihn auf c3.",
    "Split a stack": "Einen Turm teilen",
    "You may take the top part of a stack. Tap the second piece from the top of the stack on b2 (or press 2) to take 2 pieces, then move them onto c3.": "Du darfst den oberen Teil eines Turms nehmen. Tippe auf den zweiten Stein von oben im Turm auf b2 (oder drück 2), um 2 Steine zu nehmen, und zieh sie dann auf c3.",
    "No taking back": "Rückzugverbot",
    "Red has just moved its piece from c3 onto d4. You may not move that piece straight back (d4-c3): try it and see. A different number of pieces is allowed: move 2 pieces from d4 back onto c3.": "Rot hat gerade seinen Stein von c3 auf d4 gezogen. Du darfst diesen Stein nicht direkt zurückziehen (d4-c3): Probier es aus. Eine andere Anzahl Steine ist erlaubt: Zieh 2 Steine von d4 zurück auf c3.",
    "Build five and score": "Fünf bauen und punkten",
    "A stack of five or more leaves the board at once and its top piece's owner scores. Take the whole stack of 4 on b2: tap its bottom piece (or press 4), then move it onto c3 to build five with White on top.": "Ein Turm aus fünf oder mehr Steinen kommt sofort vom Brett, und der Besitzer des obersten Steins bekommt einen Punkt. Nimm den ganzen Turm aus 4 Steinen auf b2: Tippe auf seinen untersten Stein (oder drück 4) und zieh ihn dann auf c3, um fünf mit Weiß oben zu bauen.",
    "Stop a threat": "Eine Drohung abwehren",
    "Red threatens to build five next turn. Find a move after which Red cannot score.": "Rot droht, im nächsten Zug fünf zu bauen. Finde einen Zug, nach dem Rot nicht punkten kann.",
    # Why Mixtour's engine refuses a position, a record or a move, by the error's class and
    # reason (`mixtour.errors.MixtourError.because`); ``{0}``… are its parts, a colour by its name.
    "engine: mixtour position field text": "Text",
    "engine: mixtour position field stacks": "Türme",
    "engine: mixtour position field side to move": "am Zug",
    "engine: mixtour position field reserves": "Vorrat",
    "engine: mixtour position field scores": "Punkte",
    "engine: mixtour position field banned move": "gesperrter Zug",
    "engine: mixtour PositionError not_text": "eine Stellung ist Text",
    "engine: mixtour PositionError five_fields": "erwartet werden 5 Felder, durch einzelne Leerzeichen getrennt (Türme, wer am Zug ist, Vorrat, Punkte, gesperrter Zug)",
    "engine: mixtour PositionError not_whole": "{0!r} ist keine ganze Zahl",
    "engine: mixtour PositionError leading_zero": "{0!r} beginnt mit einer Null",
    "engine: mixtour PositionError per_player": "erwartet wird eine Zahl je Person ({0}, mit '/' verbunden), nicht {1!r}",
    "engine: mixtour PositionError not_a_stack": "erwartet wird Feld=Farben wie 'c3=wr', nicht {0!r}",
    "engine: mixtour PositionError not_a_square": "{0!r} ist kein Feld (a1 bis e5)",
    "engine: mixtour PositionError listed_twice": "das Feld {0} steht zweimal da",
    "engine: mixtour PositionError colours": "{0!r}: die Farben sind die Buchstaben {1}, von unten nach oben",
    "engine: mixtour PositionError too_tall": "{0!r}: ein Turm aus 5 oder mehr Steinen wird sofort entfernt",
    "engine: mixtour PositionError side": "erwartet wird einer der Buchstaben {0}, nicht {1!r}",
    "engine: mixtour PositionError not_a_ban": "erwartet wird '-' oder ein Zug wie 'c4:2-d3', nicht {0!r}",
    "engine: mixtour PositionError unequal": "Weiß hat {0} Steine auf dem Brett und im Vorrat, eine andere Farbe aber {2}; alle haben immer gleich viele",
    "engine: mixtour PositionError no_pieces": "niemand hat überhaupt Steine",
    "engine: mixtour PositionError two_reached": "zwei Personen können das Punkteziel nicht beide erreicht haben",
    "engine: mixtour PositionError ban_illegal": "{0} wäre ohnehin nicht erlaubt: {1}",
    "engine: mixtour RecordError not_text": "ein Partieprotokoll ist Text",
    "engine: mixtour RecordError empty": "das Partieprotokoll ist leer",
    "engine: mixtour RecordError too_many_comments": "das Partieprotokoll enthält {0} Kommentare, mehr als eine Partie von {1} Zügen haben kann",
    "engine: mixtour RecordError too_many_moves": "das Partieprotokoll enthält {0} Züge, mehr als die {1}, die eine Partie hier haben kann",
    "engine: mixtour RecordError tag_form": 'Zeile {0}: erwartet wird ein Tag wie [Target "1"], nicht {1!r}',
    "engine: mixtour RecordError tag_quote": 'Zeile {0}: ein Anführungszeichen in einem Tag-Wert muss \\" sein',
    "engine: mixtour RecordError tag_backslash": "Zeile {0}: der Tag-Wert endet mit einem einzelnen Backslash",
    "engine: mixtour RecordError not_whole": "Zeile {0}: {1} muss eine ganze Zahl ab 1 sein, nicht {2!r}",
    "engine: mixtour RecordError tags_first": "Zeile {0}: die Tags müssen vor den Zügen stehen",
    "engine: mixtour RecordError tag_twice": "Zeile {0}: das Tag {1} steht zweimal da",
    "engine: mixtour RecordError comment_open": "Zeile {0}: ein mit {{ geöffneter Kommentar wird nie mit }} geschlossen",
    "engine: mixtour RecordError comment_first": "Zeile {0}: ein Kommentar in geschweiften Klammern muss einem Zug folgen",
    "engine: mixtour RecordError after_result": "Zeile {0}: nach dem Ergebnis {1!r} folgen noch Züge oder Kommentare",
    "engine: mixtour RecordError result_differs": "Zeile {0}: das Ergebnis {1!r} weicht vom Result-Tag {2!r} ab",
    "engine: mixtour RecordError move": "Zeile {0}: Zug {1}, {2!r}, ist ungültig: {3}",
    "engine: mixtour RecordError three_ending": "Zeile {0}: eine Partie zu dritt endet nur durch ihre Züge (niemand gibt auf oder vereinbart Remis), nicht durch {1}",
    "engine: mixtour RecordError ending_result": "Zeile {0}: eine Partie, die durch {1} endet, hat ein passendes Ergebnis (agreement: Remis, resignation: einen Sieg), nicht {2!r}",
    "engine: mixtour RecordError termination": "Zeile {0}: Termination {1!r} passt nicht zu den Zügen, die mit {2!r} enden",
    "engine: mixtour RecordError result": "Zeile {0}: das Ergebnis {1!r} passt nicht zu den Zügen, die {2!r} ergeben",
    "engine: mixtour RecordError other_game": "Zeile {0}: das ist ein Partieprotokoll von {1!r}",
    "engine: mixtour RecordError players": "Zeile {0}: Players ist 2 oder 3, nicht {1}",
    "engine: mixtour RecordError repetition": "Zeile {0}: Repetition ist 'draw' oder 'off', nicht {1!r}",
    "engine: mixtour RecordError termination_value": "Zeile {0}: Termination ist target, passes, repetition, agreement oder resignation, nicht {1!r}",
    "engine: mixtour RecordError result_value": "Zeile {0}: Result ist {1} oder *, nicht {2!r}",
    "engine: mixtour RecordError start": "Zeile {0}: Start: {1}",
    "engine: mixtour RecordError start_players": "Zeile {0}: die Stellung in Start ist für {1} Personen, das Partieprotokoll für {2}",
    "engine: mixtour RecordError reserve": "Zeile {0}: Reserve {1} passt nicht zur Stellung in Start, in der jede Farbe {2} Steine hat",
    "engine: mixtour InvalidMoveError not_text": "ein Zug ist Text",
    "engine: mixtour InvalidMoveError syntax": "erwartet wird ein Einsetzen wie 'b2', ein Zug wie 'c4-d3' oder 'c4:3-d3' oder 'pass'",
    "engine: mixtour InvalidMoveError count": "ein Zug bewegt 1 bis 4 Steine",
    "engine: mixtour InvalidMoveError not_a_square": "{0!r} ist kein Feld (a1 bis e5)",
    "engine: mixtour InvalidMoveError same_square": "ein Zug muss sein Feld verlassen",
    "engine: mixtour InvalidMoveError not_in_line": "{0} und {1} liegen nicht auf einer Reihe, Linie oder Diagonale",
    "engine: mixtour IllegalMoveError over": "die Partie ist vorbei",
    "engine: mixtour IllegalMoveError pass_legal": "passen darf man nur, wenn kein anderer Zug erlaubt ist",
    "engine: mixtour IllegalMoveError pass_available": "passen darf man nur, wenn kein anderer Zug verfügbar ist",
    "engine: mixtour IllegalMoveError takes_back": "der Zug nähme den letzten Zug von {0} zurück (Rückzugverbot)",
    "engine: mixtour IllegalMoveError unavailable": "nicht verfügbar: {0}",
    "engine: mixtour IllegalMoveError occupied": "auf {0} steht schon ein Turm",
    "engine: mixtour IllegalMoveError no_reserve": "{0} hat keinen Stein mehr im Vorrat",
    "engine: mixtour IllegalMoveError origin_empty": "auf {0} steht kein Turm",
    "engine: mixtour IllegalMoveError too_few": _too_few,
    "engine: mixtour IllegalMoveError onto_empty": "{0} ist leer, und Steine ziehen nur auf einen Turm",
    "engine: mixtour IllegalMoveError distance": _distance,
    "engine: mixtour IllegalMoveError in_the_way": "der Turm auf {0} steht im Weg",
}
