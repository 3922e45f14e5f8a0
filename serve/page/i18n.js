// The page's own words in every language books print in. English is the
// key; a word a table lacks shows in English. Plain names for the
// library's grid kinds, algorithms and puzzle kinds live here too.
"use strict";

const pageText = {
  es: {
    "The maze keeps its largest piece: %d of these %d cells.": "El laberinto conserva su pieza más grande: %d de estas %d casillas.",
    "Your own picture": "Tu propio dibujo", "Choose a picture (PNG or JPEG)": "Elige una imagen (PNG o JPEG)", "Make it into": "Convertirlo en", "a hidden-picture maze": "un laberinto con dibujo oculto", "the shape of the maze": "la forma del laberinto", "Find light and dark by itself": "Distinguir claro y oscuro automáticamente", "Darkness from which a cell is dark": "Oscuridad a partir de la cual una casilla es oscura", "Remove the picture": "Quitar la imagen", "PNG key": "PNG con solución", "from the picture": "según la imagen", "The cells the picture gives: %d by %d, %d dark": "Las casillas que da la imagen: %d por %d, %d oscuras", "%d × %d cells, %d dark, from darkness %s (found for this picture).": "%d × %d casillas, %d oscuras, desde la oscuridad %s (hallada para esta imagen).", "%d × %d cells, %d dark, from darkness %s.": "%d × %d casillas, %d oscuras, desde la oscuridad %s.", "This looks like a photo: a picture maze needs a drawing with clear dark parts. It can still give the maze its shape.": "Parece una foto: un laberinto con dibujo necesita un dibujo con partes oscuras claras. Aún puede dar su forma al laberinto.", "Maze in the shape of your picture": "Laberinto con la forma de tu imagen", "This file is not a PNG or JPEG picture: choose a .png or .jpg file.": "Este archivo no es una imagen PNG o JPEG: elige un archivo .png o .jpg.", "This picture file is damaged: save it again and choose it.": "Este archivo de imagen está dañado: guárdalo de nuevo y elígelo.", "Choose a picture first.": "Primero elige una imagen.", "This file is too big: at most %s. Save the picture smaller, for example as a JPEG.": "Este archivo es demasiado grande: como máximo %s. Guarda la imagen más pequeña, por ejemplo como JPEG.", "This picture has too many pixels (%s): %s pixels or fewer works.": "Esta imagen tiene demasiados píxeles (%s): con %s píxeles o menos funciona.", "This picture is too small (%s pixels): %s pixels or more works.": "Esta imagen es demasiado pequeña (%s píxeles): con %s píxeles o más funciona.", "This picture is like a photo, with no clear light and dark: choose a drawing, or make it the shape of the maze.": "Esta imagen es como una foto, sin claros y oscuros nítidos: elige un dibujo, o úsala como forma del laberinto.", "No dark part at this darkness: set a lower darkness, or choose a dark drawing on a light ground.": "Ninguna parte oscura con esta oscuridad: pon una oscuridad menor, o elige un dibujo oscuro sobre fondo claro.", "Too small for this picture: a size of %s cells works.": "Demasiado pequeño para esta imagen: un tamaño de %s casillas funciona.", "A maze's way cannot draw this picture well: choose a drawing with thick dark parts, or make it the shape of the maze.": "El camino de un laberinto no puede dibujar bien esta imagen: elige un dibujo con partes oscuras gruesas, o úsala como forma del laberinto.", "A picture's shape cuts only squares, hexagons or triangles: choose one of them.": "La forma de una imagen solo recorta cuadrados, hexágonos o triángulos: elige uno de ellos.", "Want a size from 4x4 to %sx%s cells.": "Escribe un tamaño de 4x4 a %sx%s casillas.", "This picture cannot be used: choose another.": "Esta imagen no se puede usar: elige otra.",
    "Maze Worksheet": "Ficha de laberintos", "My Maze Book": "Mi libro de laberintos",
    "Hexagon-shaped board: its radius (instead of width x height)": "Tablero hexagonal: su radio (en vez de ancho x alto)", "Flat-topped hexagons": "Hexágonos con el lado plano arriba", "Join the sides": "Unir los lados", "Shape to cut out": "Forma a recortar", "Letters to cut out": "Letras a recortar", "Cells to cut from": "Casillas a recortar", "Number of cells": "Número de casillas", "How the cells are placed": "Cómo se colocan las casillas", "PDF": "PDF",
    "What to make": "Qué hacer", "Single maze": "Un laberinto", "Number maze": "Laberinto de números",
    "Letter maze": "Laberinto de letras", "Classroom handout": "Fichas para la clase", "Book": "Libro",
    "Language": "Idioma", "Options": "Opciones", "Preview": "Vista previa",
    "Shape": "Forma", "Size (width x height)": "Tamaño (ancho x alto)", "Age": "Edad", "(any)": "(cualquiera)",
    "Paper": "Papel", "just the maze": "solo el laberinto", "Title": "Título", "Show the solution": "Mostrar la solución",
    "More options": "Más opciones", "Maze style": "Estilo de laberinto", "Loops": "Bucles",
    "Entrance and exit": "Entrada y salida", "Marks at the entrance and exit": "Marcas en la entrada y la salida",
    "none": "ninguna", "arrows": "flechas", "Start and Finish": "Inicio y Meta", "Large print": "Letra grande",
    "Wall colour": "Color de las paredes", "Background": "Fondo", "Wall width (share of a cell)": "Grosor de pared (parte de una casilla)",
    "Shading": "Sombreado", "distance from the entrance": "distancia desde la entrada", "Shading colours": "Colores del sombreado",
    "Solution colour": "Color de la solución", "Maze number": "Número del laberinto", "New maze": "Otro laberinto",
    "Download:": "Descargar:", "Count": "Contar", "No colour (for colouring in)": "Sin color (para colorear)",
    "Cells on the way through": "Casillas del camino", "PDF key": "PDF con solución",
    "Word or name to spell (empty: the alphabet)": "Palabra o nombre a deletrear (vacío: el alfabeto)",
    "Copies (sheets, each different)": "Copias (hojas, todas distintas)", "Mazes per sheet": "Laberintos por hoja",
    "(use the difficulty)": "(según la dificultad)", "Difficulty": "Dificultad", "easy": "fácil", "medium": "media", "hard": "difícil",
    "Pictures at start and finish": "Dibujos al inicio y al final", "(none)": "(ninguno)", "Name and date line": "Línea para nombre y fecha",
    "Teacher's answer key at the back": "Soluciones para el docente al final", "Handout number": "Número de la ficha",
    "New mazes": "Otros laberintos", "PDF with key": "PDF con soluciones", "settings file (YAML)": "archivo de ajustes (YAML)",
    "Author": "Autor", "Answer key": "Soluciones", "Sections": "Secciones", "Add section": "Añadir sección",
    "Bleed (for print-on-demand)": "Sangrado (para impresión bajo demanda)", "Book number": "Número del libro",
    "New puzzles": "Otros pasatiempos", "Puzzle": "Pasatiempo", "How many": "Cuántos", "Size or range": "Tamaño o rango",
    "Per page": "Por página", "Move up": "Subir", "Move down": "Bajar", "Remove": "Quitar",
    "Section %d": "Sección %d",
    "Share this exact result:": "Compartir este resultado exacto:", "Print": "Imprimir",
    "‹ Previous page": "‹ Página anterior", "Next page ›": "Página siguiente ›", "Page %d of %d": "Página %d de %d",
    "small": "pequeño", "large": "grande", "very large": "muy grande",
    "%d pages, %d puzzles.": "%d páginas, %d pasatiempos.", "Ready to print.": "Listo para imprimir.",
    "Checking…": "Comprobando…", "Print problems: %d.": "Problemas de impresión: %d.",
    "For a bound book (print-on-demand): %s": "Para un libro encuadernado (impresión bajo demanda): %s",
    "Preview of the maze": "Vista previa del laberinto", "Preview of a handout sheet": "Vista previa de una hoja",
    "Preview of a page of the book": "Vista previa de una página del libro", "Handout, page %d of %d, as printed": "Ficha, página %d de %d, tal como se imprime",
    "Book, page %d of %d, as printed": "Libro, página %d de %d, tal como se imprime", "as printed": "tal como se imprime",
    "Cannot reach the mazekit server: is it still running?": "No se puede contactar con el servidor de mazekit: ¿sigue en marcha?",
    "The server did not answer: %s": "El servidor no respondió: %s",
    "Write the size as width x height, for example 20x15.": "Escribe el tamaño como ancho x alto, por ejemplo 20x15.",
    "Too big: ask for fewer cells.": "Demasiado grande: pide menos casillas.",
    "This would take too long: make it squarer or smaller, or choose another maze style.": "Tardaría demasiado: hazlo más cuadrado o más pequeño, o elige otro estilo.",
    "Want a whole number.": "Escribe un número entero.", "Section %d: %s": "Sección %d: %s",
    "Squares": "Cuadrados", "Hexagons": "Hexágonos", "Triangles": "Triángulos", "Circle": "Círculo",
    "Cut to a shape": "Recortado con una forma", "Random cells": "Casillas al azar", "Seamless tile of squares": "Mosaico continuo de cuadrados",
    "Seamless tile of hexagons": "Mosaico continuo de hexágonos", "Rings": "Anillos",
    "Balanced (recommended)": "Equilibrado (recomendado)", "Long winding paths": "Caminos largos y sinuosos",
    "Many short dead ends": "Muchos callejones cortos", "Straight corridors": "Pasillos rectos", "Easiest": "El más fácil",
    "Maze": "Laberinto", "Trap the cat": "Atrapa al gato", "Picture maze": "Laberinto con dibujo", "(an ordinary maze)": "(un laberinto normal)", "(every picture in turn)": "(cada dibujo por turnos)", "Picture": "Dibujo", "(all, in turn)": "(todos, por turnos)", "Labyrinth (one path)": "Laberinto de un camino",
    "count 1, 2, 3": "contar 1, 2, 3", "by 2s": "de 2 en 2", "by 5s": "de 5 en 5", "by 10s": "de 10 en 10", "even numbers": "números pares", "odd numbers": "números impares",
  },
  fr: {
    "The maze keeps its largest piece: %d of these %d cells.": "Le labyrinthe garde son plus grand morceau : %d de ces %d cases.",
    "Your own picture": "Votre propre image", "Choose a picture (PNG or JPEG)": "Choisissez une image (PNG ou JPEG)", "Make it into": "En faire", "a hidden-picture maze": "un labyrinthe à dessin caché", "the shape of the maze": "la forme du labyrinthe", "Find light and dark by itself": "Trouver le clair et le sombre tout seul", "Darkness from which a cell is dark": "Noirceur à partir de laquelle une case est sombre", "Remove the picture": "Retirer l'image", "PNG key": "PNG corrigé", "from the picture": "d'après l'image", "The cells the picture gives: %d by %d, %d dark": "Les cases que donne l'image : %d sur %d, %d sombres", "%d × %d cells, %d dark, from darkness %s (found for this picture).": "%d × %d cases, %d sombres, à partir de la noirceur %s (trouvée pour cette image).", "%d × %d cells, %d dark, from darkness %s.": "%d × %d cases, %d sombres, à partir de la noirceur %s.", "This looks like a photo: a picture maze needs a drawing with clear dark parts. It can still give the maze its shape.": "On dirait une photo : un labyrinthe à dessin demande un dessin aux parties sombres nettes. Elle peut encore donner sa forme au labyrinthe.", "Maze in the shape of your picture": "Labyrinthe en forme de votre image", "This file is not a PNG or JPEG picture: choose a .png or .jpg file.": "Ce fichier n'est pas une image PNG ou JPEG : choisissez un fichier .png ou .jpg.", "This picture file is damaged: save it again and choose it.": "Ce fichier d'image est abîmé : enregistrez-le de nouveau et choisissez-le.", "Choose a picture first.": "Choisissez d'abord une image.", "This file is too big: at most %s. Save the picture smaller, for example as a JPEG.": "Ce fichier est trop gros : au plus %s. Enregistrez l'image plus petite, par exemple en JPEG.", "This picture has too many pixels (%s): %s pixels or fewer works.": "Cette image a trop de pixels (%s) : %s pixels ou moins conviennent.", "This picture is too small (%s pixels): %s pixels or more works.": "Cette image est trop petite (%s pixels) : %s pixels ou plus conviennent.", "This picture is like a photo, with no clear light and dark: choose a drawing, or make it the shape of the maze.": "Cette image est comme une photo, sans clair et sombre nets : choisissez un dessin, ou faites-en la forme du labyrinthe.", "No dark part at this darkness: set a lower darkness, or choose a dark drawing on a light ground.": "Aucune partie sombre à cette noirceur : réglez une noirceur plus basse, ou choisissez un dessin sombre sur fond clair.", "Too small for this picture: a size of %s cells works.": "Trop petit pour cette image : une taille de %s cases convient.", "A maze's way cannot draw this picture well: choose a drawing with thick dark parts, or make it the shape of the maze.": "Le chemin d'un labyrinthe ne peut pas bien dessiner cette image : choisissez un dessin aux parties sombres épaisses, ou faites-en la forme du labyrinthe.", "A picture's shape cuts only squares, hexagons or triangles: choose one of them.": "La forme d'une image ne découpe que des carrés, des hexagones ou des triangles : choisissez-en un.", "Want a size from 4x4 to %sx%s cells.": "Indiquez une taille de 4x4 à %sx%s cases.", "This picture cannot be used: choose another.": "Cette image ne peut pas servir : choisissez-en une autre.",
    "Maze Worksheet": "Fiche de labyrinthes", "My Maze Book": "Mon livre de labyrinthes",
    "Hexagon-shaped board: its radius (instead of width x height)": "Plateau hexagonal : son rayon (au lieu de largeur x hauteur)", "Flat-topped hexagons": "Hexagones à sommet plat", "Join the sides": "Joindre les côtés", "Shape to cut out": "Forme à découper", "Letters to cut out": "Lettres à découper", "Cells to cut from": "Cases à découper", "Number of cells": "Nombre de cases", "How the cells are placed": "Disposition des cases", "PDF": "PDF",
    "What to make": "Que faire", "Single maze": "Un labyrinthe", "Number maze": "Labyrinthe de nombres",
    "Letter maze": "Labyrinthe de lettres", "Classroom handout": "Fiches pour la classe", "Book": "Livre",
    "Language": "Langue", "Options": "Options", "Preview": "Aperçu",
    "Shape": "Forme", "Size (width x height)": "Taille (largeur x hauteur)", "Age": "Âge", "(any)": "(tous)",
    "Paper": "Papier", "just the maze": "le labyrinthe seul", "Title": "Titre", "Show the solution": "Montrer la solution",
    "More options": "Plus d'options", "Maze style": "Style de labyrinthe", "Loops": "Boucles",
    "Entrance and exit": "Entrée et sortie", "Marks at the entrance and exit": "Repères à l'entrée et à la sortie",
    "none": "aucun", "arrows": "flèches", "Start and Finish": "Départ et Arrivée", "Large print": "Gros caractères",
    "Wall colour": "Couleur des murs", "Background": "Fond", "Wall width (share of a cell)": "Épaisseur des murs (part d'une case)",
    "Shading": "Ombrage", "distance from the entrance": "distance depuis l'entrée", "Shading colours": "Couleurs de l'ombrage",
    "Solution colour": "Couleur de la solution", "Maze number": "Numéro du labyrinthe", "New maze": "Un autre labyrinthe",
    "Download:": "Télécharger :", "Count": "Compter", "No colour (for colouring in)": "Sans couleur (à colorier)",
    "Cells on the way through": "Cases du chemin", "PDF key": "PDF corrigé",
    "Word or name to spell (empty: the alphabet)": "Mot ou prénom à épeler (vide : l'alphabet)",
    "Copies (sheets, each different)": "Copies (feuilles, toutes différentes)", "Mazes per sheet": "Labyrinthes par feuille",
    "(use the difficulty)": "(selon la difficulté)", "Difficulty": "Difficulté", "easy": "facile", "medium": "moyen", "hard": "difficile",
    "Pictures at start and finish": "Images au départ et à l'arrivée", "(none)": "(aucune)", "Name and date line": "Ligne pour le nom et la date",
    "Teacher's answer key at the back": "Corrigé pour l'enseignant à la fin", "Handout number": "Numéro de la fiche",
    "New mazes": "D'autres labyrinthes", "PDF with key": "PDF avec corrigé", "settings file (YAML)": "fichier de réglages (YAML)",
    "Author": "Auteur", "Answer key": "Corrigé", "Sections": "Sections", "Add section": "Ajouter une section",
    "Bleed (for print-on-demand)": "Fond perdu (impression à la demande)", "Book number": "Numéro du livre",
    "New puzzles": "D'autres jeux", "Puzzle": "Jeu", "How many": "Combien", "Size or range": "Taille ou plage",
    "Per page": "Par page", "Move up": "Monter", "Move down": "Descendre", "Remove": "Retirer",
    "Section %d": "Section %d",
    "Share this exact result:": "Partager ce résultat exact :", "Print": "Imprimer",
    "‹ Previous page": "‹ Page précédente", "Next page ›": "Page suivante ›", "Page %d of %d": "Page %d sur %d",
    "small": "petit", "large": "grand", "very large": "très grand",
    "%d pages, %d puzzles.": "%d pages, %d jeux.", "Ready to print.": "Prêt à imprimer.",
    "Checking…": "Vérification…", "Print problems: %d.": "Problèmes d'impression : %d.",
    "For a bound book (print-on-demand): %s": "Pour un livre relié (impression à la demande) : %s",
    "Preview of the maze": "Aperçu du labyrinthe", "Preview of a handout sheet": "Aperçu d'une feuille",
    "Preview of a page of the book": "Aperçu d'une page du livre", "Handout, page %d of %d, as printed": "Fiches, page %d sur %d, telle qu'imprimée",
    "Book, page %d of %d, as printed": "Livre, page %d sur %d, telle qu'imprimée", "as printed": "tel qu'imprimé",
    "Cannot reach the mazekit server: is it still running?": "Impossible de joindre le serveur mazekit : tourne-t-il encore ?",
    "The server did not answer: %s": "Le serveur n'a pas répondu : %s",
    "Write the size as width x height, for example 20x15.": "Écrivez la taille en largeur x hauteur, par exemple 20x15.",
    "Too big: ask for fewer cells.": "Trop grand : demandez moins de cases.",
    "This would take too long: make it squarer or smaller, or choose another maze style.": "Ce serait trop long : rendez-le plus carré ou plus petit, ou choisissez un autre style.",
    "Want a whole number.": "Écrivez un nombre entier.", "Section %d: %s": "Section %d : %s",
    "Squares": "Carrés", "Hexagons": "Hexagones", "Triangles": "Triangles", "Circle": "Cercle",
    "Cut to a shape": "Découpé selon une forme", "Random cells": "Cases au hasard", "Seamless tile of squares": "Motif continu de carrés",
    "Seamless tile of hexagons": "Motif continu d'hexagones", "Rings": "Anneaux",
    "Balanced (recommended)": "Équilibré (conseillé)", "Long winding paths": "Longs chemins sinueux",
    "Many short dead ends": "Beaucoup de courtes impasses", "Straight corridors": "Couloirs droits", "Easiest": "Le plus facile",
    "Maze": "Labyrinthe", "Trap the cat": "Piège le chat", "Picture maze": "Labyrinthe à dessin", "(an ordinary maze)": "(un labyrinthe ordinaire)", "(every picture in turn)": "(chaque dessin à tour de rôle)", "Picture": "Dessin", "(all, in turn)": "(tous, à tour de rôle)", "Labyrinth (one path)": "Labyrinthe à un seul chemin",
    "count 1, 2, 3": "compter 1, 2, 3", "by 2s": "de 2 en 2", "by 5s": "de 5 en 5", "by 10s": "de 10 en 10", "even numbers": "nombres pairs", "odd numbers": "nombres impairs",
  },
  de: {
    "The maze keeps its largest piece: %d of these %d cells.": "Das Labyrinth behält sein größtes Stück: %d dieser %d Felder.",
    "Your own picture": "Dein eigenes Bild", "Choose a picture (PNG or JPEG)": "Wähle ein Bild (PNG oder JPEG)", "Make it into": "Daraus machen", "a hidden-picture maze": "ein Labyrinth mit verstecktem Bild", "the shape of the maze": "die Form des Labyrinths", "Find light and dark by itself": "Hell und dunkel selbst finden", "Darkness from which a cell is dark": "Dunkelheit, ab der ein Feld dunkel ist", "Remove the picture": "Bild entfernen", "PNG key": "PNG mit Lösung", "from the picture": "nach dem Bild", "The cells the picture gives: %d by %d, %d dark": "Die Felder aus dem Bild: %d mal %d, %d dunkel", "%d × %d cells, %d dark, from darkness %s (found for this picture).": "%d × %d Felder, %d dunkel, ab Dunkelheit %s (für dieses Bild gefunden).", "%d × %d cells, %d dark, from darkness %s.": "%d × %d Felder, %d dunkel, ab Dunkelheit %s.", "This looks like a photo: a picture maze needs a drawing with clear dark parts. It can still give the maze its shape.": "Das sieht wie ein Foto aus: Ein Bilderlabyrinth braucht eine Zeichnung mit klaren dunklen Teilen. Es kann dem Labyrinth aber seine Form geben.", "Maze in the shape of your picture": "Labyrinth in der Form deines Bildes", "This file is not a PNG or JPEG picture: choose a .png or .jpg file.": "Diese Datei ist kein PNG- oder JPEG-Bild: Wähle eine .png- oder .jpg-Datei.", "This picture file is damaged: save it again and choose it.": "Diese Bilddatei ist beschädigt: Speichere sie neu und wähle sie.", "Choose a picture first.": "Wähle zuerst ein Bild.", "This file is too big: at most %s. Save the picture smaller, for example as a JPEG.": "Diese Datei ist zu groß: höchstens %s. Speichere das Bild kleiner, zum Beispiel als JPEG.", "This picture has too many pixels (%s): %s pixels or fewer works.": "Dieses Bild hat zu viele Pixel (%s): %s Pixel oder weniger gehen.", "This picture is too small (%s pixels): %s pixels or more works.": "Dieses Bild ist zu klein (%s Pixel): %s Pixel oder mehr gehen.", "This picture is like a photo, with no clear light and dark: choose a drawing, or make it the shape of the maze.": "Dieses Bild ist wie ein Foto, ohne klares Hell und Dunkel: Wähle eine Zeichnung oder mach es zur Form des Labyrinths.", "No dark part at this darkness: set a lower darkness, or choose a dark drawing on a light ground.": "Kein dunkler Teil bei dieser Dunkelheit: Stell eine geringere Dunkelheit ein oder wähle eine dunkle Zeichnung auf hellem Grund.", "Too small for this picture: a size of %s cells works.": "Zu klein für dieses Bild: eine Größe von %s Feldern geht.", "A maze's way cannot draw this picture well: choose a drawing with thick dark parts, or make it the shape of the maze.": "Der Weg eines Labyrinths kann dieses Bild nicht gut zeichnen: Wähle eine Zeichnung mit dicken dunklen Teilen oder mach es zur Form des Labyrinths.", "A picture's shape cuts only squares, hexagons or triangles: choose one of them.": "Die Form eines Bildes schneidet nur Quadrate, Sechsecke oder Dreiecke: Wähle eines davon.", "Want a size from 4x4 to %sx%s cells.": "Gib eine Größe von 4x4 bis %sx%s Feldern an.", "This picture cannot be used: choose another.": "Dieses Bild geht nicht: Wähle ein anderes.",
    "Maze Worksheet": "Labyrinth-Arbeitsblatt", "My Maze Book": "Mein Labyrinthbuch",
    "Hexagon-shaped board: its radius (instead of width x height)": "Sechseckiges Brett: sein Radius (statt Breite x Höhe)", "Flat-topped hexagons": "Sechsecke mit flacher Oberseite", "Join the sides": "Seiten verbinden", "Shape to cut out": "Auszuschneidende Form", "Letters to cut out": "Auszuschneidende Buchstaben", "Cells to cut from": "Zellen zum Ausschneiden", "Number of cells": "Anzahl der Zellen", "How the cells are placed": "Anordnung der Zellen", "PDF": "PDF",
    "What to make": "Was erstellen", "Single maze": "Ein Labyrinth", "Number maze": "Zahlenlabyrinth",
    "Letter maze": "Buchstabenlabyrinth", "Classroom handout": "Arbeitsblätter", "Book": "Buch",
    "Language": "Sprache", "Options": "Einstellungen", "Preview": "Vorschau",
    "Shape": "Form", "Size (width x height)": "Größe (Breite x Höhe)", "Age": "Alter", "(any)": "(beliebig)",
    "Paper": "Papier", "just the maze": "nur das Labyrinth", "Title": "Titel", "Show the solution": "Lösung zeigen",
    "More options": "Weitere Einstellungen", "Maze style": "Art des Labyrinths", "Loops": "Schleifen",
    "Entrance and exit": "Eingang und Ausgang", "Marks at the entrance and exit": "Zeichen an Eingang und Ausgang",
    "none": "keine", "arrows": "Pfeile", "Start and Finish": "Start und Ziel", "Large print": "Großdruck",
    "Wall colour": "Wandfarbe", "Background": "Hintergrund", "Wall width (share of a cell)": "Wandstärke (Anteil einer Zelle)",
    "Shading": "Schattierung", "distance from the entrance": "Abstand vom Eingang", "Shading colours": "Farben der Schattierung",
    "Solution colour": "Farbe der Lösung", "Maze number": "Labyrinth-Nummer", "New maze": "Neues Labyrinth",
    "Download:": "Herunterladen:", "Count": "Zählen", "No colour (for colouring in)": "Ohne Farbe (zum Ausmalen)",
    "Cells on the way through": "Felder auf dem Weg", "PDF key": "PDF mit Lösung",
    "Word or name to spell (empty: the alphabet)": "Wort oder Name zum Buchstabieren (leer: das Alphabet)",
    "Copies (sheets, each different)": "Kopien (Blätter, alle verschieden)", "Mazes per sheet": "Labyrinthe pro Blatt",
    "(use the difficulty)": "(nach Schwierigkeit)", "Difficulty": "Schwierigkeit", "easy": "leicht", "medium": "mittel", "hard": "schwer",
    "Pictures at start and finish": "Bilder an Start und Ziel", "(none)": "(keine)", "Name and date line": "Zeile für Name und Datum",
    "Teacher's answer key at the back": "Lösungen für die Lehrkraft am Ende", "Handout number": "Nummer der Blätter",
    "New mazes": "Neue Labyrinthe", "PDF with key": "PDF mit Lösungen", "settings file (YAML)": "Einstellungsdatei (YAML)",
    "Author": "Autor", "Answer key": "Lösungen", "Sections": "Abschnitte", "Add section": "Abschnitt hinzufügen",
    "Bleed (for print-on-demand)": "Anschnitt (für Druck auf Bestellung)", "Book number": "Buchnummer",
    "New puzzles": "Neue Rätsel", "Puzzle": "Rätsel", "How many": "Wie viele", "Size or range": "Größe oder Bereich",
    "Per page": "Pro Seite", "Move up": "Nach oben", "Move down": "Nach unten", "Remove": "Entfernen",
    "Section %d": "Abschnitt %d",
    "Share this exact result:": "Genau dieses Ergebnis teilen:", "Print": "Drucken",
    "‹ Previous page": "‹ Vorige Seite", "Next page ›": "Nächste Seite ›", "Page %d of %d": "Seite %d von %d",
    "small": "klein", "large": "groß", "very large": "sehr groß",
    "%d pages, %d puzzles.": "%d Seiten, %d Rätsel.", "Ready to print.": "Bereit zum Drucken.",
    "Checking…": "Prüfe…", "Print problems: %d.": "Druckprobleme: %d.",
    "For a bound book (print-on-demand): %s": "Für ein gebundenes Buch (Druck auf Bestellung): %s",
    "Preview of the maze": "Vorschau des Labyrinths", "Preview of a handout sheet": "Vorschau eines Arbeitsblatts",
    "Preview of a page of the book": "Vorschau einer Buchseite", "Handout, page %d of %d, as printed": "Arbeitsblätter, Seite %d von %d, wie gedruckt",
    "Book, page %d of %d, as printed": "Buch, Seite %d von %d, wie gedruckt", "as printed": "wie gedruckt",
    "Cannot reach the mazekit server: is it still running?": "Der mazekit-Server ist nicht erreichbar: Läuft er noch?",
    "The server did not answer: %s": "Der Server hat nicht geantwortet: %s",
    "Write the size as width x height, for example 20x15.": "Größe als Breite x Höhe angeben, zum Beispiel 20x15.",
    "Too big: ask for fewer cells.": "Zu groß: weniger Felder wählen.",
    "This would take too long: make it squarer or smaller, or choose another maze style.": "Das würde zu lange dauern: quadratischer oder kleiner machen oder eine andere Art wählen.",
    "Want a whole number.": "Bitte eine ganze Zahl eingeben.", "Section %d: %s": "Abschnitt %d: %s",
    "Squares": "Quadrate", "Hexagons": "Sechsecke", "Triangles": "Dreiecke", "Circle": "Kreis",
    "Cut to a shape": "Als Form ausgeschnitten", "Random cells": "Zufällige Zellen", "Seamless tile of squares": "Nahtlose Kachel aus Quadraten",
    "Seamless tile of hexagons": "Nahtlose Kachel aus Sechsecken", "Rings": "Ringe",
    "Balanced (recommended)": "Ausgewogen (empfohlen)", "Long winding paths": "Lange, gewundene Wege",
    "Many short dead ends": "Viele kurze Sackgassen", "Straight corridors": "Gerade Gänge", "Easiest": "Am leichtesten",
    "Maze": "Labyrinth", "Trap the cat": "Fang die Katze", "Picture maze": "Bilderlabyrinth", "(an ordinary maze)": "(ein gewöhnliches Labyrinth)", "(every picture in turn)": "(jedes Bild der Reihe nach)", "Picture": "Bild", "(all, in turn)": "(alle, der Reihe nach)", "Labyrinth (one path)": "Labyrinth mit einem Weg",
    "count 1, 2, 3": "zählen 1, 2, 3", "by 2s": "in Zweierschritten", "by 5s": "in Fünferschritten", "by 10s": "in Zehnerschritten", "even numbers": "gerade Zahlen", "odd numbers": "ungerade Zahlen",
  },
};

// What the page says about large print and the server's refusals.
Object.assign(pageText.es, {
  "The fonts cannot draw these characters: %s. Use Latin, Greek or Cyrillic letters.": "Las fuentes no pueden dibujar estos caracteres: %s. Usa letras latinas, griegas o cirílicas.",
  "Loading the maze maker…": "Cargando el creador de laberintos…",
  "Loading…": "Cargando…",
  "Working…": "Trabajando…",
  "Working": "Trabajando",
  "Cancel": "Cancelar",
  "Cancelled: change an option to try again.": "Cancelado: cambia una opción para volver a intentarlo.",
  "%d pages: a bound book needs at least %d.": "%d páginas: un libro encuadernado necesita al menos %d.",
  "%d puzzles a page would be too small to print: %d a page instead.": "%d pasatiempos por página serían demasiado pequeños para imprimir: %d por página en su lugar.",
  "Large print fits one maze a sheet on this paper and shape.": "Con letra grande cabe un laberinto por hoja con este papel y esta forma.",
  "Large print does not fit this shape on this paper: choose a bigger paper or another shape.": "La letra grande no cabe con esta forma en este papel: elige un papel más grande u otra forma.",
  "Large print fits at most %d mazes a sheet on this paper and shape.": "Con letra grande caben como mucho %d laberintos por hoja con este papel y esta forma.",
  "Too many mazes: at most %d in all.": "Demasiados laberintos: como mucho %d en total.",
  "Too small to print at these settings: choose fewer mazes per sheet, an easier difficulty or a bigger paper.": "Demasiado pequeño para imprimir así: elige menos laberintos por hoja, una dificultad más fácil o un papel más grande.",
  "Want a number from %d to %d.": "Escribe un número de %d a %d.",
  "Too long: write less.": "Demasiado largo: escribe menos.",
  "The computer is busy or this is too much at once: try again, or ask for less.": "El ordenador está ocupado o es demasiado a la vez: inténtalo de nuevo o pide menos.",
  "These settings cannot be made together: change the marked option.": "Estos ajustes no se pueden combinar: cambia la opción marcada.",
  "No preview: change the option marked in red.": "Sin vista previa: cambia la opción marcada en rojo.",
});
Object.assign(pageText.fr, {
  "The fonts cannot draw these characters: %s. Use Latin, Greek or Cyrillic letters.": "Les polices ne savent pas dessiner ces caractères : %s. Utilisez des lettres latines, grecques ou cyrilliques.",
  "Loading the maze maker…": "Chargement du créateur de labyrinthes…",
  "Loading…": "Chargement…",
  "Working…": "Travail en cours…",
  "Working": "Travail en cours",
  "Cancel": "Annuler",
  "Cancelled: change an option to try again.": "Annulé : changez une option pour réessayer.",
  "%d pages: a bound book needs at least %d.": "%d pages : un livre relié en demande au moins %d.",
  "%d puzzles a page would be too small to print: %d a page instead.": "%d jeux par page seraient trop petits pour l’impression : %d par page à la place.",
  "Large print fits one maze a sheet on this paper and shape.": "En gros caractères, un seul labyrinthe par feuille tient avec ce papier et cette forme.",
  "Large print does not fit this shape on this paper: choose a bigger paper or another shape.": "Les gros caractères ne tiennent pas avec cette forme sur ce papier : choisissez un papier plus grand ou une autre forme.",
  "Large print fits at most %d mazes a sheet on this paper and shape.": "En gros caractères, %d labyrinthes par feuille au plus tiennent avec ce papier et cette forme.",
  "Too many mazes: at most %d in all.": "Trop de labyrinthes : %d au plus en tout.",
  "Too small to print at these settings: choose fewer mazes per sheet, an easier difficulty or a bigger paper.": "Trop petit pour être imprimé ainsi : choisissez moins de labyrinthes par feuille, une difficulté plus facile ou un papier plus grand.",
  "Want a number from %d to %d.": "Indiquez un nombre de %d à %d.",
  "Too long: write less.": "Trop long : écrivez moins.",
  "The computer is busy or this is too much at once: try again, or ask for less.": "L’ordinateur est occupé ou c’est trop à la fois : réessayez, ou demandez moins.",
  "These settings cannot be made together: change the marked option.": "Ces réglages ne vont pas ensemble : changez l’option signalée.",
  "No preview: change the option marked in red.": "Pas d’aperçu : changez l’option signalée en rouge.",
});
Object.assign(pageText.de, {
  "The fonts cannot draw these characters: %s. Use Latin, Greek or Cyrillic letters.": "Die Schriften können diese Zeichen nicht zeichnen: %s. Verwende lateinische, griechische oder kyrillische Buchstaben.",
  "Loading the maze maker…": "Der Labyrinth-Macher lädt…",
  "Loading…": "Lädt…",
  "Working…": "In Arbeit…",
  "Working": "In Arbeit",
  "Cancel": "Abbrechen",
  "Cancelled: change an option to try again.": "Abgebrochen: ändere eine Option, um es erneut zu versuchen.",
  "%d pages: a bound book needs at least %d.": "%d Seiten: ein gebundenes Buch braucht mindestens %d.",
  "%d puzzles a page would be too small to print: %d a page instead.": "%d Rätsel pro Seite wären zu klein zum Drucken: stattdessen %d pro Seite.",
  "Large print fits one maze a sheet on this paper and shape.": "Im Großdruck passt ein Labyrinth auf ein Blatt dieses Papiers mit dieser Form.",
  "Large print does not fit this shape on this paper: choose a bigger paper or another shape.": "Großdruck passt mit dieser Form nicht auf dieses Papier: wähle ein größeres Papier oder eine andere Form.",
  "Large print fits at most %d mazes a sheet on this paper and shape.": "Im Großdruck passen höchstens %d Labyrinthe auf ein Blatt dieses Papiers mit dieser Form.",
  "Too many mazes: at most %d in all.": "Zu viele Labyrinthe: höchstens %d insgesamt.",
  "Too small to print at these settings: choose fewer mazes per sheet, an easier difficulty or a bigger paper.": "So zu klein zum Drucken: wähle weniger Labyrinthe pro Blatt, eine leichtere Stufe oder ein größeres Papier.",
  "Want a number from %d to %d.": "Gib eine Zahl von %d bis %d ein.",
  "Too long: write less.": "Zu lang: schreibe weniger.",
  "The computer is busy or this is too much at once: try again, or ask for less.": "Der Rechner ist beschäftigt oder es ist zu viel auf einmal: versuche es noch einmal oder verlange weniger.",
  "These settings cannot be made together: change the marked option.": "Diese Einstellungen passen nicht zusammen: ändere die markierte Option.",
  "No preview: change the option marked in red.": "Keine Vorschau: ändere die rot markierte Option.",
});

let lang = "en";

// t translates an English text into the page's language, filling each %d
// or %s with the next argument.
function t(text, ...args) {
  let s = (pageText[lang] && pageText[lang][text]) || text;
  for (const a of args) s = s.replace(/%[ds]/, String(a));
  return s;
}

// pickLanguage is the language of the address (lang=), else the first of
// the browser's languages the page has, else English.
function pickLanguage() {
  const asked = new URLSearchParams(location.search).get("lang");
  if (asked && (asked === "en" || pageText[asked])) return asked;
  for (const l of navigator.languages || [navigator.language || "en"]) {
    const base = l.toLowerCase().split("-")[0];
    if (base === "en" || pageText[base]) return base;
  }
  return "en";
}

// translatePage puts the page's static text in the page's language: an
// element marked data-i18n keeps its English text in that attribute.
function translatePage() {
  document.documentElement.lang = lang;
  for (const el of document.querySelectorAll("[data-i18n]")) {
    if (!el.dataset.i18n) el.dataset.i18n = el.textContent.trim();
    el.textContent = t(el.dataset.i18n);
  }
  for (const el of document.querySelectorAll("[data-i18n-label]")) {
    const label = t(el.dataset.i18nLabel);
    if (el.tagName === "OPTION") el.label = label;
    else el.setAttribute("aria-label", label);
  }
  // A default title still as it came follows the language.
  for (const el of document.querySelectorAll("[data-i18n-value]")) {
    const en = el.dataset.i18nValue;
    const known = [en].concat(Object.values(pageText).map((table) => table[en]).filter(Boolean));
    if (known.includes(el.value)) el.value = t(en);
  }
  for (const tpl of document.querySelectorAll("template")) {
    for (const el of tpl.content.querySelectorAll("[data-i18n]")) {
      if (!el.dataset.i18n) el.dataset.i18n = el.textContent.trim();
      el.textContent = t(el.dataset.i18n);
    }
  }
}

// Plain names for what the library calls by its own names.
const gridNames = {
  rect: "Squares", hex: "Hexagons", tri: "Triangles", polar: "Circle", mask: "Cut to a shape", planar: "Random cells",
  torus: "Seamless tile of squares", hextorus: "Seamless tile of hexagons",
};
const algoNames = {
  wilson: "Balanced (recommended)", dfs: "Long winding paths", prim: "Many short dead ends",
  division: "Straight corridors", "binary-tree": "Easiest",
};
const sectionKindNames = {
  maze: "Maze", "number-maze": "Number maze", "letter-maze": "Letter maze", cat: "Trap the cat", "picture-maze": "Picture maze",
  labyrinth: "Labyrinth (one path)",
};
const sequenceNames = {
  count: "count 1, 2, 3", "count-by-2": "by 2s", "count-by-5": "by 5s", "count-by-10": "by 10s",
  even: "even numbers", odd: "odd numbers",
};
const paramNames = {
  rings: "Rings", radius: "Hexagon-shaped board: its radius (instead of width x height)", flat: "Flat-topped hexagons",
  wrap: "Join the sides", "mask-shape": "Shape to cut out", "mask-text": "Letters to cut out", "mask-base": "Cells to cut from",
  cells: "Number of cells", layout: "How the cells are placed",
};

// plainName is the page's name for a library name in table, or the name.
function plainName(table, name) { return table[name] ? t(table[name]) : name; }

// More of the library's names in plain words: the rest of the grids, the
// algorithms, doors, colours, papers, pictures and the grids' own values.
Object.assign(gridNames, { "3d": "Several floors", cube: "Faces of a cube" });
Object.assign(algoNames, {
  "aldous-broder": "Random walk (unbiased)", eller: "Row by row", "growing-tree": "Growing tree",
  "hunt-and-kill": "Hunt and kill", kruskal: "Joined pieces", "prim-modified": "Branching from the middle",
  "prim-simplified": "Short branches", sidewinder: "Long top corridor",
});
Object.assign(sectionKindNames, { "10print": "Diagonal lines pattern", "maze-ca": "Grown maze pattern", mazectric: "Grown corridors pattern" });
Object.assign(paramNames, { floors: "Floors" });
const doorNames = { auto: "chosen for a long way", farthest: "as far apart as possible", opposite: "on opposite sides", none: "none" };
const paletteNames = {
  forest: "forest", grey: "grey", midnight: "midnight", mint: "mint", neon: "neon", ocean: "ocean", rainbow: "rainbow",
  sunset: "sunset", viridis: "blue to yellow",
};
const paperNames = {
  "6x9": "6 × 9 in", "8.5x11": "8.5 × 11 in", "8x10": "8 × 10 in", a3: "A3", a4: "A4", a5: "A5", legal: "US Legal", letter: "US Letter",
};
const pictureNames = {
  bee: "bee", car: "car", dog: "dog", mouse: "mouse", rocket: "rocket", a: "letter A", apple: "apple", banana: "banana",
  bird: "bird", boat: "boat", butterfly: "butterfly", cat: "cat", cherries: "cherries", cup: "cup", diamond: "diamond",
  duck: "duck", e: "letter E", eight: "number 8", elephant: "elephant", fish: "fish", heart: "heart", house: "house",
  moon: "moon", mushroom: "mushroom", one: "number 1", pear: "pear", plane: "plane", rabbit: "rabbit", seven: "number 7",
  snail: "snail", star: "star", strawberry: "strawberry", tree: "tree", turtle: "turtle", two: "number 2", umbrella: "umbrella",
  circle: "circle",
};
const ageNames = { "3-4": "3–4", "5-6": "5–6", "7-8": "7–8", "9-10": "9–10", "11-12": "11–12", adult: "adults" };
// A grid parameter's values: its sides, its layouts and the shapes of the
// pictures (see pictureNames) or grids (see gridNames) it names.
const valueNames = {
  x: "left and right", y: "top and bottom", xy: "all four sides",
  poisson: "evenly spread", uniform: "anywhere", triangles: "in a triangle pattern",
};
const letterSequenceNames = { alphabet: "the alphabet", word: "a word" };

// nameTables are the tables an option built from the library names its
// text from (its data-tbl), so a change of language renames it.
const nameTables = {
  grid: gridNames, algo: algoNames, kind: sectionKindNames, seq: sequenceNames, door: doorNames, palette: paletteNames,
  paper: paperNames, picture: pictureNames, age: ageNames, value: Object.assign({}, valueNames, gridNames, pictureNames),
  letters: letterSequenceNames,
};

const nameText = {
  es: {
    "Several floors": "Varios pisos", "Faces of a cube": "Caras de un cubo",
    "Random walk (unbiased)": "Paseo al azar (sin sesgo)", "Row by row": "Fila a fila", "Growing tree": "Árbol que crece",
    "Hunt and kill": "Buscar y avanzar", "Joined pieces": "Piezas unidas", "Branching from the middle": "Ramas desde el centro",
    "Short branches": "Ramas cortas", "Long top corridor": "Pasillo largo arriba",
    "Diagonal lines pattern": "Dibujo de líneas diagonales", "Grown maze pattern": "Dibujo de laberinto que crece", "Grown corridors pattern": "Dibujo de pasillos que crecen",
    "Floors": "Pisos", "chosen for a long way": "elegidas para un camino largo", "as far apart as possible": "lo más lejos posible",
    "on opposite sides": "en lados opuestos",
    "forest": "bosque", "grey": "gris", "midnight": "medianoche", "mint": "menta", "neon": "neón", "ocean": "océano", "rainbow": "arcoíris",
    "sunset": "atardecer", "blue to yellow": "de azul a amarillo",
    "6 × 9 in": "6 × 9 pulg.", "8.5 × 11 in": "8,5 × 11 pulg.", "8 × 10 in": "8 × 10 pulg.", "US Legal": "Legal (EE. UU.)", "US Letter": "Carta (EE. UU.)",
    "bee": "abeja", "car": "coche", "dog": "perro", "mouse": "ratón", "rocket": "cohete", "letter A": "letra A", "apple": "manzana",
    "banana": "plátano", "bird": "pájaro", "boat": "barco", "butterfly": "mariposa", "cat": "gato", "cherries": "cerezas", "cup": "taza",
    "diamond": "diamante", "duck": "pato", "letter E": "letra E", "number 8": "número 8", "elephant": "elefante", "fish": "pez",
    "heart": "corazón", "house": "casa", "moon": "luna", "mushroom": "seta", "number 1": "número 1", "pear": "pera", "plane": "avión",
    "rabbit": "conejo", "number 7": "número 7", "snail": "caracol", "star": "estrella", "strawberry": "fresa", "tree": "árbol",
    "turtle": "tortuga", "number 2": "número 2", "umbrella": "paraguas", "circle": "círculo", "adults": "adultos",
    "left and right": "izquierda y derecha", "top and bottom": "arriba y abajo", "all four sides": "los cuatro lados",
    "evenly spread": "repartidas por igual", "anywhere": "en cualquier sitio", "in a triangle pattern": "en triángulos",
    "the alphabet": "el alfabeto", "a word": "una palabra", "(default)": "(predeterminado)", "Warm-up": "Calentamiento", "Honeycomb": "Panal",
  },
  fr: {
    "Several floors": "Plusieurs étages", "Faces of a cube": "Faces d’un cube",
    "Random walk (unbiased)": "Marche au hasard (sans biais)", "Row by row": "Rangée par rangée", "Growing tree": "Arbre qui pousse",
    "Hunt and kill": "Chasse et avance", "Joined pieces": "Morceaux assemblés", "Branching from the middle": "Branches depuis le milieu",
    "Short branches": "Branches courtes", "Long top corridor": "Long couloir en haut",
    "Diagonal lines pattern": "Motif de lignes diagonales", "Grown maze pattern": "Motif de labyrinthe qui pousse", "Grown corridors pattern": "Motif de couloirs qui poussent",
    "Floors": "Étages", "chosen for a long way": "choisies pour un long chemin", "as far apart as possible": "aussi loin que possible",
    "on opposite sides": "sur des côtés opposés",
    "forest": "forêt", "grey": "gris", "midnight": "minuit", "mint": "menthe", "neon": "fluo", "ocean": "océan", "rainbow": "arc-en-ciel",
    "sunset": "coucher de soleil", "blue to yellow": "du bleu au jaune",
    "6 × 9 in": "6 × 9 po", "8.5 × 11 in": "8,5 × 11 po", "8 × 10 in": "8 × 10 po", "US Legal": "Légal US", "US Letter": "Lettre US",
    "bee": "abeille", "car": "voiture", "dog": "chien", "mouse": "souris", "rocket": "fusée", "letter A": "lettre A", "apple": "pomme",
    "banana": "banane", "bird": "oiseau", "boat": "bateau", "butterfly": "papillon", "cat": "chat", "cherries": "cerises", "cup": "tasse",
    "diamond": "losange", "duck": "canard", "letter E": "lettre E", "number 8": "chiffre 8", "elephant": "éléphant", "fish": "poisson",
    "heart": "cœur", "house": "maison", "moon": "lune", "mushroom": "champignon", "number 1": "chiffre 1", "pear": "poire", "plane": "avion",
    "rabbit": "lapin", "number 7": "chiffre 7", "snail": "escargot", "star": "étoile", "strawberry": "fraise", "tree": "arbre",
    "turtle": "tortue", "number 2": "chiffre 2", "umbrella": "parapluie", "circle": "cercle", "adults": "adultes",
    "left and right": "gauche et droite", "top and bottom": "haut et bas", "all four sides": "les quatre côtés",
    "evenly spread": "réparties régulièrement", "anywhere": "n’importe où", "in a triangle pattern": "en triangles",
    "the alphabet": "l’alphabet", "a word": "un mot", "(default)": "(par défaut)", "Warm-up": "Échauffement", "Honeycomb": "Nid d’abeilles",
  },
  de: {
    "Several floors": "Mehrere Stockwerke", "Faces of a cube": "Seiten eines Würfels",
    "Random walk (unbiased)": "Zufallsweg (unverzerrt)", "Row by row": "Reihe für Reihe", "Growing tree": "Wachsender Baum",
    "Hunt and kill": "Suchen und weitergehen", "Joined pieces": "Verbundene Stücke", "Branching from the middle": "Äste aus der Mitte",
    "Short branches": "Kurze Äste", "Long top corridor": "Langer Gang oben",
    "Diagonal lines pattern": "Muster aus schrägen Linien", "Grown maze pattern": "Gewachsenes Labyrinthmuster", "Grown corridors pattern": "Muster gewachsener Gänge",
    "Floors": "Stockwerke", "chosen for a long way": "für einen langen Weg gewählt", "as far apart as possible": "so weit auseinander wie möglich",
    "on opposite sides": "auf gegenüberliegenden Seiten",
    "forest": "Wald", "grey": "grau", "midnight": "Mitternacht", "mint": "Minze", "neon": "Neon", "ocean": "Ozean", "rainbow": "Regenbogen",
    "sunset": "Sonnenuntergang", "blue to yellow": "blau bis gelb",
    "6 × 9 in": "6 × 9 Zoll", "8.5 × 11 in": "8,5 × 11 Zoll", "8 × 10 in": "8 × 10 Zoll", "US Legal": "US-Legal", "US Letter": "US-Letter",
    "bee": "Biene", "car": "Auto", "dog": "Hund", "mouse": "Maus", "rocket": "Rakete", "letter A": "Buchstabe A", "apple": "Apfel",
    "banana": "Banane", "bird": "Vogel", "boat": "Boot", "butterfly": "Schmetterling", "cat": "Katze", "cherries": "Kirschen", "cup": "Tasse",
    "diamond": "Raute", "duck": "Ente", "letter E": "Buchstabe E", "number 8": "Zahl 8", "elephant": "Elefant", "fish": "Fisch",
    "heart": "Herz", "house": "Haus", "moon": "Mond", "mushroom": "Pilz", "number 1": "Zahl 1", "pear": "Birne", "plane": "Flugzeug",
    "rabbit": "Hase", "number 7": "Zahl 7", "snail": "Schnecke", "star": "Stern", "strawberry": "Erdbeere", "tree": "Baum",
    "turtle": "Schildkröte", "number 2": "Zahl 2", "umbrella": "Regenschirm", "circle": "Kreis", "adults": "Erwachsene",
    "left and right": "links und rechts", "top and bottom": "oben und unten", "all four sides": "alle vier Seiten",
    "evenly spread": "gleichmäßig verteilt", "anywhere": "irgendwo", "in a triangle pattern": "im Dreiecksmuster",
    "the alphabet": "das Alphabet", "a word": "ein Wort", "(default)": "(Standard)", "Warm-up": "Aufwärmen", "Honeycomb": "Bienenwaben",
  },
};
for (const [l, table] of Object.entries(nameText)) Object.assign(pageText[l], table);
