<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>Balconia</name>
    <message>
        <source>Your first game of Balconia?</source>
        <translation>Votre première partie de Balconia&#xa0;?</translation>
    </message>
    <message>
        <source>A guide can explain each step as you play.</source>
        <translation>Un guide peut expliquer chaque étape pendant que vous jouez.</translation>
    </message>
    <message>
        <source>1. Keep two faces</source>
        <translation>1. Gardez deux faces</translation>
    </message>
    <message>
        <source>You select this turn. The disc shows the block&apos;s four faces: click a numbered button between two neighbours (or press 1–4) to keep them. Your opponent turns one of the other two towards themselves; you get the face opposite it.</source>
        <translation>Vous sélectionnez ce tour-ci. Le disque montre les quatre faces du bloc&#xa0;: cliquez sur un bouton numéroté entre deux faces voisines (ou appuyez sur 1 à 4) pour les garder. Votre adversaire tourne l’une des deux autres vers son côté&#xa0;; vous recevez la face opposée.</translation>
    </message>
    <message>
        <source>2. Hand the block over</source>
        <translation>2. Passez le bloc</translation>
    </message>
    <message>
        <source>Your pair is framed. Until you end the turn, another button changes it and Take back (Ctrl+Z) clears it. End turn (Enter) hands the block to your opponent.</source>
        <translation>Votre paire est encadrée. Tant que le tour n’est pas fini, un autre bouton la change et Reprendre (Ctrl+Z) l’efface. Finir le tour (Entrée) passe le bloc à votre adversaire.</translation>
    </message>
    <message>
        <source>3. Place the block</source>
        <translation>3. Placez le bloc</translation>
    </message>
    <message>
        <source>You place this turn: drag one of the two faces offered onto a free cell next to a balcony or the entrance (or press 1–2, the arrows, Enter). Hover a cell to see what each face would score there. The faded face under each one goes to your opponent.</source>
        <translation>Vous placez ce tour-ci&#xa0;: faites glisser l’une des deux faces proposées sur une case libre à côté d’un balcon ou de l’entrée (ou 1–2, les flèches, Entrée). Survolez une case pour voir ce que chaque face y rapporterait. La face pâle sous chacune va à votre adversaire.</translation>
    </message>
    <message>
        <source>4. How a balcony scores</source>
        <translation>4. Ce que rapporte un balcon</translation>
    </message>
    <message>
        <source>The label on top of a balcony is its rule: the points (2× gives 2 for each one counted, 5 gives 5 if the rule holds), a small grid marking where it looks, and what it counts. Hover a balcony to read its rule in words; the green badge is what it scores now. Then Take back (Ctrl+Z) or End turn (Enter).</source>
        <translation>L’étiquette en haut d’un balcon est sa règle&#xa0;: les points (2× donne 2 par élément compté, 5 donne 5 si la règle est remplie), une petite grille qui marque où il regarde, et ce qu’il compte. Survolez un balcon pour lire sa règle en toutes lettres&#xa0;; la pastille verte est ce qu’il rapporte maintenant. Puis Reprendre (Ctrl+Z) ou Finir le tour (Entrée).</translation>
    </message>
    <message>
        <source>5. The other side is secret</source>
        <translation>5. L’autre côté est secret</translation>
    </message>
    <message>
        <source>The faces turned to your opponent make up their side of the building, which you never see: remember what you let them have. The side panel shows their points; View ▸ Open building shows both sides if you both agree.</source>
        <translation>Les faces tournées vers votre adversaire forment son côté de l’immeuble, que vous ne voyez jamais&#xa0;: retenez ce que vous lui laissez. Le panneau latéral montre ses points&#xa0;; Affichage ▸ Immeuble ouvert montre les deux côtés si vous êtes d’accord tous les deux.</translation>
    </message>
    <message>
        <source>6. The end</source>
        <translation>6. La fin</translation>
    </message>
    <message>
        <source>When the last token is played, each of you scores every balcony of your side plus your door, the entrance&apos;s rule in your colour. The higher total wins; on a tie, more door points win; still tied, you share the win.</source>
        <translation>Quand le dernier jeton est joué, chacun compte tous les balcons de son côté plus sa porte, la règle de l’entrée dans sa couleur. Le plus grand total gagne&#xa0;; à égalité, le plus de points de porte l’emporte&#xa0;; encore à égalité, vous partagez la victoire.</translation>
    </message>
    <message>
        <source>You know the rules</source>
        <translation>Vous connaissez les règles</translation>
    </message>
    <message>
        <source>Enjoy the game! Help ▸ First-game guide brings the guide back.</source>
        <translation>Bonne partie&#xa0;! Aide ▸ Guide de la première partie le ramène.</translation>
    </message>
</context>
<context>
    <name>BalconiaBoard</name>
    <message>
        <source>I am %1: show my side</source>
        <translation>Je suis %1&#xa0;: montrer mon côté</translation>
    </message>
    <message>
        <source>Thinking of a move…</source>
        <translation>Recherche d’un coup…</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Take back this step (Ctrl+Z)</source>
        <translation>Reprendre cette étape (Ctrl+Z)</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <source>End this step (Enter)</source>
        <translation>Terminer cette étape (Entrée)</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Suggérer</translation>
    </message>
    <message>
        <source>Suggest a move (H)</source>
        <translation>Suggérer un coup (H)</translation>
    </message>
    <message>
        <source>Block %1</source>
        <translation>Bloc %1</translation>
    </message>
    <message>
        <source>Keep the two faces beside this button (key %1)</source>
        <translation>Garder les deux faces de part et d’autre de ce bouton (touche %1)</translation>
    </message>
    <message>
        <source>%1 gets</source>
        <translation>%1 reçoit</translation>
    </message>
    <message numerus="yes">
        <source>This balcony: %n point(s)</source>
        <translation>
            <numerusform>Ce balcon&#xa0;: %n point</numerusform>
            <numerusform>Ce balcon&#xa0;: %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>You %1, %2 %3</source>
        <translation>Vous %1, %2 %3</translation>
    </message>
    <message numerus="yes">
        <source>Left face: %n point(s)</source>
        <translation>
            <numerusform>Face de gauche&#xa0;: %n point</numerusform>
            <numerusform>Face de gauche&#xa0;: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Right face: %n point(s)</source>
        <translation>
            <numerusform>Face de droite&#xa0;: %n point</numerusform>
            <numerusform>Face de droite&#xa0;: %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Balconies</source>
        <translation>Balcons</translation>
    </message>
    <message>
        <source>Door</source>
        <translation>Porte</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Last turns</source>
        <translation>Derniers tours</translation>
    </message>
    <message>
        <source>%1 selects, %2 places.</source>
        <translation>%1 sélectionne, %2 place.</translation>
    </message>
    <message>
        <source>%1&apos;s side</source>
        <translation>Côté de %1</translation>
    </message>
</context>
<context>
    <name>BalconiaNewGame</name>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer: Easy</source>
        <translation>Ordinateur&#xa0;: facile</translation>
    </message>
    <message>
        <source>Computer: Medium</source>
        <translation>Ordinateur&#xa0;: moyen</translation>
    </message>
    <message>
        <source>Computer: Hard</source>
        <translation>Ordinateur&#xa0;: difficile</translation>
    </message>
    <message>
        <source>New game of Balconia</source>
        <translation>Nouvelle partie de Balconia</translation>
    </message>
    <message>
        <source>Game &amp;code (optional)</source>
        <translation>&amp;Code de partie (facultatif)</translation>
    </message>
    <message>
        <source>Today&apos;s c&amp;hallenge</source>
        <translation>&amp;Défi du jour</translation>
    </message>
    <message>
        <source>Today&apos;s deal against the Hard computer player: the same for everyone.</source>
        <translation>La donne du jour contre l’ordinateur difficile&#xa0;: la même pour tout le monde.</translation>
    </message>
    <message>
        <source>&amp;Turquoise (selects first)</source>
        <translation>&amp;Turquoise (sélectionne en premier)</translation>
    </message>
    <message>
        <source>&amp;Pink</source>
        <translation>&amp;Rose</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <source>Blocks &amp;anywhere: they need not touch the building</source>
        <translation>Blocs &amp;n’importe où&#xa0;: ils peuvent ne pas toucher l’immeuble</translation>
    </message>
    <message>
        <source>&amp;Entrance in any cell of the bottom row</source>
        <translation>&amp;Entrée dans n’importe quelle case de la rangée du bas</translation>
    </message>
    <message>
        <source>&amp;Long game: all 22 tokens</source>
        <translation>Partie &amp;longue&#xa0;: les 22 jetons</translation>
    </message>
    <message>
        <source>&amp;Seed</source>
        <translation>&amp;Graine</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>The same seed deals the same blocks in the same order.</source>
        <translation>La même graine donne les mêmes blocs dans le même ordre.</translation>
    </message>
    <message>
        <source>Leave it empty for a new deal, or type a friend&apos;s code.</source>
        <translation>Laissez vide pour une nouvelle donne, ou tapez le code d’un ami.</translation>
    </message>
    <message>
        <source>The deal and the variants of this code.</source>
        <translation>La donne et les variantes de ce code.</translation>
    </message>
    <message>
        <source>Nobody has finished today&apos;s challenge here yet.</source>
        <translation>Personne n’a encore terminé le défi du jour ici.</translation>
    </message>
    <message>
        <source>Best so far today: %1, %2 points</source>
        <translation>Meilleur score du jour&#xa0;: %1, %2 points</translation>
    </message>
</context>
<context>
    <name>BalconiaTexts</name>
    <message>
        <source>Turquoise</source>
        <translation>Turquoise</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>Rose</translation>
    </message>
    <message>
        <source>person</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>cat</source>
        <translation>chat</translation>
    </message>
    <message>
        <source>bird</source>
        <translation>oiseau</translation>
    </message>
    <message>
        <source>laundry</source>
        <translation>linge étendu</translation>
    </message>
    <message>
        <source>music note</source>
        <translation>note de musique</translation>
    </message>
    <message>
        <source>awning</source>
        <translation>store banne</translation>
    </message>
    <message>
        <source>heart</source>
        <translation>cœur</translation>
    </message>
    <message>
        <source>lovebird facing right</source>
        <translation>tourtereau dirigé vers la droite</translation>
    </message>
    <message>
        <source>lovebird facing left</source>
        <translation>tourtereau dirigé vers la gauche</translation>
    </message>
    <message>
        <source>orange flower</source>
        <translation>fleur orange</translation>
    </message>
    <message>
        <source>turquoise flower</source>
        <translation>fleur turquoise</translation>
    </message>
    <message>
        <source>purple flower</source>
        <translation>fleur violette</translation>
    </message>
    <message>
        <source>red flower</source>
        <translation>fleur rouge</translation>
    </message>
    <message>
        <source>yellow flower</source>
        <translation>fleur jaune</translation>
    </message>
    <message>
        <source>white flower</source>
        <translation>fleur blanche</translation>
    </message>
    <message>
        <source>balcony</source>
        <translation>balcon</translation>
    </message>
    <message>
        <source>flower of any colour</source>
        <translation>fleur de n’importe quelle couleur</translation>
    </message>
    <message>
        <source>different flower colours</source>
        <translation>couleurs différentes de fleurs</translation>
    </message>
    <message>
        <source>per person</source>
        <translation>par personne</translation>
    </message>
    <message>
        <source>per cat</source>
        <translation>par chat</translation>
    </message>
    <message>
        <source>per bird</source>
        <translation>par oiseau</translation>
    </message>
    <message>
        <source>per laundry item</source>
        <translation>par linge étendu</translation>
    </message>
    <message>
        <source>per music note</source>
        <translation>par note de musique</translation>
    </message>
    <message>
        <source>per awning</source>
        <translation>par store banne</translation>
    </message>
    <message>
        <source>per heart</source>
        <translation>par cœur</translation>
    </message>
    <message>
        <source>per lovebird facing right</source>
        <translation>par tourtereau dirigé vers la droite</translation>
    </message>
    <message>
        <source>per lovebird facing left</source>
        <translation>par tourtereau dirigé vers la gauche</translation>
    </message>
    <message>
        <source>per orange flower</source>
        <translation>par fleur orange</translation>
    </message>
    <message>
        <source>per turquoise flower</source>
        <translation>par fleur turquoise</translation>
    </message>
    <message>
        <source>per purple flower</source>
        <translation>par fleur violette</translation>
    </message>
    <message>
        <source>per red flower</source>
        <translation>par fleur rouge</translation>
    </message>
    <message>
        <source>per yellow flower</source>
        <translation>par fleur jaune</translation>
    </message>
    <message>
        <source>per white flower</source>
        <translation>par fleur blanche</translation>
    </message>
    <message>
        <source>per balcony</source>
        <translation>par balcon</translation>
    </message>
    <message>
        <source>per flower</source>
        <translation>par fleur</translation>
    </message>
    <message>
        <source>per flower colour</source>
        <translation>par couleur de fleur différente</translation>
    </message>
    <message>
        <source>people</source>
        <translation>de personnes</translation>
    </message>
    <message>
        <source>cats</source>
        <translation>de chats</translation>
    </message>
    <message>
        <source>birds</source>
        <translation>d’oiseaux</translation>
    </message>
    <message>
        <source>laundry items</source>
        <translation>de linge étendu</translation>
    </message>
    <message>
        <source>music notes</source>
        <translation>de notes de musique</translation>
    </message>
    <message>
        <source>awnings</source>
        <translation>de stores bannes</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>de cœurs</translation>
    </message>
    <message>
        <source>lovebirds facing right</source>
        <translation>de tourtereaux dirigés vers la droite</translation>
    </message>
    <message>
        <source>lovebirds facing left</source>
        <translation>de tourtereaux dirigés vers la gauche</translation>
    </message>
    <message>
        <source>orange flowers</source>
        <translation>de fleurs orange</translation>
    </message>
    <message>
        <source>turquoise flowers</source>
        <translation>de fleurs turquoise</translation>
    </message>
    <message>
        <source>purple flowers</source>
        <translation>de fleurs violettes</translation>
    </message>
    <message>
        <source>red flowers</source>
        <translation>de fleurs rouges</translation>
    </message>
    <message>
        <source>yellow flowers</source>
        <translation>de fleurs jaunes</translation>
    </message>
    <message>
        <source>white flowers</source>
        <translation>de fleurs blanches</translation>
    </message>
    <message>
        <source>balconies</source>
        <translation>de balcons</translation>
    </message>
    <message>
        <source>flowers</source>
        <translation>de fleurs</translation>
    </message>
    <message>
        <source>flower colours</source>
        <translation>de couleurs de fleurs</translation>
    </message>
    <message>
        <source>without people</source>
        <translation>sans personne</translation>
    </message>
    <message>
        <source>without cats</source>
        <translation>sans chat</translation>
    </message>
    <message>
        <source>without birds</source>
        <translation>sans oiseau</translation>
    </message>
    <message>
        <source>without laundry</source>
        <translation>sans linge</translation>
    </message>
    <message>
        <source>without music notes</source>
        <translation>sans note de musique</translation>
    </message>
    <message>
        <source>without an awning</source>
        <translation>sans store banne</translation>
    </message>
    <message>
        <source>without hearts</source>
        <translation>sans cœur</translation>
    </message>
    <message>
        <source>without a lovebird facing right</source>
        <translation>sans tourtereau dirigé vers la droite</translation>
    </message>
    <message>
        <source>without a lovebird facing left</source>
        <translation>sans tourtereau dirigé vers la gauche</translation>
    </message>
    <message>
        <source>without orange flowers</source>
        <translation>sans fleur orange</translation>
    </message>
    <message>
        <source>without turquoise flowers</source>
        <translation>sans fleur turquoise</translation>
    </message>
    <message>
        <source>without purple flowers</source>
        <translation>sans fleur violette</translation>
    </message>
    <message>
        <source>without red flowers</source>
        <translation>sans fleur rouge</translation>
    </message>
    <message>
        <source>without yellow flowers</source>
        <translation>sans fleur jaune</translation>
    </message>
    <message>
        <source>without white flowers</source>
        <translation>sans fleur blanche</translation>
    </message>
    <message>
        <source>without flowers</source>
        <translation>sans fleur</translation>
    </message>
    <message>
        <source>with people</source>
        <translation>montrant des personnes</translation>
    </message>
    <message>
        <source>with cats</source>
        <translation>montrant des chats</translation>
    </message>
    <message>
        <source>with birds</source>
        <translation>montrant des oiseaux</translation>
    </message>
    <message>
        <source>with laundry</source>
        <translation>montrant du linge</translation>
    </message>
    <message>
        <source>with music notes</source>
        <translation>montrant des notes de musique</translation>
    </message>
    <message>
        <source>with an awning</source>
        <translation>montrant un store banne</translation>
    </message>
    <message>
        <source>with hearts</source>
        <translation>montrant des cœurs</translation>
    </message>
    <message>
        <source>with a lovebird facing right</source>
        <translation>montrant un tourtereau dirigé vers la droite</translation>
    </message>
    <message>
        <source>with a lovebird facing left</source>
        <translation>montrant un tourtereau dirigé vers la gauche</translation>
    </message>
    <message>
        <source>with orange flowers</source>
        <translation>montrant des fleurs orange</translation>
    </message>
    <message>
        <source>with turquoise flowers</source>
        <translation>montrant des fleurs turquoise</translation>
    </message>
    <message>
        <source>with purple flowers</source>
        <translation>montrant des fleurs violettes</translation>
    </message>
    <message>
        <source>with red flowers</source>
        <translation>montrant des fleurs rouges</translation>
    </message>
    <message>
        <source>with yellow flowers</source>
        <translation>montrant des fleurs jaunes</translation>
    </message>
    <message>
        <source>with white flowers</source>
        <translation>montrant des fleurs blanches</translation>
    </message>
    <message>
        <source>with flowers</source>
        <translation>montrant des fleurs</translation>
    </message>
    <message>
        <source>a person</source>
        <translation>une personne</translation>
    </message>
    <message>
        <source>a cat</source>
        <translation>un chat</translation>
    </message>
    <message>
        <source>a bird</source>
        <translation>un oiseau</translation>
    </message>
    <message>
        <source>some laundry</source>
        <translation>du linge</translation>
    </message>
    <message>
        <source>a music note</source>
        <translation>une note de musique</translation>
    </message>
    <message>
        <source>an awning</source>
        <translation>un store banne</translation>
    </message>
    <message>
        <source>a heart</source>
        <translation>un cœur</translation>
    </message>
    <message>
        <source>a lovebird facing right</source>
        <translation>un tourtereau dirigé vers la droite</translation>
    </message>
    <message>
        <source>a lovebird facing left</source>
        <translation>un tourtereau dirigé vers la gauche</translation>
    </message>
    <message>
        <source>an orange flower</source>
        <translation>une fleur orange</translation>
    </message>
    <message>
        <source>a turquoise flower</source>
        <translation>une fleur turquoise</translation>
    </message>
    <message>
        <source>a purple flower</source>
        <translation>une fleur violette</translation>
    </message>
    <message>
        <source>a red flower</source>
        <translation>une fleur rouge</translation>
    </message>
    <message>
        <source>a yellow flower</source>
        <translation>une fleur jaune</translation>
    </message>
    <message>
        <source>a white flower</source>
        <translation>une fleur blanche</translation>
    </message>
    <message>
        <source>a balcony</source>
        <translation>un balcon</translation>
    </message>
    <message>
        <source>a flower</source>
        <translation>une fleur</translation>
    </message>
    <message numerus="yes">
        <source>%n person(s)</source>
        <translation>
            <numerusform>%n personne</numerusform>
            <numerusform>%n personnes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cat(s)</source>
        <translation>
            <numerusform>%n chat</numerusform>
            <numerusform>%n chats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bird(s)</source>
        <translation>
            <numerusform>%n oiseau</numerusform>
            <numerusform>%n oiseaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n laundry item(s)</source>
        <translation>
            <numerusform>%n linge étendu</numerusform>
            <numerusform>%n linges étendus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n music note(s)</source>
        <translation>
            <numerusform>%n note de musique</numerusform>
            <numerusform>%n notes de musique</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n awning(s)</source>
        <translation>
            <numerusform>%n store banne</numerusform>
            <numerusform>%n stores bannes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n heart(s)</source>
        <translation>
            <numerusform>%n cœur</numerusform>
            <numerusform>%n cœurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lovebird(s) facing right</source>
        <translation>
            <numerusform>%n tourtereau dirigé vers la droite</numerusform>
            <numerusform>%n tourtereaux dirigés vers la droite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lovebird(s) facing left</source>
        <translation>
            <numerusform>%n tourtereau dirigé vers la gauche</numerusform>
            <numerusform>%n tourtereaux dirigés vers la gauche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n orange flower(s)</source>
        <translation>
            <numerusform>%n fleur orange</numerusform>
            <numerusform>%n fleurs orange</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turquoise flower(s)</source>
        <translation>
            <numerusform>%n fleur turquoise</numerusform>
            <numerusform>%n fleurs turquoise</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n purple flower(s)</source>
        <translation>
            <numerusform>%n fleur violette</numerusform>
            <numerusform>%n fleurs violettes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n red flower(s)</source>
        <translation>
            <numerusform>%n fleur rouge</numerusform>
            <numerusform>%n fleurs rouges</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n yellow flower(s)</source>
        <translation>
            <numerusform>%n fleur jaune</numerusform>
            <numerusform>%n fleurs jaunes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n white flower(s)</source>
        <translation>
            <numerusform>%n fleur blanche</numerusform>
            <numerusform>%n fleurs blanches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n balcony(s)</source>
        <translation>
            <numerusform>%n balcon</numerusform>
            <numerusform>%n balcons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flower(s)</source>
        <translation>
            <numerusform>%n fleur</numerusform>
            <numerusform>%n fleurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flower colour(s)</source>
        <translation>
            <numerusform>%n couleur de fleur</numerusform>
            <numerusform>%n couleurs de fleurs</numerusform>
        </translation>
    </message>
    <message>
        <source>This row</source>
        <translation>Cette rangée</translation>
    </message>
    <message>
        <source>Column above</source>
        <translation>Colonne au-dessus</translation>
    </message>
    <message>
        <source>Row just above</source>
        <translation>Rangée juste au-dessus</translation>
    </message>
    <message>
        <source>Column below</source>
        <translation>Colonne en dessous</translation>
    </message>
    <message>
        <source>Around (8 neighbours)</source>
        <translation>Autour (8 cases voisines)</translation>
    </message>
    <message>
        <source>Directly right</source>
        <translation>Juste à droite</translation>
    </message>
    <message>
        <source>Directly left</source>
        <translation>Juste à gauche</translation>
    </message>
    <message>
        <source>Column to the right</source>
        <translation>Colonne à droite</translation>
    </message>
    <message>
        <source>Column to the left</source>
        <translation>Colonne à gauche</translation>
    </message>
    <message>
        <source>Connected group</source>
        <translation>Groupe connecté</translation>
    </message>
    <message>
        <source>Lovebirds, partner to the right</source>
        <translation>Tourtereaux, partenaire à droite</translation>
    </message>
    <message>
        <source>Lovebirds, partner to the left</source>
        <translation>Tourtereaux, partenaire à gauche</translation>
    </message>
    <message>
        <source>in this row</source>
        <extracomment>Where a condition looks, as the end of a sentence (&quot;1 point per bird&quot; + &quot;in this row&quot;).</extracomment>
        <translation>dans cette rangée</translation>
    </message>
    <message>
        <source>in the column above</source>
        <translation>dans la colonne au-dessus</translation>
    </message>
    <message>
        <source>in the row just above</source>
        <translation>dans la rangée juste au-dessus</translation>
    </message>
    <message>
        <source>in the column below</source>
        <translation>dans la colonne en dessous</translation>
    </message>
    <message>
        <source>around</source>
        <translation>autour</translation>
    </message>
    <message>
        <source>directly to the right</source>
        <translation>juste à droite</translation>
    </message>
    <message>
        <source>directly to the left</source>
        <translation>juste à gauche</translation>
    </message>
    <message>
        <source>in the column to the right</source>
        <translation>dans la colonne à droite</translation>
    </message>
    <message>
        <source>in the column to the left</source>
        <translation>dans la colonne à gauche</translation>
    </message>
    <message>
        <source>Majority: more than your opponent</source>
        <extracomment>The zones this balcony itself lies in: their conditions say whether its own icons count.</extracomment>
        <translation>Majorité&#xa0;: plus que votre adversaire</translation>
    </message>
    <message>
        <source>Fewer: one icon fewer than another</source>
        <translation>Moins que&#xa0;: un élément moins nombreux qu’un autre</translation>
    </message>
    <message>
        <source>Difference between two icons</source>
        <translation>Différence entre deux éléments</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n’est pas votre tour.</translation>
    </message>
    <message>
        <source>Not now: first two faces are kept, then the block is placed.</source>
        <translation>Pas maintenant&#xa0;: on garde d’abord deux faces, puis on place le bloc.</translation>
    </message>
    <message>
        <source>The block has no such face.</source>
        <translation>Ce bloc n’a pas cette face.</translation>
    </message>
    <message>
        <source>Keep two neighbouring faces, not two opposite ones.</source>
        <translation>Gardez deux faces adjacentes, pas deux faces opposées.</translation>
    </message>
    <message>
        <source>That face is not on offer: take one of the two faces left to you.</source>
        <translation>Cette face n’est pas proposée&#xa0;: prenez l’une des deux faces qui vous restent.</translation>
    </message>
    <message>
        <source>That cell is not in the building.</source>
        <translation>Cette case n’est pas dans l’immeuble.</translation>
    </message>
    <message>
        <source>That cell is already taken.</source>
        <translation>Cette case est déjà occupée.</translation>
    </message>
    <message>
        <source>A balcony must share an edge with another balcony or the entrance.</source>
        <translation>Un balcon doit toucher par un côté un autre balcon ou la porte d’entrée.</translation>
    </message>
    <message>
        <source>The game could not be saved.</source>
        <translation>La partie n’a pas pu être enregistrée.</translation>
    </message>
    <message>
        <source>The saved game could not be read.</source>
        <translation>La partie enregistrée n’a pas pu être lue.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Ce coup n’est pas permis.</translation>
    </message>
    <message>
        <source>Suggestion: keep the top and right faces.</source>
        <extracomment>A suggested selection, by the pair&apos;s index in ``PAIRS`` (the faces as the disc&apos;s cross shows them: 0 top, 1 right, 2 bottom, 3 left); whole sentences, so a language may decline them.</extracomment>
        <translation>Suggestion&#xa0;: gardez les faces du haut et de droite.</translation>
    </message>
    <message>
        <source>Suggestion: keep the right and bottom faces.</source>
        <translation>Suggestion&#xa0;: gardez les faces de droite et du bas.</translation>
    </message>
    <message>
        <source>Suggestion: keep the bottom and left faces.</source>
        <translation>Suggestion&#xa0;: gardez les faces du bas et de gauche.</translation>
    </message>
    <message>
        <source>Suggestion: keep the top and left faces.</source>
        <translation>Suggestion&#xa0;: gardez les faces du haut et de gauche.</translation>
    </message>
    <message>
        <source>Suggestion: put the left face at %1.</source>
        <extracomment>A suggested placement, by the offered face&apos;s place on the disc (left, right); %1 the cell.</extracomment>
        <translation>Suggestion&#xa0;: posez la face de gauche sur la case (%1).</translation>
    </message>
    <message>
        <source>Suggestion: put the right face at %1.</source>
        <translation>Suggestion&#xa0;: posez la face de droite sur la case (%1).</translation>
    </message>
    <message>
        <source>in its group of connected balconies %1</source>
        <translation>dans son groupe de balcons reliés %1</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) if paired with a lovebird facing it in the column to the right</source>
        <translation>
            <numerusform>%n point s’il forme un couple avec un tourtereau tourné vers lui dans la colonne à droite</numerusform>
            <numerusform>%n points s’il forme un couple avec un tourtereau tourné vers lui dans la colonne à droite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) if paired with a lovebird facing it in the column to the left</source>
        <translation>
            <numerusform>%n point s’il forme un couple avec un tourtereau tourné vers lui dans la colonne à gauche</numerusform>
            <numerusform>%n points s’il forme un couple avec un tourtereau tourné vers lui dans la colonne à gauche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) if no %1 %2</source>
        <translation>
            <numerusform>%n point s’il n’y a pas %1 %2</numerusform>
            <numerusform>%n points s’il n’y a pas %1 %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) per balcony %1 %2</source>
        <translation>
            <numerusform>%n point par balcon %1 %2</numerusform>
            <numerusform>%n points par balcon %1 %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) if %1 and %2 are %3</source>
        <translation>
            <numerusform>%n point s’il y a %1 et %2 %3</numerusform>
            <numerusform>%n points s’il y a %1 et %2 %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) if there is %1 %2</source>
        <translation>
            <numerusform>%n point s’il y a %1 %2</numerusform>
            <numerusform>%n points s’il y a %1 %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) %1 %2</source>
        <translation>
            <numerusform>%n point %1 %2</numerusform>
            <numerusform>%n points %1 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (this balcony included)</source>
        <translation>%1 (ce balcon compris)</translation>
    </message>
    <message>
        <source>%1 (this balcony excluded)</source>
        <translation>%1 (ce balcon exclu)</translation>
    </message>
    <message>
        <source>no condition</source>
        <translation>pas de condition</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) if your side shows more %1 than your opponent&apos;s</source>
        <translation>
            <numerusform>%n point si votre côté montre plus %1 que celui de votre adversaire</numerusform>
            <numerusform>%n points si votre côté montre plus %1 que celui de votre adversaire</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) if more %1</source>
        <translation>
            <numerusform>%n point s’il montre plus %1</numerusform>
            <numerusform>%n points s’il montre plus %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2 (ties score nothing)</source>
        <translation>%1&#xa0;; %2 (rien en cas d’égalité)</translation>
    </message>
    <message>
        <source>1 point %1 if your side shows fewer %2 than %3</source>
        <translation>1 point %1 si votre côté montre moins %2 que %3</translation>
    </message>
    <message>
        <source>As many points as the difference between your %1 and your %2</source>
        <translation>Autant de points que l’écart entre votre nombre %1 et votre nombre %2</translation>
    </message>
    <message>
        <source>Turquoise door: %1</source>
        <translation>Porte turquoise&#xa0;: %1</translation>
    </message>
    <message>
        <source>Pink door: %1</source>
        <translation>Porte rose&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the tie with more door points (%n point(s) each).</source>
        <translation>
            <numerusform>%1 l’emporte à égalité grâce aux points de porte (%n point chacun).</numerusform>
            <numerusform>%1 l’emporte à égalité grâce aux points de porte (%n points chacun).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s).</source>
        <translation>
            <numerusform>%1 l’emporte avec %n point.</numerusform>
            <numerusform>%1 l’emporte avec %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %2 share the win with %n point(s) each.</source>
        <translation>
            <numerusform>%1 et %2 partagent la victoire avec %n point chacun.</numerusform>
            <numerusform>%1 et %2 partagent la victoire avec %n points chacun.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: keep two neighbouring faces. %2 takes one of the other two; you get the face opposite it.</source>
        <translation>%1&#xa0;: gardez deux faces adjacentes. %2 prend l’une des deux autres&#xa0;; vous recevez la face opposée.</translation>
    </message>
    <message>
        <source>%1: drag one of the two faces offered to you onto a free cell. %2 gets the opposite face.</source>
        <translation>%1&#xa0;: faites glisser l’une des deux faces proposées sur une case libre. %2 reçoit la face opposée.</translation>
    </message>
    <message>
        <source>%1: end your turn, or take it back.</source>
        <translation>%1&#xa0;: finissez votre tour, ou reprenez-le.</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>%1 doit jouer…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>Pass the device to %1.</source>
        <translation>Passez l’appareil à %1.</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>rangée %1, colonne %2</translation>
    </message>
    <message>
        <source>Block %1: %2 kept two faces, %3 placed it at %4.</source>
        <translation>Bloc %1&#xa0;: %2 a gardé deux faces, %3 l’a placé (%4).</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s new balcony: %2 (%n point(s) now)</source>
        <translation>
            <numerusform>Nouveau balcon de %1&#xa0;: %2 (%n point maintenant)</numerusform>
            <numerusform>Nouveau balcon de %1&#xa0;: %2 (%n points maintenant)</numerusform>
        </translation>
    </message>
    <message>
        <source>Solid frames: the two faces %1 kept. Dashed frames: the two faces offered to %2. Faded: the faces that look sideways and never score.</source>
        <translation>Cadres pleins&#xa0;: les deux faces gardées par %1. Cadres pointillés&#xa0;: les deux faces proposées à %2. Pâles&#xa0;: les faces tournées sur le côté, qui ne comptent jamais.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1&#xa0;: %n point</numerusform>
            <numerusform>%1&#xa0;: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s) (%2 this turn)</source>
        <translation>
            <numerusform>%1&#xa0;: %n point (%2 ce tour-ci)</numerusform>
            <numerusform>%1&#xa0;: %n points (%2 ce tour-ci)</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter keeps them.</source>
        <translation>Entrée les garde.</translation>
    </message>
    <message>
        <source>Enter places it.</source>
        <translation>Entrée la pose.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s): %1 from the balconies, %2 from the door</source>
        <translation>
            <numerusform>%n point&#xa0;: %1 des balcons, %2 de la porte</numerusform>
            <numerusform>%n points&#xa0;: %1 des balcons, %2 de la porte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) left</source>
        <translation>
            <numerusform>%n jeton restant</numerusform>
            <numerusform>%n jetons restants</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BalconiaWindow</name>
    <message>
        <source>Pass the device to %1</source>
        <translation>Passez l’appareil à %1</translation>
    </message>
    <message>
        <source>Each player sees only their own side of the building. Press the button when only the pink player looks.</source>
        <translation>Chacun ne voit que son côté de l’immeuble. Appuyez sur le bouton quand seule la personne rose regarde.</translation>
    </message>
    <message>
        <source>Each player sees only their own side of the building. Press the button when only the turquoise player looks.</source>
        <translation>Chacun ne voit que son côté de l’immeuble. Appuyez sur le bouton quand seule la personne turquoise regarde.</translation>
    </message>
    <message>
        <source>I am %1: show my side</source>
        <translation>Je suis %1&#xa0;: montrer mon côté</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Balconies %1 + door %2 = %3 points</source>
        <translation>Balcons %1 + porte %2 = %3 points</translation>
    </message>
    <message>
        <source>Tied on points: the player with more points from their door wins.</source>
        <translation>Égalité de points&#xa0;: la personne qui a le plus de points de porte l’emporte.</translation>
    </message>
    <message>
        <source>Tied on points and on the doors&apos; points: the two players share the building.</source>
        <translation>Égalité de points, portes comprises&#xa0;: les deux joueurs partagent l’immeuble.</translation>
    </message>
    <message>
        <source>On a tie, the player with more points from their door wins; if that is equal too, they share the building.</source>
        <translation>En cas d’égalité, la personne qui a le plus de points de porte l’emporte&#xa0;; si c’est encore égal, l’immeuble est partagé.</translation>
    </message>
    <message>
        <source>Game code: %1 (whoever types it plays the same deal)</source>
        <translation>Code de partie&#xa0;: %1 (qui le tape joue la même donne)</translation>
    </message>
    <message>
        <source>Replay the game</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>The same players on the same sides and variants, new blocks.</source>
        <translation>Les mêmes joueurs, des mêmes côtés, avec les mêmes variantes, et de nouveaux blocs.</translation>
    </message>
    <message>
        <source>Show the building</source>
        <translation>Voir l’immeuble</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>%1 is a saved game of a kind this version does not know.</source>
        <translation>%1 est une partie enregistrée d’un jeu que cette version ne connaît pas.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Opened: %1</source>
        <translation>Ouvert&#xa0;: %1</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>A game of Balconia was left unfinished. Resume it?</source>
        <translation>Une partie de Balconia n’a pas été terminée. La reprendre&#xa0;?</translation>
    </message>
    <message>
        <source>Game code %1 copied: whoever types it on Balconia&apos;s New Game page plays the same deal.</source>
        <translation>Code de partie %1 copié&#xa0;: qui le tape sur la page Nouvelle partie de Balconia joue la même donne.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Enregistrer so&amp;us…</translation>
    </message>
    <message>
        <source>Cop&amp;y game code</source>
        <translation>Copier le &amp;code de partie</translation>
    </message>
    <message>
        <source>Join &amp;with a code…</source>
        <translation>Rejoindre avec un co&amp;de…</translation>
    </message>
    <message>
        <source>Games &amp;played…</source>
        <translation>&amp;Parties jouées…</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Tour</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation>&amp;Valider</translation>
    </message>
    <message>
        <source>&amp;Suggest a move</source>
        <translation>&amp;Suggérer un coup</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>A&amp;ffichage</translation>
    </message>
    <message>
        <source>&amp;Open building</source>
        <translation>&amp;Immeuble ouvert</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;How to play Balconia</source>
        <translation>&amp;Comment jouer à Balconia</translation>
    </message>
    <message>
        <source>Saved: %1</source>
        <translation>Enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <source>&amp;First-game guide</source>
        <translation>&amp;Guide de la première partie</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Play against the computer</source>
        <translation>Jouer contre l’ordinateur</translation>
    </message>
    <message>
        <source>%1 — Welcome Desktop</source>
        <translation>%1 — Welcome Desktop</translation>
    </message>
    <message>
        <source>This game&apos;s record is damaged: it cannot be replayed.</source>
        <translation>L’enregistrement de cette partie est endommagé&#xa0;: impossible de la revoir.</translation>
    </message>
    <message numerus="yes">
        <source>As dealt: the entrance alone (%n turn(s) in all)</source>
        <translation>
            <numerusform>Au début&#xa0;: l’entrée seule (%n tour en tout)</numerusform>
            <numerusform>Au début&#xa0;: l’entrée seule (%n tours en tout)</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1 of %2</source>
        <translation>Tour %1 sur %2</translation>
    </message>
    <message>
        <source>Balconia: replay</source>
        <translation>Balconia&#xa0;: revoir la partie</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>As dealt (Home)</source>
        <translation>Au début (touche Origine)</translation>
    </message>
    <message>
        <source>Previous turn (Left arrow)</source>
        <translation>Tour précédent (flèche gauche)</translation>
    </message>
    <message>
        <source>Next turn (Right arrow)</source>
        <translation>Tour suivant (flèche droite)</translation>
    </message>
    <message>
        <source>Last turn (End)</source>
        <translation>Dernier tour (touche Fin)</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Street %1, house %2</source>
        <translation>Rue %1, maison %2</translation>
    </message>
    <message>
        <source>Roundabout</source>
        <translation>Rond-point</translation>
    </message>
    <message>
        <source>Number %1</source>
        <translation>Numéro %1</translation>
    </message>
    <message>
        <source>(bis)</source>
        <translation>(bis)</translation>
    </message>
    <message>
        <source>Pool built</source>
        <translation>Piscine construite</translation>
    </message>
    <message>
        <source>Pool planned here</source>
        <translation>Piscine prévue ici</translation>
    </message>
    <message>
        <source>Fence</source>
        <translation>Barrière</translation>
    </message>
    <message>
        <source>Fence slot</source>
        <translation>Emplacement de barrière</translation>
    </message>
    <message>
        <source>Click to build a fence here</source>
        <translation>Cliquez pour construire une barrière ici</translation>
    </message>
    <message>
        <source>Street %1</source>
        <translation>Rue %1</translation>
    </message>
    <message>
        <source>Parks of street %1: %2 built (points for 1, 2, …: %3)</source>
        <translation>Parcs de la rue %1&#xa0;: %2 construits (points pour 1, 2, …&#xa0;: %3)</translation>
    </message>
    <message>
        <source>City plans</source>
        <translation>Plans de la Ville</translation>
    </message>
    <message>
        <source>Pools</source>
        <translation>Piscines</translation>
    </message>
    <message>
        <source>Bis (points lost)</source>
        <translation>N° Bis (points perdus)</translation>
    </message>
    <message>
        <source>Temp Agency</source>
        <translation>Intérim</translation>
    </message>
    <message>
        <source>Permit refusals (points lost)</source>
        <translation>Refus de permis (points perdus)</translation>
    </message>
    <message>
        <source>Roundabouts (points lost)</source>
        <translation>Ronds-points (points perdus)</translation>
    </message>
    <message>
        <source>Points scored per plan: %1</source>
        <translation>Points marqués par Plan&#xa0;: %1</translation>
    </message>
    <message>
        <source>Boxes crossed: %1</source>
        <translation>Cases cochées&#xa0;: %1</translation>
    </message>
    <message>
        <source>Solo: 7 points from 6 temps hired</source>
        <translation>Solo&#xa0;: 7 points dès 6 intérimaires embauchés</translation>
    </message>
    <message>
        <source>Most temps: 7 points, second: 4, third: 1</source>
        <translation>Le plus d’intérimaires&#xa0;: 7 points, le suivant&#xa0;: 4, le 3e&#xa0;: 1</translation>
    </message>
    <message>
        <source>Real estate: estates of %1 houses are worth %2 each</source>
        <translation>Agent immobilier&#xa0;: un lotissement de taille %1 vaut %2</translation>
    </message>
    <message>
        <source>Click to raise this column</source>
        <translation>Cliquez pour cocher une case de cette colonne</translation>
    </message>
    <message>
        <source>Total score so far</source>
        <translation>Score total actuel</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Sheet of %1</source>
        <translation>Feuille de %1</translation>
    </message>
    <message>
        <source>Solo · round %1</source>
        <translation>Solo · tour %1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Votre main</translation>
    </message>
    <message>
        <source>This turn&apos;s combinations</source>
        <translation>Les combinaisons du tour</translation>
    </message>
    <message>
        <source>City plans</source>
        <translation>Plans de la Ville</translation>
    </message>
</context>
<context>
    <name>BoardTitle</name>
    <message numerus="yes">
        <source>Round %1 · %n player(s)</source>
        <translation>
            <numerusform>Tour %1 · %n joueur</numerusform>
            <numerusform>Tour %1 · %n joueurs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Number %1 with %2
%3
Drag it onto a house, or press its key.</source>
        <extracomment>%1 is the number, %2 the effect name, %3 a sentence explaining the effect.</extracomment>
        <translation>Numéro %1 avec %2
%3
Faites-le glisser sur une maison, ou appuyez sur sa touche.</translation>
    </message>
    <message>
        <source>Card %1 / %2
Drag it onto a house to use its number; click it to use its effect.</source>
        <translation>Carte %1 / %2
Faites-la glisser sur une maison pour utiliser son numéro&#xa0;; cliquez dessus pour utiliser son action.</translation>
    </message>
    <message>
        <source>Effect in use: %1</source>
        <translation>Action utilisée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Expert rules: this card goes to the next player.</source>
        <translation>Règles expert&#xa0;: cette carte passe au joueur suivant.</translation>
    </message>
    <message>
        <source>effect</source>
        <translation>action</translation>
    </message>
    <message>
        <source>passed on ➜</source>
        <translation>passée ➜</translation>
    </message>
    <message>
        <source>Temp Agency: write the number %1</source>
        <translation>Agence d’intérim&#xa0;: écrivez le numéro %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the stacks</source>
        <translation>
            <numerusform>%n carte restante dans les piles</numerusform>
            <numerusform>%n cartes restantes dans les piles</numerusform>
        </translation>
    </message>
    <message>
        <source>cards left</source>
        <translation>cartes restantes</translation>
    </message>
    <message>
        <source>The pile lies effect side up: the next card’s effect is %1.</source>
        <translation>La pioche est face effet visible&#xa0;: l’effet de la prochaine carte est %1.</translation>
    </message>
</context>
<context>
    <name>ClaimDialog</name>
    <message>
        <source>%1: houses %2–%3</source>
        <translation>%1&#xa0;: maisons %2 à %3</translation>
    </message>
    <message>
        <source>City plan achieved</source>
        <translation>Plan de la Ville réalisé</translation>
    </message>
    <message>
        <source>Which estates do you use for “%1”? They cannot serve another plan.</source>
        <translation>Quels lotissements utilisez-vous pour «&#xa0;%1&#xa0;»&#xa0;? Ils ne pourront pas servir pour un autre Plan.</translation>
    </message>
</context>
<context>
    <name>ContinueList</name>
    <message>
        <source>Score pad</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · round %4</source>
        <translation>%1 · %2 · %3 · tour %4</translation>
    </message>
    <message>
        <source>Continue:</source>
        <translation>Continuer&#xa0;:</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Parties en cours</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
</context>
<context>
    <name>Effect</name>
    <message>
        <source>Surveyor</source>
        <translation>Géomètre</translation>
    </message>
    <message>
        <source>Real Estate Agent</source>
        <translation>Agent immobilier</translation>
    </message>
    <message>
        <source>Landscaper</source>
        <translation>Paysagiste</translation>
    </message>
    <message>
        <source>Pool Manufacturer</source>
        <translation>Fabricant de piscine</translation>
    </message>
    <message>
        <source>Temp Agency</source>
        <translation>Agence d’intérim</translation>
    </message>
    <message>
        <source>Bis</source>
        <translation>N° Bis</translation>
    </message>
</context>
<context>
    <name>EffectHelp</name>
    <message>
        <source>Draw a fence between two houses of a street.</source>
        <translation>Tracez une barrière entre deux maisons d’une même rue.</translation>
    </message>
    <message>
        <source>Raise the value of completed estates of one size.</source>
        <translation>Augmentez la valeur des lotissements complets d’une taille.</translation>
    </message>
    <message>
        <source>Build a park in the street where you wrote the number.</source>
        <translation>Construisez un parc dans la rue où vous avez écrit le numéro.</translation>
    </message>
    <message>
        <source>Build the pool if the number went into a house with a planned pool.</source>
        <translation>Construisez la piscine si le numéro va dans une maison avec une piscine prévue.</translation>
    </message>
    <message>
        <source>Hire a temp: add or subtract up to 2 to the house number.</source>
        <translation>Embauchez un intérimaire&#xa0;: ajoutez ou retirez jusqu’à 2 au numéro de la maison.</translation>
    </message>
    <message>
        <source>Copy a number into the empty house right beside it.</source>
        <translation>Recopiez un numéro dans la maison vide juste à côté.</translation>
    </message>
</context>
<context>
    <name>EndReason</name>
    <message>
        <source>A player crossed a third permit refusal.</source>
        <translation>Un architecte a coché son 3e refus de permis.</translation>
    </message>
    <message>
        <source>A player fulfilled all three city plans.</source>
        <translation>Un architecte a rempli les trois Plans de la Ville.</translation>
    </message>
    <message>
        <source>A player built every house of their three streets.</source>
        <translation>Un architecte a construit toutes les maisons de ses trois rues.</translation>
    </message>
    <message>
        <source>The construction deck is empty.</source>
        <translation>La pioche de cartes Travaux est épuisée.</translation>
    </message>
    <message>
        <source>Another player at the table ended the game.</source>
        <translation>Un autre architecte a mis fin à la partie à la table.</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>Round</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message numerus="yes">
        <source>%1, round %2: %n point(s)</source>
        <translation>
            <numerusform>%1, tour %2&#xa0;: %n point</numerusform>
            <numerusform>%1, tour %2&#xa0;: %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Look at the sheets</source>
        <translation>Voir les feuilles</translation>
    </message>
    <message>
        <source>Replay the game</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message numerus="yes">
        <source>Final score: %n point(s)</source>
        <translation>
            <numerusform>Score final&#xa0;: %n point</numerusform>
            <numerusform>Score final&#xa0;: %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 l’emporte&#xa0;!</translation>
    </message>
    <message>
        <source>Shared victory: %1</source>
        <translation>Victoire partagée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>Départage</translation>
    </message>
    <message>
        <source>Game code: %1 (friends who type it get the same cards)</source>
        <translation>Code de partie&#xa0;: %1 (les amis qui le tapent ont les mêmes cartes)</translation>
    </message>
    <message>
        <source>New personal best for %1: %2 points (before: %3)</source>
        <translation>Nouveau record personnel pour %1&#xa0;: %2 points (avant&#xa0;: %3)</translation>
    </message>
    <message>
        <source>Every player&apos;s total</source>
        <translation>Le total de chaque joueur</translation>
    </message>
    <message>
        <source>%1: points by category</source>
        <translation>%1&#xa0;: points par catégorie</translation>
    </message>
    <message>
        <source>&amp;Lines:</source>
        <translation>&amp;Courbes&#xa0;:</translation>
    </message>
</context>
<context>
    <name>EstatePicker</name>
    <message>
        <source>Click to use this estate for the plan</source>
        <translation>Cliquez pour utiliser ce lotissement pour le plan</translation>
    </message>
    <message>
        <source>Used for city plan no. %1</source>
        <translation>Utilisé pour le Plan n°%1</translation>
    </message>
    <message>
        <source>City plan no. %1 is met: the estates it uses are marked; click another outlined estate to use it instead.</source>
        <translation>Plan n°%1 rempli : les lotissements qu&apos;il utilise sont marqués ; cliquez sur un autre lotissement entouré pour l&apos;utiliser à la place.</translation>
    </message>
</context>
<context>
    <name>FileMessages</name>
    <message>
        <source>The file does not exist.</source>
        <translation>Le fichier n’existe pas.</translation>
    </message>
    <message>
        <source>The file cannot be opened (permissions or a disk error).</source>
        <translation>Le fichier ne peut pas être ouvert (droits d’accès ou erreur de disque).</translation>
    </message>
    <message>
        <source>It is not an ordinary file but a folder, a device or a pipe.</source>
        <translation>Ce n’est pas un fichier ordinaire mais un dossier, un périphérique ou un tube.</translation>
    </message>
    <message>
        <source>The file is too large.</source>
        <translation>Le fichier est trop volumineux.</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text.</source>
        <translation>Le fichier n’est pas du texte UTF-8.</translation>
    </message>
    <message>
        <source>The file is not valid JSON.</source>
        <translation>Le fichier n’est pas du JSON valide.</translation>
    </message>
    <message>
        <source>The file nests its data too deeply.</source>
        <translation>Le fichier imbrique ses données trop profondément.</translation>
    </message>
    <message>
        <source>The file holds a number far too large.</source>
        <translation>Le fichier contient un nombre beaucoup trop grand.</translation>
    </message>
    <message>
        <source>The file holds a value that is not a number (NaN or Infinity).</source>
        <translation>Le fichier contient une valeur qui n’est pas un nombre (NaN ou Infinity).</translation>
    </message>
    <message>
        <source>The file gives the same field twice.</source>
        <translation>Le fichier donne deux fois le même champ.</translation>
    </message>
    <message>
        <source>It is not a Welcome Desktop saved game.</source>
        <translation>Ce n’est pas une partie sauvegardée de Welcome Desktop.</translation>
    </message>
    <message>
        <source>Its format version is not supported.</source>
        <translation>Sa version de format n’est pas prise en charge.</translation>
    </message>
    <message>
        <source>A required field is missing or has the wrong type.</source>
        <translation>Un champ obligatoire manque ou n’a pas le bon type.</translation>
    </message>
    <message>
        <source>The game&apos;s configuration (mode, players, seed) is invalid.</source>
        <translation>La configuration de la partie (mode, joueurs, graine) n’est pas valide.</translation>
    </message>
    <message>
        <source>A recorded move breaks the rules when the game is replayed.</source>
        <translation>Un coup enregistré enfreint les règles quand la partie est rejouée.</translation>
    </message>
    <message>
        <source>A recorded move asks for the reshuffle without achieving a city plan.</source>
        <translation>Un coup enregistré demande de remélanger les cartes sans réaliser de Plan de la Ville.</translation>
    </message>
    <message>
        <source>The cards entered at the table are invalid.</source>
        <translation>Les cartes saisies à la table ne sont pas valides.</translation>
    </message>
    <message>
        <source>A move submitted in the unfinished round is invalid.</source>
        <translation>Un coup validé pendant le tour inachevé n’est pas valide.</translation>
    </message>
    <message>
        <source>The replayed game does not match the game recorded with it.</source>
        <translation>La partie rejouée ne correspond pas à la partie enregistrée avec elle.</translation>
    </message>
    <message>
        <source>The players&apos; setup is invalid.</source>
        <translation>La composition des joueurs n’est pas valide.</translation>
    </message>
    <message>
        <source>A player name is not text or is longer than the New Game dialog allows.</source>
        <translation>Un nom de joueur n’est pas du texte ou est plus long que ne le permet la fenêtre «&#xa0;Nouvelle partie&#xa0;».</translation>
    </message>
    <message>
        <source>The settings file could not be used and was kept aside as %1. Default settings are used.</source>
        <translation>Le fichier de préférences était inutilisable&#xa0;; il a été mis de côté sous le nom %1. Les préférences par défaut sont utilisées.</translation>
    </message>
    <message>
        <source>Some settings were invalid and were reset to their defaults. The previous file was kept as %1.</source>
        <translation>Certaines préférences n’étaient pas valides et ont repris leur valeur par défaut. L’ancien fichier a été conservé sous le nom %1.</translation>
    </message>
    <message>
        <source>The language setting “%1” is not a language of Welcome Desktop; the system language is used.</source>
        <translation>Le réglage de langue «&#xa0;%1&#xa0;» n’est pas une langue de Welcome Desktop&#xa0;; la langue du système est utilisée.</translation>
    </message>
    <message>
        <source>The details were written to %1.</source>
        <translation>Les détails ont été écrits dans %1.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Préférences</translation>
    </message>
</context>
<context>
    <name>GameCode</name>
    <message>
        <source>Type the %1 characters of the game code.</source>
        <translation>Tapez les %1 caractères du code de partie.</translation>
    </message>
    <message>
        <source>“%1” (character %2) is never used in game codes: they use only %3.</source>
        <translation>«&#xa0;%1&#xa0;» (caractère %2) n’apparaît jamais dans un code de partie&#xa0;: ils n’utilisent que %3.</translation>
    </message>
    <message>
        <source>A game code has %1 characters; this one has %2.</source>
        <translation>Un code de partie a %1 caractères&#xa0;; celui-ci en a %2.</translation>
    </message>
    <message>
        <source>This code has a typo: check it character by character.</source>
        <translation>Ce code contient une faute de frappe&#xa0;: vérifiez-le caractère par caractère.</translation>
    </message>
    <message>
        <source>This code comes from a newer version of Welcome Desktop.</source>
        <translation>Ce code vient d’une version plus récente de Welcome Desktop.</translation>
    </message>
    <message>
        <source>This is a code of %1: choose %1 on the start page and type it there.</source>
        <translation>C’est un code de %1&#xa0;: choisissez %1 sur la page d’accueil et tapez-le là.</translation>
    </message>
    <message>
        <source>This code names a game this version does not know.</source>
        <translation>Ce code désigne un jeu que cette version ne connaît pas.</translation>
    </message>
    <message>
        <source>Open it in %1</source>
        <translation>L’ouvrir dans %1</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Choose a combination first.</source>
        <translation>Choisissez d’abord une combinaison.</translation>
    </message>
    <message>
        <source>The number is already written; undo to change it.</source>
        <translation>Le numéro est déjà écrit&#xa0;; annulez pour le changer.</translation>
    </message>
    <message>
        <source>There is no effect to use now.</source>
        <translation>Aucune action à utiliser maintenant.</translation>
    </message>
    <message>
        <source>This turn is a permit refusal; undo to write a number instead.</source>
        <translation>Ce tour est un refus de permis&#xa0;; annulez pour écrire plutôt un numéro.</translation>
    </message>
    <message>
        <source>Finish the turn before confirming it.</source>
        <translation>Terminez le tour avant de le valider.</translation>
    </message>
    <message>
        <source>There is no plan to claim now.</source>
        <translation>Aucun Plan à réclamer maintenant.</translation>
    </message>
    <message>
        <source>The reshuffle cannot be asked for now.</source>
        <translation>Le remélange ne peut pas être demandé maintenant.</translation>
    </message>
    <message>
        <source>No game is in progress.</source>
        <translation>Aucune partie en cours.</translation>
    </message>
    <message>
        <source>Wait: the computer players are still thinking.</source>
        <translation>Patientez&#xa0;: les joueurs ordinateur réfléchissent encore.</translation>
    </message>
    <message>
        <source>Nothing to undo in this turn.</source>
        <translation>Rien à annuler dans ce tour.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Rien à rétablir.</translation>
    </message>
    <message>
        <source>Enter the three cards drawn at the table first.</source>
        <translation>Saisissez d’abord les trois cartes tirées à la table.</translation>
    </message>
    <message>
        <source>This game is not a score pad game.</source>
        <translation>Cette partie n’est pas en mode feuille de marque.</translation>
    </message>
    <message>
        <source>Enter three cards, each a number from 1 to 15 and an effect.</source>
        <translation>Saisissez trois cartes, chacune avec un numéro de 1 à 15 et une action.</translation>
    </message>
    <message>
        <source>Something went wrong while playing this move; the game is unchanged. Please report it.</source>
        <translation>Un problème est survenu en jouant ce coup&#xa0;; la partie n’a pas changé. Merci de le signaler.</translation>
    </message>
    <message>
        <source>A hint is already being prepared.</source>
        <translation>Un conseil est déjà en préparation.</translation>
    </message>
    <message>
        <source>Undo choosing the card</source>
        <translation>Annuler le choix de la carte</translation>
    </message>
    <message>
        <source>Undo drawing the roundabout</source>
        <translation>Annuler le rond-point</translation>
    </message>
    <message>
        <source>Undo changing the number</source>
        <translation>Annuler le changement de numéro</translation>
    </message>
    <message>
        <source>Undo writing the number</source>
        <translation>Annuler l’écriture du numéro</translation>
    </message>
    <message>
        <source>Undo choosing the ice-cream truck</source>
        <translation>Annuler le choix du camion de glaces</translation>
    </message>
    <message>
        <source>Undo using the effect</source>
        <translation>Annuler l’action</translation>
    </message>
    <message>
        <source>Undo skipping the effect</source>
        <translation>Annuler le passage de l’action</translation>
    </message>
    <message>
        <source>Undo refusing the permit</source>
        <translation>Annuler le refus de permis</translation>
    </message>
    <message>
        <source>Undo choosing the estates</source>
        <translation>Annuler le choix des lotissements</translation>
    </message>
    <message>
        <source>Undo the reshuffle answer</source>
        <translation>Annuler la réponse au remélange</translation>
    </message>
    <message>
        <source>Redo choosing the card</source>
        <translation>Rétablir le choix de la carte</translation>
    </message>
    <message>
        <source>Redo drawing the roundabout</source>
        <translation>Rétablir le rond-point</translation>
    </message>
    <message>
        <source>Redo changing the number</source>
        <translation>Rétablir le changement de numéro</translation>
    </message>
    <message>
        <source>Redo writing the number</source>
        <translation>Rétablir l’écriture du numéro</translation>
    </message>
    <message>
        <source>Redo choosing the ice-cream truck</source>
        <translation>Rétablir le choix du camion de glaces</translation>
    </message>
    <message>
        <source>Redo using the effect</source>
        <translation>Rétablir l’action</translation>
    </message>
    <message>
        <source>Redo skipping the effect</source>
        <translation>Rétablir le passage de l’action</translation>
    </message>
    <message>
        <source>Redo refusing the permit</source>
        <translation>Rétablir le refus de permis</translation>
    </message>
    <message>
        <source>Redo choosing the estates</source>
        <translation>Rétablir le choix des lotissements</translation>
    </message>
    <message>
        <source>Redo the reshuffle answer</source>
        <translation>Rétablir la réponse au remélange</translation>
    </message>
    <message>
        <source>The saved game %1 is damaged and cannot be opened.</source>
        <translation>La partie sauvegardée %1 est endommagée et ne peut pas être ouverte.</translation>
    </message>
    <message>
        <source>The saved game %1 was made by a newer version of Welcome Desktop. Update to open it.</source>
        <translation>La partie sauvegardée %1 vient d’une version plus récente de Welcome Desktop. Mettez à jour pour l’ouvrir.</translation>
    </message>
    <message>
        <source>The file %1 cannot be read.</source>
        <translation>Le fichier %1 ne peut pas être lu.</translation>
    </message>
    <message>
        <source>The game could not be saved to %1.</source>
        <translation>La partie n’a pas pu être sauvegardée dans %1.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Undo the whole move</source>
        <translation>Annuler tout le coup</translation>
    </message>
    <message>
        <source>Redo the whole move</source>
        <translation>Rétablir tout le coup</translation>
    </message>
</context>
<context>
    <name>GameRecorder</name>
    <message>
        <source>The game history was damaged. It was kept as %1 and a new one started.</source>
        <translation>L’historique des parties était endommagé. Il a été conservé sous le nom %1 et un nouveau a été commencé.</translation>
    </message>
    <message>
        <source>The game history was written by a newer version. It was kept as %1 and a new one started.</source>
        <translation>L’historique des parties a été écrit par une version plus récente. Il a été conservé sous le nom %1 et un nouveau a été commencé.</translation>
    </message>
    <message>
        <source>The game history is far too big to be ours. It was kept as %1 and a new one started.</source>
        <translation>L’historique des parties est bien trop gros pour être le nôtre. Il a été conservé sous le nom %1 et un nouveau a été commencé.</translation>
    </message>
    <message>
        <source>This game could not be added to the history (%1).</source>
        <translation>Cette partie n’a pas pu être ajoutée à l’historique (%1).</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Welcome To…</source>
        <translation>Welcome To…</translation>
    </message>
    <message>
        <source>Pompeji</source>
        <translation>Pompéi</translation>
    </message>
    <message>
        <source>Build a city before Vesuvius erupts.</source>
        <translation>Bâtissez une ville avant l’éruption du Vésuve.</translation>
    </message>
    <message>
        <source>Balconia</source>
        <translation>Balconia</translation>
    </message>
    <message>
        <source>A building of balconies, seen from both sides.</source>
        <translation>Un immeuble de balcons, vu des deux côtés.</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>Show me</source>
        <translation>Montrez-moi</translation>
    </message>
    <message>
        <source>No, thanks</source>
        <translation>Non merci</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>No number fits anywhere: the permit refusal is forced.</source>
        <translation>Aucun numéro ne peut être placé&#xa0;: le refus de permis est obligatoire.</translation>
    </message>
    <message>
        <source>Fulfils city plan no. %1.</source>
        <translation>Remplit le Plan de la Ville n°%1.</translation>
    </message>
    <message>
        <source>Builds the pool of this house.</source>
        <translation>Construit la piscine de cette maison.</translation>
    </message>
    <message>
        <source>Builds a park %1.</source>
        <translation>Construit un parc %1.</translation>
    </message>
    <message>
        <source>Draws a fence %1.</source>
        <translation>Trace une barrière %1.</translation>
    </message>
    <message>
        <source>Hires a temp to change the number by %1.</source>
        <translation>Embauche un intérimaire pour modifier le numéro de %1.</translation>
    </message>
    <message>
        <source>Writes a bis number %1.</source>
        <translation>Écrit un N° Bis %1.</translation>
    </message>
    <message>
        <source>Builds a roundabout %1.</source>
        <translation>Construit un rond-point %1.</translation>
    </message>
    <message>
        <source>A low number for its place %1: room stays for high numbers.</source>
        <translation>Un petit numéro pour sa place %1&#xa0;: il reste de la place pour les grands.</translation>
    </message>
    <message>
        <source>A high number for its place %1: room stays for low numbers.</source>
        <translation>Un grand numéro pour sa place %1&#xa0;: il reste de la place pour les petits.</translation>
    </message>
    <message>
        <source>The number sits where its value belongs %1.</source>
        <translation>Le numéro est à sa place logique %1.</translation>
    </message>
    <message>
        <source>Circles an ice-cream cone %1.</source>
        <translation>Entoure un cornet de glace %1.</translation>
    </message>
    <message>
        <source>Starts the bottom street&apos;s truck at its left end (it drives right).</source>
        <translation>Part avec le camion de glaces de gauche de la rue du bas (il roule vers la droite).</translation>
    </message>
    <message>
        <source>Starts the bottom street&apos;s truck at its right end (it drives left).</source>
        <translation>Part avec le camion de glaces de droite de la rue du bas (il roule vers la gauche).</translation>
    </message>
    <message>
        <source>Makes the longest string of lights longer %1.</source>
        <translation>Allonge la plus longue guirlande %1.</translation>
    </message>
    <message>
        <source>Collects eggs %1.</source>
        <translation>Ramasse des œufs %1.</translation>
    </message>
    <message>
        <source>in the top street</source>
        <translation>dans la rue du haut</translation>
    </message>
    <message>
        <source>in the middle street</source>
        <translation>dans la rue du milieu</translation>
    </message>
    <message>
        <source>in the bottom street</source>
        <translation>dans la rue du bas</translation>
    </message>
    <message numerus="yes">
        <source>Completes an estate of %n house(s).</source>
        <translation>
            <numerusform>Complète un lotissement de %n maison.</numerusform>
            <numerusform>Complète un lotissement de %n maisons.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Raises the value of estates of %n house(s).</source>
        <translation>
            <numerusform>Augmente la valeur des lotissements de %n maison.</numerusform>
            <numerusform>Augmente la valeur des lotissements de %n maisons.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>%1, advanced</source>
        <translation>%1, avancée</translation>
    </message>
    <message>
        <source>Delete a game</source>
        <translation>Supprimer une partie</translation>
    </message>
    <message>
        <source>Delete the game of %1 (%2) from the history? This cannot be undone.</source>
        <translation>Supprimer de l’historique la partie du %1 (%2)&#xa0;? Ce n’est pas réversible.</translation>
    </message>
    <message>
        <source>The history could not be opened; nothing was deleted.</source>
        <translation>L’historique n’a pas pu être ouvert&#xa0;; rien n’a été supprimé.</translation>
    </message>
    <message>
        <source>The game could not be deleted from the history.</source>
        <translation>La partie n’a pas pu être supprimée de l’historique.</translation>
    </message>
    <message>
        <source>No finished game matches these filters yet.</source>
        <translation>Aucune partie terminée ne correspond encore à ces filtres.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n game(s), mean %2, best %3</source>
        <translation>
            <numerusform>%1&#xa0;: %n partie, moyenne %2, meilleur %3</numerusform>
            <numerusform>%1&#xa0;: %n parties, moyenne %2, meilleur %3</numerusform>
        </translation>
    </message>
    <message>
        <source>History and statistics</source>
        <translation>Historique et statistiques</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Only this game code</source>
        <translation>Seulement ce code de partie</translation>
    </message>
    <message>
        <source>Replay…</source>
        <translation>Revoir…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Supprimer…</translation>
    </message>
    <message>
        <source>Delete the selected game from the history (Del)</source>
        <translation>Supprimer de l’historique la partie choisie (Suppr)</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Code de partie</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>&amp;Mode&#xa0;:</translation>
    </message>
    <message>
        <source>V&amp;ariant:</source>
        <translation>&amp;Variante&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Seats:</source>
        <translation>P&amp;laces&#xa0;:</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Tous</translation>
    </message>
    <message>
        <source>Basic plans</source>
        <translation>Plans de base</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avancée</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Score final</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Catégorie</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Contre</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Tied</source>
        <translation>Égalités</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdues</translation>
    </message>
</context>
<context>
    <name>JoinCodeDialog</name>
    <message>
        <source>Join with a code</source>
        <translation>Rejoindre avec un code</translation>
    </message>
    <message>
        <source>Everyone who types the same code plays the same cards, each on their own sheet. Compare your scores at the end.</source>
        <translation>Tous ceux qui tapent le même code jouent les mêmes cartes, chacun sur sa feuille. Comparez vos scores à la fin.</translation>
    </message>
    <message>
        <source>&amp;Game code:</source>
        <translation>&amp;Code de partie&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>&amp;Votre nom&#xa0;:</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Joueur 1</translation>
    </message>
    <message>
        <source>Today&apos;s solo challenge</source>
        <translation>Défi solo du jour</translation>
    </message>
    <message>
        <source>Nobody has finished today&apos;s challenge here yet.</source>
        <translation>Personne n’a encore terminé le défi du jour ici.</translation>
    </message>
    <message>
        <source>Best so far today: %1, %2 points</source>
        <translation>Meilleur score du jour&#xa0;: %1, %2 points</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Saved: %1</source>
        <translation>Sauvegardé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Welcome Desktop</source>
        <translation>Welcome Desktop</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Tour</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Score panel</source>
        <translation>Panneau des &amp;scores</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>Plein é&amp;cran</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Enregistrer…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Confirm turn</source>
        <translation>&amp;Valider le tour</translation>
    </message>
    <message>
        <source>S&amp;kip effect</source>
        <translation>&amp;Passer l’action</translation>
    </message>
    <message>
        <source>All &amp;games…</source>
        <translation>Tous les &amp;jeux…</translation>
    </message>
    <message>
        <source>&amp;Permit refused</source>
        <translation>Re&amp;fus de permis</translation>
    </message>
    <message>
        <source>Sug&amp;gest a move</source>
        <translation>&amp;Suggérer un coup</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom a&amp;vant</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Fit the sheet</source>
        <translation>Aj&amp;uster la feuille</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Préférence&amp;s…</translation>
    </message>
    <message>
        <source>The game &amp;ended at the table…</source>
        <translation>Fin de partie à la &amp;table…</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Règles du jeu</translation>
    </message>
    <message>
        <source>&amp;About Welcome Desktop</source>
        <translation>À &amp;propos de Welcome Desktop</translation>
    </message>
    <message numerus="yes">
        <source>%n estate(s)</source>
        <translation>
            <numerusform>%n lotissement</numerusform>
            <numerusform>%n lotissements</numerusform>
        </translation>
    </message>
    <message>
        <source>(played)</source>
        <translation>(a joué)</translation>
    </message>
    <message>
        <source>Build the park</source>
        <translation>Construire le parc</translation>
    </message>
    <message>
        <source>Build the pool</source>
        <translation>Construire la piscine</translation>
    </message>
    <message>
        <source>Hire the temp</source>
        <translation>Embaucher l’intérimaire</translation>
    </message>
    <message>
        <source>Use the effect</source>
        <translation>Utiliser l’action</translation>
    </message>
    <message>
        <source>You are looking at the sheet of %1 as it was at the start of the round.</source>
        <translation>Vous regardez la feuille de %1 telle qu’elle était au début du tour.</translation>
    </message>
    <message>
        <source>The final sheet of %1.</source>
        <translation>La feuille finale de %1.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>The computer players are thinking…</source>
        <translation>Les joueurs ordinateur réfléchissent…</translation>
    </message>
    <message>
        <source>Enter the three cards drawn at the table.</source>
        <translation>Saisissez les trois cartes tirées à la table.</translation>
    </message>
    <message>
        <source>No number fits anywhere: your building permit is refused this turn.</source>
        <translation>Aucun numéro ne peut être placé&#xa0;: votre permis de construire est refusé ce tour-ci.</translation>
    </message>
    <message>
        <source>Click an empty house to build a roundabout there.</source>
        <translation>Cliquez sur une maison vide pour y construire un rond-point.</translation>
    </message>
    <message>
        <source>Drag a card onto a house to use its number; click another card to use its effect (keys 1–3, arrows, Enter).</source>
        <translation>Faites glisser une carte sur une maison pour utiliser son numéro&#xa0;; cliquez sur une autre carte pour utiliser son action (touches 1–3, flèches, Entrée).</translation>
    </message>
    <message>
        <source>Drag a combination onto a house (or press 1–3, move with the arrows, Enter to write).</source>
        <translation>Faites glisser une combinaison sur une maison (ou touches 1–3, flèches pour se déplacer, Entrée pour écrire).</translation>
    </message>
    <message>
        <source>Write the %1 on a highlighted house (drag, click or Enter).</source>
        <translation>Écrivez le %1 dans une maison en surbrillance (glisser, clic ou Entrée).</translation>
    </message>
    <message>
        <source>Choose the bottom street&apos;s ice-cream truck: click the truck at the end it starts from.</source>
        <translation>Choisissez le camion de glaces de la rue du bas&#xa0;: cliquez sur le camion à l&apos;extrémité d&apos;où il part.</translation>
    </message>
    <message>
        <source>Surveyor: click a fence slot to build a fence (or skip).</source>
        <translation>Géomètre&#xa0;: cliquez entre deux maisons pour construire une barrière (ou passez).</translation>
    </message>
    <message>
        <source>Real Estate Agent: click a column to raise its value.</source>
        <translation>Agent immobilier&#xa0;: cliquez sur une colonne pour augmenter sa valeur.</translation>
    </message>
    <message>
        <source>Bis: click an empty house right beside a number to copy it.</source>
        <translation>N° Bis&#xa0;: cliquez sur une maison vide juste à côté d’un numéro pour le copier.</translation>
    </message>
    <message>
        <source>Landscaper: build a park in this street?</source>
        <translation>Paysagiste&#xa0;: construire un parc dans cette rue&#xa0;?</translation>
    </message>
    <message>
        <source>Pool Manufacturer: build the pool of this house?</source>
        <translation>Fabricant de piscine&#xa0;: construire la piscine de cette maison&#xa0;?</translation>
    </message>
    <message>
        <source>Temp Agency: hire a temp?</source>
        <translation>Agence d’intérim&#xa0;: embaucher un intérimaire&#xa0;?</translation>
    </message>
    <message>
        <source>%1 (the bottom truck starts on the left)</source>
        <translation>%1 (le camion du bas part de la gauche)</translation>
    </message>
    <message>
        <source>%1 (the bottom truck starts on the right)</source>
        <translation>%1 (le camion du bas part de la droite)</translation>
    </message>
    <message>
        <source>Permit refused. Confirm the turn (Ctrl+Enter).</source>
        <translation>Permis refusé. Validez le tour (Ctrl+Entrée).</translation>
    </message>
    <message>
        <source>Turn ready: confirm it (Ctrl+Enter), or undo to change it.</source>
        <translation>Tour prêt&#xa0;: validez-le (Ctrl+Entrée), ou annulez pour le modifier.</translation>
    </message>
    <message>
        <source>Round %1 is over.</source>
        <translation>Le tour %1 est terminé.</translation>
    </message>
    <message>
        <source>Suggestion: %1 — %2</source>
        <translation>Suggestion&#xa0;: %1 — %2</translation>
    </message>
    <message>
        <source>Suggestion: %1</source>
        <translation>Suggestion&#xa0;: %1</translation>
    </message>
    <message>
        <source>refuse the permit</source>
        <translation>refuser le permis</translation>
    </message>
    <message>
        <source>write %1 in %2, house %3, and draw a fence between houses %4 and %5 of %6</source>
        <translation>écrire %1&#xa0;: %2, maison %3, et tracer une barrière entre les maisons %4 et %5 (%6)</translation>
    </message>
    <message>
        <source>write %1 in %2, house %3, and use the %4</source>
        <translation>écrire %1&#xa0;: %2, maison %3, et utiliser l’action %4</translation>
    </message>
    <message>
        <source>write %1 in %2, house %3</source>
        <translation>écrire %1&#xa0;: %2, maison %3</translation>
    </message>
    <message>
        <source>First city plan achieved</source>
        <translation>Premier Plan de la Ville réalisé</translation>
    </message>
    <message>
        <source>You are among the first to achieve a city plan. Shuffle all the cards into three new stacks?</source>
        <translation>Vous êtes parmi les premiers à réaliser un Plan de la Ville. Remélanger toutes les cartes en trois nouvelles piles&#xa0;?</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Opened: %1</source>
        <translation>Ouvert&#xa0;: %1</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Unfinished turn</source>
        <translation>Tour inachevé</translation>
    </message>
    <message>
        <source>Your turn is not confirmed yet and will be lost. Leave this game anyway?</source>
        <translation>Votre tour n&apos;est pas encore validé et sera perdu. Quitter quand même cette partie ?</translation>
    </message>
    <message>
        <source>End of the game at the table</source>
        <translation>Fin de la partie à la table</translation>
    </message>
    <message>
        <source>Has another player ended the game (a third city plan, a third permit refusal or every house built) after the round you have just played? Your sheet is scored as it stands.</source>
        <translation>Un autre joueur a-t-il mis fin à la partie (troisième Plan de la Ville, troisième refus de permis ou toutes ses maisons construites) à l’issue du tour que vous venez de jouer&#xa0;? Votre feuille est comptée telle quelle.</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Welcome Desktop games (*.json);;All files (*)</source>
        <translation>Parties Welcome Desktop (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Welcome Desktop games (*.json)</source>
        <translation>Parties Welcome Desktop (*.json)</translation>
    </message>
    <message>
        <source>About Welcome Desktop</source>
        <translation>À propos de Welcome Desktop</translation>
    </message>
    <message>
        <source>&lt;b&gt;Welcome Desktop&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Welcome Desktop&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>A desktop version of the flip-and-write game Welcome To…, with hot-seat, solo and score-pad play. Art and rules summary made for this project.</source>
        <translation>Une version pour ordinateur du jeu «&#xa0;flip and write&#xa0;» Welcome To…, à plusieurs sur le même ordinateur, en solo ou comme feuille de marque. Illustrations et résumé des règles créés pour ce projet.</translation>
    </message>
    <message>
        <source>&amp;History and statistics…</source>
        <translation>&amp;Historique et statistiques…</translation>
    </message>
    <message>
        <source>&amp;Replay a saved game…</source>
        <translation>&amp;Revoir une partie enregistrée…</translation>
    </message>
    <message>
        <source>&amp;Copy game code</source>
        <translation>&amp;Copier le code de partie</translation>
    </message>
    <message>
        <source>&amp;Join with a code…</source>
        <translation>Rejoindre avec un co&amp;de…</translation>
    </message>
    <message>
        <source>Game code %1 copied: friends who type it play the same cards.</source>
        <translation>Code de partie %1 copié&#xa0;: les amis qui le tapent jouent les mêmes cartes.</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <source>Only finished games can be replayed; this one is still going.</source>
        <translation>Seules les parties terminées peuvent être revues&#xa0;; celle-ci est en cours.</translation>
    </message>
    <message>
        <source>This game could not be replayed.</source>
        <translation>Cette partie n’a pas pu être rejouée.</translation>
    </message>
    <message>
        <source>%1 is a saved game of a kind this version does not know (“%2”). Update Welcome Desktop to open it.</source>
        <translation>%1 est une partie sauvegardée d’un jeu que cette version ne connaît pas («&#xa0;%2&#xa0;»). Mettez à jour Welcome Desktop pour l’ouvrir.</translation>
    </message>
    <message>
        <source>A game of %1 was left unfinished. Resume it?</source>
        <translation>Une partie de %1 est restée inachevée. La reprendre&#xa0;?</translation>
    </message>
    <message>
        <source>Te&amp;mps at the table…</source>
        <translation>&amp;Intérimaires à la table…</translation>
    </message>
    <message>
        <source>Temp points provisional: enter the table&apos;s result (Game menu).</source>
        <translation>Points d’intérim provisoires&#xa0;: saisissez le résultat de la table (menu Partie).</translation>
    </message>
    <message>
        <source>Round &amp;log</source>
        <translation>&amp;Journal des tours</translation>
    </message>
    <message>
        <source>&amp;All sheets</source>
        <translation>&amp;Toutes les feuilles</translation>
    </message>
    <message>
        <source>First-game &amp;tutorial</source>
        <translation>&amp;Tutoriel de la première partie</translation>
    </message>
</context>
<context>
    <name>Mode</name>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Solo (the official one-player variant)</source>
        <translation>Solo (la variante solitaire officielle)</translation>
    </message>
    <message>
        <source>Hot-seat: 2 to 6 players on this computer</source>
        <translation>Chacun son tour&#xa0;: 2 à 6 joueurs sur cet ordinateur</translation>
    </message>
    <message>
        <source>Score pad: play with your own cards, the app keeps the sheet</source>
        <translation>Feuille de marque&#xa0;: jouez avec vos cartes, l’application tient la feuille</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Nombre de joueurs</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Advanced variant (roundabouts, advanced city plans)</source>
        <translation>Version avancée (ronds-points, Plans avancés)</translation>
    </message>
    <message>
        <source>Expert rules (a hand of three cards, pass one on)</source>
        <translation>Règles expert (une main de trois cartes, on en passe une)</translation>
    </message>
    <message>
        <source>Seed (optional)</source>
        <translation>Graine (facultative)</translation>
    </message>
    <message>
        <source>random</source>
        <translation>au hasard</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Ordinateur %1</translation>
    </message>
    <message>
        <source>The seed must be a whole number.</source>
        <translation>La graine doit être un nombre entier.</translation>
    </message>
    <message>
        <source>Join with a code…</source>
        <translation>Rejoindre avec un code…</translation>
    </message>
</context>
<context>
    <name>Overview</name>
    <message>
        <source>%1 — %2 points. Click to see this sheet.</source>
        <translation>%1 — %2 points. Cliquez pour voir cette feuille.</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1 pts</translation>
    </message>
</context>
<context>
    <name>PassDevicePage</name>
    <message>
        <source>Pass the device to %1</source>
        <translation>Passez l’appareil à %1</translation>
    </message>
    <message>
        <source>The previous sheet is hidden. Press the button when only the next player is looking.</source>
        <translation>La feuille précédente est cachée. Appuyez sur le bouton quand seul le joueur suivant regarde.</translation>
    </message>
    <message>
        <source>I am %1: show my sheet</source>
        <translation>Je suis %1&#xa0;: afficher ma feuille</translation>
    </message>
</context>
<context>
    <name>Plan</name>
    <message>
        <source>Full top street</source>
        <translation>Rue du haut complète</translation>
    </message>
    <message>
        <source>Full bottom street</source>
        <translation>Rue du bas complète</translation>
    </message>
    <message>
        <source>Street ends</source>
        <translation>Bouts de rue</translation>
    </message>
    <message>
        <source>Seven temps</source>
        <translation>Sept intérimaires</translation>
    </message>
    <message>
        <source>Five bis in a street</source>
        <translation>Cinq N° Bis dans une rue</translation>
    </message>
    <message>
        <source>Parks in two streets</source>
        <translation>Parcs de deux rues</translation>
    </message>
    <message>
        <source>Pools in two streets</source>
        <translation>Piscines de deux rues</translation>
    </message>
    <message>
        <source>Middle street: parks &amp; pools</source>
        <translation>Rue du milieu&#xa0;: parcs et piscines</translation>
    </message>
    <message>
        <source>Bottom street: parks &amp; pools</source>
        <translation>Rue du bas&#xa0;: parcs et piscines</translation>
    </message>
    <message>
        <source>Street with a roundabout</source>
        <translation>Rue avec rond-point</translation>
    </message>
    <message>
        <source>No ice cream 3-4-5</source>
        <translation>Sans glace 3-4-5</translation>
    </message>
    <message>
        <source>Ice cream 4-4-4</source>
        <translation>Glaces 4-4-4</translation>
    </message>
    <message>
        <source>Every cone of a street</source>
        <translation>Tous les cornets d&apos;une rue</translation>
    </message>
    <message>
        <source>Unlit 3-3</source>
        <translation>Sans guirlande 3-3</translation>
    </message>
    <message>
        <source>Lit 6-6</source>
        <translation>Guirlandes 6-6</translation>
    </message>
    <message>
        <source>A street of lights</source>
        <translation>Une rue illuminée</translation>
    </message>
    <message>
        <source>No eggs 2-3-4</source>
        <translation>Sans œuf 2-3-4</translation>
    </message>
    <message>
        <source>Eggs 3-3-3</source>
        <translation>Œufs 3-3-3</translation>
    </message>
    <message>
        <source>Every bottom egg</source>
        <translation>Tous les œufs du bas</translation>
    </message>
    <message>
        <source>Estates %1</source>
        <extracomment>%1 is the list of estate sizes, e.g. &quot;1-1-1-6&quot;.</extracomment>
        <translation>Lotissements %1</translation>
    </message>
    <message>
        <source>City plan no. %1</source>
        <translation>Plan de la Ville n°%1</translation>
    </message>
    <message>
        <source>n°%1</source>
        <extracomment>Very short (a corner of a card): %1 is the plan deck, 1 to 3.</extracomment>
        <translation>n°%1</translation>
    </message>
</context>
<context>
    <name>PlanRequirement</name>
    <message>
        <source>Six estates of 1 house</source>
        <translation>Six lotissements de 1 maison</translation>
    </message>
    <message>
        <source>Four estates of 2 houses</source>
        <translation>Quatre lotissements de 2 maisons</translation>
    </message>
    <message>
        <source>Three estates of 3 houses</source>
        <translation>Trois lotissements de 3 maisons</translation>
    </message>
    <message>
        <source>Two estates of 4 houses</source>
        <translation>Deux lotissements de 4 maisons</translation>
    </message>
    <message>
        <source>Two estates of 5 houses</source>
        <translation>Deux lotissements de 5 maisons</translation>
    </message>
    <message>
        <source>Two estates of 6 houses</source>
        <translation>Deux lotissements de 6 maisons</translation>
    </message>
    <message>
        <source>Three estates of 1 house and one of 6 houses</source>
        <translation>Trois lotissements de 1 maison et un de 6 maisons</translation>
    </message>
    <message>
        <source>Two estates of 2 houses and one of 5 houses</source>
        <translation>Deux lotissements de 2 maisons et un de 5 maisons</translation>
    </message>
    <message>
        <source>Two estates of 3 houses and one of 4 houses</source>
        <translation>Deux lotissements de 3 maisons et un de 4 maisons</translation>
    </message>
    <message>
        <source>Estates of 3 and 6 houses</source>
        <translation>Lotissements de 3 et 6 maisons</translation>
    </message>
    <message>
        <source>Estates of 4 and 5 houses</source>
        <translation>Lotissements de 4 et 5 maisons</translation>
    </message>
    <message>
        <source>Three estates of 1 house and one of 4 houses</source>
        <translation>Trois lotissements de 1 maison et un de 4 maisons</translation>
    </message>
    <message>
        <source>Estates of 1, 2 and 6 houses</source>
        <translation>Lotissements de 1, 2 et 6 maisons</translation>
    </message>
    <message>
        <source>Estates of 1, 4 and 5 houses</source>
        <translation>Lotissements de 1, 4 et 5 maisons</translation>
    </message>
    <message>
        <source>Estates of 3 and 4 houses</source>
        <translation>Lotissements de 3 et 4 maisons</translation>
    </message>
    <message>
        <source>Estates of 2 and 5 houses</source>
        <translation>Lotissements de 2 et 5 maisons</translation>
    </message>
    <message>
        <source>Estates of 1, 2, 2 and 3 houses</source>
        <translation>Lotissements de 1, 2, 2 et 3 maisons</translation>
    </message>
    <message>
        <source>Estates of 2, 3 and 5 houses</source>
        <translation>Lotissements de 2, 3 et 5 maisons</translation>
    </message>
    <message>
        <source>Build every house of the top street</source>
        <translation>Construire toutes les maisons de la rue du haut</translation>
    </message>
    <message>
        <source>Build every house of the bottom street</source>
        <translation>Construire toutes les maisons de la rue du bas</translation>
    </message>
    <message>
        <source>Build the first and the last house of all three streets</source>
        <translation>Construire la première et la dernière maison des trois rues</translation>
    </message>
    <message>
        <source>Hire 7 temps</source>
        <translation>Embaucher 7 intérimaires</translation>
    </message>
    <message>
        <source>Write 5 bis in one street</source>
        <translation>Écrire 5 N° Bis dans une même rue</translation>
    </message>
    <message>
        <source>Build every park of two streets</source>
        <translation>Construire tous les parcs de deux rues</translation>
    </message>
    <message>
        <source>Build every pool of two streets</source>
        <translation>Construire toutes les piscines de deux rues</translation>
    </message>
    <message>
        <source>Build every park and every pool of the middle street</source>
        <translation>Construire tous les parcs et toutes les piscines de la rue du milieu</translation>
    </message>
    <message>
        <source>Build every park and every pool of the bottom street</source>
        <translation>Construire tous les parcs et toutes les piscines de la rue du bas</translation>
    </message>
    <message>
        <source>Build every park, every pool and a roundabout in one street</source>
        <translation>Construire tous les parcs, toutes les piscines et un rond-point dans une même rue</translation>
    </message>
    <message>
        <source>Estates of 3, 4 and 5 houses without a circled cone</source>
        <translation>Lotissements de 3, 4 et 5 maisons sans cornet entouré</translation>
    </message>
    <message>
        <source>Three estates of 4 houses, each with 3 circled cones</source>
        <translation>Trois lotissements de 4 maisons, chacun avec 3 cornets entourés</translation>
    </message>
    <message>
        <source>Circle every cone of one street</source>
        <translation>Entourer tous les cornets d&apos;une rue</translation>
    </message>
    <message>
        <source>Two estates of 3 houses without a light inside</source>
        <translation>Deux lotissements de 3 maisons sans guirlande à l&apos;intérieur</translation>
    </message>
    <message>
        <source>Two estates of 6 houses, each lit from end to end</source>
        <translation>Deux lotissements de 6 maisons, chacun illuminé d&apos;un bout à l&apos;autre</translation>
    </message>
    <message>
        <source>One string of lights through a whole street</source>
        <translation>Une seule guirlande sur toute une rue</translation>
    </message>
    <message>
        <source>Estates of 2, 3 and 4 houses without a collected egg</source>
        <translation>Lotissements de 2, 3 et 4 maisons sans œuf ramassé</translation>
    </message>
    <message>
        <source>Three estates of 3 houses, each with 3 collected eggs</source>
        <translation>Trois lotissements de 3 maisons, chacun avec 3 œufs ramassés</translation>
    </message>
    <message>
        <source>Collect all 7 eggs of the bottom street</source>
        <translation>Ramasser les 7 œufs de la rue du bas</translation>
    </message>
</context>
<context>
    <name>PlanViewer</name>
    <message>
        <source>City plan no. %1</source>
        <translation>Plan de la Ville n°%1</translation>
    </message>
</context>
<context>
    <name>Plans</name>
    <message>
        <source>Points: %1 for the first to achieve it, %2 later</source>
        <translation>Points&#xa0;: %1 pour les premiers à le réaliser, %2 ensuite</translation>
    </message>
    <message>
        <source>Approved: only the later value is left</source>
        <translation>Approuvé&#xa0;: il ne reste que la valeur la plus faible</translation>
    </message>
    <message>
        <source>Not achieved by anyone yet</source>
        <translation>Réalisé par personne pour l’instant</translation>
    </message>
    <message numerus="yes">
        <source>You scored %n point(s) with it</source>
        <translation>
            <numerusform>Vous avez marqué %n point avec ce Plan</numerusform>
            <numerusform>Vous avez marqué %n points avec ce Plan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pompeji</name>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Statue</source>
        <translation>Statue</translation>
    </message>
    <message>
        <source>Permit</source>
        <translation>Permis</translation>
    </message>
    <message>
        <source>×2</source>
        <translation>×2</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the pile</source>
        <translation>
            <numerusform>%n carte dans la pioche</numerusform>
            <numerusform>%n cartes dans la pioche</numerusform>
        </translation>
    </message>
    <message>
        <source>Chance the next card is a volcano: %1 %</source>
        <translation>Risque que la prochaine carte soit un volcan&#xa0;: %1&#xa0;%</translation>
    </message>
    <message>
        <source>%1 holds: %2</source>
        <translation>%1 a en main&#xa0;: %2</translation>
    </message>
    <message>
        <source>Last turns</source>
        <translation>Derniers tours</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Total: %1 points</source>
        <translation>Total&#xa0;: %1 points</translation>
    </message>
    <message>
        <source>Total with ×2: %1 points</source>
        <translation>Total avec ×2&#xa0;: %1 points</translation>
    </message>
    <message>
        <source>Discarded: %1</source>
        <translation>Défaussée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Thinking of a move…</source>
        <translation>Recherche d’un coup…</translation>
    </message>
    <message>
        <source>%1 plays now</source>
        <translation>%1 joue maintenant</translation>
    </message>
    <message>
        <source>Permit: who plays now?</source>
        <translation>Permis&#xa0;: qui joue maintenant&#xa0;?</translation>
    </message>
    <message>
        <source>Building permit: play out of turn now (once per game)</source>
        <translation>Permis de construire&#xa0;: jouer maintenant, hors de son tour (une fois par partie)</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Suggérer</translation>
    </message>
    <message>
        <source>Suggest a move (H)</source>
        <translation>Suggérer un coup (H)</translation>
    </message>
    <message>
        <source>Score chart</source>
        <translation>Graphique des scores</translation>
    </message>
    <message>
        <source>Permit: %1 plays now</source>
        <translation>Permis&#xa0;: %1 joue maintenant</translation>
    </message>
    <message>
        <source>Skip the draw</source>
        <translation>Ne pas piocher</translation>
    </message>
    <message>
        <source>Use my permit: play again</source>
        <translation>Utiliser mon permis&#xa0;: rejouer</translation>
    </message>
    <message>
        <source>Play my ×2 card: double these points</source>
        <translation>Jouer ma carte ×2&#xa0;: doubler ces points</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Fin du tour</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>New game of Pompeji</source>
        <translation>Nouvelle partie de Pompéi</translation>
    </message>
    <message>
        <source>&amp;Game code (optional)</source>
        <translation>&amp;Code de partie (facultatif)</translation>
    </message>
    <message>
        <source>&amp;Today&apos;s challenge</source>
        <translation>&amp;Défi du jour</translation>
    </message>
    <message>
        <source>Today&apos;s deal against two Hard computer players: the same for everyone.</source>
        <translation>La donne du jour contre deux ordinateurs difficiles&#xa0;: la même pour tout le monde.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>Random first player</source>
        <translation>Premier joueur au hasard</translation>
    </message>
    <message>
        <source>After the first eruption, skipping the draw needs only 1 card left</source>
        <translation>Après la première éruption, ne pas piocher exige seulement 1 carte restante</translation>
    </message>
    <message>
        <source>Variant: a ×2 card (double one placement) instead of the building permit</source>
        <translation>Variante&#xa0;: une carte ×2 (doubler une pose) au lieu du permis de construire</translation>
    </message>
    <message>
        <source>Open hands: everyone sees every hand (to learn the game)</source>
        <translation>Mains ouvertes&#xa0;: chacun voit toutes les mains (pour apprendre le jeu)</translation>
    </message>
    <message>
        <source>Leave it empty for a new deal, or type a friend&apos;s code.</source>
        <translation>Laissez vide pour une nouvelle donne, ou tapez le code d’un ami.</translation>
    </message>
    <message>
        <source>The deal of this code, for %1 players.</source>
        <translation>La donne de ce code, pour %1 joueurs.</translation>
    </message>
    <message>
        <source>Nobody has finished today&apos;s challenge here yet.</source>
        <translation>Personne n’a encore terminé le défi du jour ici.</translation>
    </message>
    <message>
        <source>Best so far today: %1, %2 points</source>
        <translation>Meilleur score du jour&#xa0;: %1, %2 points</translation>
    </message>
    <message>
        <source>Pass the device to %1</source>
        <translation>Passez l’appareil à %1</translation>
    </message>
    <message>
        <source>The hands are hidden. Press the button when only the next player looks.</source>
        <translation>Les mains sont cachées. Appuyez sur le bouton quand seul le joueur suivant regarde.</translation>
    </message>
    <message>
        <source>I am %1: show my hand</source>
        <translation>Je suis %1&#xa0;: montrer ma main</translation>
    </message>
    <message>
        <source>Or play out of turn now with a building permit (once per game):</source>
        <translation>Ou jouez maintenant hors de votre tour avec un permis de construire (une fois par partie)&#xa0;:</translation>
    </message>
    <message>
        <source>Pompeji is buried: the final scores</source>
        <translation>Pompéi est ensevelie&#xa0;: les scores finaux</translation>
    </message>
    <message>
        <source>(−%1 for the cards in hand)</source>
        <translation>(−%1 pour les cartes en main)</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Show the city</source>
        <translation>Voir la ville</translation>
    </message>
    <message>
        <source>Replay the game</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Rejouer cette donne</translation>
    </message>
    <message>
        <source>The same players, the same cards in the same order, the same volcanoes.</source>
        <translation>Les mêmes joueurs, les mêmes cartes dans le même ordre, les mêmes volcans.</translation>
    </message>
    <message>
        <source>Game code: %1 (whoever types it plays the same deal)</source>
        <translation>Code de partie&#xa0;: %1 (qui le tape joue la même donne)</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>monument %1</source>
        <translation>monument %1</translation>
    </message>
    <message>
        <source>colour %1</source>
        <translation>couleur %1</translation>
    </message>
    <message>
        <source>7th card +%1</source>
        <translation>7e carte +%1</translation>
    </message>
    <message>
        <source>Statue, best: %1 points</source>
        <translation>Statue, au mieux&#xa0;: %1 points</translation>
    </message>
    <message>
        <source>Built since your last turn</source>
        <translation>Posée depuis votre dernier tour</translation>
    </message>
    <message>
        <source>Hand of %1</source>
        <translation>Main de %1</translation>
    </message>
    <message>
        <source>%1: %2 points</source>
        <translation>%1&#xa0;: %2 points</translation>
    </message>
    <message>
        <source>Best here: %1</source>
        <translation>Le meilleur ici&#xa0;: %1</translation>
    </message>
    <message>
        <source>As %1 and %2, value 1: %3 points</source>
        <translation>Comme %1 et %2, valeur 1&#xa0;: %3 points</translation>
    </message>
    <message>
        <source>Name your statue: it scores as this monument and colour with value 1, then it is neutral.</source>
        <translation>Nommez votre statue&#xa0;: elle marque comme ce monument et cette couleur avec la valeur 1, puis elle devient neutre.</translation>
    </message>
    <message>
        <source>Monument</source>
        <translation>Monument</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Place the statue</source>
        <translation>Poser la statue</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Temple</source>
        <translation>Temple</translation>
    </message>
    <message>
        <source>Basilica</source>
        <translation>Basilique</translation>
    </message>
    <message>
        <source>Amphitheatre</source>
        <translation>Amphithéâtre</translation>
    </message>
    <message>
        <source>Thermae</source>
        <translation>Thermes</translation>
    </message>
    <message>
        <source>Villa</source>
        <translation>Villa</translation>
    </message>
    <message>
        <source>Fountain</source>
        <translation>Fontaine</translation>
    </message>
    <message>
        <source>Granary</source>
        <translation>Grenier</translation>
    </message>
    <message>
        <source>red (stripes)</source>
        <translation>rouge (rayures)</translation>
    </message>
    <message>
        <source>orange (bars)</source>
        <translation>orange (barres)</translation>
    </message>
    <message>
        <source>yellow (dots)</source>
        <translation>jaune (points)</translation>
    </message>
    <message>
        <source>green (slants)</source>
        <translation>vert (hachures)</translation>
    </message>
    <message>
        <source>blue (back slants)</source>
        <translation>bleu (contre-hachures)</translation>
    </message>
    <message>
        <source>purple (grid)</source>
        <translation>violet (grille)</translation>
    </message>
    <message>
        <source>grey (lattice)</source>
        <translation>gris (treillis)</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Colonne</translation>
    </message>
    <message>
        <source>Diagonal ↘</source>
        <translation>Diagonale ↘</translation>
    </message>
    <message>
        <source>Diagonal ↗</source>
        <translation>Diagonale ↗</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <source>That player cannot do this.</source>
        <translation>Ce joueur ne peut pas faire cela.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n’est pas votre tour.</translation>
    </message>
    <message>
        <source>You have already played a card this turn: take it back first.</source>
        <translation>Vous avez déjà joué une carte ce tour-ci&#xa0;: reprenez-la d’abord.</translation>
    </message>
    <message>
        <source>There is no such card.</source>
        <translation>Cette carte n’existe pas.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Cette carte n’est pas dans votre main.</translation>
    </message>
    <message>
        <source>A card already stands there.</source>
        <translation>Une carte est déjà posée là.</translation>
    </message>
    <message>
        <source>A card must share an edge with the city (a corner is not enough).</source>
        <translation>Une carte doit toucher la ville par un côté (un coin ne suffit pas).</translation>
    </message>
    <message>
        <source>The city may not be wider or taller than 7 cards.</source>
        <translation>La ville ne peut pas dépasser 7 cartes de large ou de haut.</translation>
    </message>
    <message>
        <source>The same monument may not stand right beside it.</source>
        <translation>Le même monument ne peut pas être juste à côté.</translation>
    </message>
    <message>
        <source>A card of the same colour may not stand right beside it.</source>
        <translation>Une carte de la même couleur ne peut pas être juste à côté.</translation>
    </message>
    <message>
        <source>Your statue is already in the city.</source>
        <translation>Votre statue est déjà dans la ville.</translation>
    </message>
    <message>
        <source>No card is drawn after a statue.</source>
        <translation>On ne pioche pas après une statue.</translation>
    </message>
    <message>
        <source>You may discard only when no card of your hand fits anywhere.</source>
        <translation>Vous ne pouvez défausser que si aucune carte de votre main ne peut être posée.</translation>
    </message>
    <message>
        <source>You may skip the draw only after the first eruption, with 2 cards left.</source>
        <translation>Vous ne pouvez renoncer à piocher qu’après la première éruption, avec 2 cartes restantes.</translation>
    </message>
    <message>
        <source>This building permit is already used.</source>
        <translation>Ce permis de construire est déjà utilisé.</translation>
    </message>
    <message>
        <source>Your own turn comes next: the permit is for playing out of turn.</source>
        <translation>C’est bientôt votre tour&#xa0;: le permis sert à jouer hors de votre tour.</translation>
    </message>
    <message>
        <source>The ×2 card is already used.</source>
        <translation>La carte ×2 est déjà utilisée.</translation>
    </message>
    <message>
        <source>Not in this variant.</source>
        <translation>Pas dans cette variante.</translation>
    </message>
    <message>
        <source>The game could not be saved.</source>
        <translation>La partie n’a pas pu être enregistrée.</translation>
    </message>
    <message>
        <source>%1: pick up a card (or your statue): the cells where it fits light up. Drop it on one.</source>
        <translation>%1&#xa0;: prenez une carte (ou votre statue)&#xa0;: les cases où elle peut aller s’éclairent. Posez-la sur l’une d’elles.</translation>
    </message>
    <message>
        <source>%1: no card of your hand fits. Drag one onto the discard pile.</source>
        <translation>%1&#xa0;: aucune carte de votre main ne peut être posée. Faites-en glisser une sur la défausse.</translation>
    </message>
    <message>
        <source>%1: end your turn, or take the card back.</source>
        <translation>%1&#xa0;: finissez votre tour, ou reprenez la carte.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>The second volcano has erupted: the game is over.</source>
        <translation>Le second volcan est entré en éruption&#xa0;: la partie est finie.</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Ordinateur&#xa0;: facile</translation>
    </message>
    <message>
        <source>Computer: medium</source>
        <translation>Ordinateur&#xa0;: moyen</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Ordinateur&#xa0;: difficile</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1: drag a card (or your statue) onto a cell of the city where it fits.</source>
        <extracomment>The build prompt when the player turned highlighted cells off (nothing lights up).</extracomment>
        <translation>%1&#xa0;: faites glisser une carte (ou votre statue) sur une case de la ville où elle peut aller.</translation>
    </message>
    <message>
        <source>Vesuvius is quiet</source>
        <translation>Le Vésuve est calme</translation>
    </message>
    <message>
        <source>Vesuvius is erupting: the next volcano ends the game</source>
        <translation>Le Vésuve est en éruption&#xa0;: le prochain volcan finit la partie</translation>
    </message>
    <message>
        <source>Pompeji is buried</source>
        <translation>Pompéi est ensevelie</translation>
    </message>
    <message>
        <source>Suggestion: discard %1.</source>
        <translation>Suggestion&#xa0;: défaussez %1.</translation>
    </message>
    <message numerus="yes">
        <source>Suggestion: your statue on the marked cell, as %1, %2, for %n point(s).</source>
        <translation>
            <numerusform>Suggestion&#xa0;: votre statue sur la case marquée, comme %1, %2, pour %n point.</numerusform>
            <numerusform>Suggestion&#xa0;: votre statue sur la case marquée, comme %1, %2, pour %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Suggestion: %1 on the marked cell for %n point(s).</source>
        <translation>
            <numerusform>Suggestion&#xa0;: %1 sur la case marquée pour %n point.</numerusform>
            <numerusform>Suggestion&#xa0;: %1 sur la case marquée pour %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play your ×2 card with it.</source>
        <translation>Jouez votre carte ×2 avec.</translation>
    </message>
    <message>
        <source>Skip the draw.</source>
        <translation>Ne piochez pas.</translation>
    </message>
    <message>
        <source>Then use your building permit to play again.</source>
        <translation>Puis utilisez votre permis de construire pour rejouer.</translation>
    </message>
    <message>
        <source>Enter plays it.</source>
        <translation>Entrée la joue.</translation>
    </message>
    <message>
        <source>Statue: it matches no monument and no colour</source>
        <translation>Statue&#xa0;: elle ne s’assortit à aucun monument ni à aucune couleur</translation>
    </message>
    <message>
        <source>Your statue: any monument and any colour, worth 1; no draw after it</source>
        <translation>Votre statue&#xa0;: n’importe quel monument et n’importe quelle couleur, valeur 1&#xa0;; pas de pioche après</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>%1 is a saved game of a kind this version does not know.</source>
        <translation>%1 est une partie enregistrée d’un jeu que cette version ne connaît pas.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Opened: %1</source>
        <translation>Ouvert&#xa0;: %1</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>A game of Pompeji was left unfinished. Resume it?</source>
        <translation>Une partie de Pompéi est restée inachevée. La reprendre&#xa0;?</translation>
    </message>
    <message>
        <source>Game code %1 copied: whoever types it on Pompeji&apos;s New Game page plays the same deal.</source>
        <translation>Code de partie %1 copié&#xa0;: qui le tape sur la page Nouvelle partie de Pompeji joue la même donne.</translation>
    </message>
    <message>
        <source>Cop&amp;y game code</source>
        <translation>Copier le &amp;code de partie</translation>
    </message>
    <message>
        <source>&amp;Join with a code…</source>
        <translation>&amp;Rejoindre avec un code…</translation>
    </message>
    <message>
        <source>Games &amp;played…</source>
        <translation>&amp;Parties jouées…</translation>
    </message>
    <message>
        <source>&amp;Suggest a move</source>
        <translation>&amp;Suggérer un coup</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>A&amp;ffichage</translation>
    </message>
    <message>
        <source>&amp;First-game guide</source>
        <translation>&amp;Guide de la première partie</translation>
    </message>
    <message>
        <source>Saved: %1</source>
        <translation>Enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 — Welcome Desktop</source>
        <translation>%1 — Welcome Desktop</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Tour</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Enregistrer…</translation>
    </message>
    <message>
        <source>Score &amp;chart…</source>
        <translation>&amp;Graphique des scores…</translation>
    </message>
    <message>
        <source>Take &amp;back the card</source>
        <translation>&amp;Reprendre la carte</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>&amp;Fin du tour</translation>
    </message>
    <message>
        <source>&amp;How to play Pompeji</source>
        <translation>&amp;Comment jouer à Pompéi</translation>
    </message>
    <message>
        <source>Play against the computer</source>
        <translation>Jouer contre l’ordinateur</translation>
    </message>
    <message>
        <source>%1, turn %2: %3 points</source>
        <translation>%1, tour %2&#xa0;: %3 points</translation>
    </message>
    <message>
        <source>Scores turn by turn</source>
        <translation>Les scores tour par tour</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>%1 could build nothing and discarded %2</source>
        <translation>%1 ne pouvait rien construire et a défaussé %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 laid the statue as %2 for %n point(s)</source>
        <translation>
            <numerusform>%1 a posé sa statue comme %2 pour %n point</numerusform>
            <numerusform>%1 a posé sa statue comme %2 pour %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 built %2 for %n point(s)</source>
        <translation>
            <numerusform>%1 a construit %2 pour %n point</numerusform>
            <numerusform>%1 a construit %2 pour %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>The ×2 card doubled it.</source>
        <translation>La carte ×2 l’a doublé.</translation>
    </message>
    <message>
        <source>A turn out of order, with the building permit.</source>
        <translation>Un tour hors de son rang, avec le permis de construire.</translation>
    </message>
    <message>
        <source>No card drawn.</source>
        <translation>Aucune carte piochée.</translation>
    </message>
    <message>
        <source>The second volcano: the game ends.</source>
        <translation>Le second volcan&#xa0;: la partie est finie.</translation>
    </message>
    <message>
        <source>The first volcano: Vesuvius erupts.</source>
        <translation>Le premier volcan&#xa0;: le Vésuve entre en éruption.</translation>
    </message>
    <message>
        <source>This game&apos;s record is damaged: it cannot be replayed.</source>
        <translation>L’enregistrement de cette partie est endommagé&#xa0;: impossible de la revoir.</translation>
    </message>
    <message>
        <source>As dealt (%1 turns in all)</source>
        <translation>Au début (%1 tours en tout)</translation>
    </message>
    <message>
        <source>Turn %1 of %2</source>
        <translation>Tour %1 sur %2</translation>
    </message>
    <message>
        <source>Final scores: the cards left in hand taken off.</source>
        <translation>Scores finaux&#xa0;: les cartes restées en main sont déduites.</translation>
    </message>
    <message>
        <source>Pompeji: replay</source>
        <translation>Pompéi&#xa0;: revoir la partie</translation>
    </message>
    <message>
        <source>As dealt (Home)</source>
        <translation>Au début (touche Origine)</translation>
    </message>
    <message>
        <source>Previous turn (Left arrow)</source>
        <translation>Tour précédent (flèche gauche)</translation>
    </message>
    <message>
        <source>Next turn (Right arrow)</source>
        <translation>Tour suivant (flèche droite)</translation>
    </message>
    <message>
        <source>Last turn (End)</source>
        <translation>Dernier tour (touche Fin)</translation>
    </message>
    <message>
        <source>Vesuvius erupts! You may now skip the draw; the next volcano ends the game.</source>
        <translation>Le Vésuve entre en éruption&#xa0;! Vous pouvez désormais ne pas piocher&#xa0;; le prochain volcan finit la partie.</translation>
    </message>
    <message>
        <source>%1 uses the building permit and plays now.</source>
        <translation>%1 utilise son permis de construire et joue maintenant.</translation>
    </message>
    <message>
        <source>Your first game of Pompeji?</source>
        <translation>Votre première partie de Pompéi&#xa0;?</translation>
    </message>
    <message>
        <source>A guide can explain each step as you play.</source>
        <translation>Un guide peut expliquer chaque étape pendant que vous jouez.</translation>
    </message>
    <message>
        <source>1. Build a card</source>
        <translation>1. Construisez une carte</translation>
    </message>
    <message>
        <source>Drag a card from your hand onto a green cell of the city. A card must touch the city by a side, may not sit beside a card of the same monument or the same colour, and the city never grows past 7 × 7. Hover a cell to see what your cards would score there.</source>
        <translation>Faites glisser une carte de votre main sur une case verte de la ville. Une carte doit toucher la ville par un côté, ne peut pas être posée à côté d’une carte du même monument ou de la même couleur, et la ville ne dépasse jamais 7 × 7. Survolez une case pour voir ce que vos cartes y rapporteraient.</translation>
    </message>
    <message>
        <source>2. How it scores</source>
        <translation>2. Ce qu’elle rapporte</translation>
    </message>
    <message>
        <source>Each of the four streets through your card (its row, its column, its two diagonals, up to the first gap) scores: if it holds other cards of your monument, the sum of their values and yours; if it holds others of your colour, the highest value among them and yours; 7 more if your card is its seventh. Take back undoes it; End turn (Ctrl+Enter) draws you a new card.</source>
        <translation>Chacune des quatre rues qui passent par votre carte (sa ligne, sa colonne, ses deux diagonales, jusqu’au premier trou) rapporte&#xa0;: si elle contient d’autres cartes de votre monument, la somme de leurs valeurs et de la vôtre&#xa0;; si elle en contient d’autres de votre couleur, la plus haute valeur parmi elles et la vôtre&#xa0;; 7 de plus si votre carte en est la septième. Reprendre l’annule&#xa0;; Fin du tour (Ctrl+Entrée) vous fait piocher une nouvelle carte.</translation>
    </message>
    <message>
        <source>3. Your statue</source>
        <translation>3. Votre statue</translation>
    </message>
    <message>
        <source>The statue, last in your hand, may stand for any monument and any colour and is worth 1: keep it for a cell where many matching streets meet. You draw no card after it, and once built it matches nothing.</source>
        <translation>La statue, la dernière carte de votre main, peut valoir n’importe quel monument et n’importe quelle couleur, pour une valeur de 1&#xa0;: gardez-la pour une case où se croisent beaucoup de rues assorties. Vous ne piochez pas après l’avoir posée, et une fois posée elle ne s’assortit plus à rien.</translation>
    </message>
    <message>
        <source>4. Your building permit</source>
        <translation>4. Votre permis de construire</translation>
    </message>
    <message>
        <source>Once per game you may play out of turn: tick Use my permit before ending a turn to play again at once, or press the Permit button to play before the next player. A late permit, when the city offers big cells, is worth most.</source>
        <translation>Une fois par partie, vous pouvez jouer hors de votre tour&#xa0;: cochez «&#xa0;Utiliser mon permis&#xa0;» avant de finir un tour pour rejouer aussitôt, ou appuyez sur le bouton Permis pour jouer avant le joueur suivant. Un permis tardif, quand la ville offre de grosses cases, rapporte le plus.</translation>
    </message>
    <message>
        <source>5. Vesuvius</source>
        <translation>5. Le Vésuve</translation>
    </message>
    <message>
        <source>Two volcanoes hide near the bottom of the pile. After the first you may skip the draw; the second ends the game at once, and the cards left in your hand count against you. The side panel shows the chance of a volcano.</source>
        <translation>Deux volcans se cachent vers le bas de la pioche. Après le premier, vous pouvez ne pas piocher&#xa0;; le second finit aussitôt la partie, et les cartes restées dans votre main comptent contre vous. Le panneau de côté montre la probabilité d’un volcan.</translation>
    </message>
    <message>
        <source>You know the rules</source>
        <translation>Vous connaissez les règles</translation>
    </message>
    <message>
        <source>Enjoy the game! Help ▸ First-game guide brings the guide back.</source>
        <translation>Bonne partie&#xa0;! Aide ▸ Guide de la première partie le fait revenir.</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>Ce joueur n’existe pas.</translation>
    </message>
    <message>
        <source>This player has already played this turn.</source>
        <translation>Ce joueur a déjà joué ce tour-ci.</translation>
    </message>
    <message>
        <source>This combination is not on offer.</source>
        <translation>Cette combinaison n’est pas proposée.</translation>
    </message>
    <message>
        <source>There is no such house.</source>
        <translation>Cette maison n’existe pas.</translation>
    </message>
    <message>
        <source>This house already has a number.</source>
        <translation>Cette maison a déjà un numéro.</translation>
    </message>
    <message>
        <source>Numbers must increase from left to right along a street.</source>
        <translation>Dans une rue, les numéros doivent croître de gauche à droite.</translation>
    </message>
    <message>
        <source>House numbers go from 0 to 17.</source>
        <translation>Les numéros de maison vont de 0 à 17.</translation>
    </message>
    <message>
        <source>Only the Temp Agency can change the house number.</source>
        <translation>Seule l’Agence d’intérim peut modifier le numéro de la maison.</translation>
    </message>
    <message>
        <source>The Temp Agency changes a number by 2 at most.</source>
        <translation>L’Agence d’intérim modifie un numéro de 2 au plus.</translation>
    </message>
    <message>
        <source>A number can still be written: no permit refusal yet.</source>
        <translation>Un numéro peut encore être écrit&#xa0;: pas de refus de permis.</translation>
    </message>
    <message>
        <source>No effect can be used with a permit refusal.</source>
        <translation>Aucune action n’est possible avec un refus de permis.</translation>
    </message>
    <message>
        <source>Choose where the effect applies.</source>
        <translation>Choisissez où appliquer l’action.</translation>
    </message>
    <message>
        <source>This effect cannot be used that way.</source>
        <translation>Cette action ne s’utilise pas ainsi.</translation>
    </message>
    <message>
        <source>A fence cannot go there.</source>
        <translation>Une barrière ne peut pas aller ici.</translation>
    </message>
    <message>
        <source>There is already a fence here.</source>
        <translation>Il y a déjà une barrière ici.</translation>
    </message>
    <message>
        <source>A fence cannot separate a bis house from the house it copies.</source>
        <translation>Une barrière ne peut pas séparer un N° Bis de la maison qu’il copie.</translation>
    </message>
    <message>
        <source>This estate was used for a city plan and can no longer be split.</source>
        <translation>Ce lotissement a servi pour un Plan de la Ville et ne peut plus être redécoupé.</translation>
    </message>
    <message>
        <source>There is no such Real Estate Agent column.</source>
        <translation>Cette colonne de l’Agent immobilier n’existe pas.</translation>
    </message>
    <message>
        <source>This Real Estate Agent column is full.</source>
        <translation>Cette colonne de l’Agent immobilier est entièrement cochée.</translation>
    </message>
    <message>
        <source>Every park of this street is already built.</source>
        <translation>Tous les parcs de cette rue sont déjà construits.</translation>
    </message>
    <message>
        <source>This house has no planned pool.</source>
        <translation>Cette maison n’a pas de piscine prévue.</translation>
    </message>
    <message>
        <source>The pool track is full.</source>
        <translation>L’échelle des piscines est complète.</translation>
    </message>
    <message>
        <source>The temp track is full.</source>
        <translation>La section intérim est complète.</translation>
    </message>
    <message>
        <source>The bis track is full.</source>
        <translation>L’échelle des N° Bis est complète.</translation>
    </message>
    <message>
        <source>A bis number goes right beside a house with the same number.</source>
        <translation>Un N° Bis se place juste à côté d’une maison portant le même numéro.</translation>
    </message>
    <message>
        <source>The house to copy has no number.</source>
        <translation>La maison à copier n’a pas de numéro.</translation>
    </message>
    <message>
        <source>A bis number cannot copy across a fence or a roundabout.</source>
        <translation>Un N° Bis ne peut pas copier à travers une barrière ou un rond-point.</translation>
    </message>
    <message>
        <source>Roundabouts are only used in the advanced variant.</source>
        <translation>Les ronds-points ne servent que dans la version avancée.</translation>
    </message>
    <message>
        <source>You already have two roundabouts.</source>
        <translation>Vous avez déjà deux ronds-points.</translation>
    </message>
    <message>
        <source>A roundabout needs an empty house.</source>
        <translation>Un rond-point se place dans une maison vide.</translation>
    </message>
    <message>
        <source>The roundabout cannot go in the house where you write the number.</source>
        <translation>Le rond-point ne peut pas aller dans la maison où vous écrivez le numéro.</translation>
    </message>
    <message>
        <source>The construction cards cannot be reshuffled now.</source>
        <translation>Les cartes Travaux ne peuvent pas être remélangées maintenant.</translation>
    </message>
    <message>
        <source>There is no such city plan.</source>
        <translation>Ce Plan de la Ville n’existe pas.</translation>
    </message>
    <message>
        <source>This city plan is already scored.</source>
        <translation>Ce Plan de la Ville est déjà marqué.</translation>
    </message>
    <message>
        <source>This city plan is not fulfilled yet.</source>
        <translation>Ce Plan de la Ville n’est pas encore rempli.</translation>
    </message>
    <message>
        <source>These estates do not fulfil this city plan.</source>
        <translation>Ces lotissements ne remplissent pas ce Plan de la Ville.</translation>
    </message>
    <message>
        <source>Enter the three combinations of this turn first.</source>
        <translation>Saisissez d’abord les trois combinaisons de ce tour.</translation>
    </message>
    <message>
        <source>This game is not a score pad game.</source>
        <translation>Cette partie n’est pas en mode feuille de marque.</translation>
    </message>
    <message>
        <source>Enter three combinations, each with a house number and an effect.</source>
        <translation>Saisissez trois combinaisons, chacune avec un numéro de maison et une action.</translation>
    </message>
    <message>
        <source>The ice-cream truck&apos;s direction is chosen with the bottom street&apos;s first number.</source>
        <translation>Le sens du camion de glaces se choisit avec le premier numéro de la rue du bas.</translation>
    </message>
    <message>
        <source>This move is not allowed (%1).</source>
        <translation>Ce coup n’est pas permis (%1).</translation>
    </message>
    <message>
        <source>Enter your place for temps at the table, or the other players&apos; temp counts (0 to 11).</source>
        <translation>Saisissez votre place pour les intérimaires à la table, ou le nombre d’intérimaires des autres joueurs (0 à 11).</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <source>Cards of round %1: %2</source>
        <translation>Cartes du tour %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: permit refused</source>
        <translation>%1&#xa0;: refus de permis</translation>
    </message>
    <message>
        <source>%1: %2 in %3, house %4</source>
        <translation>%1&#xa0;: %2 dans %3, maison %4</translation>
    </message>
    <message>
        <source>Before round 1 (%1 rounds in all)</source>
        <translation>Avant le tour 1 (%1 tours en tout)</translation>
    </message>
    <message>
        <source>After round %1 of %2</source>
        <translation>Après le tour %1 sur %2</translation>
    </message>
    <message>
        <source>City plans approved: %1</source>
        <translation>Plans de la Ville validés&#xa0;: %1</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <source>&amp;Sheet of:</source>
        <translation>&amp;Feuille de&#xa0;:</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>First round (Home)</source>
        <translation>Premier tour (Début)</translation>
    </message>
    <message>
        <source>Previous round (Left arrow)</source>
        <translation>Tour précédent (flèche gauche)</translation>
    </message>
    <message>
        <source>Next round (Right arrow)</source>
        <translation>Tour suivant (flèche droite)</translation>
    </message>
    <message>
        <source>Last round (End)</source>
        <translation>Dernier tour (Fin)</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Tour</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>Everyone</source>
        <translation>Tout le monde</translation>
    </message>
    <message>
        <source>Games: %1</source>
        <translation>Parties&#xa0;: %1</translation>
    </message>
    <message>
        <source>Games: %1 · won: %2 · best: %3 · average: %4</source>
        <translation>Parties&#xa0;: %1 · gagnées&#xa0;: %2 · meilleur score&#xa0;: %3 · moyenne&#xa0;: %4</translation>
    </message>
    <message numerus="yes">
        <source>%1, game %2: %n point(s)</source>
        <translation>
            <numerusform>%1, partie %2&#xa0;: %n point</numerusform>
            <numerusform>%1, partie %2&#xa0;: %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Remove this game from the history?</source>
        <translation>Retirer cette partie de l’historique&#xa0;?</translation>
    </message>
    <message>
        <source>The history could not be opened; nothing was deleted.</source>
        <translation>L’historique n’a pas pu être ouvert&#xa0;; rien n’a été supprimé.</translation>
    </message>
    <message>
        <source>The game could not be deleted from the history.</source>
        <translation>La partie n’a pas pu être supprimée de l’historique.</translation>
    </message>
    <message>
        <source>%1: games played</source>
        <translation>%1&#xa0;: parties jouées</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Delete the game</source>
        <translation>&amp;Supprimer la partie</translation>
    </message>
    <message>
        <source>&amp;Replay…</source>
        <translation>&amp;Revoir…</translation>
    </message>
    <message>
        <source>Pla&amp;y this deal…</source>
        <translation>Jouer cette &amp;donne…</translation>
    </message>
    <message>
        <source>A new game of the same cards: its code is filled in on the New Game page.</source>
        <translation>Une nouvelle partie avec les mêmes cartes&#xa0;: son code est rempli sur la page Nouvelle partie.</translation>
    </message>
    <message>
        <source>&amp;Only this deal</source>
        <translation>S&amp;eulement cette donne</translation>
    </message>
    <message>
        <source>No game of %1 has been finished yet.</source>
        <translation>Aucune partie de %1 n’a encore été terminée.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation>Joueurs et scores</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vainqueur</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Code de partie</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Contre l’ordinateur</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Tied</source>
        <translation>Égalités</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdues</translation>
    </message>
</context>
<context>
    <name>RoundLog</name>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source> · </source>
        <translation> · </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>Cards: %1</source>
        <translation>Cartes&#xa0;: %1</translation>
    </message>
    <message>
        <source>street %1</source>
        <translation>la rue %1</translation>
    </message>
    <message>
        <source>fence between houses %1 and %2 of %3</source>
        <translation>barrière entre les maisons %1 et %2 de %3</translation>
    </message>
    <message>
        <source>bis in %1, house %2</source>
        <translation>N° bis dans %1, maison %2</translation>
    </message>
    <message>
        <source>value of the %1-house estates raised</source>
        <translation>valeur des lotissements de %1 maisons augmentée</translation>
    </message>
    <message>
        <source>temp agency, %1</source>
        <translation>agence d’intérim, %1</translation>
    </message>
    <message>
        <source>%1 refused a permit (%2 of 3)</source>
        <translation>%1 a refusé un permis (%2 sur 3)</translation>
    </message>
    <message>
        <source>%1 wrote %2 in %3, house %4</source>
        <translation>%1 a écrit %2 dans %3, maison %4</translation>
    </message>
    <message>
        <source>%1 after a roundabout</source>
        <translation>%1 après un rond-point</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>The solo card turned up: every city plan is now approved.</source>
        <translation>La carte Solo est sortie&#xa0;: tous les Plans de la Ville sont désormais approuvés.</translation>
    </message>
    <message>
        <source>City plan n°%1 approved by %2.</source>
        <translation>Plan n°%1 approuvé par %2.</translation>
    </message>
    <message>
        <source>%1 refused a third permit.</source>
        <translation>%1 a refusé un troisième permis.</translation>
    </message>
    <message>
        <source>The cards were shuffled into three new stacks.</source>
        <translation>Les cartes ont été remélangées en trois nouvelles piles.</translation>
    </message>
    <message>
        <source>Last round: the deck is empty.</source>
        <translation>Dernier tour&#xa0;: la pioche est vide.</translation>
    </message>
    <message>
        <source>That was the last round: the game is over.</source>
        <translation>C’était le dernier tour&#xa0;: la partie est terminée.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>How to play</source>
        <translation>Règles du jeu</translation>
    </message>
    <message>
        <source>The rules page is missing.</source>
        <translation>La page des règles est introuvable.</translation>
    </message>
</context>
<context>
    <name>Score</name>
    <message>
        <source>City plans</source>
        <translation>Plans de la Ville</translation>
    </message>
    <message>
        <source>Parks</source>
        <translation>Parcs</translation>
    </message>
    <message>
        <source>Pools</source>
        <translation>Piscines</translation>
    </message>
    <message>
        <source>Temps</source>
        <translation>Intérimaires</translation>
    </message>
    <message>
        <source>Estates</source>
        <translation>Lotissements</translation>
    </message>
    <message>
        <source>Bis</source>
        <translation>N° Bis</translation>
    </message>
    <message>
        <source>Permit refusals</source>
        <translation>Refus de permis</translation>
    </message>
    <message>
        <source>Roundabouts</source>
        <translation>Ronds-points</translation>
    </message>
    <message>
        <source>Thematic sheet</source>
        <translation>Feuille thématique</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Ice cream</source>
        <translation>Glaces</translation>
    </message>
    <message>
        <source>Christmas lights</source>
        <translation>Guirlandes de Noël</translation>
    </message>
    <message>
        <source>Easter eggs</source>
        <translation>Œufs de Pâques</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Whose sheet is shown</source>
        <translation>Feuille affichée</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s) %2</source>
        <translation>
            <numerusform>%1&#xa0;: %n point %2</numerusform>
            <numerusform>%1&#xa0;: %n points %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Provisional: enter the table&apos;s temp result (Game menu).</source>
        <translation>Provisoire&#xa0;: saisissez le résultat des intérimaires à la table (menu Partie).</translation>
    </message>
</context>
<context>
    <name>ScoreShort</name>
    <message>
        <source>Ice cream</source>
        <translation>Glaces</translation>
    </message>
    <message>
        <source>Lights</source>
        <translation>Guirl.</translation>
    </message>
    <message>
        <source>Eggs</source>
        <translation>Œufs</translation>
    </message>
    <message>
        <source>Plans</source>
        <translation>Plans</translation>
    </message>
    <message>
        <source>Parks</source>
        <translation>Parcs</translation>
    </message>
    <message>
        <source>Pools</source>
        <translation>Piscines</translation>
    </message>
    <message>
        <source>Temps</source>
        <translation>Intérim</translation>
    </message>
    <message>
        <source>Estates</source>
        <translation>Lotiss.</translation>
    </message>
    <message>
        <source>Bis</source>
        <translation>Bis</translation>
    </message>
    <message>
        <source>Refusals</source>
        <translation>Refus</translation>
    </message>
    <message>
        <source>Roundab.</source>
        <translation>Ronds-pts</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Thème</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
</context>
<context>
    <name>SeatKind</name>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Easy bot</source>
        <translation>Robot facile</translation>
    </message>
    <message>
        <source>Medium bot</source>
        <translation>Robot moyen</translation>
    </message>
    <message>
        <source>Hard bot</source>
        <translation>Robot difficile</translation>
    </message>
    <message>
        <source>Random bot</source>
        <translation>Robot au hasard</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Highlight where a number or a card can go</source>
        <translation>Surligner où un numéro ou une carte peut aller</translation>
    </message>
    <message>
        <source>Ask to confirm each turn</source>
        <translation>Demander de valider chaque tour</translation>
    </message>
    <message>
        <source>Offer move suggestions</source>
        <translation>Proposer des suggestions de coups</translation>
    </message>
    <message>
        <source>Play sounds (cards dealt and played, notices)</source>
        <translation>Jouer des sons (cartes distribuées et jouées, annonces)</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animations</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapides</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normales</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lentes</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Langue du système</translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <source>Base sheet</source>
        <translation>Feuille de base</translation>
    </message>
    <message>
        <source>Ice cream truck</source>
        <translation>Camion de glaces</translation>
    </message>
    <message>
        <source>Christmas lights</source>
        <translation>Guirlandes de Noël</translation>
    </message>
    <message>
        <source>Easter eggs</source>
        <translation>Œufs de Pâques</translation>
    </message>
    <message>
        <source>The sheet of the base game.</source>
        <translation>La feuille de marque du jeu de base.</translation>
    </message>
    <message>
        <source>Trucks sell the houses&apos; cones in the order you number them: 1 point per scoop, and a bonus for the first to reach a street&apos;s last cone.</source>
        <translation>Les camions vendent les cornets des maisons dans l&apos;ordre où vous les numérotez&#xa0;: 1 point par boule, et une prime au premier qui atteint le dernier cornet d&apos;une rue.</translation>
    </message>
    <message>
        <source>Neighbours with consecutive numbers are joined by lights; each street scores its longest string.</source>
        <translation>Des voisines aux numéros consécutifs sont reliées par une guirlande&#xa0;; chaque rue marque sa plus longue guirlande.</translation>
    </message>
    <message>
        <source>A 0, 6, 8, 9, 10 or 16 on a house collects its eggs; the more eggs, the more points.</source>
        <translation>Un 0, 6, 8, 9, 10 ou 16 sur une maison ramasse ses œufs&#xa0;; plus d&apos;œufs, plus de points.</translation>
    </message>
    <message>
        <source>Points per street (scoops and bonus):</source>
        <translation>Points par rue (boules et prime)&#xa0;:</translation>
    </message>
    <message>
        <source>Houses of the longest string per street:</source>
        <translation>Maisons de la plus longue guirlande par rue&#xa0;:</translation>
    </message>
    <message>
        <source>Eggs collected per street:</source>
        <translation>Œufs ramassés par rue&#xa0;:</translation>
    </message>
    <message>
        <source>Street %1: %2</source>
        <translation>Rue %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>SheetChooser</name>
    <message>
        <source>Score sheet</source>
        <translation>Feuille de marque</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Welcome Desktop</source>
        <translation>Welcome Desktop</translation>
    </message>
    <message>
        <source>Build the most beautiful suburb of the fifties.</source>
        <translation>Bâtissez la plus belle banlieue des années cinquante.</translation>
    </message>
    <message>
        <source>Play solo</source>
        <translation>Jouer en solo</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Resume the last game</source>
        <translation>Reprendre la dernière partie</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Ouvrir une partie…</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Règles du jeu</translation>
    </message>
</context>
<context>
    <name>Street</name>
    <message>
        <source>Top street</source>
        <translation>Rue du haut</translation>
    </message>
    <message>
        <source>Middle street</source>
        <translation>Rue du milieu</translation>
    </message>
    <message>
        <source>Bottom street</source>
        <translation>Rue du bas</translation>
    </message>
</context>
<context>
    <name>Suggestion</name>
    <message>
        <source>Suggested move</source>
        <translation>Coup suggéré</translation>
    </message>
    <message>
        <source>Play this</source>
        <translation>Jouer ce coup</translation>
    </message>
    <message>
        <source>Write this move on your sheet (you can still undo it)</source>
        <translation>Écrire ce coup sur votre feuille (vous pourrez encore l&apos;annuler)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Refuse the building permit: no number fits anywhere.</source>
        <translation>Refusez le permis de construire : aucun numéro ne peut être placé.</translation>
    </message>
    <message>
        <source>First build a roundabout in street %1, house %2.</source>
        <translation>Construisez d&apos;abord un rond-point rue %1, maison %2.</translation>
    </message>
    <message>
        <source>Hire a temp and write %1 instead of %2 in street %3, house %4.</source>
        <translation>Engagez un intérimaire et écrivez %1 au lieu de %2 rue %3, maison %4.</translation>
    </message>
    <message>
        <source>Write %1 in street %2, house %3.</source>
        <translation>Écrivez %1 rue %2, maison %3.</translation>
    </message>
    <message>
        <source>Claim city plan no. %1 with the estates marked.</source>
        <translation>Validez le Plan n°%1 avec les lotissements marqués.</translation>
    </message>
    <message>
        <source>Leave the %1 unused.</source>
        <translation>N&apos;utilisez pas l&apos;action %1.</translation>
    </message>
    <message>
        <source>Surveyor: draw a fence between houses %1 and %2 of street %3.</source>
        <translation>Géomètre : tracez une barrière entre les maisons %1 et %2 de la rue %3.</translation>
    </message>
    <message numerus="yes">
        <source>Real estate agent: raise the value of estates of %n house(s).</source>
        <translation>
            <numerusform>Agent immobilier : augmentez la valeur des lotissements de %n maison.</numerusform>
            <numerusform>Agent immobilier : augmentez la valeur des lotissements de %n maisons.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bis: copy the number of house %1 into house %2 of street %3.</source>
        <translation>N° Bis : recopiez le numéro de la maison %1 dans la maison %2 de la rue %3.</translation>
    </message>
    <message>
        <source>Landscaper: build a park in street %1.</source>
        <translation>Paysagiste : construisez un parc dans la rue %1.</translation>
    </message>
    <message>
        <source>Pool manufacturer: build the pool of this house.</source>
        <translation>Fabricant de piscine : construisez la piscine de cette maison.</translation>
    </message>
    <message>
        <source>Temp agency: hire a temp.</source>
        <translation>Agence d&apos;intérim : engagez un intérimaire.</translation>
    </message>
    <message>
        <source>Use the %1.</source>
        <translation>Utilisez l&apos;action %1.</translation>
    </message>
    <message>
        <source>in street %1</source>
        <translation>dans la rue %1</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>At the table</source>
        <translation>À la table</translation>
    </message>
    <message>
        <source>Round log</source>
        <translation>Journal des tours</translation>
    </message>
    <message>
        <source>All sheets</source>
        <translation>Toutes les feuilles</translation>
    </message>
    <message>
        <source>Back to the results</source>
        <translation>Retour aux résultats</translation>
    </message>
</context>
<context>
    <name>TableRoundDialog</name>
    <message>
        <source>Cards drawn at the table</source>
        <translation>Cartes tirées à la table</translation>
    </message>
    <message>
        <source>Combination %1</source>
        <translation>Combinaison %1</translation>
    </message>
    <message>
        <source>Plan n°%1 approved</source>
        <translation>Plan n°%1 approuvé</translation>
    </message>
    <message>
        <source>The game has ended</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>Another player at the table has ended the game: score this sheet as it is.</source>
        <translation>Un autre joueur à la table a mis fin à la partie&#xa0;: compter cette feuille telle quelle.</translation>
    </message>
    <message>
        <source>Street %1&apos;s ice-cream bonus taken</source>
        <translation>Prime de glaces de la rue %1 prise</translation>
    </message>
    <message>
        <source>Another player at the table reached this street&apos;s last cone first: the bonus is crossed on your sheet.</source>
        <translation>Un autre joueur à la table a atteint le premier le dernier cornet de cette rue&#xa0;: la prime est barrée sur votre feuille.</translation>
    </message>
</context>
<context>
    <name>TableTempsDialog</name>
    <message>
        <source>Temps at the table</source>
        <translation>Intérimaires à la table</translation>
    </message>
    <message numerus="yes">
        <source>You hired %n temp(s). The most temps at the table score 7, the next count 4, the third 1. What is the table&apos;s result?</source>
        <translation>
            <numerusform>Vous avez embauché %n intérimaire. Le plus grand nombre d’intérimaires à la table rapporte 7, le suivant 4, le troisième 1. Quel est le résultat de la table&#xa0;?</numerusform>
            <numerusform>Vous avez embauché %n intérimaires. Le plus grand nombre d’intérimaires à la table rapporte 7, le suivant 4, le troisième 1. Quel est le résultat de la table&#xa0;?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have hired %n temp(s) so far. Enter the table&apos;s result as it stands: your temp points stay provisional until the end of the game.</source>
        <translation>
            <numerusform>Vous avez embauché %n intérimaire jusqu’ici. Saisissez le résultat actuel de la table&#xa0;: vos points d’intérim restent provisoires jusqu’à la fin de la partie.</numerusform>
            <numerusform>Vous avez embauché %n intérimaires jusqu’ici. Saisissez le résultat actuel de la table&#xa0;: vos points d’intérim restent provisoires jusqu’à la fin de la partie.</numerusform>
        </translation>
    </message>
    <message>
        <source>I hired the most (7 points)</source>
        <translation>J’en ai embauché le plus (7 points)</translation>
    </message>
    <message>
        <source>Second count (4 points)</source>
        <translation>Deuxième nombre (4 points)</translation>
    </message>
    <message>
        <source>Third count (1 point)</source>
        <translation>Troisième nombre (1 point)</translation>
    </message>
    <message>
        <source>Fewer: no temp points</source>
        <translation>Moins&#xa0;: aucun point d’intérim</translation>
    </message>
    <message>
        <source>Or the other players&apos; temp counts:</source>
        <translation>Ou le nombre d’intérimaires des autres joueurs&#xa0;:</translation>
    </message>
    <message>
        <source>for example: 3, 5, 0</source>
        <translation>par exemple&#xa0;: 3, 5, 0</translation>
    </message>
    <message>
        <source>Write the other players&apos; counts, 0 to %1, separated by commas.</source>
        <translation>Écrivez les nombres des autres joueurs, de 0 à %1, séparés par des virgules.</translation>
    </message>
</context>
<context>
    <name>ThemeBoard</name>
    <message numerus="yes">
        <source>Ice-cream cone: %n scoop(s)</source>
        <translation>
            <numerusform>Cornet de glace&#xa0;: %n boule</numerusform>
            <numerusform>Cornet de glace&#xa0;: %n boules</numerusform>
        </translation>
    </message>
    <message>
        <source>Sold (circled)</source>
        <translation>Vendu (entouré)</translation>
    </message>
    <message>
        <source>Missed: the truck drove past (crossed)</source>
        <translation>Manqué&#xa0;: le camion est passé (barré)</translation>
    </message>
    <message numerus="yes">
        <source>Easter eggs: %n</source>
        <translation>
            <numerusform>Œufs de Pâques&#xa0;: %n</numerusform>
            <numerusform>Œufs de Pâques&#xa0;: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Collected: %n</source>
        <translation>
            <numerusform>Ramassé&#xa0;: %n</numerusform>
            <numerusform>Ramassés&#xa0;: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>A 0, 8 or 10 collects two eggs; a 6, 9 or 16 one.</source>
        <translation>Un 0, 8 ou 10 ramasse deux œufs&#xa0;; un 6, 9 ou 16 en ramasse un.</translation>
    </message>
    <message>
        <source>String of lights: consecutive numbers</source>
        <translation>Guirlande&#xa0;: numéros consécutifs</translation>
    </message>
    <message>
        <source>Ice-cream truck of street %1</source>
        <translation>Camion de glaces de la rue %1</translation>
    </message>
    <message>
        <source>Its end is chosen with the street&apos;s first number.</source>
        <translation>Son point de départ se choisit avec le premier numéro de la rue.</translation>
    </message>
    <message>
        <source>Street bonus taken by another player (crossed)</source>
        <translation>Prime de rue prise par un autre joueur (barrée)</translation>
    </message>
    <message numerus="yes">
        <source>Street bonus earned: %n point(s)</source>
        <translation>
            <numerusform>Prime de rue gagnée&#xa0;: %n point</numerusform>
            <numerusform>Prime de rue gagnée&#xa0;: %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Street bonus: the first to reach the last cone scores its cones</source>
        <translation>Prime de rue&#xa0;: le premier à atteindre le dernier cornet marque ses cornets</translation>
    </message>
    <message>
        <source>Start the bottom truck at the left end (it drives right)</source>
        <translation>Faire partir le camion du bas de la gauche (il roule vers la droite)</translation>
    </message>
    <message>
        <source>Start the bottom truck at the right end (it drives left)</source>
        <translation>Faire partir le camion du bas de la droite (il roule vers la gauche)</translation>
    </message>
    <message numerus="yes">
        <source>Cones sold: %n</source>
        <translation>
            <numerusform>Cornet vendu&#xa0;: %n</numerusform>
            <numerusform>Cornets vendus&#xa0;: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cones crossed: %n</source>
        <translation>
            <numerusform>Cornet barré&#xa0;: %n</numerusform>
            <numerusform>Cornets barrés&#xa0;: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ThemeTitle</name>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>A game of %1 on the “%2” sheet was left unfinished. Resume it?</source>
        <translation>Une partie de %1 sur la feuille «&#xa0;%2&#xa0;» est restée inachevée. La reprendre&#xa0;?</translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <source>Enter the cards…</source>
        <translation>Saisir les cartes…</translation>
    </message>
    <message>
        <source>Roundabout</source>
        <translation>Rond-point</translation>
    </message>
    <message>
        <source>Advanced variant: turn an empty house into a roundabout before writing (R)</source>
        <translation>Version avancée&#xa0;: transformer une maison vide en rond-point avant d’écrire (R)</translation>
    </message>
    <message>
        <source>Skip effect</source>
        <translation>Passer l’action</translation>
    </message>
    <message>
        <source>Leave this turn&apos;s effect unused (S)</source>
        <translation>Ne pas utiliser l’action de ce tour (S)</translation>
    </message>
    <message>
        <source>Permit refused</source>
        <translation>Refus de permis</translation>
    </message>
    <message>
        <source>No number can be written: cross a permit refusal box</source>
        <translation>Aucun numéro ne peut être écrit&#xa0;: cochez une case refus de permis</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Suggérer</translation>
    </message>
    <message>
        <source>Suggest a move (H)</source>
        <translation>Suggérer un coup (H)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>Annuler (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Rétablir (Ctrl+Maj+Z)</translation>
    </message>
    <message>
        <source>Confirm turn</source>
        <translation>Valider le tour</translation>
    </message>
    <message>
        <source>Submit this turn (Ctrl+Enter)</source>
        <translation>Valider ce tour (Ctrl+Entrée)</translation>
    </message>
    <message>
        <source>Hide the score panel (F9)</source>
        <translation>Masquer le panneau des scores (F9)</translation>
    </message>
    <message>
        <source>Show the score panel (F9)</source>
        <translation>Afficher le panneau des scores (F9)</translation>
    </message>
</context>
<context>
    <name>TurnInput</name>
    <message>
        <source>Drop the card on a house.</source>
        <translation>Déposez la carte sur une maison.</translation>
    </message>
    <message>
        <source>Choose where the effect goes first (click or Tab).</source>
        <translation>Choisissez d’abord où va l’action (clic ou Tab).</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>The surveyor builds a fence: click one of the marked slots between two houses (fences cut a street into estates), or Skip effect.</source>
        <translation>Le géomètre construit une barrière&#xa0;: cliquez sur l’un des emplacements marqués entre deux maisons (les barrières découpent une rue en lotissements), ou sur Passer l’action.</translation>
    </message>
    <message>
        <source>The real estate agent raises the value of estates of one size: click one of the marked columns of the estate track, or Skip effect.</source>
        <translation>L’agent immobilier augmente la valeur des lotissements d’une taille&#xa0;: cliquez sur l’une des colonnes marquées, ou sur Passer l’action.</translation>
    </message>
    <message>
        <source>Bis copies a number into an empty house beside it: click one of the marked houses, or Skip effect. Each bis costs points at the end.</source>
        <translation>Le numéro bis recopie un numéro dans une maison vide voisine&#xa0;: cliquez sur l’une des maisons marquées, ou sur Passer l’action. Chaque bis fait perdre des points à la fin.</translation>
    </message>
    <message>
        <source>The landscaper plants a park in the street you just wrote in: press the marked button, or Skip effect.</source>
        <translation>Le paysagiste aménage un parc dans la rue où vous venez d’écrire&#xa0;: appuyez sur le bouton marqué, ou sur Passer l’action.</translation>
    </message>
    <message>
        <source>This house has a pool spot: press the marked button to build the pool and tick the pool track, or Skip effect.</source>
        <translation>Cette maison a un emplacement de piscine&#xa0;: appuyez sur le bouton marqué pour construire la piscine et cocher l’échelle des piscines, ou sur Passer l’action.</translation>
    </message>
    <message>
        <source>The temp agency hires a temp: press the marked button to tick the temp track (the most temps score at the end), or Skip effect.</source>
        <translation>L’agence d’intérim embauche un intérimaire&#xa0;: appuyez sur le bouton marqué pour cocher la section intérim (le plus d’intérimaires marque des points à la fin), ou sur Passer l’action.</translation>
    </message>
    <message>
        <source>Your first game?</source>
        <translation>Votre première partie&#xa0;?</translation>
    </message>
    <message>
        <source>A guide can explain each step of this solo game on the board.</source>
        <translation>Un guide peut expliquer chaque étape de cette partie solo sur le plateau.</translation>
    </message>
    <message>
        <source>1. Choose a card</source>
        <translation>1. Choisissez une carte</translation>
    </message>
    <message>
        <source>Your hand holds three cards. Click the card whose effect you want, then drag another card onto a house of your sheet to write its number.</source>
        <translation>Vous avez trois cartes en main. Cliquez sur la carte dont vous voulez l’action, puis faites glisser une autre carte sur une maison de votre feuille pour y écrire son numéro.</translation>
    </message>
    <message>
        <source>2. Write the number</source>
        <translation>2. Écrivez le numéro</translation>
    </message>
    <message>
        <source>The green houses can take this number: in each street the numbers must rise from left to right. Click one (or drop the card on it).</source>
        <translation>Les maisons en vert peuvent recevoir ce numéro&#xa0;: dans chaque rue, les numéros croissent de gauche à droite. Cliquez sur l’une d’elles (ou déposez-y la carte).</translation>
    </message>
    <message>
        <source>3. Use the effect</source>
        <translation>3. Utilisez l’action</translation>
    </message>
    <message>
        <source>Now the effect: click a marked place on the sheet, or Skip if you do not want it. The card&apos;s tooltip says what the effect does.</source>
        <translation>Maintenant l’action&#xa0;: cliquez sur un emplacement marqué de la feuille, ou Passer si vous n’en voulez pas. L’info-bulle de la carte dit ce que fait l’action.</translation>
    </message>
    <message>
        <source>4. Confirm the turn</source>
        <translation>4. Validez le tour</translation>
    </message>
    <message>
        <source>Your turn is written. Undo takes back a step; Confirm (Ctrl+Enter) ends the turn for good.</source>
        <translation>Votre tour est écrit. Annuler revient d’une étape&#xa0;; Valider (Ctrl+Entrée) termine le tour pour de bon.</translation>
    </message>
    <message>
        <source>No number fits</source>
        <translation>Aucun numéro ne convient</translation>
    </message>
    <message>
        <source>None of the numbers can go anywhere: refuse a permit. Three refusals end the game, so plan your streets ahead.</source>
        <translation>Aucun numéro ne peut être placé&#xa0;: refusez un permis. Trois refus terminent la partie, alors prévoyez vos rues.</translation>
    </message>
    <message>
        <source>A new round</source>
        <translation>Un nouveau tour</translation>
    </message>
    <message>
        <source>You draw new cards each round. Your score on the right grows with estates, parks, pools and temps; numbers that fill a street between fences make an estate.</source>
        <translation>Vous recevez de nouvelles cartes à chaque tour. Votre score, à droite, grandit avec les lotissements, les parcs, les piscines et les intérimaires&#xa0;; des numéros qui remplissent une rue entre deux barrières forment un lotissement.</translation>
    </message>
    <message>
        <source>City plans</source>
        <translation>Plans de la Ville</translation>
    </message>
    <message>
        <source>The three city plans at the top right score when your sheet has the estates they ask for. Click a plan to read it.</source>
        <translation>Les trois Plans de la Ville, en haut à droite, rapportent des points quand votre feuille a les lotissements demandés. Cliquez sur un plan pour le lire.</translation>
    </message>
    <message>
        <source>You know the basics</source>
        <translation>Vous connaissez l’essentiel</translation>
    </message>
    <message>
        <source>Enjoy the game! Help ▸ First-game tutorial brings the guide back.</source>
        <translation>Bonne partie&#xa0;! Aide ▸ Tutoriel de la première partie rappelle le guide.</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Montrez-moi</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>No, thanks</source>
        <translation>Non, merci</translation>
    </message>
    <message>
        <source>Skip the guide</source>
        <translation>Passer le guide</translation>
    </message>
</context>
</TS>
