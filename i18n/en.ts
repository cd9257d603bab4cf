<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Balconia</name>
    <message>
        <source>Your first game of Balconia?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A guide can explain each step as you play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1. Keep two faces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You select this turn. The disc shows the block&apos;s four faces: click a numbered button between two neighbours (or press 1–4) to keep them. Your opponent turns one of the other two towards themselves; you get the face opposite it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. Hand the block over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your pair is framed. Until you end the turn, another button changes it and Take back (Ctrl+Z) clears it. End turn (Enter) hands the block to your opponent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3. Place the block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You place this turn: drag one of the two faces offered onto a free cell next to a balcony or the entrance (or press 1–2, the arrows, Enter). Hover a cell to see what each face would score there. The faded face under each one goes to your opponent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4. How a balcony scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The label on top of a balcony is its rule: the points (2× gives 2 for each one counted, 5 gives 5 if the rule holds), a small grid marking where it looks, and what it counts. Hover a balcony to read its rule in words; the green badge is what it scores now. Then Take back (Ctrl+Z) or End turn (Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5. The other side is secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The faces turned to your opponent make up their side of the building, which you never see: remember what you let them have. The side panel shows their points; View ▸ Open building shows both sides if you both agree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6. The end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the last token is played, each of you scores every balcony of your side plus your door, the entrance&apos;s rule in your colour. The higher total wins; on a tie, more door points win; still tied, you share the win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You know the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enjoy the game! Help ▸ First-game guide brings the guide back.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BalconiaBoard</name>
    <message>
        <source>I am %1: show my side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking of a move…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back this step (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End this step (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggest a move (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the two faces beside this button (key %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gets</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>This balcony: %n point(s)</source>
        <translation>
            <numerusform>This balcony: %n point</numerusform>
            <numerusform>This balcony: %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>You %1, %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Left face: %n point(s)</source>
        <translation>
            <numerusform>Left face: %n point</numerusform>
            <numerusform>Left face: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Right face: %n point(s)</source>
        <translation>
            <numerusform>Right face: %n point</numerusform>
            <numerusform>Right face: %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Balconies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Door</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 selects, %2 places.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s side</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BalconiaNewGame</name>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game of Balconia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game &amp;code (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today&apos;s c&amp;hallenge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today&apos;s deal against the Hard computer player: the same for everyone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Turquoise (selects first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocks &amp;anywhere: they need not touch the building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Entrance in any cell of the bottom row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Long game: all 22 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed deals the same blocks in the same order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave it empty for a new deal, or type a friend&apos;s code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal and the variants of this code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody has finished today&apos;s challenge here yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best so far today: %1, %2 points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BalconiaTexts</name>
    <message>
        <source>Turquoise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bird</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>laundry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>music note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>awning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lovebird facing right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lovebird facing left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>orange flower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turquoise flower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>purple flower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red flower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow flower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white flower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>balcony</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flower of any colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>different flower colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per cat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per bird</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per laundry item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per music note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per awning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per heart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per lovebird facing right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per lovebird facing left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per orange flower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per turquoise flower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per purple flower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per red flower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per yellow flower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per white flower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per balcony</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per flower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per flower colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>people</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>birds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>laundry items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>music notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>awnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lovebirds facing right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lovebirds facing left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>orange flowers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turquoise flowers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>purple flowers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red flowers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow flowers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white flowers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>balconies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flowers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flower colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>without people</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>without cats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>without birds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>without laundry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>without music notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>without an awning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>without hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>without a lovebird facing right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>without a lovebird facing left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>without orange flowers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>without turquoise flowers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>without purple flowers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>without red flowers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>without yellow flowers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>without white flowers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>without flowers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with people</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with cats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with birds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with laundry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with music notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with an awning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with a lovebird facing right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with a lovebird facing left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with orange flowers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with turquoise flowers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with purple flowers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with red flowers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with yellow flowers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with white flowers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with flowers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a cat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a bird</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>some laundry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a music note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an awning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a heart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a lovebird facing right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a lovebird facing left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an orange flower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a turquoise flower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a purple flower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a red flower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a yellow flower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a white flower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a balcony</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a flower</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n person(s)</source>
        <translation>
            <numerusform>%n person</numerusform>
            <numerusform>%n people</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cat(s)</source>
        <translation>
            <numerusform>%n cat</numerusform>
            <numerusform>%n cats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bird(s)</source>
        <translation>
            <numerusform>%n bird</numerusform>
            <numerusform>%n birds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n laundry item(s)</source>
        <translation>
            <numerusform>%n laundry item</numerusform>
            <numerusform>%n laundry items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n music note(s)</source>
        <translation>
            <numerusform>%n music note</numerusform>
            <numerusform>%n music notes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n awning(s)</source>
        <translation>
            <numerusform>%n awning</numerusform>
            <numerusform>%n awnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n heart(s)</source>
        <translation>
            <numerusform>%n heart</numerusform>
            <numerusform>%n hearts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lovebird(s) facing right</source>
        <translation>
            <numerusform>%n lovebird facing right</numerusform>
            <numerusform>%n lovebirds facing right</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lovebird(s) facing left</source>
        <translation>
            <numerusform>%n lovebird facing left</numerusform>
            <numerusform>%n lovebirds facing left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n orange flower(s)</source>
        <translation>
            <numerusform>%n orange flower</numerusform>
            <numerusform>%n orange flowers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turquoise flower(s)</source>
        <translation>
            <numerusform>%n turquoise flower</numerusform>
            <numerusform>%n turquoise flowers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n purple flower(s)</source>
        <translation>
            <numerusform>%n purple flower</numerusform>
            <numerusform>%n purple flowers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n red flower(s)</source>
        <translation>
            <numerusform>%n red flower</numerusform>
            <numerusform>%n red flowers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n yellow flower(s)</source>
        <translation>
            <numerusform>%n yellow flower</numerusform>
            <numerusform>%n yellow flowers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n white flower(s)</source>
        <translation>
            <numerusform>%n white flower</numerusform>
            <numerusform>%n white flowers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n balcony(s)</source>
        <translation>
            <numerusform>%n balcony</numerusform>
            <numerusform>%n balconies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flower(s)</source>
        <translation>
            <numerusform>%n flower</numerusform>
            <numerusform>%n flowers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flower colour(s)</source>
        <translation>
            <numerusform>%n flower colour</numerusform>
            <numerusform>%n flower colours</numerusform>
        </translation>
    </message>
    <message>
        <source>This row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row just above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Around (8 neighbours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Directly right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Directly left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column to the right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column to the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lovebirds, partner to the right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lovebirds, partner to the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in this row</source>
        <extracomment>Where a condition looks, as the end of a sentence (&quot;1 point per bird&quot; + &quot;in this row&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the column above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the row just above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the column below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>around</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>directly to the right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>directly to the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the column to the right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the column to the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Majority: more than your opponent</source>
        <extracomment>The zones this balcony itself lies in: their conditions say whether its own icons count.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewer: one icon fewer than another</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difference between two icons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not now: first two faces are kept, then the block is placed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The block has no such face.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep two neighbouring faces, not two opposite ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That face is not on offer: take one of the two faces left to you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That cell is not in the building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That cell is already taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A balcony must share an edge with another balcony or the entrance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved game could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggestion: keep the top and right faces.</source>
        <extracomment>A suggested selection, by the pair&apos;s index in ``PAIRS`` (the faces as the disc&apos;s cross shows them: 0 top, 1 right, 2 bottom, 3 left); whole sentences, so a language may decline them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggestion: keep the right and bottom faces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggestion: keep the bottom and left faces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggestion: keep the top and left faces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggestion: put the left face at %1.</source>
        <extracomment>A suggested placement, by the offered face&apos;s place on the disc (left, right); %1 the cell.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggestion: put the right face at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in its group of connected balconies %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) if paired with a lovebird facing it in the column to the right</source>
        <translation>
            <numerusform>%n point if paired with a lovebird facing it in the column to the right</numerusform>
            <numerusform>%n points if paired with a lovebird facing it in the column to the right</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) if paired with a lovebird facing it in the column to the left</source>
        <translation>
            <numerusform>%n point if paired with a lovebird facing it in the column to the left</numerusform>
            <numerusform>%n points if paired with a lovebird facing it in the column to the left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) if no %1 %2</source>
        <translation>
            <numerusform>%n point if no %1 %2</numerusform>
            <numerusform>%n points if no %1 %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) per balcony %1 %2</source>
        <translation>
            <numerusform>%n point per balcony %1 %2</numerusform>
            <numerusform>%n points per balcony %1 %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) if %1 and %2 are %3</source>
        <translation>
            <numerusform>%n point if %1 and %2 are %3</numerusform>
            <numerusform>%n points if %1 and %2 are %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) if there is %1 %2</source>
        <translation>
            <numerusform>%n point if there is %1 %2</numerusform>
            <numerusform>%n points if there is %1 %2</numerusform>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (this balcony excluded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) if your side shows more %1 than your opponent&apos;s</source>
        <translation>
            <numerusform>%n point if your side shows more %1 than your opponent&apos;s</numerusform>
            <numerusform>%n points if your side shows more %1 than your opponent&apos;s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) if more %1</source>
        <translation>
            <numerusform>%n point if more %1</numerusform>
            <numerusform>%n points if more %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2 (ties score nothing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 point %1 if your side shows fewer %2 than %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As many points as the difference between your %1 and your %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turquoise door: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pink door: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the tie with more door points (%n point(s) each).</source>
        <translation>
            <numerusform>%1 wins the tie with more door points (%n point each).</numerusform>
            <numerusform>%1 wins the tie with more door points (%n points each).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s).</source>
        <translation>
            <numerusform>%1 wins with %n point.</numerusform>
            <numerusform>%1 wins with %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %2 share the win with %n point(s) each.</source>
        <translation>
            <numerusform>%1 and %2 share the win with %n point each.</numerusform>
            <numerusform>%1 and %2 share the win with %n points each.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: keep two neighbouring faces. %2 takes one of the other two; you get the face opposite it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: drag one of the two faces offered to you onto a free cell. %2 gets the opposite face.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: end your turn, or take it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the device to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block %1: %2 kept two faces, %3 placed it at %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s new balcony: %2 (%n point(s) now)</source>
        <translation>
            <numerusform>%1&apos;s new balcony: %2 (%n point now)</numerusform>
            <numerusform>%1&apos;s new balcony: %2 (%n points now)</numerusform>
        </translation>
    </message>
    <message>
        <source>Solid frames: the two faces %1 kept. Dashed frames: the two faces offered to %2. Faded: the faces that look sideways and never score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1: %n point</numerusform>
            <numerusform>%1: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s) (%2 this turn)</source>
        <translation>
            <numerusform>%1: %n point (%2 this turn)</numerusform>
            <numerusform>%1: %n points (%2 this turn)</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter keeps them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter places it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n point(s): %1 from the balconies, %2 from the door</source>
        <translation>
            <numerusform>%n point: %1 from the balconies, %2 from the door</numerusform>
            <numerusform>%n points: %1 from the balconies, %2 from the door</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) left</source>
        <translation>
            <numerusform>%n token left</numerusform>
            <numerusform>%n tokens left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BalconiaWindow</name>
    <message>
        <source>Pass the device to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player sees only their own side of the building. Press the button when only the pink player looks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player sees only their own side of the building. Press the button when only the turquoise player looks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am %1: show my side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balconies %1 + door %2 = %3 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tied on points: the player with more points from their door wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tied on points and on the doors&apos; points: the two players share the building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a tie, the player with more points from their door wins; if that is equal too, they share the building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game code: %1 (whoever types it plays the same deal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same players on the same sides and variants, new blocks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a saved game of a kind this version does not know.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game of Balconia was left unfinished. Resume it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game code %1 copied: whoever types it on Balconia&apos;s New Game page plays the same deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cop&amp;y game code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join &amp;with a code…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games &amp;played…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Suggest a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;How to play Balconia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;First-game guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play against the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — Welcome Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game&apos;s record is damaged: it cannot be replayed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>As dealt: the entrance alone (%n turn(s) in all)</source>
        <translation>
            <numerusform>As dealt: the entrance alone (%n turn in all)</numerusform>
            <numerusform>As dealt: the entrance alone (%n turns in all)</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balconia: replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As dealt (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous turn (Left arrow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next turn (Right arrow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last turn (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Street %1, house %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roundabout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(bis)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool built</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool planned here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fence slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to build a fence here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Street %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parks of street %1: %2 built (points for 1, 2, …: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City plans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bis (points lost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temp Agency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Permit refusals (points lost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roundabouts (points lost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points scored per plan: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boxes crossed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo: 7 points from 6 temps hired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most temps: 7 points, second: 4, third: 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Real estate: estates of %1 houses are worth %2 each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to raise this column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total score so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheet of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo · round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This turn&apos;s combinations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City plans</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardTitle</name>
    <message numerus="yes">
        <source>Round %1 · %n player(s)</source>
        <translation>
            <numerusform>Round %1 · %n player</numerusform>
            <numerusform>Round %1 · %n players</numerusform>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card %1 / %2
Drag it onto a house to use its number; click it to use its effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effect in use: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert rules: this card goes to the next player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed on ➜</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temp Agency: write the number %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the stacks</source>
        <translation>
            <numerusform>%n card left in the stacks</numerusform>
            <numerusform>%n cards left in the stacks</numerusform>
        </translation>
    </message>
    <message>
        <source>cards left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pile lies effect side up: the next card’s effect is %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClaimDialog</name>
    <message>
        <source>%1: houses %2–%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City plan achieved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which estates do you use for “%1”? They cannot serve another plan.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ContinueList</name>
    <message>
        <source>Score pad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · round %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Effect</name>
    <message>
        <source>Surveyor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Real Estate Agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Landscaper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool Manufacturer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temp Agency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bis</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EffectHelp</name>
    <message>
        <source>Draw a fence between two houses of a street.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise the value of completed estates of one size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build a park in the street where you wrote the number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build the pool if the number went into a house with a planned pool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hire a temp: add or subtract up to 2 to the house number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy a number into the empty house right beside it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndReason</name>
    <message>
        <source>A player crossed a third permit refusal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player fulfilled all three city plans.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player built every house of their three streets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The construction deck is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another player at the table ended the game.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1, round %2: %n point(s)</source>
        <translation>
            <numerusform>%1, round %2: %n point</numerusform>
            <numerusform>%1, round %2: %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Look at the sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Final score: %n point(s)</source>
        <translation>
            <numerusform>Final score: %n point</numerusform>
            <numerusform>Final score: %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared victory: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game code: %1 (friends who type it get the same cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New personal best for %1: %2 points (before: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player&apos;s total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: points by category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lines:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EstatePicker</name>
    <message>
        <source>Click to use this estate for the plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used for city plan no. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City plan no. %1 is met: the estates it uses are marked; click another outlined estate to use it instead.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileMessages</name>
    <message>
        <source>The file does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file cannot be opened (permissions or a disk error).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not an ordinary file but a folder, a device or a pipe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is too large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not UTF-8 text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not valid JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file nests its data too deeply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file holds a number far too large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file holds a value that is not a number (NaN or Infinity).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file gives the same field twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not a Welcome Desktop saved game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its format version is not supported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A required field is missing or has the wrong type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game&apos;s configuration (mode, players, seed) is invalid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A recorded move breaks the rules when the game is replayed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A recorded move asks for the reshuffle without achieving a city plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards entered at the table are invalid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A move submitted in the unfinished round is invalid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The replayed game does not match the game recorded with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players&apos; setup is invalid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player name is not text or is longer than the New Game dialog allows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The settings file could not be used and was kept aside as %1. Default settings are used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some settings were invalid and were reset to their defaults. The previous file was kept as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language setting “%1” is not a language of Welcome Desktop; the system language is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The details were written to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameCode</name>
    <message>
        <source>Type the %1 characters of the game code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” (character %2) is never used in game codes: they use only %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game code has %1 characters; this one has %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This code has a typo: check it character by character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This code comes from a newer version of Welcome Desktop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is a code of %1: choose %1 on the start page and type it there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This code names a game this version does not know.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open it in %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Choose a combination first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number is already written; undo to change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no effect to use now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This turn is a permit refusal; undo to write a number instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish the turn before confirming it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no plan to claim now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reshuffle cannot be asked for now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game is in progress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait: the computer players are still thinking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to undo in this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the three cards drawn at the table first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game is not a score pad game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter three cards, each a number from 1 to 15 and an effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong while playing this move; the game is unchanged. Please report it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hint is already being prepared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo choosing the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo drawing the roundabout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo changing the number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo writing the number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo choosing the ice-cream truck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo using the effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo skipping the effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo refusing the permit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo choosing the estates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo the reshuffle answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo choosing the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo drawing the roundabout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo changing the number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo writing the number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo choosing the ice-cream truck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo using the effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo skipping the effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo refusing the permit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo choosing the estates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo the reshuffle answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved game %1 is damaged and cannot be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved game %1 was made by a newer version of Welcome Desktop. Update to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file %1 cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo the whole move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo the whole move</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameRecorder</name>
    <message>
        <source>The game history was damaged. It was kept as %1 and a new one started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game history was written by a newer version. It was kept as %1 and a new one started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game history is far too big to be ours. It was kept as %1 and a new one started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game could not be added to the history (%1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Welcome To…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pompeji</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build a city before Vesuvius erupts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balconia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A building of balconies, seen from both sides.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>Show me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No, thanks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>No number fits anywhere: the permit refusal is forced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fulfils city plan no. %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Builds the pool of this house.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Builds a park %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draws a fence %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hires a temp to change the number by %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writes a bis number %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Builds a roundabout %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A low number for its place %1: room stays for high numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A high number for its place %1: room stays for low numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number sits where its value belongs %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Circles an ice-cream cone %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starts the bottom street&apos;s truck at its left end (it drives right).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starts the bottom street&apos;s truck at its right end (it drives left).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Makes the longest string of lights longer %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collects eggs %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the top street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the middle street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the bottom street</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Completes an estate of %n house(s).</source>
        <translation>
            <numerusform>Completes an estate of %n house.</numerusform>
            <numerusform>Completes an estate of %n houses.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Raises the value of estates of %n house(s).</source>
        <translation>
            <numerusform>Raises the value of estates of %n house.</numerusform>
            <numerusform>Raises the value of estates of %n houses.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>%1, advanced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the game of %1 (%2) from the history? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The history could not be opened; nothing was deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be deleted from the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished game matches these filters yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n game(s), mean %2, best %3</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>History and statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only this game code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the selected game from the history (Del)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>V&amp;ariant:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Seats:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Basic plans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JoinCodeDialog</name>
    <message>
        <source>Join with a code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone who types the same code plays the same cards, each on their own sheet. Compare your scores at the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today&apos;s solo challenge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody has finished today&apos;s challenge here yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best so far today: %1, %2 points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Score panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Confirm turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;kip effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All &amp;games…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Permit refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sug&amp;gest a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit the sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game &amp;ended at the table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Welcome Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n estate(s)</source>
        <translation>
            <numerusform>%n estate</numerusform>
            <numerusform>%n estates</numerusform>
        </translation>
    </message>
    <message>
        <source>(played)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build the park</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build the pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hire the temp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are looking at the sheet of %1 as it was at the start of the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final sheet of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer players are thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the three cards drawn at the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No number fits anywhere: your building permit is refused this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click an empty house to build a roundabout there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a card onto a house to use its number; click another card to use its effect (keys 1–3, arrows, Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a combination onto a house (or press 1–3, move with the arrows, Enter to write).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the %1 on a highlighted house (drag, click or Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the bottom street&apos;s ice-cream truck: click the truck at the end it starts from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surveyor: click a fence slot to build a fence (or skip).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Real Estate Agent: click a column to raise its value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bis: click an empty house right beside a number to copy it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Landscaper: build a park in this street?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool Manufacturer: build the pool of this house?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temp Agency: hire a temp?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the bottom truck starts on the left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the bottom truck starts on the right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Permit refused. Confirm the turn (Ctrl+Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn ready: confirm it (Ctrl+Enter), or undo to change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggestion: %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggestion: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refuse the permit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write %1 in %2, house %3, and draw a fence between houses %4 and %5 of %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write %1 in %2, house %3, and use the %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write %1 in %2, house %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First city plan achieved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are among the first to achieve a city plan. Shuffle all the cards into three new stacks?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfinished turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn is not confirmed yet and will be lost. Leave this game anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of the game at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Has another player ended the game (a third city plan, a third permit refusal or every house built) after the round you have just played? Your sheet is scored as it stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome Desktop games (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome Desktop games (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Welcome Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Welcome Desktop&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A desktop version of the flip-and-write game Welcome To…, with hot-seat, solo and score-pad play. Art and rules summary made for this project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;History and statistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Replay a saved game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy game code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Join with a code…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game code %1 copied: friends who type it play the same cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only finished games can be replayed; this one is still going.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game could not be replayed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a saved game of a kind this version does not know (“%2”). Update Welcome Desktop to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game of %1 was left unfinished. Resume it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Te&amp;mps at the table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temp points provisional: enter the table&apos;s result (Game menu).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round &amp;log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;All sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First-game &amp;tutorial</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mode</name>
    <message>
        <source>Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solo (the official one-player variant)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hot-seat: 2 to 6 players on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score pad: play with your own cards, the app keeps the sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advanced variant (roundabouts, advanced city plans)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert rules (a hand of three cards, pass one on)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed must be a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join with a code…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Overview</name>
    <message>
        <source>%1 — %2 points. Click to see this sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PassDevicePage</name>
    <message>
        <source>Pass the device to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The previous sheet is hidden. Press the button when only the next player is looking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am %1: show my sheet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Plan</name>
    <message>
        <source>Full top street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full bottom street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Street ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven temps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five bis in a street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parks in two streets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pools in two streets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Middle street: parks &amp; pools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bottom street: parks &amp; pools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Street with a roundabout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No ice cream 3-4-5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ice cream 4-4-4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every cone of a street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unlit 3-3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lit 6-6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A street of lights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No eggs 2-3-4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eggs 3-3-3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every bottom egg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estates %1</source>
        <extracomment>%1 is the list of estate sizes, e.g. &quot;1-1-1-6&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City plan no. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n°%1</source>
        <extracomment>Very short (a corner of a card): %1 is the plan deck, 1 to 3.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlanRequirement</name>
    <message>
        <source>Six estates of 1 house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four estates of 2 houses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three estates of 3 houses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two estates of 4 houses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two estates of 5 houses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two estates of 6 houses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three estates of 1 house and one of 6 houses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two estates of 2 houses and one of 5 houses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two estates of 3 houses and one of 4 houses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estates of 3 and 6 houses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estates of 4 and 5 houses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three estates of 1 house and one of 4 houses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estates of 1, 2 and 6 houses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estates of 1, 4 and 5 houses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estates of 3 and 4 houses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estates of 2 and 5 houses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estates of 1, 2, 2 and 3 houses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estates of 2, 3 and 5 houses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build every house of the top street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build every house of the bottom street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build the first and the last house of all three streets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hire 7 temps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write 5 bis in one street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build every park of two streets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build every pool of two streets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build every park and every pool of the middle street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build every park and every pool of the bottom street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build every park, every pool and a roundabout in one street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estates of 3, 4 and 5 houses without a circled cone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three estates of 4 houses, each with 3 circled cones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Circle every cone of one street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two estates of 3 houses without a light inside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two estates of 6 houses, each lit from end to end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One string of lights through a whole street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estates of 2, 3 and 4 houses without a collected egg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three estates of 3 houses, each with 3 collected eggs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collect all 7 eggs of the bottom street</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlanViewer</name>
    <message>
        <source>City plan no. %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Plans</name>
    <message>
        <source>Points: %1 for the first to achieve it, %2 later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approved: only the later value is left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not achieved by anyone yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>You scored %n point(s) with it</source>
        <translation>
            <numerusform>You scored %n point with it</numerusform>
            <numerusform>You scored %n points with it</numerusform>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Permit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>×2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the pile</source>
        <translation>
            <numerusform>%n card left in the pile</numerusform>
            <numerusform>%n cards left in the pile</numerusform>
        </translation>
    </message>
    <message>
        <source>Chance the next card is a volcano: %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total: %1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total with ×2: %1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discarded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking of a move…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Permit: who plays now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building permit: play out of turn now (once per game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggest a move (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Permit: %1 plays now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip the draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use my permit: play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play my ×2 card: double these points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game of Pompeji</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game code (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Today&apos;s challenge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today&apos;s deal against two Hard computer players: the same for everyone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random first player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the first eruption, skipping the draw needs only 1 card left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant: a ×2 card (double one placement) instead of the building permit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open hands: everyone sees every hand (to learn the game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave it empty for a new deal, or type a friend&apos;s code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal of this code, for %1 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody has finished today&apos;s challenge here yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best so far today: %1, %2 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the device to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hands are hidden. Press the button when only the next player looks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am %1: show my hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or play out of turn now with a building permit (once per game):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pompeji is buried: the final scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(−%1 for the cards in hand)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same players, the same cards in the same order, the same volcanoes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game code: %1 (whoever types it plays the same deal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>monument %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>colour %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7th card +%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statue, best: %1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built since your last turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best here: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As %1 and %2, value 1: %3 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name your statue: it scores as this monument and colour with value 1, then it is neutral.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monument</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place the statue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Basilica</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amphitheatre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thermae</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Villa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fountain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Granary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red (stripes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>orange (bars)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow (dots)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green (slants)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue (back slants)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>purple (grid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grey (lattice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagonal ↘</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagonal ↗</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That player cannot do this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have already played a card this turn: take it back first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card already stands there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card must share an edge with the city (a corner is not enough).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The city may not be wider or taller than 7 cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same monument may not stand right beside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card of the same colour may not stand right beside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your statue is already in the city.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card is drawn after a statue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may discard only when no card of your hand fits anywhere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may skip the draw only after the first eruption, with 2 cards left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This building permit is already used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own turn comes next: the permit is for playing out of turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ×2 card is already used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in this variant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: pick up a card (or your statue): the cells where it fits light up. Drop it on one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no card of your hand fits. Drag one onto the discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: end your turn, or take the card back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The second volcano has erupted: the game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: drag a card (or your statue) onto a cell of the city where it fits.</source>
        <extracomment>The build prompt when the player turned highlighted cells off (nothing lights up).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vesuvius is quiet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vesuvius is erupting: the next volcano ends the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pompeji is buried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggestion: discard %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Suggestion: your statue on the marked cell, as %1, %2, for %n point(s).</source>
        <translation>
            <numerusform>Suggestion: your statue on the marked cell, as %1, %2, for %n point.</numerusform>
            <numerusform>Suggestion: your statue on the marked cell, as %1, %2, for %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Suggestion: %1 on the marked cell for %n point(s).</source>
        <translation>
            <numerusform>Suggestion: %1 on the marked cell for %n point.</numerusform>
            <numerusform>Suggestion: %1 on the marked cell for %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play your ×2 card with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip the draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then use your building permit to play again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter plays it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statue: it matches no monument and no colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your statue: any monument and any colour, worth 1; no draw after it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a saved game of a kind this version does not know.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game of Pompeji was left unfinished. Resume it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game code %1 copied: whoever types it on Pompeji&apos;s New Game page plays the same deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cop&amp;y game code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Join with a code…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games &amp;played…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Suggest a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;First-game guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — Welcome Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score &amp;chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take &amp;back the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;How to play Pompeji</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play against the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, turn %2: %3 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores turn by turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could build nothing and discarded %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 laid the statue as %2 for %n point(s)</source>
        <translation>
            <numerusform>%1 laid the statue as %2 for %n point</numerusform>
            <numerusform>%1 laid the statue as %2 for %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 built %2 for %n point(s)</source>
        <translation>
            <numerusform>%1 built %2 for %n point</numerusform>
            <numerusform>%1 built %2 for %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>The ×2 card doubled it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A turn out of order, with the building permit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The second volcano: the game ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first volcano: Vesuvius erupts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game&apos;s record is damaged: it cannot be replayed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As dealt (%1 turns in all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final scores: the cards left in hand taken off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pompeji: replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As dealt (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous turn (Left arrow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next turn (Right arrow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last turn (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vesuvius erupts! You may now skip the draw; the next volcano ends the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 uses the building permit and plays now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your first game of Pompeji?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A guide can explain each step as you play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1. Build a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a card from your hand onto a green cell of the city. A card must touch the city by a side, may not sit beside a card of the same monument or the same colour, and the city never grows past 7 × 7. Hover a cell to see what your cards would score there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. How it scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each of the four streets through your card (its row, its column, its two diagonals, up to the first gap) scores: if it holds other cards of your monument, the sum of their values and yours; if it holds others of your colour, the highest value among them and yours; 7 more if your card is its seventh. Take back undoes it; End turn (Ctrl+Enter) draws you a new card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3. Your statue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statue, last in your hand, may stand for any monument and any colour and is worth 1: keep it for a cell where many matching streets meet. You draw no card after it, and once built it matches nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4. Your building permit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once per game you may play out of turn: tick Use my permit before ending a turn to play again at once, or press the Permit button to play before the next player. A late permit, when the city offers big cells, is worth most.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5. Vesuvius</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two volcanoes hide near the bottom of the pile. After the first you may skip the draw; the second ends the game at once, and the cards left in your hand count against you. The side panel shows the chance of a volcano.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You know the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enjoy the game! Help ▸ First-game guide brings the guide back.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This player has already played this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This combination is not on offer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such house.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This house already has a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Numbers must increase from left to right along a street.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House numbers go from 0 to 17.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the Temp Agency can change the house number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Temp Agency changes a number by 2 at most.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A number can still be written: no permit refusal yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No effect can be used with a permit refusal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose where the effect applies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This effect cannot be used that way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fence cannot go there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is already a fence here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fence cannot separate a bis house from the house it copies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This estate was used for a city plan and can no longer be split.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such Real Estate Agent column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This Real Estate Agent column is full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every park of this street is already built.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This house has no planned pool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pool track is full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The temp track is full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bis track is full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bis number goes right beside a house with the same number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The house to copy has no number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bis number cannot copy across a fence or a roundabout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roundabouts are only used in the advanced variant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You already have two roundabouts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A roundabout needs an empty house.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roundabout cannot go in the house where you write the number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The construction cards cannot be reshuffled now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such city plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This city plan is already scored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This city plan is not fulfilled yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These estates do not fulfil this city plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the three combinations of this turn first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game is not a score pad game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter three combinations, each with a house number and an effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ice-cream truck&apos;s direction is chosen with the bottom street&apos;s first number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This move is not allowed (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter your place for temps at the table, or the other players&apos; temp counts (0 to 11).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <source>Cards of round %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: permit refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 in %3, house %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before round 1 (%1 rounds in all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After round %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City plans approved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sheet of:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First round (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous round (Left arrow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next round (Right arrow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last round (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>Everyone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games: %1 · won: %2 · best: %3 · average: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1, game %2: %n point(s)</source>
        <translation>
            <numerusform>%1, game %2: %n point</numerusform>
            <numerusform>%1, game %2: %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this game from the history?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The history could not be opened; nothing was deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be deleted from the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: games played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Replay…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pla&amp;y this deal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new game of the same cards: its code is filled in on the New Game page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Only this deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game of %1 has been finished yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundLog</name>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>street %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fence between houses %1 and %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bis in %1, house %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value of the %1-house estates raised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>temp agency, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 refused a permit (%2 of 3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wrote %2 in %3, house %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 after a roundabout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The solo card turned up: every city plan is now approved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City plan n°%1 approved by %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 refused a third permit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards were shuffled into three new stacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last round: the deck is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That was the last round: the game is over.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>How to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules page is missing.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Score</name>
    <message>
        <source>City plans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Permit refusals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roundabouts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thematic sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ice cream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Christmas lights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easter eggs</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whose sheet is shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s) %2</source>
        <translation>
            <numerusform>%1: %n point %2</numerusform>
            <numerusform>%1: %n points %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Provisional: enter the table&apos;s temp result (Game menu).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreShort</name>
    <message>
        <source>Ice cream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eggs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refusals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roundab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatKind</name>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random bot</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highlight where a number or a card can go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask to confirm each turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer move suggestions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play sounds (cards dealt and played, notices)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System default</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <source>Base sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ice cream truck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Christmas lights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easter eggs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sheet of the base game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trucks sell the houses&apos; cones in the order you number them: 1 point per scoop, and a bonus for the first to reach a street&apos;s last cone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neighbours with consecutive numbers are joined by lights; each street scores its longest string.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A 0, 6, 8, 9, 10 or 16 on a house collects its eggs; the more eggs, the more points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points per street (scoops and bonus):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Houses of the longest string per street:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eggs collected per street:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Street %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetChooser</name>
    <message>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Welcome Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build the most beautiful suburb of the fifties.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play solo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume the last game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to play</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Street</name>
    <message>
        <source>Top street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Middle street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bottom street</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Suggestion</name>
    <message>
        <source>Suggested move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write this move on your sheet (you can still undo it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refuse the building permit: no number fits anywhere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First build a roundabout in street %1, house %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hire a temp and write %1 instead of %2 in street %3, house %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write %1 in street %2, house %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim city plan no. %1 with the estates marked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the %1 unused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surveyor: draw a fence between houses %1 and %2 of street %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Real estate agent: raise the value of estates of %n house(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Bis: copy the number of house %1 into house %2 of street %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Landscaper: build a park in street %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool manufacturer: build the pool of this house.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temp agency: hire a temp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in street %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>At the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the results</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableRoundDialog</name>
    <message>
        <source>Cards drawn at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combination %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan n°%1 approved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game has ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another player at the table has ended the game: score this sheet as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Street %1&apos;s ice-cream bonus taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another player at the table reached this street&apos;s last cone first: the bonus is crossed on your sheet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableTempsDialog</name>
    <message>
        <source>Temps at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>You hired %n temp(s). The most temps at the table score 7, the next count 4, the third 1. What is the table&apos;s result?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have hired %n temp(s) so far. Enter the table&apos;s result as it stands: your temp points stay provisional until the end of the game.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>I hired the most (7 points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second count (4 points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Third count (1 point)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewer: no temp points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or the other players&apos; temp counts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for example: 3, 5, 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the other players&apos; counts, 0 to %1, separated by commas.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ThemeBoard</name>
    <message numerus="yes">
        <source>Ice-cream cone: %n scoop(s)</source>
        <translation>
            <numerusform>Ice-cream cone: %n scoop</numerusform>
            <numerusform>Ice-cream cone: %n scoops</numerusform>
        </translation>
    </message>
    <message>
        <source>Sold (circled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missed: the truck drove past (crossed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Easter eggs: %n</source>
        <translation>
            <numerusform>Easter eggs: %n</numerusform>
            <numerusform>Easter eggs: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Collected: %n</source>
        <translation>
            <numerusform>Collected: %n</numerusform>
            <numerusform>Collected: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>A 0, 8 or 10 collects two eggs; a 6, 9 or 16 one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>String of lights: consecutive numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ice-cream truck of street %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its end is chosen with the street&apos;s first number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Street bonus taken by another player (crossed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Street bonus earned: %n point(s)</source>
        <translation>
            <numerusform>Street bonus earned: %n point</numerusform>
            <numerusform>Street bonus earned: %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Street bonus: the first to reach the last cone scores its cones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the bottom truck at the left end (it drives right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the bottom truck at the right end (it drives left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Cones sold: %n</source>
        <translation>
            <numerusform>Cones sold: %n</numerusform>
            <numerusform>Cones sold: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cones crossed: %n</source>
        <translation>
            <numerusform>Cones crossed: %n</numerusform>
            <numerusform>Cones crossed: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ThemeTitle</name>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game of %1 on the “%2” sheet was left unfinished. Resume it?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <source>Enter the cards…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roundabout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advanced variant: turn an empty house into a roundabout before writing (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave this turn&apos;s effect unused (S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Permit refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No number can be written: cross a permit refusal box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggest a move (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit this turn (Ctrl+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide the score panel (F9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the score panel (F9)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TurnInput</name>
    <message>
        <source>Drop the card on a house.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose where the effect goes first (click or Tab).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>The surveyor builds a fence: click one of the marked slots between two houses (fences cut a street into estates), or Skip effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The real estate agent raises the value of estates of one size: click one of the marked columns of the estate track, or Skip effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bis copies a number into an empty house beside it: click one of the marked houses, or Skip effect. Each bis costs points at the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The landscaper plants a park in the street you just wrote in: press the marked button, or Skip effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This house has a pool spot: press the marked button to build the pool and tick the pool track, or Skip effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The temp agency hires a temp: press the marked button to tick the temp track (the most temps score at the end), or Skip effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your first game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A guide can explain each step of this solo game on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1. Choose a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand holds three cards. Click the card whose effect you want, then drag another card onto a house of your sheet to write its number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. Write the number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The green houses can take this number: in each street the numbers must rise from left to right. Click one (or drop the card on it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3. Use the effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now the effect: click a marked place on the sheet, or Skip if you do not want it. The card&apos;s tooltip says what the effect does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4. Confirm the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn is written. Undo takes back a step; Confirm (Ctrl+Enter) ends the turn for good.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No number fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of the numbers can go anywhere: refuse a permit. Three refusals end the game, so plan your streets ahead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You draw new cards each round. Your score on the right grows with estates, parks, pools and temps; numbers that fill a street between fences make an estate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City plans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The three city plans at the top right score when your sheet has the estates they ask for. Click a plan to read it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You know the basics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enjoy the game! Help ▸ First-game tutorial brings the guide back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No, thanks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip the guide</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
