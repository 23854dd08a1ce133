"""Deutsch: every word of the site in German, as one catalogue (docs/architecture.md,
"Languages"). Each entry maps an English text (a page's static text with its white space made
single spaces, or a template a words module says through `table.said`) to its German, with the
same ``{names}``; a German plural is the pair of its forms, and a sentence whose German needs
its own grammar is a function of the same names. The terms follow docs/regeln.md and
docs/kitty-regeln.md.

Pure Python that MicroPython runs: the build loads this file in place of `table.catalogue` on
the German pages.
"""

# The language's name in its own words, as the pages' switch says it.
NAME = "Deutsch"
# Whether a browser's own preference (`navigator.languages`) may choose it on a first visit:
# every sentence a player can meet is translated.
FOLLOWED = True


def _too_few(square: str, height: int) -> str:
    return f"der Turm auf {square} hat nur {height} {'Stein' if height == 1 else 'Steine'}"


def _distance(target: str, height: int, distance: int, origin: str) -> str:
    return (
        f"der Turm auf {target} ist {height} hoch, aber {distance}"
        f" {'Feld' if distance == 1 else 'Felder'} von {origin} entfernt"
    )


ENTRIES: "dict[str, object]" = {
    # -- the pages' static words (web/page.html, mixtour/ui/page.html, kitty/ui/page.html)
    "Game": "Spiel",
    "New game": "Neues Spiel",
    "Rules": "Regeln",
    "Table": "Spieltisch",
    "Reviewing the game": "Partie nachspielen",
    "Viewing an earlier move": "Ein früherer Zug wird gezeigt",
    "Back to game": "Zurück zur Partie",
    "Play from here": "Von hier weiterspielen",
    "Put the result aside": "Ergebnis beiseitelegen",
    "See the whole board": "Das ganze Brett sehen",
    "Game over": "Partie beendet",
    "Rematch": "Revanche",
    "New game…": "Neues Spiel …",
    "Review": "Analyse",
    "Whose turn": "Wer am Zug ist",
    "Guided first game": "Geführte erste Partie",
    "No thanks": "Nein, danke",
    "Puzzle from your game": "Aufgabe aus deiner Partie",
    "Show the answer": "Lösung zeigen",
    "Next puzzle": "Nächste Aufgabe",
    "Back to my game": "Zurück zu meiner Partie",
    "Next step": "Nächster Schritt",
    "Skip this step": "Schritt überspringen",
    "Leave": "Beenden",
    "Loading…": "Wird geladen …",
    "Send your move: copy link": "Zug senden: Link kopieren",
    "Paste it to your friend, then open the link they send back.": "Schick ihn deinem Gegenüber und öffne dann den Link, der zurückkommt.",
    "Undo": "Zurück",
    "Redo": "Vor",
    "Moves and messages appear here.": "Züge und Meldungen erscheinen hier.",
    "Hint": "Tipp",
    "Accept draw": "Remis annehmen",
    "Decline": "Ablehnen",
    "Game details": "Zur Partie",
    "Offer draw": "Remis anbieten",
    "Resign": "Aufgeben",
    "Pause": "Pause",
    "Speed": "Tempo",
    "Moves": "Züge",
    "Replay the game": "Partie nachspielen",
    "The start": "Zum Anfang",
    "The start (Home)": "Zum Anfang (Pos1)",
    "Previous move": "Vorheriger Zug",
    "Previous move (←)": "Vorheriger Zug (←)",
    "Next move": "Nächster Zug",
    "Next move (→)": "Nächster Zug (→)",
    "Back to the game": "Zurück zur Partie",
    "Back to the game (End)": "Zurück zur Partie (Ende)",
    "Tap a move to see the board after it, or use ← and → (Shift+← → on the board).": "Tippe auf einen Zug, um das Brett danach zu sehen, oder nutze ← und → (Umschalt+← → auf dem Brett).",
    "Review the game": "Partie analysieren",
    "Chance bar": "Gewinnbalken",
    "Computer help": "Computerhilfe",
    "Game review": "Partieanalyse",
    "Stop": "Anhalten",
    "Puzzle: find the better move": "Aufgabe: Finde den besseren Zug",
    "Marks: ?? blunder (the mover's winning chance fell by 20% or more), ? mistake (10% or more), ! good (the AI's own choice).": "Zeichen: ?? grober Fehler (die Gewinnchance des Ziehenden fiel um 20 % oder mehr), ? Fehler (um 10 % oder mehr), ! gut (die eigene Wahl der KI).",
    "Save with comments…": "Mit Kommentaren speichern …",
    "Save and share": "Speichern und teilen",
    "Copy link": "Link kopieren",
    "Save game…": "Partie speichern …",
    "Open game…": "Partie öffnen …",
    "Saved in this browser as you play.": "Wird beim Spielen in diesem Browser gespeichert.",
    "Playing a friend far away?": "Dein Gegenüber ist weit weg?",
    "Play by link": "Per Link spielen",
    "Settings": "Einstellungen",
    "Dark mode": "Dunkles Design",
    "Sound": "Ton",
    "Language": "Sprache",
    "English": "English",
    "Deutsch": "Deutsch",
    "AI loading": "KI wird geladen",
    "AI is loading…": "KI wird geladen …",
    "Try again": "Erneut versuchen",
    "Play on without the computer": "Ohne Computer weiterspielen",
    "Close": "Schließen",
    "Players": "Spieler",
    "What the computer's levels do": "Was die Spielstärken des Computers tun",
    "Each of you plays on your own device: after your move, send the link the page gives you to the player who moves next; they open it, move and send one on.": "Alle spielen auf dem eigenen Gerät: Schick nach deinem Zug den Link, den die Seite dir gibt, an die Person, die als Nächste zieht; sie öffnet ihn, zieht und schickt ihn weiter.",
    "Cancel": "Abbrechen",
    "Start": "Starten",
    "Close the rules": "Regeln schließen",
    "Save or share this game": "Diese Partie speichern oder teilen",
    "Link": "Link",
    "Game record": "Partieprotokoll",
    "The moves in notation. Copy record and Download also write the options, so that Open game… plays it on as it was, here or on any device.": "Die Züge in Notation. „Protokoll kopieren“ und „Herunterladen“ schreiben auch die Optionen mit, damit „Partie öffnen …“ sie genau so weiterspielt, hier oder auf jedem anderen Gerät.",
    "Copy record": "Protokoll kopieren",
    "Download as a file": "Als Datei herunterladen",
    "Saved games this page could not read": "Gespeicherte Partien, die diese Seite nicht lesen konnte",
    "Open a game": "Eine Partie öffnen",
    "Or open a file:": "Oder eine Datei öffnen:",
    "The game goes on from where the record or position ends, with the same players as now; a link brings its own.": "Die Partie geht dort weiter, wo das Protokoll oder die Stellung endet, mit denselben Spielern wie jetzt; ein Link bringt seine eigenen mit.",
    "Recent games": "Letzte Partien",
    "Open": "Öffnen",
    "Keys": "Tasten",
    "Play on from here?": "Von hier weiterspielen?",
    "Keep the game": "Partie behalten",
    "Reload": "Neu laden",
    "Mixtour": "Mixtour",
    "Mixtour, Dieter Stein's stacking game for two, against the computer in your browser. Installs to the home screen and plays offline.": "Mixtour, das Stapelspiel für zwei von Dieter Stein, gegen den Computer im Browser. Lässt sich auf dem Startbildschirm installieren und spielt offline.",
    "Kitty Stack Tower": "Kitty Stack Tower",
    "Kitty": "Kitty",
    "Stack Tower": "Stack Tower",
    "New to Mixtour? A guided first game shows the rules on the board, step by step.": "Neu bei Mixtour? Eine geführte erste Partie zeigt die Regeln auf dem Brett, Schritt für Schritt.",
    "How many pieces to take": "Wie viele Steine abheben",
    "More": "Mehr",
    "Two (White and Red)": "Zwei (Weiß und Rot)",
    "Three (à trois: White, Red and Blue, 15 pieces each)": "Drei (à trois: Weiß, Rot und Blau, je 15 Steine)",
    "Who plays each colour (White moves first)": "Wer spielt welche Farbe (Weiß beginnt)",
    "White": "Weiß",
    "Red": "Rot",
    "Blue": "Blau",
    "Beginner": "Anfänger",
    "Takes a point it sees, looks little further: at most 0.2 seconds a move.": "Nimmt einen Punkt, den er sieht, schaut kaum weiter: höchstens 0,2 Sekunden pro Zug.",
    "Casual": "Locker",
    "Avoids the obvious traps: at most 0.4 seconds a move.": "Meidet die offensichtlichen Fallen: höchstens 0,4 Sekunden pro Zug.",
    "Strong": "Stark",
    "Reads a few moves ahead: at most 1 second a move.": "Rechnet ein paar Züge voraus: höchstens 1 Sekunde pro Zug.",
    "Expert": "Experte",
    "Thinks longest and sees most: at most 3 seconds a move.": "Denkt am längsten und sieht am meisten: höchstens 3 Sekunden pro Zug.",
    "Play to": "Spielen bis",
    "1 point (standard)": "1 Punkt (Standard)",
    "2 points": "2 Punkte",
    "3 points (tournament)": "3 Punkte (Turnier)",
    "5 points": "5 Punkte",
    "Pieces each": "Steine je Seite",
    "25 (the 2011 rules)": "25 (die Regeln von 2011)",
    "A position seen for the third time is a draw": "Dieselbe Stellung zum dritten Mal ist remis",
    "How to play Mixtour": "So spielt man Mixtour",
    "White and Red each start with a reserve of 20 pieces and an empty 5×5 board. White moves first. On your turn you do one thing: enter a piece, or move pieces.": "Weiß und Rot beginnen mit einem Vorrat von je 20 Steinen und einem leeren 5×5-Brett. Weiß beginnt. Wer am Zug ist, tut genau eines: einen Stein einsetzen oder Steine ziehen.",
    "Enter.": "Einsetzen.",
    "Put a piece from your reserve on any empty square.": "Setze einen Stein aus deinem Vorrat auf ein beliebiges leeres Feld.",
    "Move.": "Ziehen.",
    "Pick up the top pieces of any stack, whoever owns them, as many as you like, and put them, in the same order, on another stack in a straight line: along a rank, a file or a diagonal. Pieces never land on an empty square.": "Hebe die obersten Steine eines beliebigen Turms ab, ganz gleich, wem sie gehören, so viele du willst, und setze sie in derselben Reihenfolge auf einen anderen Turm in gerader Linie: entlang einer Reihe, einer Linie oder einer Diagonale. Steine landen nie auf einem leeren Feld.",
    "Distance.": "Zugweite.",
    "You move exactly as far as the stack you land on is high: onto a 1-high stack from next door, onto a 3-high stack from 3 squares away.": "Du ziehst genau so weit, wie der Zielturm hoch ist: auf einen Turm der Höhe 1 vom Nachbarfeld aus, auf einen Turm der Höhe 3 aus 3 Feldern Entfernung.",
    "Blocking.": "Sperren.",
    "Every square in between must be empty.": "Alle Felder dazwischen müssen leer sein.",
    "Scoring.": "Punkte.",
    "A stack of 5 or more is removed at once. Its pieces go back to their owners' reserves and the owner of the top piece scores, even when that is your opponent. The first to the target score (1 point in the standard game) wins.": "Ein Turm aus 5 oder mehr Steinen kommt sofort vom Brett. Seine Steine gehen in die Vorräte ihrer Besitzer zurück, und der Besitzer des obersten Steins bekommt einen Punkt, auch wenn das dein Gegner ist. Wer zuerst das Punkteziel erreicht (1 Punkt im Standardspiel), gewinnt.",
    "No taking back.": "Rückzugverbot.",
    "You may not move the pieces your opponent just moved straight back where they came from, the same number of them.": "Du darfst die Steine, die dein Gegner gerade gezogen hat, nicht in gleicher Anzahl direkt dorthin zurückziehen, woher sie kamen.",
    "Try each rule on the board, step by step.": "Probiere jede Regel auf dem Brett aus, Schritt für Schritt.",
    "Passing and draws.": "Passen und Remis.",
    "You pass only when you have no legal move, and the app then passes for you. Two passes in a row end the game in a draw, and so does the same position occurring for the third time (you can turn that off for a new game).": "Du passt nur, wenn du keinen erlaubten Zug hast, und dann passt die Seite für dich. Zweimal Passen hintereinander beendet die Partie remis, ebenso dieselbe Stellung zum dritten Mal (das lässt sich für ein neues Spiel abschalten).",
    "Controls": "Bedienung",
    "Tap an empty square to enter a piece. Tap a stack to pick it up: tap a piece within the stack to take it and those above it, or use the number buttons or keys 1–4. The squares you can reach light up; tap one to move there, or drag the pieces. Tap elsewhere or press Esc to put them back. With a keyboard, the arrow keys move between squares and Enter or Space acts.": "Tippe auf ein leeres Feld, um einen Stein einzusetzen. Tippe auf einen Turm, um ihn aufzunehmen: Tippe auf einen Stein im Turm, um ihn und die Steine darüber zu nehmen, oder nutze die Zahlenknöpfe oder die Tasten 1–4. Die erreichbaren Felder leuchten auf; tippe auf eines, um dorthin zu ziehen, oder ziehe die Steine mit dem Finger. Tippe woanders hin oder drücke Esc, um sie zurückzulegen. Mit der Tastatur wechseln die Pfeiltasten das Feld, Enter oder Leertaste führen aus.",
    "Saving, sharing and replaying": "Speichern, teilen und nachspielen",
    "The game is saved in this browser as you play: close the page and it is there when you come back.": "Die Partie wird beim Spielen in diesem Browser gespeichert: Schließ die Seite, und sie ist noch da, wenn du wiederkommst.",
    "puts the whole game in a link;": "legt die ganze Partie in einen Link;",
    "also copies or downloads its record, and": "kopiert ihr Protokoll auch oder lädt es herunter, und",
    "opens a record, a position or a link. To play a friend far away, start a": "öffnet ein Protokoll, eine Stellung oder einen Link. Um mit jemandem in der Ferne zu spielen, starte ein",
    '"by link" and send each other your moves. Tap a move in the list, or press ← and → (Shift+← → while on the board), to see the game as it was;': "„per Link“ und schickt euch eure Züge. Tippe auf einen Zug in der Liste oder drücke ← und → (Umschalt+← → auf dem Brett), um die Partie zu sehen, wie sie war;",
    "goes on from there.": "spielt von dort aus weiter.",
    "Paste a game record, a position or a game link:": "Füge ein Partieprotokoll, eine Stellung oder einen Partielink ein:",
    "1. c3 b2 2. c3-b2 … or e1=rw,c3=w,b4=wwr,e4=wr w 15/17 0/0 -": "1. c3 b2 2. c3-b2 …   oder   e1=rw,c3=w,b4=wwr,e4=wr w 15/17 0/0 -",
    "Mixtour is a game by Dieter Stein. This page is all Python: MicroPython runs the table, Pyodide runs the computer player in the background.": "Mixtour ist ein Spiel von Dieter Stein. Diese Seite ist ganz in Python: MicroPython betreibt den Spieltisch, Pyodide den Computergegner im Hintergrund.",
    "Kitty Stack Tower, a stacking game for 2 to 4 players on a hexagonal board, against the computer or friends in your browser. Plays offline.": "Kitty Stack Tower, ein Stapelspiel für 2 bis 4 Personen auf einem sechseckigen Brett, gegen den Computer oder Freunde im Browser. Spielt offline.",
    "New to Kitty Stack Tower? A guided first game shows its actions on the board, step by step.": "Neu bei Kitty Stack Tower? Eine geführte erste Partie zeigt seine Aktionen auf dem Brett, Schritt für Schritt.",
    "Objective Cards": "Zielkarten",
    "Your action": "Deine Aktion",
    "Two (Red and Yellow)": "Zwei (Rot und Gelb)",
    "Three (and Blue)": "Drei (dazu Blau)",
    "Four (and Green, on the side-6 board)": "Vier (dazu Grün, auf dem Brett mit Seitenlänge 6)",
    "Who plays each colour (Red moves first)": "Wer spielt welche Farbe (Rot beginnt)",
    "Yellow": "Gelb",
    "Green": "Grün",
    "Plays at once, looks little ahead: at most 0.2 seconds a move.": "Spielt sofort, schaut kaum voraus: höchstens 0,2 Sekunden pro Zug.",
    "Looks a little further: at most 0.4 seconds a move.": "Schaut ein wenig weiter: höchstens 0,4 Sekunden pro Zug.",
    "Weighs each move against the replies to it: at most 1 second a move.": "Wägt jeden Zug gegen die Antworten darauf ab: höchstens 1 Sekunde pro Zug.",
    "Setup": "Aufbau",
    "The players place their pieces, one at a time": "Alle setzen ihre Steine ein, einen nach dem anderen",
    "At random: play at once": "Zufällig: sofort losspielen",
    "Objective Cards: each player holds two hidden cards that score extra points": "Zielkarten: Jede Person hält zwei verdeckte Karten, die Extrapunkte bringen",
    "Board": "Brett",
    "The usual for the players (side 5; side 6 for four)": "Das Übliche für die Personenzahl (Seitenlänge 5; 6 bei vieren)",
    "Side 5 (61 cells)": "Seitenlänge 5 (61 Felder)",
    "Side 6 (91 cells)": "Seitenlänge 6 (91 Felder)",
    "How to play Kitty Stack Tower": "So spielt man Kitty Stack Tower",
    "2, 3 or 4 players play Red, Yellow, Blue and Green, in that order, with 15 pieces each, on a hexagon of hexagonal cells (side 5; side 6 for four). Its rows are lettered from a at the bottom, and the cells of each row numbered from the left. First every piece is placed, one at a time, on an empty cell (or all at random). You own a stack when its top piece is yours. On your turn you make one action with one of your stacks, or pass:": "2, 3 oder 4 Personen spielen Rot, Gelb, Blau und Grün, in dieser Reihenfolge, mit je 15 Steinen, auf einem Sechseck aus sechseckigen Feldern (Seitenlänge 5; 6 bei vieren). Die Reihen sind mit Buchstaben bezeichnet, unten beginnend mit a, die Felder jeder Reihe von links nummeriert. Zuerst wird jeder Stein eingesetzt, einer nach dem anderen, auf ein leeres Feld (oder alle zufällig). Ein Stapel gehört dir, wenn sein oberster Stein dir gehört. In deinem Zug führst du mit einem deiner Stapel eine Aktion aus, oder du passt:",
    "Stack": "Stapeln",
    "(S): put it whole onto an adjacent stack no higher than it.": "(S): Setze ihn als Ganzes auf einen benachbarten Stapel, der nicht höher ist.",
    "Flip": "Umdrehen",
    "(F): at least 2 high, jump over an adjacent stack at least as high to the empty cell beyond it on the same line; the jumped stack turns upside down.": "(F): Mindestens 2 hoch, springt er über einen benachbarten, mindestens ebenso hohen Stapel auf das leere Feld dahinter auf derselben Linie; der übersprungene Stapel wird auf den Kopf gestellt.",
    "Disassemble": "Zerlegen",
    "(D): next to a stack you do not own that holds a piece of yours, if your pieces in your stack outnumber the others' pieces there, take everything above your highest piece in it and put it under your stack.": "(D): Neben einem fremden Stapel, der einen Stein von dir enthält: Hat dein Stapel mehr Steine deiner Farbe, als dort Steine der anderen liegen, nimm alles über deinem höchsten Stein darin und lege es unter deinen Stapel.",
    "The game ends when every player passes in one round, when nobody can act, or when a position comes a third time. Your score is the number of pieces in the stacks you own; ties go to more pieces of your own colour in them, then the win is shared.": "Die Partie endet, wenn in einer Runde alle passen, wenn niemand mehr eine Aktion hat oder wenn eine Stellung zum dritten Mal auftritt. Deine Punktzahl ist die Zahl der Steine in deinen Stapeln; bei Gleichstand entscheiden die Steine der eigenen Farbe darin, danach wird der Sieg geteilt.",
    "Picking a stack.": "Einen Stapel wählen.",
    "Red picks its 3-high stack on c4. S marks the stacks it may go onto, F those it may flip (the rings: where it would land), D the one it may disassemble.": "Rot wählt seinen 3 hohen Stapel auf c4. S markiert die Stapel, auf die er ziehen darf, F die, die er umdrehen darf (die Ringe: wo er landen würde), D den, den er zerlegen darf.",
    "After the flip c4^b4.": "Nach dem Umdrehen c4^b4.",
    "Red jumped over b4, which turned upside down: its bottom piece, Red's, is now on top.": "Rot ist über b4 gesprungen, und b4 wurde auf den Kopf gestellt: Sein unterster Stein, ein roter, liegt jetzt oben.",
    "After the disassembly c4&lt;d4.": "Nach dem Zerlegen c4&lt;d4.",
    "The Yellow pieces above Red's piece in d4 went, in order, under Red's stack.": "Die gelben Steine über dem roten Stein in d4 kamen in ihrer Reihenfolge unter den roten Stapel.",
    "Objective Cards (3 or 4 players)": "Zielkarten (3 oder 4 Personen)",
    "With three or four players each player is dealt two of these ten cards, hidden from the others; the rest stay face down. Your cards show on your player card (tap one for its rule and its points so far); a card that scores during play is revealed to everyone, and at the end every card is shown. In your turn, before your action, you may claim with Monochromatic Frenzy, play Forced Exchange, or propose an exchange (once a game each, and the other player may say no): the buttons under the status line offer what you may do now. A Continuous Stacking chain is chosen on the board: pick your stack, then tap the last stack of the chain (marked C). R and T discs on a piece are Rainbow and Twist tokens.": "Zu dritt oder zu viert erhält jede Person zwei dieser zehn Karten, verdeckt vor den anderen; die übrigen bleiben verdeckt. Deine Karten stehen auf deiner Spielerkarte (tippe auf eine für ihre Regel und ihre bisherigen Punkte); eine Karte, die während des Spiels punktet, wird für alle aufgedeckt, und am Ende werden alle Karten gezeigt. In deinem Zug darfst du vor deiner Aktion mit Ton in Ton einlösen, Zwangstausch spielen oder einen Tausch vorschlagen (je einmal pro Partie, und die andere Person darf ablehnen): Die Knöpfe unter der Statuszeile bieten an, was du gerade tun darfst. Eine Stapelkette wird auf dem Brett gewählt: Wähle deinen Stapel, dann tippe auf den letzten Stapel der Kette (mit C markiert). Scheiben mit R und T auf einem Stein sind Regenbogen- und Wendemarker.",
    "A chain.": "Eine Kette.",
    "Red holds Continuous Stacking and picks c2: S on c3 is the plain stack; C on c4 and c5 end chains over the stacks topped with yellow and no higher than Red's 3. c6, 4 high, stops the line. The chain to c5 scores 2.": "Rot hält Stapelkette und wählt c2: S auf c3 ist das einfache Stapeln; C auf c4 und c5 beenden Ketten über die Stapel mit gelbem Stein oben, die nicht höher sind als Rots 3. c6, 4 hoch, beendet die Linie. Die Kette bis c5 bringt 2 Punkte.",
    "Try each action on the board, step by step.": "Probiere jede Aktion auf dem Brett aus, Schritt für Schritt.",
    "Tap an empty cell to place; a stack of yours to pick it, then a marked target, or drag it there. Pieces are bands (Red plain ●, Yellow striped ▲, Blue dotted ■, Green hatched ◆). With a keyboard, the arrow keys move over the board, Enter or Space acts, S, F or D chooses when several actions are offered, P passes and Esc puts the stack down.": "Tippe auf ein leeres Feld, um einzusetzen; auf einen deiner Stapel, um ihn zu wählen, dann auf ein markiertes Ziel, oder ziehe ihn dorthin. Steine sind Bänder (Rot einfarbig ●, Gelb gestreift ▲, Blau gepunktet ■, Grün schraffiert ◆). Mit der Tastatur bewegen die Pfeiltasten über das Brett, Enter oder Leertaste führen aus, S, F oder D wählt, wenn mehrere Aktionen möglich sind, P passt und Esc legt den Stapel zurück.",
    "The game is saved in this browser as you play.": "Die Partie wird beim Spielen in diesem Browser gespeichert.",
    "puts the whole game in a link: to play friends far away, start a": "legt die ganze Partie in einen Link: Um mit Freunden in der Ferne zu spielen, starte ein",
    "with a friend at their colours and send the link round.": "mit Freunden auf ihren Farben und schickt den Link reihum.",
    "copies or downloads its record, and": "kopiert ihr Protokoll oder lädt es herunter, und",
    "opens a record or a link. Tap a move in the list, or press ← and →, to see the game as it was;": "öffnet ein Protokoll oder einen Link. Tippe auf einen Zug in der Liste oder drücke ← und →, um die Partie zu sehen, wie sie war;",
    "Paste a game record or a game link:": "Füge ein Partieprotokoll oder einen Partielink ein:",
    'Kitty Stack Tower follows the design study "Kitty Stack Tower"; the choices this site made are in docs/kitty-rules.md. All Python: MicroPython runs this page, Pyodide the computer players in the background.': "Kitty Stack Tower folgt der Designstudie „Kitty Stack Tower“; die Entscheidungen dieser Seite stehen in docs/kitty-regeln.md. Ganz in Python: MicroPython betreibt diese Seite, Pyodide die Computergegner im Hintergrund.",
    "[Game &quot;Kitty Stack Tower&quot;] [Players &quot;2&quot;] … or https://…/kitty.html#k=1&amp;n=2…": "[Game &quot;Kitty Stack Tower&quot;] [Players &quot;2&quot;] …   oder   https://…/kitty.de.html#k=1&amp;n=2…",
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
    "Holding {held}: they can go onto {targets}.": "Du hältst {held}; Ziele: {targets}.",
    "Holding {held}: they cannot move anywhere now.": "Du hältst {held}; gerade gibt es kein Ziel.",
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
    "A stack of five or more leaves the board at once and its top piece's owner scores. Move the whole stack of 4 from b2 onto c3 to build five with White on top.": "Ein Turm aus fünf oder mehr Steinen kommt sofort vom Brett, und der Besitzer des obersten Steins bekommt einen Punkt. Zieh den ganzen Turm aus 4 Steinen von b2 auf c3, um fünf mit Weiß oben zu bauen.",
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
