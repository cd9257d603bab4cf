<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>Balconia</name>
    <message>
        <source>Your first game of Balconia?</source>
        <translation>Ваша первая партия в «Балконию»?</translation>
    </message>
    <message>
        <source>A guide can explain each step as you play.</source>
        <translation>Подсказки могут объяснять каждый шаг по ходу игры.</translation>
    </message>
    <message>
        <source>1. Keep two faces</source>
        <translation>1. Оставьте две грани</translation>
    </message>
    <message>
        <source>You select this turn. The disc shows the block&apos;s four faces: click a numbered button between two neighbours (or press 1–4) to keep them. Your opponent turns one of the other two towards themselves; you get the face opposite it.</source>
        <translation>В этом ходу выбираете вы. Диск показывает четыре грани блока: нажмите пронумерованную кнопку между двумя соседними гранями (или клавишу 1–4), чтобы оставить их себе. Соперник повернёт к себе одну из двух других, а вам достанется противоположная ей.</translation>
    </message>
    <message>
        <source>2. Hand the block over</source>
        <translation>2. Передайте блок</translation>
    </message>
    <message>
        <source>Your pair is framed. Until you end the turn, another button changes it and Take back (Ctrl+Z) clears it. End turn (Enter) hands the block to your opponent.</source>
        <translation>Ваша пара обведена рамкой. Пока ход не завершён, другая кнопка меняет её, а «Вернуть» (Ctrl+Z) отменяет. «Завершить ход» (Enter) передаёт блок сопернику.</translation>
    </message>
    <message>
        <source>3. Place the block</source>
        <translation>3. Поставьте блок</translation>
    </message>
    <message>
        <source>You place this turn: drag one of the two faces offered onto a free cell next to a balcony or the entrance (or press 1–2, the arrows, Enter). Hover a cell to see what each face would score there. The faded face under each one goes to your opponent.</source>
        <translation>В этом ходу ставите вы: перетащите одну из двух предложенных граней на свободную клетку рядом с балконом или входом (или клавиши 1–2, стрелки, Enter). Наведите указатель на клетку, чтобы увидеть, сколько принесёт там каждая грань. Бледная грань под каждой из них достанется сопернику.</translation>
    </message>
    <message>
        <source>4. How a balcony scores</source>
        <translation>4. Сколько приносит балкон</translation>
    </message>
    <message>
        <source>The label on top of a balcony is its rule: the points (2× gives 2 for each one counted, 5 gives 5 if the rule holds), a small grid marking where it looks, and what it counts. Hover a balcony to read its rule in words; the green badge is what it scores now. Then Take back (Ctrl+Z) or End turn (Enter).</source>
        <translation>Табличка над балконом — его правило: очки (2× даёт 2 за каждый подсчитанный предмет, 5 даёт 5, если условие выполнено), маленькая сетка показывает, куда он смотрит, и что он считает. Наведите указатель на балкон, чтобы прочитать правило словами; зелёный значок — сколько он приносит сейчас. Затем «Вернуть» (Ctrl+Z) или «Завершить ход» (Enter).</translation>
    </message>
    <message>
        <source>5. The other side is secret</source>
        <translation>5. Другая сторона скрыта</translation>
    </message>
    <message>
        <source>The faces turned to your opponent make up their side of the building, which you never see: remember what you let them have. The side panel shows their points; View ▸ Open building shows both sides if you both agree.</source>
        <translation>Грани, повёрнутые к сопернику, составляют его сторону дома, которую вы никогда не видите: запоминайте, что вы ему отдаёте. Боковая панель показывает его очки; «Вид ▸ Открытый дом» показывает обе стороны, если вы оба согласны.</translation>
    </message>
    <message>
        <source>6. The end</source>
        <translation>6. Конец игры</translation>
    </message>
    <message>
        <source>When the last token is played, each of you scores every balcony of your side plus your door, the entrance&apos;s rule in your colour. The higher total wins; on a tie, more door points win; still tied, you share the win.</source>
        <translation>Когда сыгран последний жетон, каждый считает все балконы своей стороны и свою дверь — правило входа в своём цвете. Побеждает больший итог; при равенстве — больше очков за дверь; если и они равны, победа общая.</translation>
    </message>
    <message>
        <source>You know the rules</source>
        <translation>Правила вы знаете</translation>
    </message>
    <message>
        <source>Enjoy the game! Help ▸ First-game guide brings the guide back.</source>
        <translation>Приятной игры! «Справка ▸ Обучение в первой партии» вернёт подсказки.</translation>
    </message>
</context>
<context>
    <name>BalconiaBoard</name>
    <message>
        <source>I am %1: show my side</source>
        <translation>Я — %1: показать мою сторону</translation>
    </message>
    <message>
        <source>Thinking of a move…</source>
        <translation>Ищем ход…</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Вернуть</translation>
    </message>
    <message>
        <source>Take back this step (Ctrl+Z)</source>
        <translation>Вернуть этот шаг (Ctrl+Z)</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Завершить ход</translation>
    </message>
    <message>
        <source>End this step (Enter)</source>
        <translation>Завершить этот шаг (Enter)</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <source>Suggest a move (H)</source>
        <translation>Подсказать ход (H)</translation>
    </message>
    <message>
        <source>Block %1</source>
        <translation>Блок %1</translation>
    </message>
    <message>
        <source>Keep the two faces beside this button (key %1)</source>
        <translation>Оставить себе две грани у этой кнопки (клавиша %1)</translation>
    </message>
    <message>
        <source>%1 gets</source>
        <translation>%1 получит</translation>
    </message>
    <message numerus="yes">
        <source>This balcony: %n point(s)</source>
        <translation>
            <numerusform>Этот балкон: %n очко</numerusform>
            <numerusform>Этот балкон: %n очка</numerusform>
            <numerusform>Этот балкон: %n очков</numerusform>
        </translation>
    </message>
    <message>
        <source>You %1, %2 %3</source>
        <translation>Вы %1, %2 %3</translation>
    </message>
    <message numerus="yes">
        <source>Left face: %n point(s)</source>
        <translation>
            <numerusform>Левая грань: %n очко</numerusform>
            <numerusform>Левая грань: %n очка</numerusform>
            <numerusform>Левая грань: %n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Right face: %n point(s)</source>
        <translation>
            <numerusform>Правая грань: %n очко</numerusform>
            <numerusform>Правая грань: %n очка</numerusform>
            <numerusform>Правая грань: %n очков</numerusform>
        </translation>
    </message>
    <message>
        <source>Balconies</source>
        <translation>Балконы</translation>
    </message>
    <message>
        <source>Door</source>
        <translation>Дверь</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>Last turns</source>
        <translation>Последние ходы</translation>
    </message>
    <message>
        <source>%1 selects, %2 places.</source>
        <translation>%1 выбирает, %2 ставит.</translation>
    </message>
    <message>
        <source>%1&apos;s side</source>
        <translation>Сторона: %1</translation>
    </message>
</context>
<context>
    <name>BalconiaNewGame</name>
    <message>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>Computer: Easy</source>
        <translation>Компьютер: лёгкий</translation>
    </message>
    <message>
        <source>Computer: Medium</source>
        <translation>Компьютер: средний</translation>
    </message>
    <message>
        <source>Computer: Hard</source>
        <translation>Компьютер: сложный</translation>
    </message>
    <message>
        <source>New game of Balconia</source>
        <translation>Новая партия в «Балконию»</translation>
    </message>
    <message>
        <source>Game &amp;code (optional)</source>
        <translation>&amp;Код партии (необязательно)</translation>
    </message>
    <message>
        <source>Today&apos;s c&amp;hallenge</source>
        <translation>З&amp;адание дня</translation>
    </message>
    <message>
        <source>Today&apos;s deal against the Hard computer player: the same for everyone.</source>
        <translation>Раздача дня против сложного компьютерного игрока: одна для всех.</translation>
    </message>
    <message>
        <source>&amp;Turquoise (selects first)</source>
        <translation>&amp;Бирюзовый (выбирает первым)</translation>
    </message>
    <message>
        <source>&amp;Pink</source>
        <translation>&amp;Розовый</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Варианты</translation>
    </message>
    <message>
        <source>Blocks &amp;anywhere: they need not touch the building</source>
        <translation>Блоки &amp;где угодно: не обязательно рядом с домом</translation>
    </message>
    <message>
        <source>&amp;Entrance in any cell of the bottom row</source>
        <translation>&amp;Вход в любой клетке нижнего ряда</translation>
    </message>
    <message>
        <source>&amp;Long game: all 22 tokens</source>
        <translation>&amp;Длинная партия: все 22 жетона</translation>
    </message>
    <message>
        <source>&amp;Seed</source>
        <translation>&amp;Зерно</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Случайное</translation>
    </message>
    <message>
        <source>The same seed deals the same blocks in the same order.</source>
        <translation>С тем же зерном выходят те же блоки в том же порядке.</translation>
    </message>
    <message>
        <source>Leave it empty for a new deal, or type a friend&apos;s code.</source>
        <translation>Оставьте пустым для новой раздачи или введите код друга.</translation>
    </message>
    <message>
        <source>The deal and the variants of this code.</source>
        <translation>Раздача и варианты этого кода.</translation>
    </message>
    <message>
        <source>Nobody has finished today&apos;s challenge here yet.</source>
        <translation>Здесь ещё никто не закончил сегодняшнее задание.</translation>
    </message>
    <message>
        <source>Best so far today: %1, %2 points</source>
        <translation>Лучший результат за сегодня: %1, очков: %2</translation>
    </message>
</context>
<context>
    <name>BalconiaTexts</name>
    <message>
        <source>Turquoise</source>
        <translation>Бирюзовый</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>Розовый</translation>
    </message>
    <message>
        <source>person</source>
        <translation>человек</translation>
    </message>
    <message>
        <source>cat</source>
        <translation>кошка</translation>
    </message>
    <message>
        <source>bird</source>
        <translation>птица</translation>
    </message>
    <message>
        <source>laundry</source>
        <translation>бельё на сушке</translation>
    </message>
    <message>
        <source>music note</source>
        <translation>нота</translation>
    </message>
    <message>
        <source>awning</source>
        <translation>маркиза</translation>
    </message>
    <message>
        <source>heart</source>
        <translation>сердце</translation>
    </message>
    <message>
        <source>lovebird facing right</source>
        <translation>голубок, смотрящий вправо</translation>
    </message>
    <message>
        <source>lovebird facing left</source>
        <translation>голубок, смотрящий влево</translation>
    </message>
    <message>
        <source>orange flower</source>
        <translation>оранжевый цветок</translation>
    </message>
    <message>
        <source>turquoise flower</source>
        <translation>бирюзовый цветок</translation>
    </message>
    <message>
        <source>purple flower</source>
        <translation>фиолетовый цветок</translation>
    </message>
    <message>
        <source>red flower</source>
        <translation>красный цветок</translation>
    </message>
    <message>
        <source>yellow flower</source>
        <translation>жёлтый цветок</translation>
    </message>
    <message>
        <source>white flower</source>
        <translation>белый цветок</translation>
    </message>
    <message>
        <source>balcony</source>
        <translation>балкон</translation>
    </message>
    <message>
        <source>flower of any colour</source>
        <translation>цветок любого цвета</translation>
    </message>
    <message>
        <source>different flower colours</source>
        <translation>разные цвета цветов</translation>
    </message>
    <message>
        <source>per person</source>
        <translation>за каждого человека</translation>
    </message>
    <message>
        <source>per cat</source>
        <translation>за каждую кошку</translation>
    </message>
    <message>
        <source>per bird</source>
        <translation>за каждую птицу</translation>
    </message>
    <message>
        <source>per laundry item</source>
        <translation>за каждую вещь на сушке</translation>
    </message>
    <message>
        <source>per music note</source>
        <translation>за каждую ноту</translation>
    </message>
    <message>
        <source>per awning</source>
        <translation>за каждую маркизу</translation>
    </message>
    <message>
        <source>per heart</source>
        <translation>за каждое сердце</translation>
    </message>
    <message>
        <source>per lovebird facing right</source>
        <translation>за каждого голубка, смотрящего вправо</translation>
    </message>
    <message>
        <source>per lovebird facing left</source>
        <translation>за каждого голубка, смотрящего влево</translation>
    </message>
    <message>
        <source>per orange flower</source>
        <translation>за каждый оранжевый цветок</translation>
    </message>
    <message>
        <source>per turquoise flower</source>
        <translation>за каждый бирюзовый цветок</translation>
    </message>
    <message>
        <source>per purple flower</source>
        <translation>за каждый фиолетовый цветок</translation>
    </message>
    <message>
        <source>per red flower</source>
        <translation>за каждый красный цветок</translation>
    </message>
    <message>
        <source>per yellow flower</source>
        <translation>за каждый жёлтый цветок</translation>
    </message>
    <message>
        <source>per white flower</source>
        <translation>за каждый белый цветок</translation>
    </message>
    <message>
        <source>per balcony</source>
        <translation>за каждый балкон</translation>
    </message>
    <message>
        <source>per flower</source>
        <translation>за каждый цветок</translation>
    </message>
    <message>
        <source>per flower colour</source>
        <translation>за каждый цвет цветов</translation>
    </message>
    <message>
        <source>people</source>
        <translation>людей</translation>
    </message>
    <message>
        <source>cats</source>
        <translation>кошек</translation>
    </message>
    <message>
        <source>birds</source>
        <translation>птиц</translation>
    </message>
    <message>
        <source>laundry items</source>
        <translation>белья</translation>
    </message>
    <message>
        <source>music notes</source>
        <translation>нот</translation>
    </message>
    <message>
        <source>awnings</source>
        <translation>маркиз</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>сердец</translation>
    </message>
    <message>
        <source>lovebirds facing right</source>
        <translation>голубков, смотрящих вправо</translation>
    </message>
    <message>
        <source>lovebirds facing left</source>
        <translation>голубков, смотрящих влево</translation>
    </message>
    <message>
        <source>orange flowers</source>
        <translation>оранжевых цветов</translation>
    </message>
    <message>
        <source>turquoise flowers</source>
        <translation>бирюзовых цветов</translation>
    </message>
    <message>
        <source>purple flowers</source>
        <translation>фиолетовых цветов</translation>
    </message>
    <message>
        <source>red flowers</source>
        <translation>красных цветов</translation>
    </message>
    <message>
        <source>yellow flowers</source>
        <translation>жёлтых цветов</translation>
    </message>
    <message>
        <source>white flowers</source>
        <translation>белых цветов</translation>
    </message>
    <message>
        <source>balconies</source>
        <translation>балконов</translation>
    </message>
    <message>
        <source>flowers</source>
        <translation>цветов</translation>
    </message>
    <message>
        <source>flower colours</source>
        <translation>разных цветов у цветов</translation>
    </message>
    <message>
        <source>without people</source>
        <translation>без людей</translation>
    </message>
    <message>
        <source>without cats</source>
        <translation>без кошек</translation>
    </message>
    <message>
        <source>without birds</source>
        <translation>без птиц</translation>
    </message>
    <message>
        <source>without laundry</source>
        <translation>без белья</translation>
    </message>
    <message>
        <source>without music notes</source>
        <translation>без нот</translation>
    </message>
    <message>
        <source>without an awning</source>
        <translation>без маркизы</translation>
    </message>
    <message>
        <source>without hearts</source>
        <translation>без сердец</translation>
    </message>
    <message>
        <source>without a lovebird facing right</source>
        <translation>без голубка, смотрящего вправо</translation>
    </message>
    <message>
        <source>without a lovebird facing left</source>
        <translation>без голубка, смотрящего влево</translation>
    </message>
    <message>
        <source>without orange flowers</source>
        <translation>без оранжевых цветов</translation>
    </message>
    <message>
        <source>without turquoise flowers</source>
        <translation>без бирюзовых цветов</translation>
    </message>
    <message>
        <source>without purple flowers</source>
        <translation>без фиолетовых цветов</translation>
    </message>
    <message>
        <source>without red flowers</source>
        <translation>без красных цветов</translation>
    </message>
    <message>
        <source>without yellow flowers</source>
        <translation>без жёлтых цветов</translation>
    </message>
    <message>
        <source>without white flowers</source>
        <translation>без белых цветов</translation>
    </message>
    <message>
        <source>without flowers</source>
        <translation>без цветов</translation>
    </message>
    <message>
        <source>with people</source>
        <translation>с людьми</translation>
    </message>
    <message>
        <source>with cats</source>
        <translation>с кошками</translation>
    </message>
    <message>
        <source>with birds</source>
        <translation>с птицами</translation>
    </message>
    <message>
        <source>with laundry</source>
        <translation>с бельём</translation>
    </message>
    <message>
        <source>with music notes</source>
        <translation>с нотами</translation>
    </message>
    <message>
        <source>with an awning</source>
        <translation>с маркизой</translation>
    </message>
    <message>
        <source>with hearts</source>
        <translation>с сердцами</translation>
    </message>
    <message>
        <source>with a lovebird facing right</source>
        <translation>с голубком, смотрящим вправо</translation>
    </message>
    <message>
        <source>with a lovebird facing left</source>
        <translation>с голубком, смотрящим влево</translation>
    </message>
    <message>
        <source>with orange flowers</source>
        <translation>с оранжевыми цветами</translation>
    </message>
    <message>
        <source>with turquoise flowers</source>
        <translation>с бирюзовыми цветами</translation>
    </message>
    <message>
        <source>with purple flowers</source>
        <translation>с фиолетовыми цветами</translation>
    </message>
    <message>
        <source>with red flowers</source>
        <translation>с красными цветами</translation>
    </message>
    <message>
        <source>with yellow flowers</source>
        <translation>с жёлтыми цветами</translation>
    </message>
    <message>
        <source>with white flowers</source>
        <translation>с белыми цветами</translation>
    </message>
    <message>
        <source>with flowers</source>
        <translation>с цветами</translation>
    </message>
    <message>
        <source>a person</source>
        <translation>человек</translation>
    </message>
    <message>
        <source>a cat</source>
        <translation>кошка</translation>
    </message>
    <message>
        <source>a bird</source>
        <translation>птица</translation>
    </message>
    <message>
        <source>some laundry</source>
        <translation>бельё</translation>
    </message>
    <message>
        <source>a music note</source>
        <translation>нота</translation>
    </message>
    <message>
        <source>an awning</source>
        <translation>маркиза</translation>
    </message>
    <message>
        <source>a heart</source>
        <translation>сердце</translation>
    </message>
    <message>
        <source>a lovebird facing right</source>
        <translation>голубок, смотрящий вправо</translation>
    </message>
    <message>
        <source>a lovebird facing left</source>
        <translation>голубок, смотрящий влево</translation>
    </message>
    <message>
        <source>an orange flower</source>
        <translation>оранжевый цветок</translation>
    </message>
    <message>
        <source>a turquoise flower</source>
        <translation>бирюзовый цветок</translation>
    </message>
    <message>
        <source>a purple flower</source>
        <translation>фиолетовый цветок</translation>
    </message>
    <message>
        <source>a red flower</source>
        <translation>красный цветок</translation>
    </message>
    <message>
        <source>a yellow flower</source>
        <translation>жёлтый цветок</translation>
    </message>
    <message>
        <source>a white flower</source>
        <translation>белый цветок</translation>
    </message>
    <message>
        <source>a balcony</source>
        <translation>балкон</translation>
    </message>
    <message>
        <source>a flower</source>
        <translation>цветок</translation>
    </message>
    <message numerus="yes">
        <source>%n person(s)</source>
        <translation>
            <numerusform>%n человек</numerusform>
            <numerusform>%n человека</numerusform>
            <numerusform>%n человек</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cat(s)</source>
        <translation>
            <numerusform>%n кошка</numerusform>
            <numerusform>%n кошки</numerusform>
            <numerusform>%n кошек</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bird(s)</source>
        <translation>
            <numerusform>%n птица</numerusform>
            <numerusform>%n птицы</numerusform>
            <numerusform>%n птиц</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n laundry item(s)</source>
        <translation>
            <numerusform>%n вещь на сушке</numerusform>
            <numerusform>%n вещи на сушке</numerusform>
            <numerusform>%n вещей на сушке</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n music note(s)</source>
        <translation>
            <numerusform>%n нота</numerusform>
            <numerusform>%n ноты</numerusform>
            <numerusform>%n нот</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n awning(s)</source>
        <translation>
            <numerusform>%n маркиза</numerusform>
            <numerusform>%n маркизы</numerusform>
            <numerusform>%n маркиз</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n heart(s)</source>
        <translation>
            <numerusform>%n сердце</numerusform>
            <numerusform>%n сердца</numerusform>
            <numerusform>%n сердец</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lovebird(s) facing right</source>
        <translation>
            <numerusform>%n голубок, смотрящий вправо</numerusform>
            <numerusform>%n голубка, смотрящих вправо</numerusform>
            <numerusform>%n голубков, смотрящих вправо</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lovebird(s) facing left</source>
        <translation>
            <numerusform>%n голубок, смотрящий влево</numerusform>
            <numerusform>%n голубка, смотрящих влево</numerusform>
            <numerusform>%n голубков, смотрящих влево</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n orange flower(s)</source>
        <translation>
            <numerusform>%n оранжевый цветок</numerusform>
            <numerusform>%n оранжевых цветка</numerusform>
            <numerusform>%n оранжевых цветков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turquoise flower(s)</source>
        <translation>
            <numerusform>%n бирюзовый цветок</numerusform>
            <numerusform>%n бирюзовых цветка</numerusform>
            <numerusform>%n бирюзовых цветков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n purple flower(s)</source>
        <translation>
            <numerusform>%n фиолетовый цветок</numerusform>
            <numerusform>%n фиолетовых цветка</numerusform>
            <numerusform>%n фиолетовых цветков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n red flower(s)</source>
        <translation>
            <numerusform>%n красный цветок</numerusform>
            <numerusform>%n красных цветка</numerusform>
            <numerusform>%n красных цветков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n yellow flower(s)</source>
        <translation>
            <numerusform>%n жёлтый цветок</numerusform>
            <numerusform>%n жёлтых цветка</numerusform>
            <numerusform>%n жёлтых цветков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n white flower(s)</source>
        <translation>
            <numerusform>%n белый цветок</numerusform>
            <numerusform>%n белых цветка</numerusform>
            <numerusform>%n белых цветков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n balcony(s)</source>
        <translation>
            <numerusform>%n балкон</numerusform>
            <numerusform>%n балкона</numerusform>
            <numerusform>%n балконов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flower(s)</source>
        <translation>
            <numerusform>%n цветок</numerusform>
            <numerusform>%n цветка</numerusform>
            <numerusform>%n цветков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flower colour(s)</source>
        <translation>
            <numerusform>%n цвет цветов</numerusform>
            <numerusform>%n цвета цветов</numerusform>
            <numerusform>%n разных цветов у цветов</numerusform>
        </translation>
    </message>
    <message>
        <source>This row</source>
        <translation>Этот ряд</translation>
    </message>
    <message>
        <source>Column above</source>
        <translation>Столбец выше</translation>
    </message>
    <message>
        <source>Row just above</source>
        <translation>Ряд сразу выше</translation>
    </message>
    <message>
        <source>Column below</source>
        <translation>Столбец ниже</translation>
    </message>
    <message>
        <source>Around (8 neighbours)</source>
        <translation>Вокруг (8 соседних клеток)</translation>
    </message>
    <message>
        <source>Directly right</source>
        <translation>Сразу справа</translation>
    </message>
    <message>
        <source>Directly left</source>
        <translation>Сразу слева</translation>
    </message>
    <message>
        <source>Column to the right</source>
        <translation>Столбец справа</translation>
    </message>
    <message>
        <source>Column to the left</source>
        <translation>Столбец слева</translation>
    </message>
    <message>
        <source>Connected group</source>
        <translation>Связная группа</translation>
    </message>
    <message>
        <source>Lovebirds, partner to the right</source>
        <translation>Голубки, пара справа</translation>
    </message>
    <message>
        <source>Lovebirds, partner to the left</source>
        <translation>Голубки, пара слева</translation>
    </message>
    <message>
        <source>in this row</source>
        <extracomment>Where a condition looks, as the end of a sentence (&quot;1 point per bird&quot; + &quot;in this row&quot;).</extracomment>
        <translation>в этом ряду</translation>
    </message>
    <message>
        <source>in the column above</source>
        <translation>в столбце выше</translation>
    </message>
    <message>
        <source>in the row just above</source>
        <translation>в ряду сразу выше</translation>
    </message>
    <message>
        <source>in the column below</source>
        <translation>в столбце ниже</translation>
    </message>
    <message>
        <source>around</source>
        <translation>вокруг</translation>
    </message>
    <message>
        <source>directly to the right</source>
        <translation>сразу справа</translation>
    </message>
    <message>
        <source>directly to the left</source>
        <translation>сразу слева</translation>
    </message>
    <message>
        <source>in the column to the right</source>
        <translation>в столбце справа</translation>
    </message>
    <message>
        <source>in the column to the left</source>
        <translation>в столбце слева</translation>
    </message>
    <message>
        <source>Majority: more than your opponent</source>
        <extracomment>The zones this balcony itself lies in: their conditions say whether its own icons count.</extracomment>
        <translation>Большинство: больше, чем у соперника</translation>
    </message>
    <message>
        <source>Fewer: one icon fewer than another</source>
        <translation>Меньше: одного значка меньше, чем другого</translation>
    </message>
    <message>
        <source>Difference between two icons</source>
        <translation>Разница между двумя значками</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <source>Not now: first two faces are kept, then the block is placed.</source>
        <translation>Не сейчас: сначала оставляют две грани, потом ставят блок.</translation>
    </message>
    <message>
        <source>The block has no such face.</source>
        <translation>У блока нет такой грани.</translation>
    </message>
    <message>
        <source>Keep two neighbouring faces, not two opposite ones.</source>
        <translation>Оставьте две соседние грани, а не противоположные.</translation>
    </message>
    <message>
        <source>That face is not on offer: take one of the two faces left to you.</source>
        <translation>Эта грань не предложена: возьмите одну из двух оставленных вам граней.</translation>
    </message>
    <message>
        <source>That cell is not in the building.</source>
        <translation>Такой клетки в доме нет.</translation>
    </message>
    <message>
        <source>That cell is already taken.</source>
        <translation>Эта клетка уже занята.</translation>
    </message>
    <message>
        <source>A balcony must share an edge with another balcony or the entrance.</source>
        <translation>Балкон должен касаться стороной другого балкона или входа.</translation>
    </message>
    <message>
        <source>The game could not be saved.</source>
        <translation>Не удалось сохранить игру.</translation>
    </message>
    <message>
        <source>The saved game could not be read.</source>
        <translation>Не удалось прочитать сохранённую игру.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Этот ход не разрешён.</translation>
    </message>
    <message>
        <source>Suggestion: keep the top and right faces.</source>
        <extracomment>A suggested selection, by the pair&apos;s index in ``PAIRS`` (the faces as the disc&apos;s cross shows them: 0 top, 1 right, 2 bottom, 3 left); whole sentences, so a language may decline them.</extracomment>
        <translation>Подсказка: оставьте себе верхнюю и правую грани.</translation>
    </message>
    <message>
        <source>Suggestion: keep the right and bottom faces.</source>
        <translation>Подсказка: оставьте себе правую и нижнюю грани.</translation>
    </message>
    <message>
        <source>Suggestion: keep the bottom and left faces.</source>
        <translation>Подсказка: оставьте себе нижнюю и левую грани.</translation>
    </message>
    <message>
        <source>Suggestion: keep the top and left faces.</source>
        <translation>Подсказка: оставьте себе верхнюю и левую грани.</translation>
    </message>
    <message>
        <source>Suggestion: put the left face at %1.</source>
        <extracomment>A suggested placement, by the offered face&apos;s place on the disc (left, right); %1 the cell.</extracomment>
        <translation>Подсказка: поставьте левую грань на клетку (%1).</translation>
    </message>
    <message>
        <source>Suggestion: put the right face at %1.</source>
        <translation>Подсказка: поставьте правую грань на клетку (%1).</translation>
    </message>
    <message>
        <source>in its group of connected balconies %1</source>
        <translation>в его связной группе балконов %1</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) if paired with a lovebird facing it in the column to the right</source>
        <translation>
            <numerusform>%n очко, если он в паре с голубком, смотрящим на него из столбца справа</numerusform>
            <numerusform>%n очка, если он в паре с голубком, смотрящим на него из столбца справа</numerusform>
            <numerusform>%n очков, если он в паре с голубком, смотрящим на него из столбца справа</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) if paired with a lovebird facing it in the column to the left</source>
        <translation>
            <numerusform>%n очко, если он в паре с голубком, смотрящим на него из столбца слева</numerusform>
            <numerusform>%n очка, если он в паре с голубком, смотрящим на него из столбца слева</numerusform>
            <numerusform>%n очков, если он в паре с голубком, смотрящим на него из столбца слева</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) if no %1 %2</source>
        <translation>
            <numerusform>%n очко, если %2 нет %1</numerusform>
            <numerusform>%n очка, если %2 нет %1</numerusform>
            <numerusform>%n очков, если %2 нет %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) per balcony %1 %2</source>
        <translation>
            <numerusform>%n очко за каждый балкон %1 %2</numerusform>
            <numerusform>%n очка за каждый балкон %1 %2</numerusform>
            <numerusform>%n очков за каждый балкон %1 %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) if %1 and %2 are %3</source>
        <translation>
            <numerusform>%n очко, если %3 есть и %1, и %2</numerusform>
            <numerusform>%n очка, если %3 есть и %1, и %2</numerusform>
            <numerusform>%n очков, если %3 есть и %1, и %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) if there is %1 %2</source>
        <translation>
            <numerusform>%n очко, если %2 есть %1</numerusform>
            <numerusform>%n очка, если %2 есть %1</numerusform>
            <numerusform>%n очков, если %2 есть %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) %1 %2</source>
        <translation>
            <numerusform>%n очко %1 %2</numerusform>
            <numerusform>%n очка %1 %2</numerusform>
            <numerusform>%n очков %1 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (this balcony included)</source>
        <translation>%1 (включая этот балкон)</translation>
    </message>
    <message>
        <source>%1 (this balcony excluded)</source>
        <translation>%1 (не считая этого балкона)</translation>
    </message>
    <message>
        <source>no condition</source>
        <translation>без условия</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) if your side shows more %1 than your opponent&apos;s</source>
        <translation>
            <numerusform>%n очко, если на вашей стороне больше %1, чем у соперника</numerusform>
            <numerusform>%n очка, если на вашей стороне больше %1, чем у соперника</numerusform>
            <numerusform>%n очков, если на вашей стороне больше %1, чем у соперника</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) if more %1</source>
        <translation>
            <numerusform>%n очко, если больше %1</numerusform>
            <numerusform>%n очка, если больше %1</numerusform>
            <numerusform>%n очков, если больше %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2 (ties score nothing)</source>
        <translation>%1; %2 (при равенстве — ничего)</translation>
    </message>
    <message>
        <source>1 point %1 if your side shows fewer %2 than %3</source>
        <translation>1 очко %1, если на вашей стороне меньше %2, чем %3</translation>
    </message>
    <message>
        <source>As many points as the difference between your %1 and your %2</source>
        <translation>Столько очков, какова разница между числом %1 и числом %2 на вашей стороне</translation>
    </message>
    <message>
        <source>Turquoise door: %1</source>
        <translation>Бирюзовая дверь: %1</translation>
    </message>
    <message>
        <source>Pink door: %1</source>
        <translation>Розовая дверь: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the tie with more door points (%n point(s) each).</source>
        <translation>
            <numerusform>%1 побеждает при равенстве благодаря очкам за дверь (у каждого по %n очку).</numerusform>
            <numerusform>%1 побеждает при равенстве благодаря очкам за дверь (у каждого по %n очка).</numerusform>
            <numerusform>%1 побеждает при равенстве благодаря очкам за дверь (у каждого по %n очков).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s).</source>
        <translation>
            <numerusform>%1 побеждает: %n очко.</numerusform>
            <numerusform>%1 побеждает: %n очка.</numerusform>
            <numerusform>%1 побеждает: %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %2 share the win with %n point(s) each.</source>
        <translation>
            <numerusform>%1 и %2 делят победу: у каждого по %n очку.</numerusform>
            <numerusform>%1 и %2 делят победу: у каждого по %n очка.</numerusform>
            <numerusform>%1 и %2 делят победу: у каждого по %n очков.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: keep two neighbouring faces. %2 takes one of the other two; you get the face opposite it.</source>
        <translation>%1: оставьте себе две соседние грани. %2 возьмёт одну из двух других, а вам достанется противоположная ей.</translation>
    </message>
    <message>
        <source>%1: drag one of the two faces offered to you onto a free cell. %2 gets the opposite face.</source>
        <translation>%1: перетащите одну из двух предложенных граней на свободную клетку. %2 получит противоположную грань.</translation>
    </message>
    <message>
        <source>%1: end your turn, or take it back.</source>
        <translation>%1: закончите ход или отмените его.</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>Ожидание: %1…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 думает…</translation>
    </message>
    <message>
        <source>Pass the device to %1.</source>
        <translation>Передайте устройство: %1.</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>ряд %1, столбец %2</translation>
    </message>
    <message>
        <source>Block %1: %2 kept two faces, %3 placed it at %4.</source>
        <translation>Блок %1: %2 оставляет две грани, %3 ставит его (%4).</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s new balcony: %2 (%n point(s) now)</source>
        <translation>
            <numerusform>Новый балкон (%1): %2 (сейчас %n очко)</numerusform>
            <numerusform>Новый балкон (%1): %2 (сейчас %n очка)</numerusform>
            <numerusform>Новый балкон (%1): %2 (сейчас %n очков)</numerusform>
        </translation>
    </message>
    <message>
        <source>Solid frames: the two faces %1 kept. Dashed frames: the two faces offered to %2. Faded: the faces that look sideways and never score.</source>
        <translation>Сплошные рамки: две грани, которые оставил(а) %1. Пунктирные рамки: две грани, предложенные игроку %2. Бледные: грани, смотрящие вбок, — они никогда не приносят очков.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1: %n очко</numerusform>
            <numerusform>%1: %n очка</numerusform>
            <numerusform>%1: %n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s) (%2 this turn)</source>
        <translation>
            <numerusform>%1: %n очко (%2 за этот ход)</numerusform>
            <numerusform>%1: %n очка (%2 за этот ход)</numerusform>
            <numerusform>%1: %n очков (%2 за этот ход)</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter keeps them.</source>
        <translation>Enter — оставить их.</translation>
    </message>
    <message>
        <source>Enter places it.</source>
        <translation>Enter — поставить.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s): %1 from the balconies, %2 from the door</source>
        <translation>
            <numerusform>%n очко: %1 за балконы, %2 за дверь</numerusform>
            <numerusform>%n очка: %1 за балконы, %2 за дверь</numerusform>
            <numerusform>%n очков: %1 за балконы, %2 за дверь</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) left</source>
        <translation>
            <numerusform>Остался %n жетон</numerusform>
            <numerusform>Осталось %n жетона</numerusform>
            <numerusform>Осталось %n жетонов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BalconiaWindow</name>
    <message>
        <source>Pass the device to %1</source>
        <translation>Передайте устройство: %1</translation>
    </message>
    <message>
        <source>Each player sees only their own side of the building. Press the button when only the pink player looks.</source>
        <translation>Каждый видит только свою сторону дома. Нажмите кнопку, когда смотрит только розовый игрок.</translation>
    </message>
    <message>
        <source>Each player sees only their own side of the building. Press the button when only the turquoise player looks.</source>
        <translation>Каждый видит только свою сторону дома. Нажмите кнопку, когда смотрит только бирюзовый игрок.</translation>
    </message>
    <message>
        <source>I am %1: show my side</source>
        <translation>Я — %1: показать мою сторону</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Balconies %1 + door %2 = %3 points</source>
        <translation>Балконы %1 + дверь %2 = всего %3</translation>
    </message>
    <message>
        <source>Tied on points: the player with more points from their door wins.</source>
        <translation>Ничья по очкам: побеждает тот, у кого больше очков за дверь.</translation>
    </message>
    <message>
        <source>Tied on points and on the doors&apos; points: the two players share the building.</source>
        <translation>Ничья и по очкам, и по очкам за двери: дом достаётся обоим.</translation>
    </message>
    <message>
        <source>On a tie, the player with more points from their door wins; if that is equal too, they share the building.</source>
        <translation>При ничьей побеждает тот, у кого больше очков за дверь; если и они равны, дом делят на двоих.</translation>
    </message>
    <message>
        <source>Game code: %1 (whoever types it plays the same deal)</source>
        <translation>Код партии: %1 (кто его введёт, сыграет ту же раздачу)</translation>
    </message>
    <message>
        <source>Replay the game</source>
        <translation>Повтор партии</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Сыграть ещё</translation>
    </message>
    <message>
        <source>The same players on the same sides and variants, new blocks.</source>
        <translation>Те же игроки на тех же сторонах и с теми же вариантами, новые блоки.</translation>
    </message>
    <message>
        <source>Show the building</source>
        <translation>Показать дом</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Новая игра…</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>%1 is a saved game of a kind this version does not know.</source>
        <translation>%1 — сохранённая игра неизвестного этой версии вида.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>Opened: %1</source>
        <translation>Открыто: %1</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>A game of Balconia was left unfinished. Resume it?</source>
        <translation>Партия в «Балконию» не была доиграна. Продолжить её?</translation>
    </message>
    <message>
        <source>Game code %1 copied: whoever types it on Balconia&apos;s New Game page plays the same deal.</source>
        <translation>Код партии %1 скопирован: кто введёт его на странице новой партии «Балконии», сыграет ту же раздачу.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>Cop&amp;y game code</source>
        <translation>Скопировать код &amp;партии</translation>
    </message>
    <message>
        <source>Join &amp;with a code…</source>
        <translation>Присое&amp;диниться по коду…</translation>
    </message>
    <message>
        <source>Games &amp;played…</source>
        <translation>Сыгр&amp;анные партии…</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Ход</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation>&amp;Подтвердить</translation>
    </message>
    <message>
        <source>&amp;Suggest a move</source>
        <translation>Под&amp;сказать ход</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Open building</source>
        <translation>&amp;Открытый дом</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;How to play Balconia</source>
        <translation>&amp;Как играть в «Балконию»</translation>
    </message>
    <message>
        <source>Saved: %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <source>&amp;First-game guide</source>
        <translation>Обучение в первой &amp;партии</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Play against the computer</source>
        <translation>Играть против компьютера</translation>
    </message>
    <message>
        <source>%1 — Welcome Desktop</source>
        <translation>%1 — Welcome Desktop</translation>
    </message>
    <message>
        <source>This game&apos;s record is damaged: it cannot be replayed.</source>
        <translation>Запись этой партии повреждена: её нельзя воспроизвести.</translation>
    </message>
    <message numerus="yes">
        <source>As dealt: the entrance alone (%n turn(s) in all)</source>
        <translation>
            <numerusform>Начало: только вход (всего %n ход)</numerusform>
            <numerusform>Начало: только вход (всего %n хода)</numerusform>
            <numerusform>Начало: только вход (всего %n ходов)</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1 of %2</source>
        <translation>Ход %1 из %2</translation>
    </message>
    <message>
        <source>Balconia: replay</source>
        <translation>Балкония: повтор партии</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>As dealt (Home)</source>
        <translation>Начало партии (Home)</translation>
    </message>
    <message>
        <source>Previous turn (Left arrow)</source>
        <translation>Предыдущий ход (стрелка влево)</translation>
    </message>
    <message>
        <source>Next turn (Right arrow)</source>
        <translation>Следующий ход (стрелка вправо)</translation>
    </message>
    <message>
        <source>Last turn (End)</source>
        <translation>Последний ход (End)</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Street %1, house %2</source>
        <translation>Улица %1, дом %2</translation>
    </message>
    <message>
        <source>Roundabout</source>
        <translation>Кольцевая развязка</translation>
    </message>
    <message>
        <source>Number %1</source>
        <translation>Номер %1</translation>
    </message>
    <message>
        <source>(bis)</source>
        <translation>(бис)</translation>
    </message>
    <message>
        <source>Pool built</source>
        <translation>Бассейн построен</translation>
    </message>
    <message>
        <source>Pool planned here</source>
        <translation>Здесь запланирован бассейн</translation>
    </message>
    <message>
        <source>Fence</source>
        <translation>Забор</translation>
    </message>
    <message>
        <source>Fence slot</source>
        <translation>Место для забора</translation>
    </message>
    <message>
        <source>Click to build a fence here</source>
        <translation>Щёлкните, чтобы поставить здесь забор</translation>
    </message>
    <message>
        <source>Street %1</source>
        <translation>Улица %1</translation>
    </message>
    <message>
        <source>Parks of street %1: %2 built (points for 1, 2, …: %3)</source>
        <translation>Парки улицы %1: построено %2 (очки за 1, 2, …: %3)</translation>
    </message>
    <message>
        <source>City plans</source>
        <translation>Городские планы</translation>
    </message>
    <message>
        <source>Pools</source>
        <translation>Бассейны</translation>
    </message>
    <message>
        <source>Bis (points lost)</source>
        <translation>Бис (штрафные очки)</translation>
    </message>
    <message>
        <source>Temp Agency</source>
        <translation>Временные рабочие</translation>
    </message>
    <message>
        <source>Permit refusals (points lost)</source>
        <translation>Отказы в строительстве (штрафные очки)</translation>
    </message>
    <message>
        <source>Roundabouts (points lost)</source>
        <translation>Развязки (штрафные очки)</translation>
    </message>
    <message>
        <source>Points scored per plan: %1</source>
        <translation>Очки за каждый план: %1</translation>
    </message>
    <message>
        <source>Boxes crossed: %1</source>
        <translation>Отмечено клеток: %1</translation>
    </message>
    <message>
        <source>Solo: 7 points from 6 temps hired</source>
        <translation>Соло: 7 очков, если нанято не меньше 6 временных рабочих</translation>
    </message>
    <message>
        <source>Most temps: 7 points, second: 4, third: 1</source>
        <translation>Больше всех временных рабочих: 7 очков, второе место: 4, третье: 1</translation>
    </message>
    <message>
        <source>Real estate: estates of %1 houses are worth %2 each</source>
        <translation>Агент по недвижимости: поместье размера %1 стоит %2</translation>
    </message>
    <message>
        <source>Click to raise this column</source>
        <translation>Щёлкните, чтобы отметить клетку в этом столбце</translation>
    </message>
    <message>
        <source>Total score so far</source>
        <translation>Текущий общий счёт</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <source>Sheet of %1</source>
        <translation>Лист игрока %1</translation>
    </message>
    <message>
        <source>Solo · round %1</source>
        <translation>Соло · раунд %1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Ваши карты</translation>
    </message>
    <message>
        <source>This turn&apos;s combinations</source>
        <translation>Комбинации этого хода</translation>
    </message>
    <message>
        <source>City plans</source>
        <translation>Городские планы</translation>
    </message>
</context>
<context>
    <name>BoardTitle</name>
    <message numerus="yes">
        <source>Round %1 · %n player(s)</source>
        <translation>
            <numerusform>Раунд %1 · %n игрок</numerusform>
            <numerusform>Раунд %1 · %n игрока</numerusform>
            <numerusform>Раунд %1 · %n игроков</numerusform>
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
        <translation>Номер %1, эффект «%2»
%3
Перетащите его на дом или нажмите его клавишу.</translation>
    </message>
    <message>
        <source>Card %1 / %2
Drag it onto a house to use its number; click it to use its effect.</source>
        <translation>Карта %1 / %2
Перетащите её на дом, чтобы использовать номер; щёлкните, чтобы использовать эффект.</translation>
    </message>
    <message>
        <source>Effect in use: %1</source>
        <translation>Применяемый эффект: %1</translation>
    </message>
    <message>
        <source>Expert rules: this card goes to the next player.</source>
        <translation>Экспертные правила: эта карта уходит следующему игроку.</translation>
    </message>
    <message>
        <source>effect</source>
        <translation>эффект</translation>
    </message>
    <message>
        <source>passed on ➜</source>
        <translation>передаётся ➜</translation>
    </message>
    <message>
        <source>Temp Agency: write the number %1</source>
        <translation>Кадровое агентство: впишите номер %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the stacks</source>
        <translation>
            <numerusform>В стопках осталась %n карта</numerusform>
            <numerusform>В стопках осталось %n карты</numerusform>
            <numerusform>В стопках осталось %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>cards left</source>
        <translation>осталось</translation>
    </message>
    <message>
        <source>The pile lies effect side up: the next card’s effect is %1.</source>
        <translation>Колода лежит эффектом вверх: эффект следующей карты — %1.</translation>
    </message>
</context>
<context>
    <name>ClaimDialog</name>
    <message>
        <source>%1: houses %2–%3</source>
        <translation>%1: дома %2–%3</translation>
    </message>
    <message>
        <source>City plan achieved</source>
        <translation>Городской план выполнен</translation>
    </message>
    <message>
        <source>Which estates do you use for “%1”? They cannot serve another plan.</source>
        <translation>Какие поместья использовать для плана «%1»? Для другого плана они больше не подойдут.</translation>
    </message>
</context>
<context>
    <name>ContinueList</name>
    <message>
        <source>Score pad</source>
        <translation>Блокнот</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · round %4</source>
        <translation>%1 · %2 · %3 · раунд %4</translation>
    </message>
    <message>
        <source>Continue:</source>
        <translation>Продолжить:</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Незаконченные игры</translation>
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
        <translation>Геодезист</translation>
    </message>
    <message>
        <source>Real Estate Agent</source>
        <translation>Агент по недвижимости</translation>
    </message>
    <message>
        <source>Landscaper</source>
        <translation>Ландшафтный дизайнер</translation>
    </message>
    <message>
        <source>Pool Manufacturer</source>
        <translation>Строитель бассейнов</translation>
    </message>
    <message>
        <source>Temp Agency</source>
        <translation>Кадровое агентство</translation>
    </message>
    <message>
        <source>Bis</source>
        <translation>Бис</translation>
    </message>
</context>
<context>
    <name>EffectHelp</name>
    <message>
        <source>Draw a fence between two houses of a street.</source>
        <translation>Поставьте забор между двумя домами одной улицы.</translation>
    </message>
    <message>
        <source>Raise the value of completed estates of one size.</source>
        <translation>Повысьте стоимость завершённых поместий одного размера.</translation>
    </message>
    <message>
        <source>Build a park in the street where you wrote the number.</source>
        <translation>Постройте парк на улице, где вы вписали номер.</translation>
    </message>
    <message>
        <source>Build the pool if the number went into a house with a planned pool.</source>
        <translation>Постройте бассейн, если номер вписан в дом с запланированным бассейном.</translation>
    </message>
    <message>
        <source>Hire a temp: add or subtract up to 2 to the house number.</source>
        <translation>Наймите временного рабочего: прибавьте к номеру дома до 2 или отнимите до 2.</translation>
    </message>
    <message>
        <source>Copy a number into the empty house right beside it.</source>
        <translation>Скопируйте номер в соседний пустой дом.</translation>
    </message>
</context>
<context>
    <name>EndReason</name>
    <message>
        <source>A player crossed a third permit refusal.</source>
        <translation>Игрок отметил третий отказ в строительстве.</translation>
    </message>
    <message>
        <source>A player fulfilled all three city plans.</source>
        <translation>Игрок выполнил все три городских плана.</translation>
    </message>
    <message>
        <source>A player built every house of their three streets.</source>
        <translation>Игрок построил все дома на своих трёх улицах.</translation>
    </message>
    <message>
        <source>The construction deck is empty.</source>
        <translation>Колода строительных карт закончилась.</translation>
    </message>
    <message>
        <source>Another player at the table ended the game.</source>
        <translation>Другой игрок за столом завершил игру.</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message numerus="yes">
        <source>%1, round %2: %n point(s)</source>
        <translation>
            <numerusform>%1, раунд %2: %n очко</numerusform>
            <numerusform>%1, раунд %2: %n очка</numerusform>
            <numerusform>%1, раунд %2: %n очков</numerusform>
        </translation>
    </message>
    <message>
        <source>Look at the sheets</source>
        <translation>Посмотреть листы</translation>
    </message>
    <message>
        <source>Replay the game</source>
        <translation>Повтор партии</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Новая игра…</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message numerus="yes">
        <source>Final score: %n point(s)</source>
        <translation>
            <numerusform>Итоговый счёт: %n очко</numerusform>
            <numerusform>Итоговый счёт: %n очка</numerusform>
            <numerusform>Итоговый счёт: %n очков</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>Побеждает %1!</translation>
    </message>
    <message>
        <source>Shared victory: %1</source>
        <translation>Общая победа: %1</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>При равенстве</translation>
    </message>
    <message>
        <source>Game code: %1 (friends who type it get the same cards)</source>
        <translation>Код партии: %1 (друзья, которые его введут, получат те же карты)</translation>
    </message>
    <message>
        <source>New personal best for %1: %2 points (before: %3)</source>
        <translation>Новый личный рекорд игрока %1: %2 очк. (прежний: %3)</translation>
    </message>
    <message>
        <source>Every player&apos;s total</source>
        <translation>Сумма каждого игрока</translation>
    </message>
    <message>
        <source>%1: points by category</source>
        <translation>%1: очки по категориям</translation>
    </message>
    <message>
        <source>&amp;Lines:</source>
        <translation>&amp;Линии:</translation>
    </message>
</context>
<context>
    <name>EstatePicker</name>
    <message>
        <source>Click to use this estate for the plan</source>
        <translation>Щёлкните, чтобы использовать это поместье для плана</translation>
    </message>
    <message>
        <source>Used for city plan no. %1</source>
        <translation>Использовано для городского плана №&#xa0;%1</translation>
    </message>
    <message>
        <source>City plan no. %1 is met: the estates it uses are marked; click another outlined estate to use it instead.</source>
        <translation>Городской план №&#xa0;%1 выполнен: использованные поместья отмечены; щёлкните другое обведённое поместье, чтобы взять его вместо них.</translation>
    </message>
</context>
<context>
    <name>FileMessages</name>
    <message>
        <source>The file does not exist.</source>
        <translation>Файл не существует.</translation>
    </message>
    <message>
        <source>The file cannot be opened (permissions or a disk error).</source>
        <translation>Файл не удаётся открыть (нет прав доступа или ошибка диска).</translation>
    </message>
    <message>
        <source>It is not an ordinary file but a folder, a device or a pipe.</source>
        <translation>Это не обычный файл, а папка, устройство или канал.</translation>
    </message>
    <message>
        <source>The file is too large.</source>
        <translation>Файл слишком большой.</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text.</source>
        <translation>Файл не является текстом в кодировке UTF-8.</translation>
    </message>
    <message>
        <source>The file is not valid JSON.</source>
        <translation>Файл не является корректным JSON.</translation>
    </message>
    <message>
        <source>The file nests its data too deeply.</source>
        <translation>В файле данные вложены слишком глубоко.</translation>
    </message>
    <message>
        <source>The file holds a number far too large.</source>
        <translation>В файле есть слишком большое число.</translation>
    </message>
    <message>
        <source>The file holds a value that is not a number (NaN or Infinity).</source>
        <translation>В файле есть значение, которое не является числом (NaN или Infinity).</translation>
    </message>
    <message>
        <source>The file gives the same field twice.</source>
        <translation>В файле одно и то же поле указано дважды.</translation>
    </message>
    <message>
        <source>It is not a Welcome Desktop saved game.</source>
        <translation>Это не сохранённая партия Welcome Desktop.</translation>
    </message>
    <message>
        <source>Its format version is not supported.</source>
        <translation>Версия формата файла не поддерживается.</translation>
    </message>
    <message>
        <source>A required field is missing or has the wrong type.</source>
        <translation>Обязательное поле отсутствует или имеет неверный тип.</translation>
    </message>
    <message>
        <source>The game&apos;s configuration (mode, players, seed) is invalid.</source>
        <translation>Параметры партии (режим, игроки, зерно) неверны.</translation>
    </message>
    <message>
        <source>A recorded move breaks the rules when the game is replayed.</source>
        <translation>Записанный ход нарушает правила при повторном проигрывании партии.</translation>
    </message>
    <message>
        <source>A recorded move asks for the reshuffle without achieving a city plan.</source>
        <translation>Записанный ход просит перемешать карты, не выполнив городской план.</translation>
    </message>
    <message>
        <source>The cards entered at the table are invalid.</source>
        <translation>Карты, введённые за столом, неверны.</translation>
    </message>
    <message>
        <source>A move submitted in the unfinished round is invalid.</source>
        <translation>Ход, сделанный в незавершённом раунде, неверен.</translation>
    </message>
    <message>
        <source>The replayed game does not match the game recorded with it.</source>
        <translation>Проигранная заново партия не совпадает с записанной вместе с ней.</translation>
    </message>
    <message>
        <source>The players&apos; setup is invalid.</source>
        <translation>Состав игроков неверен.</translation>
    </message>
    <message>
        <source>A player name is not text or is longer than the New Game dialog allows.</source>
        <translation>Имя игрока не является текстом или длиннее, чем допускает окно «Новая игра».</translation>
    </message>
    <message>
        <source>The settings file could not be used and was kept aside as %1. Default settings are used.</source>
        <translation>Файл настроек не удалось использовать; он сохранён отдельно как %1. Используются настройки по умолчанию.</translation>
    </message>
    <message>
        <source>Some settings were invalid and were reset to their defaults. The previous file was kept as %1.</source>
        <translation>Некоторые настройки были неверны и сброшены к значениям по умолчанию. Прежний файл сохранён как %1.</translation>
    </message>
    <message>
        <source>The language setting “%1” is not a language of Welcome Desktop; the system language is used.</source>
        <translation>Настройка языка «%1» не является языком Welcome Desktop; используется язык системы.</translation>
    </message>
    <message>
        <source>The details were written to %1.</source>
        <translation>Подробности записаны в %1.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
</context>
<context>
    <name>GameCode</name>
    <message>
        <source>Type the %1 characters of the game code.</source>
        <translation>Введите %1 символов кода партии.</translation>
    </message>
    <message>
        <source>“%1” (character %2) is never used in game codes: they use only %3.</source>
        <translation>«%1» (символ %2) не встречается в кодах партий: в них только %3.</translation>
    </message>
    <message>
        <source>A game code has %1 characters; this one has %2.</source>
        <translation>В коде партии %1 символов, а в этом — %2.</translation>
    </message>
    <message>
        <source>This code has a typo: check it character by character.</source>
        <translation>В коде опечатка: проверьте его символ за символом.</translation>
    </message>
    <message>
        <source>This code comes from a newer version of Welcome Desktop.</source>
        <translation>Этот код создан более новой версией Welcome Desktop.</translation>
    </message>
    <message>
        <source>This is a code of %1: choose %1 on the start page and type it there.</source>
        <translation>Это код игры «%1»: выберите «%1» на начальной странице и введите его там.</translation>
    </message>
    <message>
        <source>This code names a game this version does not know.</source>
        <translation>Этот код называет игру, которую эта версия не знает.</translation>
    </message>
    <message>
        <source>Open it in %1</source>
        <translation>Открыть в игре «%1»</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Choose a combination first.</source>
        <translation>Сначала выберите комбинацию.</translation>
    </message>
    <message>
        <source>The number is already written; undo to change it.</source>
        <translation>Номер уже вписан; отмените действие, чтобы его изменить.</translation>
    </message>
    <message>
        <source>There is no effect to use now.</source>
        <translation>Сейчас нет эффекта, который можно применить.</translation>
    </message>
    <message>
        <source>This turn is a permit refusal; undo to write a number instead.</source>
        <translation>Этот ход — отказ в строительстве; отмените его, чтобы вписать номер.</translation>
    </message>
    <message>
        <source>Finish the turn before confirming it.</source>
        <translation>Закончите ход, прежде чем подтверждать его.</translation>
    </message>
    <message>
        <source>There is no plan to claim now.</source>
        <translation>Сейчас нет выполненного плана.</translation>
    </message>
    <message>
        <source>The reshuffle cannot be asked for now.</source>
        <translation>Сейчас нельзя попросить перемешать карты.</translation>
    </message>
    <message>
        <source>No game is in progress.</source>
        <translation>Нет текущей партии.</translation>
    </message>
    <message>
        <source>Wait: the computer players are still thinking.</source>
        <translation>Подождите: компьютерные игроки ещё думают.</translation>
    </message>
    <message>
        <source>Nothing to undo in this turn.</source>
        <translation>В этом ходе нечего отменять.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Нечего повторять.</translation>
    </message>
    <message>
        <source>Enter the three cards drawn at the table first.</source>
        <translation>Сначала введите три карты, открытые за столом.</translation>
    </message>
    <message>
        <source>This game is not a score pad game.</source>
        <translation>Эта партия идёт не в режиме блокнота.</translation>
    </message>
    <message>
        <source>Enter three cards, each a number from 1 to 15 and an effect.</source>
        <translation>Введите три карты: у каждой номер от 1 до 15 и эффект.</translation>
    </message>
    <message>
        <source>Something went wrong while playing this move; the game is unchanged. Please report it.</source>
        <translation>При выполнении хода произошла ошибка; партия не изменилась. Пожалуйста, сообщите о ней.</translation>
    </message>
    <message>
        <source>A hint is already being prepared.</source>
        <translation>Подсказка уже готовится.</translation>
    </message>
    <message>
        <source>Undo choosing the card</source>
        <translation>Отменить выбор карты</translation>
    </message>
    <message>
        <source>Undo drawing the roundabout</source>
        <translation>Отменить развязку</translation>
    </message>
    <message>
        <source>Undo changing the number</source>
        <translation>Отменить изменение номера</translation>
    </message>
    <message>
        <source>Undo writing the number</source>
        <translation>Отменить запись номера</translation>
    </message>
    <message>
        <source>Undo choosing the ice-cream truck</source>
        <translation>Отменить выбор грузовика с мороженым</translation>
    </message>
    <message>
        <source>Undo using the effect</source>
        <translation>Отменить эффект</translation>
    </message>
    <message>
        <source>Undo skipping the effect</source>
        <translation>Отменить пропуск эффекта</translation>
    </message>
    <message>
        <source>Undo refusing the permit</source>
        <translation>Отменить отказ в строительстве</translation>
    </message>
    <message>
        <source>Undo choosing the estates</source>
        <translation>Отменить выбор поместий</translation>
    </message>
    <message>
        <source>Undo the reshuffle answer</source>
        <translation>Отменить ответ о перемешивании</translation>
    </message>
    <message>
        <source>Redo choosing the card</source>
        <translation>Повторить выбор карты</translation>
    </message>
    <message>
        <source>Redo drawing the roundabout</source>
        <translation>Повторить развязку</translation>
    </message>
    <message>
        <source>Redo changing the number</source>
        <translation>Повторить изменение номера</translation>
    </message>
    <message>
        <source>Redo writing the number</source>
        <translation>Повторить запись номера</translation>
    </message>
    <message>
        <source>Redo choosing the ice-cream truck</source>
        <translation>Повторить выбор грузовика с мороженым</translation>
    </message>
    <message>
        <source>Redo using the effect</source>
        <translation>Повторить эффект</translation>
    </message>
    <message>
        <source>Redo skipping the effect</source>
        <translation>Повторить пропуск эффекта</translation>
    </message>
    <message>
        <source>Redo refusing the permit</source>
        <translation>Повторить отказ в строительстве</translation>
    </message>
    <message>
        <source>Redo choosing the estates</source>
        <translation>Повторить выбор поместий</translation>
    </message>
    <message>
        <source>Redo the reshuffle answer</source>
        <translation>Повторить ответ о перемешивании</translation>
    </message>
    <message>
        <source>The saved game %1 is damaged and cannot be opened.</source>
        <translation>Сохранённая партия %1 повреждена, открыть её нельзя.</translation>
    </message>
    <message>
        <source>The saved game %1 was made by a newer version of Welcome Desktop. Update to open it.</source>
        <translation>Сохранённая партия %1 создана более новой версией Welcome Desktop. Обновите программу, чтобы открыть её.</translation>
    </message>
    <message>
        <source>The file %1 cannot be read.</source>
        <translation>Не удаётся прочитать файл %1.</translation>
    </message>
    <message>
        <source>The game could not be saved to %1.</source>
        <translation>Не удалось сохранить партию в %1.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <source>Undo the whole move</source>
        <translation>Отменить весь ход</translation>
    </message>
    <message>
        <source>Redo the whole move</source>
        <translation>Повторить весь ход</translation>
    </message>
</context>
<context>
    <name>GameRecorder</name>
    <message>
        <source>The game history was damaged. It was kept as %1 and a new one started.</source>
        <translation>История игр была повреждена. Она сохранена как %1, начата новая.</translation>
    </message>
    <message>
        <source>The game history was written by a newer version. It was kept as %1 and a new one started.</source>
        <translation>История игр записана более новой версией. Она сохранена как %1, начата новая.</translation>
    </message>
    <message>
        <source>The game history is far too big to be ours. It was kept as %1 and a new one started.</source>
        <translation>История игр слишком велика, чтобы быть нашей. Она сохранена как %1, начата новая.</translation>
    </message>
    <message>
        <source>This game could not be added to the history (%1).</source>
        <translation>Эту игру не удалось добавить в историю (%1).</translation>
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
        <translation>Помпеи</translation>
    </message>
    <message>
        <source>Build a city before Vesuvius erupts.</source>
        <translation>Постройте город, пока не проснулся Везувий.</translation>
    </message>
    <message>
        <source>Balconia</source>
        <translation>Балкония</translation>
    </message>
    <message>
        <source>A building of balconies, seen from both sides.</source>
        <translation>Дом с балконами, который видно с двух сторон.</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>Show me</source>
        <translation>Показать</translation>
    </message>
    <message>
        <source>No, thanks</source>
        <translation>Нет, спасибо</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>No number fits anywhere: the permit refusal is forced.</source>
        <translation>Номер некуда вписать: отказ в строительстве неизбежен.</translation>
    </message>
    <message>
        <source>Fulfils city plan no. %1.</source>
        <translation>Выполняет городской план №&#xa0;%1.</translation>
    </message>
    <message>
        <source>Builds the pool of this house.</source>
        <translation>Строит бассейн у этого дома.</translation>
    </message>
    <message>
        <source>Builds a park %1.</source>
        <translation>Строит парк %1.</translation>
    </message>
    <message>
        <source>Draws a fence %1.</source>
        <translation>Ставит забор %1.</translation>
    </message>
    <message>
        <source>Hires a temp to change the number by %1.</source>
        <translation>Нанимает временного рабочего, чтобы изменить номер на %1.</translation>
    </message>
    <message>
        <source>Writes a bis number %1.</source>
        <translation>Вписывает номер «бис» %1.</translation>
    </message>
    <message>
        <source>Builds a roundabout %1.</source>
        <translation>Строит кольцевую развязку %1.</translation>
    </message>
    <message>
        <source>A low number for its place %1: room stays for high numbers.</source>
        <translation>Небольшой номер для этого места %1: остаётся место для больших номеров.</translation>
    </message>
    <message>
        <source>A high number for its place %1: room stays for low numbers.</source>
        <translation>Большой номер для этого места %1: остаётся место для маленьких номеров.</translation>
    </message>
    <message>
        <source>The number sits where its value belongs %1.</source>
        <translation>Номер стоит на своём месте %1.</translation>
    </message>
    <message>
        <source>Circles an ice-cream cone %1.</source>
        <translation>Обводит рожок с мороженым %1.</translation>
    </message>
    <message>
        <source>Starts the bottom street&apos;s truck at its left end (it drives right).</source>
        <translation>Выбирает грузовик с мороженым у левого края нижней улицы (он едет вправо).</translation>
    </message>
    <message>
        <source>Starts the bottom street&apos;s truck at its right end (it drives left).</source>
        <translation>Выбирает грузовик с мороженым у правого края нижней улицы (он едет влево).</translation>
    </message>
    <message>
        <source>Makes the longest string of lights longer %1.</source>
        <translation>Удлиняет самую длинную гирлянду %1.</translation>
    </message>
    <message>
        <source>Collects eggs %1.</source>
        <translation>Собирает яйца %1.</translation>
    </message>
    <message>
        <source>in the top street</source>
        <translation>на верхней улице</translation>
    </message>
    <message>
        <source>in the middle street</source>
        <translation>на средней улице</translation>
    </message>
    <message>
        <source>in the bottom street</source>
        <translation>на нижней улице</translation>
    </message>
    <message numerus="yes">
        <source>Completes an estate of %n house(s).</source>
        <translation>
            <numerusform>Завершает поместье из %n дома.</numerusform>
            <numerusform>Завершает поместье из %n домов.</numerusform>
            <numerusform>Завершает поместье из %n домов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Raises the value of estates of %n house(s).</source>
        <translation>
            <numerusform>Повышает стоимость поместий из %n дома.</numerusform>
            <numerusform>Повышает стоимость поместий из %n домов.</numerusform>
            <numerusform>Повышает стоимость поместий из %n домов.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>%1, advanced</source>
        <translation>%1, продвинутый</translation>
    </message>
    <message>
        <source>Delete a game</source>
        <translation>Удаление партии</translation>
    </message>
    <message>
        <source>Delete the game of %1 (%2) from the history? This cannot be undone.</source>
        <translation>Удалить из истории партию от %1 (%2)? Это нельзя отменить.</translation>
    </message>
    <message>
        <source>The history could not be opened; nothing was deleted.</source>
        <translation>Не удалось открыть историю; ничего не удалено.</translation>
    </message>
    <message>
        <source>The game could not be deleted from the history.</source>
        <translation>Не удалось удалить партию из истории.</translation>
    </message>
    <message>
        <source>No finished game matches these filters yet.</source>
        <translation>Пока нет законченных партий с такими условиями.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n game(s), mean %2, best %3</source>
        <translation>
            <numerusform>%1: %n игра, в среднем %2, лучший результат %3</numerusform>
            <numerusform>%1: %n игры, в среднем %2, лучший результат %3</numerusform>
            <numerusform>%1: %n игр, в среднем %2, лучший результат %3</numerusform>
        </translation>
    </message>
    <message>
        <source>History and statistics</source>
        <translation>История и статистика</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Only this game code</source>
        <translation>Только этот код партии</translation>
    </message>
    <message>
        <source>Replay…</source>
        <translation>Повтор…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Удалить…</translation>
    </message>
    <message>
        <source>Delete the selected game from the history (Del)</source>
        <translation>Удалить выбранную партию из истории (Del)</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Режим</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Раунды</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Код партии</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>Игро&amp;к:</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>&amp;Режим:</translation>
    </message>
    <message>
        <source>V&amp;ariant:</source>
        <translation>Вари&amp;ант:</translation>
    </message>
    <message>
        <source>&amp;Seats:</source>
        <translation>&amp;Мест:</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Все</translation>
    </message>
    <message>
        <source>Basic plans</source>
        <translation>Базовые планы</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Продвинутый</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Итоговый счёт</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Категория</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Среднее</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Против</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Победы</translation>
    </message>
    <message>
        <source>Tied</source>
        <translation>Ничьи</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Поражения</translation>
    </message>
</context>
<context>
    <name>JoinCodeDialog</name>
    <message>
        <source>Join with a code</source>
        <translation>Присоединиться по коду</translation>
    </message>
    <message>
        <source>Everyone who types the same code plays the same cards, each on their own sheet. Compare your scores at the end.</source>
        <translation>Все, кто введёт один и тот же код, играют теми же картами, каждый на своём листе. В конце сравните очки.</translation>
    </message>
    <message>
        <source>&amp;Game code:</source>
        <translation>&amp;Код партии:</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>&amp;Ваше имя:</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Игрок 1</translation>
    </message>
    <message>
        <source>Today&apos;s solo challenge</source>
        <translation>Соло-задание дня</translation>
    </message>
    <message>
        <source>Nobody has finished today&apos;s challenge here yet.</source>
        <translation>Здесь ещё никто не закончил сегодняшнее задание.</translation>
    </message>
    <message>
        <source>Best so far today: %1, %2 points</source>
        <translation>Лучший результат за сегодня: %1, очков: %2</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Saved: %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <source>Welcome Desktop</source>
        <translation>Welcome Desktop</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Ход</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Score panel</source>
        <translation>Панель &amp;счёта</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>Во весь &amp;экран</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Сохранить…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>&amp;Confirm turn</source>
        <translation>Подт&amp;вердить ход</translation>
    </message>
    <message>
        <source>S&amp;kip effect</source>
        <translation>Пропустить &amp;эффект</translation>
    </message>
    <message>
        <source>All &amp;games…</source>
        <translation>Все иг&amp;ры…</translation>
    </message>
    <message>
        <source>&amp;Permit refused</source>
        <translation>Отка&amp;з в строительстве</translation>
    </message>
    <message>
        <source>Sug&amp;gest a move</source>
        <translation>По&amp;дсказать ход</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Увеличить</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>У&amp;меньшить</translation>
    </message>
    <message>
        <source>&amp;Fit the sheet</source>
        <translation>&amp;Весь лист</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Нас&amp;тройки…</translation>
    </message>
    <message>
        <source>The game &amp;ended at the table…</source>
        <translation>Игра &amp;завершена за столом…</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Правила игры</translation>
    </message>
    <message>
        <source>&amp;About Welcome Desktop</source>
        <translation>&amp;О программе Welcome Desktop</translation>
    </message>
    <message numerus="yes">
        <source>%n estate(s)</source>
        <translation>
            <numerusform>%n поместье</numerusform>
            <numerusform>%n поместья</numerusform>
            <numerusform>%n поместий</numerusform>
        </translation>
    </message>
    <message>
        <source>(played)</source>
        <translation>(ход сделан)</translation>
    </message>
    <message>
        <source>Build the park</source>
        <translation>Построить парк</translation>
    </message>
    <message>
        <source>Build the pool</source>
        <translation>Построить бассейн</translation>
    </message>
    <message>
        <source>Hire the temp</source>
        <translation>Нанять рабочего</translation>
    </message>
    <message>
        <source>Use the effect</source>
        <translation>Применить эффект</translation>
    </message>
    <message>
        <source>You are looking at the sheet of %1 as it was at the start of the round.</source>
        <translation>Вы видите лист игрока %1 таким, каким он был в начале раунда.</translation>
    </message>
    <message>
        <source>The final sheet of %1.</source>
        <translation>Итоговый лист игрока %1.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>The computer players are thinking…</source>
        <translation>Компьютерные игроки думают…</translation>
    </message>
    <message>
        <source>Enter the three cards drawn at the table.</source>
        <translation>Введите три карты, открытые за столом.</translation>
    </message>
    <message>
        <source>No number fits anywhere: your building permit is refused this turn.</source>
        <translation>Номер некуда вписать: в этом ходу вы получаете отказ в строительстве.</translation>
    </message>
    <message>
        <source>Click an empty house to build a roundabout there.</source>
        <translation>Щёлкните по пустому дому, чтобы построить на его месте кольцевую развязку.</translation>
    </message>
    <message>
        <source>Drag a card onto a house to use its number; click another card to use its effect (keys 1–3, arrows, Enter).</source>
        <translation>Перетащите карту на дом, чтобы использовать её номер; щёлкните по другой карте, чтобы использовать её эффект (клавиши 1–3, стрелки, Enter).</translation>
    </message>
    <message>
        <source>Drag a combination onto a house (or press 1–3, move with the arrows, Enter to write).</source>
        <translation>Перетащите комбинацию на дом (или нажмите 1–3, выберите дом стрелками и нажмите Enter).</translation>
    </message>
    <message>
        <source>Write the %1 on a highlighted house (drag, click or Enter).</source>
        <translation>Впишите %1 в подсвеченный дом (перетаскивание, щелчок или Enter).</translation>
    </message>
    <message>
        <source>Choose the bottom street&apos;s ice-cream truck: click the truck at the end it starts from.</source>
        <translation>Выберите грузовик с мороженым нижней улицы: нажмите на грузовик у того конца, откуда он поедет.</translation>
    </message>
    <message>
        <source>Surveyor: click a fence slot to build a fence (or skip).</source>
        <translation>Геодезист: щёлкните между домами, чтобы поставить забор (или пропустите).</translation>
    </message>
    <message>
        <source>Real Estate Agent: click a column to raise its value.</source>
        <translation>Агент по недвижимости: щёлкните по столбцу, чтобы повысить его стоимость.</translation>
    </message>
    <message>
        <source>Bis: click an empty house right beside a number to copy it.</source>
        <translation>Бис: щёлкните по пустому дому рядом с номером, чтобы скопировать его.</translation>
    </message>
    <message>
        <source>Landscaper: build a park in this street?</source>
        <translation>Ландшафтный дизайнер: построить парк на этой улице?</translation>
    </message>
    <message>
        <source>Pool Manufacturer: build the pool of this house?</source>
        <translation>Строитель бассейнов: построить бассейн у этого дома?</translation>
    </message>
    <message>
        <source>Temp Agency: hire a temp?</source>
        <translation>Кадровое агентство: нанять временного рабочего?</translation>
    </message>
    <message>
        <source>%1 (the bottom truck starts on the left)</source>
        <translation>%1 (грузовик нижней улицы стартует слева)</translation>
    </message>
    <message>
        <source>%1 (the bottom truck starts on the right)</source>
        <translation>%1 (грузовик нижней улицы стартует справа)</translation>
    </message>
    <message>
        <source>Permit refused. Confirm the turn (Ctrl+Enter).</source>
        <translation>Отказ в строительстве. Подтвердите ход (Ctrl+Enter).</translation>
    </message>
    <message>
        <source>Turn ready: confirm it (Ctrl+Enter), or undo to change it.</source>
        <translation>Ход готов: подтвердите его (Ctrl+Enter) или отмените, чтобы изменить.</translation>
    </message>
    <message>
        <source>Round %1 is over.</source>
        <translation>Раунд %1 окончен.</translation>
    </message>
    <message>
        <source>Suggestion: %1 — %2</source>
        <translation>Подсказка: %1 — %2</translation>
    </message>
    <message>
        <source>Suggestion: %1</source>
        <translation>Подсказка: %1</translation>
    </message>
    <message>
        <source>refuse the permit</source>
        <translation>отказ в строительстве</translation>
    </message>
    <message>
        <source>write %1 in %2, house %3, and draw a fence between houses %4 and %5 of %6</source>
        <translation>вписать %1: %2, дом %3, и поставить забор между домами %4 и %5 (%6)</translation>
    </message>
    <message>
        <source>write %1 in %2, house %3, and use the %4</source>
        <translation>вписать %1: %2, дом %3, и применить эффект «%4»</translation>
    </message>
    <message>
        <source>write %1 in %2, house %3</source>
        <translation>вписать %1: %2, дом %3</translation>
    </message>
    <message>
        <source>First city plan achieved</source>
        <translation>Первый городской план выполнен</translation>
    </message>
    <message>
        <source>You are among the first to achieve a city plan. Shuffle all the cards into three new stacks?</source>
        <translation>Вы в числе первых выполнили городской план. Перемешать все карты и разложить их в три новые стопки?</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Opened: %1</source>
        <translation>Открыто: %1</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>Unfinished turn</source>
        <translation>Ход не завершён</translation>
    </message>
    <message>
        <source>Your turn is not confirmed yet and will be lost. Leave this game anyway?</source>
        <translation>Ваш ход ещё не подтверждён и будет потерян. Всё равно выйти из этой игры?</translation>
    </message>
    <message>
        <source>End of the game at the table</source>
        <translation>Конец игры за столом</translation>
    </message>
    <message>
        <source>Has another player ended the game (a third city plan, a third permit refusal or every house built) after the round you have just played? Your sheet is scored as it stands.</source>
        <translation>Другой игрок завершил игру (третий городской план, третий отказ в строительстве или все дома построены) по итогам только что сыгранного раунда? Ваш лист будет подсчитан как есть.</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Открыть партию</translation>
    </message>
    <message>
        <source>Welcome Desktop games (*.json);;All files (*)</source>
        <translation>Партии Welcome Desktop (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Сохранить партию</translation>
    </message>
    <message>
        <source>Welcome Desktop games (*.json)</source>
        <translation>Партии Welcome Desktop (*.json)</translation>
    </message>
    <message>
        <source>About Welcome Desktop</source>
        <translation>О программе Welcome Desktop</translation>
    </message>
    <message>
        <source>&lt;b&gt;Welcome Desktop&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Welcome Desktop&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>A desktop version of the flip-and-write game Welcome To…, with hot-seat, solo and score-pad play. Art and rules summary made for this project.</source>
        <translation>Компьютерная версия игры Welcome To… в жанре «открой и запиши»: несколько игроков за одним компьютером, одиночная игра или режим блокнота. Иллюстрации и краткие правила созданы для этого проекта.</translation>
    </message>
    <message>
        <source>&amp;History and statistics…</source>
        <translation>&amp;История и статистика…</translation>
    </message>
    <message>
        <source>&amp;Replay a saved game…</source>
        <translation>&amp;Повтор сохранённой партии…</translation>
    </message>
    <message>
        <source>&amp;Copy game code</source>
        <translation>&amp;Копировать код партии</translation>
    </message>
    <message>
        <source>&amp;Join with a code…</source>
        <translation>Присое&amp;диниться по коду…</translation>
    </message>
    <message>
        <source>Game code %1 copied: friends who type it play the same cards.</source>
        <translation>Код партии %1 скопирован: друзья, которые его введут, играют теми же картами.</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Повтор партии</translation>
    </message>
    <message>
        <source>Only finished games can be replayed; this one is still going.</source>
        <translation>Повтор доступен только для законченных партий, а эта ещё идёт.</translation>
    </message>
    <message>
        <source>This game could not be replayed.</source>
        <translation>Эту партию не удалось воспроизвести.</translation>
    </message>
    <message>
        <source>%1 is a saved game of a kind this version does not know (“%2”). Update Welcome Desktop to open it.</source>
        <translation>%1 — сохранённая партия игры, которой нет в этой версии («%2»). Обновите Welcome Desktop, чтобы открыть её.</translation>
    </message>
    <message>
        <source>A game of %1 was left unfinished. Resume it?</source>
        <translation>Игра «%1» не закончена. Продолжить её?</translation>
    </message>
    <message>
        <source>Te&amp;mps at the table…</source>
        <translation>&amp;Временные рабочие за столом…</translation>
    </message>
    <message>
        <source>Temp points provisional: enter the table&apos;s result (Game menu).</source>
        <translation>Очки за временных рабочих предварительные: введите результат стола (меню «Игра»).</translation>
    </message>
    <message>
        <source>Round &amp;log</source>
        <translation>&amp;Журнал раундов</translation>
    </message>
    <message>
        <source>&amp;All sheets</source>
        <translation>Все &amp;листы</translation>
    </message>
    <message>
        <source>First-game &amp;tutorial</source>
        <translation>О&amp;бучение: первая партия</translation>
    </message>
</context>
<context>
    <name>Mode</name>
    <message>
        <source>Standard</source>
        <translation>Стандарт</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Соло</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Эксперт</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Solo (the official one-player variant)</source>
        <translation>Соло (официальный вариант для одного игрока)</translation>
    </message>
    <message>
        <source>Hot-seat: 2 to 6 players on this computer</source>
        <translation>По очереди: от 2 до 6 игроков за этим компьютером</translation>
    </message>
    <message>
        <source>Score pad: play with your own cards, the app keeps the sheet</source>
        <translation>Блокнот: играйте своими картами, а лист ведёт программа</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Число игроков</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>Advanced variant (roundabouts, advanced city plans)</source>
        <translation>Продвинутый вариант (развязки, продвинутые планы)</translation>
    </message>
    <message>
        <source>Expert rules (a hand of three cards, pass one on)</source>
        <translation>Экспертные правила (три карты в руке, одну передаёте соседу)</translation>
    </message>
    <message>
        <source>Seed (optional)</source>
        <translation>Зерно (необязательно)</translation>
    </message>
    <message>
        <source>random</source>
        <translation>случайное</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ваше имя</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Компьютер %1</translation>
    </message>
    <message>
        <source>The seed must be a whole number.</source>
        <translation>Зерно должно быть целым числом.</translation>
    </message>
    <message>
        <source>Join with a code…</source>
        <translation>Присоединиться по коду…</translation>
    </message>
</context>
<context>
    <name>Overview</name>
    <message>
        <source>%1 — %2 points. Click to see this sheet.</source>
        <translation>%1 — очков: %2. Щёлкните, чтобы открыть этот лист.</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1 оч.</translation>
    </message>
</context>
<context>
    <name>PassDevicePage</name>
    <message>
        <source>Pass the device to %1</source>
        <translation>Передайте устройство: %1</translation>
    </message>
    <message>
        <source>The previous sheet is hidden. Press the button when only the next player is looking.</source>
        <translation>Лист предыдущего игрока скрыт. Нажмите кнопку, когда на экран смотрит только следующий игрок.</translation>
    </message>
    <message>
        <source>I am %1: show my sheet</source>
        <translation>Я — %1: показать мой лист</translation>
    </message>
</context>
<context>
    <name>Plan</name>
    <message>
        <source>Full top street</source>
        <translation>Вся верхняя улица</translation>
    </message>
    <message>
        <source>Full bottom street</source>
        <translation>Вся нижняя улица</translation>
    </message>
    <message>
        <source>Street ends</source>
        <translation>Края улиц</translation>
    </message>
    <message>
        <source>Seven temps</source>
        <translation>Семь временных рабочих</translation>
    </message>
    <message>
        <source>Five bis in a street</source>
        <translation>Пять «бис» на улице</translation>
    </message>
    <message>
        <source>Parks in two streets</source>
        <translation>Парки на двух улицах</translation>
    </message>
    <message>
        <source>Pools in two streets</source>
        <translation>Бассейны на двух улицах</translation>
    </message>
    <message>
        <source>Middle street: parks &amp; pools</source>
        <translation>Средняя улица: парки и бассейны</translation>
    </message>
    <message>
        <source>Bottom street: parks &amp; pools</source>
        <translation>Нижняя улица: парки и бассейны</translation>
    </message>
    <message>
        <source>Street with a roundabout</source>
        <translation>Улица с развязкой</translation>
    </message>
    <message>
        <source>No ice cream 3-4-5</source>
        <translation>Без мороженого 3-4-5</translation>
    </message>
    <message>
        <source>Ice cream 4-4-4</source>
        <translation>Мороженое 4-4-4</translation>
    </message>
    <message>
        <source>Every cone of a street</source>
        <translation>Все рожки улицы</translation>
    </message>
    <message>
        <source>Unlit 3-3</source>
        <translation>Без гирлянд 3-3</translation>
    </message>
    <message>
        <source>Lit 6-6</source>
        <translation>Гирлянды 6-6</translation>
    </message>
    <message>
        <source>A street of lights</source>
        <translation>Улица в гирляндах</translation>
    </message>
    <message>
        <source>No eggs 2-3-4</source>
        <translation>Без яиц 2-3-4</translation>
    </message>
    <message>
        <source>Eggs 3-3-3</source>
        <translation>Яйца 3-3-3</translation>
    </message>
    <message>
        <source>Every bottom egg</source>
        <translation>Все яйца нижней улицы</translation>
    </message>
    <message>
        <source>Estates %1</source>
        <extracomment>%1 is the list of estate sizes, e.g. &quot;1-1-1-6&quot;.</extracomment>
        <translation>Поместья %1</translation>
    </message>
    <message>
        <source>City plan no. %1</source>
        <translation>Городской план №&#xa0;%1</translation>
    </message>
    <message>
        <source>n°%1</source>
        <extracomment>Very short (a corner of a card): %1 is the plan deck, 1 to 3.</extracomment>
        <translation>№%1</translation>
    </message>
</context>
<context>
    <name>PlanRequirement</name>
    <message>
        <source>Six estates of 1 house</source>
        <translation>Шесть поместий из 1 дома</translation>
    </message>
    <message>
        <source>Four estates of 2 houses</source>
        <translation>Четыре поместья из 2 домов</translation>
    </message>
    <message>
        <source>Three estates of 3 houses</source>
        <translation>Три поместья из 3 домов</translation>
    </message>
    <message>
        <source>Two estates of 4 houses</source>
        <translation>Два поместья из 4 домов</translation>
    </message>
    <message>
        <source>Two estates of 5 houses</source>
        <translation>Два поместья из 5 домов</translation>
    </message>
    <message>
        <source>Two estates of 6 houses</source>
        <translation>Два поместья из 6 домов</translation>
    </message>
    <message>
        <source>Three estates of 1 house and one of 6 houses</source>
        <translation>Три поместья из 1 дома и одно из 6 домов</translation>
    </message>
    <message>
        <source>Two estates of 2 houses and one of 5 houses</source>
        <translation>Два поместья из 2 домов и одно из 5 домов</translation>
    </message>
    <message>
        <source>Two estates of 3 houses and one of 4 houses</source>
        <translation>Два поместья из 3 домов и одно из 4 домов</translation>
    </message>
    <message>
        <source>Estates of 3 and 6 houses</source>
        <translation>Поместья из 3 и из 6 домов</translation>
    </message>
    <message>
        <source>Estates of 4 and 5 houses</source>
        <translation>Поместья из 4 и из 5 домов</translation>
    </message>
    <message>
        <source>Three estates of 1 house and one of 4 houses</source>
        <translation>Три поместья из 1 дома и одно из 4 домов</translation>
    </message>
    <message>
        <source>Estates of 1, 2 and 6 houses</source>
        <translation>Поместья размером 1, 2 и 6 домов</translation>
    </message>
    <message>
        <source>Estates of 1, 4 and 5 houses</source>
        <translation>Поместья размером 1, 4 и 5 домов</translation>
    </message>
    <message>
        <source>Estates of 3 and 4 houses</source>
        <translation>Поместья из 3 и из 4 домов</translation>
    </message>
    <message>
        <source>Estates of 2 and 5 houses</source>
        <translation>Поместья из 2 и из 5 домов</translation>
    </message>
    <message>
        <source>Estates of 1, 2, 2 and 3 houses</source>
        <translation>Поместья размером 1, 2, 2 и 3 дома</translation>
    </message>
    <message>
        <source>Estates of 2, 3 and 5 houses</source>
        <translation>Поместья размером 2, 3 и 5 домов</translation>
    </message>
    <message>
        <source>Build every house of the top street</source>
        <translation>Построить все дома верхней улицы</translation>
    </message>
    <message>
        <source>Build every house of the bottom street</source>
        <translation>Построить все дома нижней улицы</translation>
    </message>
    <message>
        <source>Build the first and the last house of all three streets</source>
        <translation>Построить первый и последний дом на всех трёх улицах</translation>
    </message>
    <message>
        <source>Hire 7 temps</source>
        <translation>Нанять 7 временных рабочих</translation>
    </message>
    <message>
        <source>Write 5 bis in one street</source>
        <translation>Вписать 5 номеров «бис» на одной улице</translation>
    </message>
    <message>
        <source>Build every park of two streets</source>
        <translation>Построить все парки на двух улицах</translation>
    </message>
    <message>
        <source>Build every pool of two streets</source>
        <translation>Построить все бассейны на двух улицах</translation>
    </message>
    <message>
        <source>Build every park and every pool of the middle street</source>
        <translation>Построить все парки и все бассейны средней улицы</translation>
    </message>
    <message>
        <source>Build every park and every pool of the bottom street</source>
        <translation>Построить все парки и все бассейны нижней улицы</translation>
    </message>
    <message>
        <source>Build every park, every pool and a roundabout in one street</source>
        <translation>Построить все парки, все бассейны и кольцевую развязку на одной улице</translation>
    </message>
    <message>
        <source>Estates of 3, 4 and 5 houses without a circled cone</source>
        <translation>Поместья из 3, 4 и 5 домов без обведённого рожка</translation>
    </message>
    <message>
        <source>Three estates of 4 houses, each with 3 circled cones</source>
        <translation>Три поместья из 4 домов, в каждом 3 обведённых рожка</translation>
    </message>
    <message>
        <source>Circle every cone of one street</source>
        <translation>Обвести все рожки одной улицы</translation>
    </message>
    <message>
        <source>Two estates of 3 houses without a light inside</source>
        <translation>Два поместья из 3 домов без гирлянд внутри</translation>
    </message>
    <message>
        <source>Two estates of 6 houses, each lit from end to end</source>
        <translation>Два поместья из 6 домов, каждое в гирляндах от края до края</translation>
    </message>
    <message>
        <source>One string of lights through a whole street</source>
        <translation>Одна гирлянда через всю улицу</translation>
    </message>
    <message>
        <source>Estates of 2, 3 and 4 houses without a collected egg</source>
        <translation>Поместья из 2, 3 и 4 домов без собранных яиц</translation>
    </message>
    <message>
        <source>Three estates of 3 houses, each with 3 collected eggs</source>
        <translation>Три поместья из 3 домов, в каждом 3 собранных яйца</translation>
    </message>
    <message>
        <source>Collect all 7 eggs of the bottom street</source>
        <translation>Собрать все 7 яиц нижней улицы</translation>
    </message>
</context>
<context>
    <name>PlanViewer</name>
    <message>
        <source>City plan no. %1</source>
        <translation>Городской план №&#xa0;%1</translation>
    </message>
</context>
<context>
    <name>Plans</name>
    <message>
        <source>Points: %1 for the first to achieve it, %2 later</source>
        <translation>Очки: %1 первым выполнившим, %2 остальным</translation>
    </message>
    <message>
        <source>Approved: only the later value is left</source>
        <translation>Утверждён: осталась только меньшая награда</translation>
    </message>
    <message>
        <source>Not achieved by anyone yet</source>
        <translation>Ещё никем не выполнен</translation>
    </message>
    <message numerus="yes">
        <source>You scored %n point(s) with it</source>
        <translation>
            <numerusform>Вы получили за него %n очко</numerusform>
            <numerusform>Вы получили за него %n очка</numerusform>
            <numerusform>Вы получили за него %n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pompeji</name>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Рука</translation>
    </message>
    <message>
        <source>Statue</source>
        <translation>Статуя</translation>
    </message>
    <message>
        <source>Permit</source>
        <translation>Разрешение</translation>
    </message>
    <message>
        <source>×2</source>
        <translation>×2</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the pile</source>
        <translation>
            <numerusform>В колоде осталась %n карта</numerusform>
            <numerusform>В колоде осталось %n карты</numerusform>
            <numerusform>В колоде осталось %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Chance the next card is a volcano: %1 %</source>
        <translation>Вероятность, что следующая карта — вулкан: %1 %</translation>
    </message>
    <message>
        <source>%1 holds: %2</source>
        <translation>У %1 в руке: %2</translation>
    </message>
    <message>
        <source>Last turns</source>
        <translation>Последние ходы</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Total: %1 points</source>
        <translation>Всего: %1 очк.</translation>
    </message>
    <message>
        <source>Total with ×2: %1 points</source>
        <translation>Всего с ×2: %1 очк.</translation>
    </message>
    <message>
        <source>Discarded: %1</source>
        <translation>Сброшена: %1</translation>
    </message>
    <message>
        <source>Thinking of a move…</source>
        <translation>Ищем ход…</translation>
    </message>
    <message>
        <source>%1 plays now</source>
        <translation>%1 ходит сейчас</translation>
    </message>
    <message>
        <source>Permit: who plays now?</source>
        <translation>Разрешение: кто ходит сейчас?</translation>
    </message>
    <message>
        <source>Building permit: play out of turn now (once per game)</source>
        <translation>Разрешение на строительство: сходить вне очереди сейчас (один раз за игру)</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <source>Suggest a move (H)</source>
        <translation>Подсказать ход (H)</translation>
    </message>
    <message>
        <source>Score chart</source>
        <translation>График очков</translation>
    </message>
    <message>
        <source>Permit: %1 plays now</source>
        <translation>Разрешение: %1 ходит сейчас</translation>
    </message>
    <message>
        <source>Skip the draw</source>
        <translation>Не брать карту</translation>
    </message>
    <message>
        <source>Use my permit: play again</source>
        <translation>Разрешение: сыграть ещё раз</translation>
    </message>
    <message>
        <source>Play my ×2 card: double these points</source>
        <translation>Сыграть карту ×2: удвоить эти очки</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Вернуть карту</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Закончить ход</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Сброс</translation>
    </message>
    <message>
        <source>New game of Pompeji</source>
        <translation>Новая игра в «Помпеи»</translation>
    </message>
    <message>
        <source>&amp;Game code (optional)</source>
        <translation>&amp;Код партии (необязательно)</translation>
    </message>
    <message>
        <source>&amp;Today&apos;s challenge</source>
        <translation>&amp;Задание дня</translation>
    </message>
    <message>
        <source>Today&apos;s deal against two Hard computer players: the same for everyone.</source>
        <translation>Раздача дня против двух сложных компьютерных игроков: одна для всех.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Место %1</translation>
    </message>
    <message>
        <source>Random first player</source>
        <translation>Первый игрок — случайно</translation>
    </message>
    <message>
        <source>After the first eruption, skipping the draw needs only 1 card left</source>
        <translation>После первого извержения не брать карту можно, если осталась хотя бы 1 карта</translation>
    </message>
    <message>
        <source>Variant: a ×2 card (double one placement) instead of the building permit</source>
        <translation>Вариант: карта ×2 (удвоить одну выкладку) вместо разрешения на строительство</translation>
    </message>
    <message>
        <source>Open hands: everyone sees every hand (to learn the game)</source>
        <translation>Открытые руки: все видят все руки (чтобы освоить игру)</translation>
    </message>
    <message>
        <source>Leave it empty for a new deal, or type a friend&apos;s code.</source>
        <translation>Оставьте пустым для новой раздачи или введите код друга.</translation>
    </message>
    <message>
        <source>The deal of this code, for %1 players.</source>
        <translation>Раздача этого кода, для %1 игроков.</translation>
    </message>
    <message>
        <source>Nobody has finished today&apos;s challenge here yet.</source>
        <translation>Здесь ещё никто не закончил сегодняшнее задание.</translation>
    </message>
    <message>
        <source>Best so far today: %1, %2 points</source>
        <translation>Лучший результат за сегодня: %1, очков: %2</translation>
    </message>
    <message>
        <source>Pass the device to %1</source>
        <translation>Передайте устройство: %1</translation>
    </message>
    <message>
        <source>The hands are hidden. Press the button when only the next player looks.</source>
        <translation>Руки скрыты. Нажмите кнопку, когда смотрит только следующий игрок.</translation>
    </message>
    <message>
        <source>I am %1: show my hand</source>
        <translation>Я — %1: показать мою руку</translation>
    </message>
    <message>
        <source>Or play out of turn now with a building permit (once per game):</source>
        <translation>Или сыграйте сейчас вне очереди по разрешению на строительство (один раз за игру):</translation>
    </message>
    <message>
        <source>Pompeji is buried: the final scores</source>
        <translation>Помпеи погребены: итоговые очки</translation>
    </message>
    <message>
        <source>(−%1 for the cards in hand)</source>
        <translation>(−%1 за карты в руке)</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 очк.</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Show the city</source>
        <translation>Показать город</translation>
    </message>
    <message>
        <source>Replay the game</source>
        <translation>Повтор партии</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Сыграть эту раздачу снова</translation>
    </message>
    <message>
        <source>The same players, the same cards in the same order, the same volcanoes.</source>
        <translation>Те же игроки, те же карты в том же порядке, те же вулканы.</translation>
    </message>
    <message>
        <source>Game code: %1 (whoever types it plays the same deal)</source>
        <translation>Код партии: %1 (кто его введёт, сыграет ту же раздачу)</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Новая игра…</translation>
    </message>
    <message>
        <source>monument %1</source>
        <translation>памятник %1</translation>
    </message>
    <message>
        <source>colour %1</source>
        <translation>цвет %1</translation>
    </message>
    <message>
        <source>7th card +%1</source>
        <translation>7-я карта +%1</translation>
    </message>
    <message>
        <source>Statue, best: %1 points</source>
        <translation>Статуя, лучшее: %1 очк.</translation>
    </message>
    <message>
        <source>Built since your last turn</source>
        <translation>Построено после вашего прошлого хода</translation>
    </message>
    <message>
        <source>Hand of %1</source>
        <translation>Рука: %1</translation>
    </message>
    <message>
        <source>%1: %2 points</source>
        <translation>%1: %2 очк.</translation>
    </message>
    <message>
        <source>Best here: %1</source>
        <translation>Лучше всего здесь: %1</translation>
    </message>
    <message>
        <source>As %1 and %2, value 1: %3 points</source>
        <translation>Как %1 и %2, значение 1: %3 очк.</translation>
    </message>
    <message>
        <source>Name your statue: it scores as this monument and colour with value 1, then it is neutral.</source>
        <translation>Назовите статую: она принесёт очки как этот памятник и цвет со значением 1, а затем станет нейтральной.</translation>
    </message>
    <message>
        <source>Monument</source>
        <translation>Памятник</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Цвет</translation>
    </message>
    <message>
        <source>Place the statue</source>
        <translation>Поставить статую</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Temple</source>
        <translation>Храм</translation>
    </message>
    <message>
        <source>Basilica</source>
        <translation>Базилика</translation>
    </message>
    <message>
        <source>Amphitheatre</source>
        <translation>Амфитеатр</translation>
    </message>
    <message>
        <source>Thermae</source>
        <translation>Термы</translation>
    </message>
    <message>
        <source>Villa</source>
        <translation>Вилла</translation>
    </message>
    <message>
        <source>Fountain</source>
        <translation>Фонтан</translation>
    </message>
    <message>
        <source>Granary</source>
        <translation>Амбар</translation>
    </message>
    <message>
        <source>red (stripes)</source>
        <translation>красный (полосы)</translation>
    </message>
    <message>
        <source>orange (bars)</source>
        <translation>оранжевый (столбики)</translation>
    </message>
    <message>
        <source>yellow (dots)</source>
        <translation>жёлтый (точки)</translation>
    </message>
    <message>
        <source>green (slants)</source>
        <translation>зелёный (штриховка)</translation>
    </message>
    <message>
        <source>blue (back slants)</source>
        <translation>синий (обратная штриховка)</translation>
    </message>
    <message>
        <source>purple (grid)</source>
        <translation>фиолетовый (сетка)</translation>
    </message>
    <message>
        <source>grey (lattice)</source>
        <translation>серый (решётка)</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Строка</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Столбец</translation>
    </message>
    <message>
        <source>Diagonal ↘</source>
        <translation>Диагональ ↘</translation>
    </message>
    <message>
        <source>Diagonal ↗</source>
        <translation>Диагональ ↗</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>That player cannot do this.</source>
        <translation>Этот игрок не может так сделать.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <source>You have already played a card this turn: take it back first.</source>
        <translation>Вы уже сыграли карту в этот ход: сначала верните её.</translation>
    </message>
    <message>
        <source>There is no such card.</source>
        <translation>Такой карты нет.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Этой карты нет у вас в руке.</translation>
    </message>
    <message>
        <source>A card already stands there.</source>
        <translation>Здесь уже лежит карта.</translation>
    </message>
    <message>
        <source>A card must share an edge with the city (a corner is not enough).</source>
        <translation>Карта должна касаться города стороной (угла мало).</translation>
    </message>
    <message>
        <source>The city may not be wider or taller than 7 cards.</source>
        <translation>Город не может быть шире или выше 7 карт.</translation>
    </message>
    <message>
        <source>The same monument may not stand right beside it.</source>
        <translation>Тот же памятник не может стоять вплотную рядом.</translation>
    </message>
    <message>
        <source>A card of the same colour may not stand right beside it.</source>
        <translation>Карта того же цвета не может стоять вплотную рядом.</translation>
    </message>
    <message>
        <source>Your statue is already in the city.</source>
        <translation>Ваша статуя уже в городе.</translation>
    </message>
    <message>
        <source>No card is drawn after a statue.</source>
        <translation>После статуи карту не берут.</translation>
    </message>
    <message>
        <source>You may discard only when no card of your hand fits anywhere.</source>
        <translation>Сбрасывать можно, только если ни одну карту из руки нельзя выложить.</translation>
    </message>
    <message>
        <source>You may skip the draw only after the first eruption, with 2 cards left.</source>
        <translation>Не брать карту можно только после первого извержения, если осталось 2 карты.</translation>
    </message>
    <message>
        <source>This building permit is already used.</source>
        <translation>Это разрешение на строительство уже использовано.</translation>
    </message>
    <message>
        <source>Your own turn comes next: the permit is for playing out of turn.</source>
        <translation>Следующий ход ваш: разрешение нужно, чтобы ходить вне очереди.</translation>
    </message>
    <message>
        <source>The ×2 card is already used.</source>
        <translation>Карта ×2 уже использована.</translation>
    </message>
    <message>
        <source>Not in this variant.</source>
        <translation>Не в этом варианте.</translation>
    </message>
    <message>
        <source>The game could not be saved.</source>
        <translation>Не удалось сохранить игру.</translation>
    </message>
    <message>
        <source>%1: pick up a card (or your statue): the cells where it fits light up. Drop it on one.</source>
        <translation>%1: возьмите карту (или статую): клетки, куда её можно положить, подсветятся. Положите её на одну из них.</translation>
    </message>
    <message>
        <source>%1: no card of your hand fits. Drag one onto the discard pile.</source>
        <translation>%1: ни одна карта из руки не подходит. Перетащите одну в сброс.</translation>
    </message>
    <message>
        <source>%1: end your turn, or take the card back.</source>
        <translation>%1: закончите ход или верните карту.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 думает…</translation>
    </message>
    <message>
        <source>The second volcano has erupted: the game is over.</source>
        <translation>Второй вулкан извергся: игра окончена.</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Компьютер: лёгкий</translation>
    </message>
    <message>
        <source>Computer: medium</source>
        <translation>Компьютер: средний</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Компьютер: сложный</translation>
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
        <translation>%1: перетащите карту (или статую) на клетку города, куда её можно положить.</translation>
    </message>
    <message>
        <source>Vesuvius is quiet</source>
        <translation>Везувий спокоен</translation>
    </message>
    <message>
        <source>Vesuvius is erupting: the next volcano ends the game</source>
        <translation>Везувий извергается: следующий вулкан закончит игру</translation>
    </message>
    <message>
        <source>Pompeji is buried</source>
        <translation>Помпеи погребены</translation>
    </message>
    <message>
        <source>Suggestion: discard %1.</source>
        <translation>Подсказка: сбросьте %1.</translation>
    </message>
    <message numerus="yes">
        <source>Suggestion: your statue on the marked cell, as %1, %2, for %n point(s).</source>
        <translation>
            <numerusform>Подсказка: ваша статуя на отмеченную клетку как %1, %2: %n очко.</numerusform>
            <numerusform>Подсказка: ваша статуя на отмеченную клетку как %1, %2: %n очка.</numerusform>
            <numerusform>Подсказка: ваша статуя на отмеченную клетку как %1, %2: %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Suggestion: %1 on the marked cell for %n point(s).</source>
        <translation>
            <numerusform>Подсказка: %1 на отмеченную клетку: %n очко.</numerusform>
            <numerusform>Подсказка: %1 на отмеченную клетку: %n очка.</numerusform>
            <numerusform>Подсказка: %1 на отмеченную клетку: %n очков.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play your ×2 card with it.</source>
        <translation>Сыграйте с ней карту ×2.</translation>
    </message>
    <message>
        <source>Skip the draw.</source>
        <translation>Не берите карту.</translation>
    </message>
    <message>
        <source>Then use your building permit to play again.</source>
        <translation>Затем используйте разрешение на строительство, чтобы сыграть ещё раз.</translation>
    </message>
    <message>
        <source>Enter plays it.</source>
        <translation>Enter — сыграть.</translation>
    </message>
    <message>
        <source>Statue: it matches no monument and no colour</source>
        <translation>Статуя: не совпадает ни с одним памятником и ни с одним цветом</translation>
    </message>
    <message>
        <source>Your statue: any monument and any colour, worth 1; no draw after it</source>
        <translation>Ваша статуя: любой памятник и любой цвет, значение 1; после неё карту не берут</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>%1 is a saved game of a kind this version does not know.</source>
        <translation>%1 — сохранённая игра неизвестного этой версии вида.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>Opened: %1</source>
        <translation>Открыто: %1</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>A game of Pompeji was left unfinished. Resume it?</source>
        <translation>Игра в «Помпеи» не закончена. Продолжить её?</translation>
    </message>
    <message>
        <source>Game code %1 copied: whoever types it on Pompeji&apos;s New Game page plays the same deal.</source>
        <translation>Код партии %1 скопирован: кто введёт его на странице новой игры в «Помпеи», сыграет ту же раздачу.</translation>
    </message>
    <message>
        <source>Cop&amp;y game code</source>
        <translation>Скопировать &amp;код партии</translation>
    </message>
    <message>
        <source>&amp;Join with a code…</source>
        <translation>Присое&amp;диниться по коду…</translation>
    </message>
    <message>
        <source>Games &amp;played…</source>
        <translation>Сыгр&amp;анные партии…</translation>
    </message>
    <message>
        <source>&amp;Suggest a move</source>
        <translation>&amp;Подсказать ход</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;First-game guide</source>
        <translation>Обучение в первой &amp;партии</translation>
    </message>
    <message>
        <source>Saved: %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <source>%1 — Welcome Desktop</source>
        <translation>%1 — Welcome Desktop</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Ход</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Сохранить…</translation>
    </message>
    <message>
        <source>Score &amp;chart…</source>
        <translation>&amp;График очков…</translation>
    </message>
    <message>
        <source>Take &amp;back the card</source>
        <translation>&amp;Вернуть карту</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>&amp;Закончить ход</translation>
    </message>
    <message>
        <source>&amp;How to play Pompeji</source>
        <translation>&amp;Как играть в «Помпеи»</translation>
    </message>
    <message>
        <source>Play against the computer</source>
        <translation>Играть против компьютера</translation>
    </message>
    <message>
        <source>%1, turn %2: %3 points</source>
        <translation>%1, ход %2: %3 очк.</translation>
    </message>
    <message>
        <source>Scores turn by turn</source>
        <translation>Очки ход за ходом</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>%1 could build nothing and discarded %2</source>
        <translation>%1 не может ничего построить и сбрасывает карту: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 laid the statue as %2 for %n point(s)</source>
        <translation>
            <numerusform>%1 ставит статую как %2: %n очко</numerusform>
            <numerusform>%1 ставит статую как %2: %n очка</numerusform>
            <numerusform>%1 ставит статую как %2: %n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 built %2 for %n point(s)</source>
        <translation>
            <numerusform>%1 строит: %2 — %n очко</numerusform>
            <numerusform>%1 строит: %2 — %n очка</numerusform>
            <numerusform>%1 строит: %2 — %n очков</numerusform>
        </translation>
    </message>
    <message>
        <source>The ×2 card doubled it.</source>
        <translation>Карта ×2 удвоила очки.</translation>
    </message>
    <message>
        <source>A turn out of order, with the building permit.</source>
        <translation>Внеочередной ход по разрешению на строительство.</translation>
    </message>
    <message>
        <source>No card drawn.</source>
        <translation>Карта не взята.</translation>
    </message>
    <message>
        <source>The second volcano: the game ends.</source>
        <translation>Второй вулкан: игра окончена.</translation>
    </message>
    <message>
        <source>The first volcano: Vesuvius erupts.</source>
        <translation>Первый вулкан: Везувий извергается.</translation>
    </message>
    <message>
        <source>This game&apos;s record is damaged: it cannot be replayed.</source>
        <translation>Запись этой партии повреждена: её нельзя воспроизвести.</translation>
    </message>
    <message>
        <source>As dealt (%1 turns in all)</source>
        <translation>Начало партии (всего ходов: %1)</translation>
    </message>
    <message>
        <source>Turn %1 of %2</source>
        <translation>Ход %1 из %2</translation>
    </message>
    <message>
        <source>Final scores: the cards left in hand taken off.</source>
        <translation>Итоговые очки: карты в руке вычтены.</translation>
    </message>
    <message>
        <source>Pompeji: replay</source>
        <translation>Помпеи: повтор партии</translation>
    </message>
    <message>
        <source>As dealt (Home)</source>
        <translation>Начало партии (Home)</translation>
    </message>
    <message>
        <source>Previous turn (Left arrow)</source>
        <translation>Предыдущий ход (стрелка влево)</translation>
    </message>
    <message>
        <source>Next turn (Right arrow)</source>
        <translation>Следующий ход (стрелка вправо)</translation>
    </message>
    <message>
        <source>Last turn (End)</source>
        <translation>Последний ход (End)</translation>
    </message>
    <message>
        <source>Vesuvius erupts! You may now skip the draw; the next volcano ends the game.</source>
        <translation>Везувий извергается! Теперь можно не брать карту; следующий вулкан закончит игру.</translation>
    </message>
    <message>
        <source>%1 uses the building permit and plays now.</source>
        <translation>%1 использует разрешение на строительство и ходит сейчас.</translation>
    </message>
    <message>
        <source>Your first game of Pompeji?</source>
        <translation>Первая партия в «Помпеи»?</translation>
    </message>
    <message>
        <source>A guide can explain each step as you play.</source>
        <translation>Подсказки объяснят каждый шаг по ходу игры.</translation>
    </message>
    <message>
        <source>1. Build a card</source>
        <translation>1. Постройте карту</translation>
    </message>
    <message>
        <source>Drag a card from your hand onto a green cell of the city. A card must touch the city by a side, may not sit beside a card of the same monument or the same colour, and the city never grows past 7 × 7. Hover a cell to see what your cards would score there.</source>
        <translation>Перетащите карту из руки на зелёную клетку города. Карта должна касаться города стороной, не может лежать рядом с картой того же памятника или того же цвета, а город не бывает больше 7 × 7. Наведите мышь на клетку, чтобы увидеть, сколько там принесут ваши карты.</translation>
    </message>
    <message>
        <source>2. How it scores</source>
        <translation>2. Сколько она приносит</translation>
    </message>
    <message>
        <source>Each of the four streets through your card (its row, its column, its two diagonals, up to the first gap) scores: if it holds other cards of your monument, the sum of their values and yours; if it holds others of your colour, the highest value among them and yours; 7 more if your card is its seventh. Take back undoes it; End turn (Ctrl+Enter) draws you a new card.</source>
        <translation>Каждая из четырёх улиц через вашу карту (её строка, столбец и две диагонали, до первого пропуска) приносит: если на ней есть другие карты вашего памятника — сумму их значений и вашего; если есть другие карты вашего цвета — наибольшее значение среди них и вашего; ещё 7, если ваша карта на ней седьмая. «Вернуть карту» отменяет ход; «Закончить ход» (Ctrl+Enter) даёт новую карту.</translation>
    </message>
    <message>
        <source>3. Your statue</source>
        <translation>3. Ваша статуя</translation>
    </message>
    <message>
        <source>The statue, last in your hand, may stand for any monument and any colour and is worth 1: keep it for a cell where many matching streets meet. You draw no card after it, and once built it matches nothing.</source>
        <translation>Статуя, последняя карта в руке, может стать любым памятником любого цвета со значением 1: берегите её для клетки, где сходится много подходящих улиц. После статуи карту не берут, а построенная статуя ни с чем не совпадает.</translation>
    </message>
    <message>
        <source>4. Your building permit</source>
        <translation>4. Ваше разрешение на строительство</translation>
    </message>
    <message>
        <source>Once per game you may play out of turn: tick Use my permit before ending a turn to play again at once, or press the Permit button to play before the next player. A late permit, when the city offers big cells, is worth most.</source>
        <translation>Раз за партию можно сходить вне очереди: отметьте «Разрешение: сыграть ещё раз» перед концом хода, чтобы сразу сходить ещё раз, или нажмите кнопку разрешения, чтобы сходить раньше следующего игрока. Больше всего приносит позднее разрешение, когда в городе есть дорогие клетки.</translation>
    </message>
    <message>
        <source>5. Vesuvius</source>
        <translation>5. Везувий</translation>
    </message>
    <message>
        <source>Two volcanoes hide near the bottom of the pile. After the first you may skip the draw; the second ends the game at once, and the cards left in your hand count against you. The side panel shows the chance of a volcano.</source>
        <translation>В нижней части колоды спрятаны два вулкана. После первого можно не брать карту; второй сразу заканчивает игру, и карты, оставшиеся в руке, идут в минус. Боковая панель показывает вероятность вулкана.</translation>
    </message>
    <message>
        <source>You know the rules</source>
        <translation>Вы знаете правила</translation>
    </message>
    <message>
        <source>Enjoy the game! Help ▸ First-game guide brings the guide back.</source>
        <translation>Приятной игры! Справка ▸ Обучение в первой партии покажет подсказки снова.</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>Такого игрока нет.</translation>
    </message>
    <message>
        <source>This player has already played this turn.</source>
        <translation>Этот игрок уже сделал свой ход.</translation>
    </message>
    <message>
        <source>This combination is not on offer.</source>
        <translation>Такой комбинации нет среди доступных.</translation>
    </message>
    <message>
        <source>There is no such house.</source>
        <translation>Такого дома нет.</translation>
    </message>
    <message>
        <source>This house already has a number.</source>
        <translation>В этом доме уже есть номер.</translation>
    </message>
    <message>
        <source>Numbers must increase from left to right along a street.</source>
        <translation>Номера на улице должны возрастать слева направо.</translation>
    </message>
    <message>
        <source>House numbers go from 0 to 17.</source>
        <translation>Номера домов — от 0 до 17.</translation>
    </message>
    <message>
        <source>Only the Temp Agency can change the house number.</source>
        <translation>Изменить номер дома может только кадровое агентство.</translation>
    </message>
    <message>
        <source>The Temp Agency changes a number by 2 at most.</source>
        <translation>Кадровое агентство меняет номер не больше чем на 2.</translation>
    </message>
    <message>
        <source>A number can still be written: no permit refusal yet.</source>
        <translation>Номер ещё можно вписать: отказ в строительстве пока невозможен.</translation>
    </message>
    <message>
        <source>No effect can be used with a permit refusal.</source>
        <translation>При отказе в строительстве эффект применить нельзя.</translation>
    </message>
    <message>
        <source>Choose where the effect applies.</source>
        <translation>Выберите, где применить эффект.</translation>
    </message>
    <message>
        <source>This effect cannot be used that way.</source>
        <translation>Этот эффект так применить нельзя.</translation>
    </message>
    <message>
        <source>A fence cannot go there.</source>
        <translation>Здесь нельзя поставить забор.</translation>
    </message>
    <message>
        <source>There is already a fence here.</source>
        <translation>Здесь уже есть забор.</translation>
    </message>
    <message>
        <source>A fence cannot separate a bis house from the house it copies.</source>
        <translation>Забор не может отделять дом «бис» от дома, номер которого он повторяет.</translation>
    </message>
    <message>
        <source>This estate was used for a city plan and can no longer be split.</source>
        <translation>Это поместье использовано для городского плана, его больше нельзя разделить.</translation>
    </message>
    <message>
        <source>There is no such Real Estate Agent column.</source>
        <translation>Такого столбца агента по недвижимости нет.</translation>
    </message>
    <message>
        <source>This Real Estate Agent column is full.</source>
        <translation>Этот столбец агента по недвижимости заполнен.</translation>
    </message>
    <message>
        <source>Every park of this street is already built.</source>
        <translation>Все парки этой улицы уже построены.</translation>
    </message>
    <message>
        <source>This house has no planned pool.</source>
        <translation>У этого дома нет запланированного бассейна.</translation>
    </message>
    <message>
        <source>The pool track is full.</source>
        <translation>Шкала бассейнов заполнена.</translation>
    </message>
    <message>
        <source>The temp track is full.</source>
        <translation>Шкала временных рабочих заполнена.</translation>
    </message>
    <message>
        <source>The bis track is full.</source>
        <translation>Шкала «бис» заполнена.</translation>
    </message>
    <message>
        <source>A bis number goes right beside a house with the same number.</source>
        <translation>Номер «бис» ставится рядом с домом с тем же номером.</translation>
    </message>
    <message>
        <source>The house to copy has no number.</source>
        <translation>У копируемого дома нет номера.</translation>
    </message>
    <message>
        <source>A bis number cannot copy across a fence or a roundabout.</source>
        <translation>Номер «бис» нельзя копировать через забор или развязку.</translation>
    </message>
    <message>
        <source>Roundabouts are only used in the advanced variant.</source>
        <translation>Кольцевые развязки есть только в продвинутом варианте.</translation>
    </message>
    <message>
        <source>You already have two roundabouts.</source>
        <translation>У вас уже две кольцевые развязки.</translation>
    </message>
    <message>
        <source>A roundabout needs an empty house.</source>
        <translation>Развязку можно построить только на месте пустого дома.</translation>
    </message>
    <message>
        <source>The roundabout cannot go in the house where you write the number.</source>
        <translation>Развязку нельзя построить там, куда вы вписываете номер.</translation>
    </message>
    <message>
        <source>The construction cards cannot be reshuffled now.</source>
        <translation>Сейчас нельзя перемешать строительные карты.</translation>
    </message>
    <message>
        <source>There is no such city plan.</source>
        <translation>Такого городского плана нет.</translation>
    </message>
    <message>
        <source>This city plan is already scored.</source>
        <translation>Очки за этот городской план уже получены.</translation>
    </message>
    <message>
        <source>This city plan is not fulfilled yet.</source>
        <translation>Этот городской план ещё не выполнен.</translation>
    </message>
    <message>
        <source>These estates do not fulfil this city plan.</source>
        <translation>Эти поместья не выполняют этот городской план.</translation>
    </message>
    <message>
        <source>Enter the three combinations of this turn first.</source>
        <translation>Сначала введите три комбинации этого хода.</translation>
    </message>
    <message>
        <source>This game is not a score pad game.</source>
        <translation>Эта партия идёт не в режиме блокнота.</translation>
    </message>
    <message>
        <source>Enter three combinations, each with a house number and an effect.</source>
        <translation>Введите три комбинации, каждую с номером дома и эффектом.</translation>
    </message>
    <message>
        <source>The ice-cream truck&apos;s direction is chosen with the bottom street&apos;s first number.</source>
        <translation>Направление грузовика с мороженым выбирается с первым номером нижней улицы.</translation>
    </message>
    <message>
        <source>This move is not allowed (%1).</source>
        <translation>Этот ход не разрешён (%1).</translation>
    </message>
    <message>
        <source>Enter your place for temps at the table, or the other players&apos; temp counts (0 to 11).</source>
        <translation>Введите своё место по временным рабочим за столом или число временных рабочих у других игроков (от 0 до 11).</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <source>Cards of round %1: %2</source>
        <translation>Карты раунда %1: %2</translation>
    </message>
    <message>
        <source>%1: permit refused</source>
        <translation>%1: отказ в строительстве</translation>
    </message>
    <message>
        <source>%1: %2 in %3, house %4</source>
        <translation>%1: %2 — %3, дом %4</translation>
    </message>
    <message>
        <source>Before round 1 (%1 rounds in all)</source>
        <translation>Перед раундом 1 (всего раундов: %1)</translation>
    </message>
    <message>
        <source>After round %1 of %2</source>
        <translation>После раунда %1 из %2</translation>
    </message>
    <message>
        <source>City plans approved: %1</source>
        <translation>Выполненные городские планы: %1</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Повтор партии</translation>
    </message>
    <message>
        <source>&amp;Sheet of:</source>
        <translation>&amp;Лист игрока:</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>First round (Home)</source>
        <translation>Первый раунд (Home)</translation>
    </message>
    <message>
        <source>Previous round (Left arrow)</source>
        <translation>Предыдущий раунд (стрелка влево)</translation>
    </message>
    <message>
        <source>Next round (Right arrow)</source>
        <translation>Следующий раунд (стрелка вправо)</translation>
    </message>
    <message>
        <source>Last round (End)</source>
        <translation>Последний раунд (End)</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>Everyone</source>
        <translation>Все игроки</translation>
    </message>
    <message>
        <source>Games: %1</source>
        <translation>Партий: %1</translation>
    </message>
    <message>
        <source>Games: %1 · won: %2 · best: %3 · average: %4</source>
        <translation>Партий: %1 · побед: %2 · лучший счёт: %3 · в среднем: %4</translation>
    </message>
    <message numerus="yes">
        <source>%1, game %2: %n point(s)</source>
        <translation>
            <numerusform>%1, партия %2: %n очко</numerusform>
            <numerusform>%1, партия %2: %n очка</numerusform>
            <numerusform>%1, партия %2: %n очков</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Remove this game from the history?</source>
        <translation>Удалить эту партию из истории?</translation>
    </message>
    <message>
        <source>The history could not be opened; nothing was deleted.</source>
        <translation>Историю не удалось открыть; ничего не удалено.</translation>
    </message>
    <message>
        <source>The game could not be deleted from the history.</source>
        <translation>Не удалось удалить партию из истории.</translation>
    </message>
    <message>
        <source>%1: games played</source>
        <translation>%1: сыгранные партии</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>Игро&amp;к:</translation>
    </message>
    <message>
        <source>&amp;Delete the game</source>
        <translation>&amp;Удалить партию</translation>
    </message>
    <message>
        <source>&amp;Replay…</source>
        <translation>&amp;Повтор…</translation>
    </message>
    <message>
        <source>Pla&amp;y this deal…</source>
        <translation>Сы&amp;грать эту раздачу…</translation>
    </message>
    <message>
        <source>A new game of the same cards: its code is filled in on the New Game page.</source>
        <translation>Новая игра с теми же картами: её код будет вписан на странице новой игры.</translation>
    </message>
    <message>
        <source>&amp;Only this deal</source>
        <translation>&amp;Только эта раздача</translation>
    </message>
    <message>
        <source>No game of %1 has been finished yet.</source>
        <translation>Ни одна партия в «%1» ещё не доиграна.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation>Игроки и очки</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Победитель</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Код партии</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Против компьютера</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Победы</translation>
    </message>
    <message>
        <source>Tied</source>
        <translation>Ничьи</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Поражения</translation>
    </message>
</context>
<context>
    <name>RoundLog</name>
    <message>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
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
        <translation>Раунд %1</translation>
    </message>
    <message>
        <source>Cards: %1</source>
        <translation>Карты: %1</translation>
    </message>
    <message>
        <source>street %1</source>
        <translation>улица %1</translation>
    </message>
    <message>
        <source>fence between houses %1 and %2 of %3</source>
        <translation>забор между домами %1 и %2, %3</translation>
    </message>
    <message>
        <source>bis in %1, house %2</source>
        <translation>номер «бис»: %1, дом %2</translation>
    </message>
    <message>
        <source>value of the %1-house estates raised</source>
        <translation>ценность поместий из %1 домов повышена</translation>
    </message>
    <message>
        <source>temp agency, %1</source>
        <translation>кадровое агентство, %1</translation>
    </message>
    <message>
        <source>%1 refused a permit (%2 of 3)</source>
        <translation>%1: отказ в строительстве (%2 из 3)</translation>
    </message>
    <message>
        <source>%1 wrote %2 in %3, house %4</source>
        <translation>%1 пишет %2: %3, дом %4</translation>
    </message>
    <message>
        <source>%1 after a roundabout</source>
        <translation>%1 после кольцевой развязки</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>The solo card turned up: every city plan is now approved.</source>
        <translation>Вышла карта соло: все городские планы теперь утверждены.</translation>
    </message>
    <message>
        <source>City plan n°%1 approved by %2.</source>
        <translation>Городской план №&#xa0;%1 выполнен: %2.</translation>
    </message>
    <message>
        <source>%1 refused a third permit.</source>
        <translation>%1: третий отказ в строительстве.</translation>
    </message>
    <message>
        <source>The cards were shuffled into three new stacks.</source>
        <translation>Карты перемешаны в три новые стопки.</translation>
    </message>
    <message>
        <source>Last round: the deck is empty.</source>
        <translation>Последний раунд: колода пуста.</translation>
    </message>
    <message>
        <source>That was the last round: the game is over.</source>
        <translation>Это был последний раунд: игра окончена.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>How to play</source>
        <translation>Правила игры</translation>
    </message>
    <message>
        <source>The rules page is missing.</source>
        <translation>Страница с правилами не найдена.</translation>
    </message>
</context>
<context>
    <name>Score</name>
    <message>
        <source>City plans</source>
        <translation>Городские планы</translation>
    </message>
    <message>
        <source>Parks</source>
        <translation>Парки</translation>
    </message>
    <message>
        <source>Pools</source>
        <translation>Бассейны</translation>
    </message>
    <message>
        <source>Temps</source>
        <translation>Временные рабочие</translation>
    </message>
    <message>
        <source>Estates</source>
        <translation>Поместья</translation>
    </message>
    <message>
        <source>Bis</source>
        <translation>Бис</translation>
    </message>
    <message>
        <source>Permit refusals</source>
        <translation>Отказы в строительстве</translation>
    </message>
    <message>
        <source>Roundabouts</source>
        <translation>Развязки</translation>
    </message>
    <message>
        <source>Thematic sheet</source>
        <translation>Тематический лист</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>Ice cream</source>
        <translation>Мороженое</translation>
    </message>
    <message>
        <source>Christmas lights</source>
        <translation>Гирлянды</translation>
    </message>
    <message>
        <source>Easter eggs</source>
        <translation>Пасхальные яйца</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>Score</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Whose sheet is shown</source>
        <translation>Чей лист показан</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s) %2</source>
        <translation>
            <numerusform>%1: %n очко %2</numerusform>
            <numerusform>%1: %n очка %2</numerusform>
            <numerusform>%1: %n очков %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Provisional: enter the table&apos;s temp result (Game menu).</source>
        <translation>Предварительно: введите результат стола по временным рабочим (меню «Игра»).</translation>
    </message>
</context>
<context>
    <name>ScoreShort</name>
    <message>
        <source>Ice cream</source>
        <translation>Морож.</translation>
    </message>
    <message>
        <source>Lights</source>
        <translation>Гирл.</translation>
    </message>
    <message>
        <source>Eggs</source>
        <translation>Яйца</translation>
    </message>
    <message>
        <source>Plans</source>
        <translation>Планы</translation>
    </message>
    <message>
        <source>Parks</source>
        <translation>Парки</translation>
    </message>
    <message>
        <source>Pools</source>
        <translation>Бассейны</translation>
    </message>
    <message>
        <source>Temps</source>
        <translation>Рабочие</translation>
    </message>
    <message>
        <source>Estates</source>
        <translation>Поместья</translation>
    </message>
    <message>
        <source>Bis</source>
        <translation>Бис</translation>
    </message>
    <message>
        <source>Refusals</source>
        <translation>Отказы</translation>
    </message>
    <message>
        <source>Roundab.</source>
        <translation>Развязки</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Тема</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
</context>
<context>
    <name>SeatKind</name>
    <message>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>Easy bot</source>
        <translation>Лёгкий бот</translation>
    </message>
    <message>
        <source>Medium bot</source>
        <translation>Средний бот</translation>
    </message>
    <message>
        <source>Hard bot</source>
        <translation>Сильный бот</translation>
    </message>
    <message>
        <source>Random bot</source>
        <translation>Случайный бот</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Highlight where a number or a card can go</source>
        <translation>Подсвечивать, куда можно вписать номер или положить карту</translation>
    </message>
    <message>
        <source>Ask to confirm each turn</source>
        <translation>Подтверждать каждый ход</translation>
    </message>
    <message>
        <source>Offer move suggestions</source>
        <translation>Предлагать подсказки</translation>
    </message>
    <message>
        <source>Play sounds (cards dealt and played, notices)</source>
        <translation>Звуки (раздача и ходы карт, объявления)</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Анимация</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Выкл.</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстрая</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычная</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Медленная</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Как в системе</translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <source>Base sheet</source>
        <translation>Базовый лист</translation>
    </message>
    <message>
        <source>Ice cream truck</source>
        <translation>Грузовик с мороженым</translation>
    </message>
    <message>
        <source>Christmas lights</source>
        <translation>Гирлянды</translation>
    </message>
    <message>
        <source>Easter eggs</source>
        <translation>Пасхальные яйца</translation>
    </message>
    <message>
        <source>The sheet of the base game.</source>
        <translation>Лист базовой игры.</translation>
    </message>
    <message>
        <source>Trucks sell the houses&apos; cones in the order you number them: 1 point per scoop, and a bonus for the first to reach a street&apos;s last cone.</source>
        <translation>Грузовики продают рожки домов в том порядке, в каком вы их нумеруете: 1 очко за шарик и бонус первому, кто дойдёт до последнего рожка улицы.</translation>
    </message>
    <message>
        <source>Neighbours with consecutive numbers are joined by lights; each street scores its longest string.</source>
        <translation>Соседние дома с последовательными номерами соединяет гирлянда; улица приносит очки за самую длинную гирлянду.</translation>
    </message>
    <message>
        <source>A 0, 6, 8, 9, 10 or 16 on a house collects its eggs; the more eggs, the more points.</source>
        <translation>0, 6, 8, 9, 10 или 16 на доме собирает его яйца; чем больше яиц, тем больше очков.</translation>
    </message>
    <message>
        <source>Points per street (scoops and bonus):</source>
        <translation>Очки по улицам (шарики и бонус):</translation>
    </message>
    <message>
        <source>Houses of the longest string per street:</source>
        <translation>Дома самой длинной гирлянды по улицам:</translation>
    </message>
    <message>
        <source>Eggs collected per street:</source>
        <translation>Собрано яиц по улицам:</translation>
    </message>
    <message>
        <source>Street %1: %2</source>
        <translation>Улица %1: %2</translation>
    </message>
</context>
<context>
    <name>SheetChooser</name>
    <message>
        <source>Score sheet</source>
        <translation>Игровой лист</translation>
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
        <translation>Постройте самый красивый пригород пятидесятых.</translation>
    </message>
    <message>
        <source>Play solo</source>
        <translation>Играть одному</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Новая игра…</translation>
    </message>
    <message>
        <source>Resume the last game</source>
        <translation>Продолжить последнюю игру</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Открыть сохранённую игру…</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Правила игры</translation>
    </message>
</context>
<context>
    <name>Street</name>
    <message>
        <source>Top street</source>
        <translation>Верхняя улица</translation>
    </message>
    <message>
        <source>Middle street</source>
        <translation>Средняя улица</translation>
    </message>
    <message>
        <source>Bottom street</source>
        <translation>Нижняя улица</translation>
    </message>
</context>
<context>
    <name>Suggestion</name>
    <message>
        <source>Suggested move</source>
        <translation>Предлагаемый ход</translation>
    </message>
    <message>
        <source>Play this</source>
        <translation>Сыграть так</translation>
    </message>
    <message>
        <source>Write this move on your sheet (you can still undo it)</source>
        <translation>Записать этот ход на ваш лист (его можно будет отменить)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Refuse the building permit: no number fits anywhere.</source>
        <translation>Откажитесь от строительства: номер некуда записать.</translation>
    </message>
    <message>
        <source>First build a roundabout in street %1, house %2.</source>
        <translation>Сначала постройте кольцевую развязку: улица %1, дом %2.</translation>
    </message>
    <message>
        <source>Hire a temp and write %1 instead of %2 in street %3, house %4.</source>
        <translation>Наймите временного рабочего и запишите %1 вместо %2: улица %3, дом %4.</translation>
    </message>
    <message>
        <source>Write %1 in street %2, house %3.</source>
        <translation>Запишите %1: улица %2, дом %3.</translation>
    </message>
    <message>
        <source>Claim city plan no. %1 with the estates marked.</source>
        <translation>Выполните городской план №&#xa0;%1 отмеченными поместьями.</translation>
    </message>
    <message>
        <source>Leave the %1 unused.</source>
        <translation>Не используйте эффект «%1».</translation>
    </message>
    <message>
        <source>Surveyor: draw a fence between houses %1 and %2 of street %3.</source>
        <translation>Геодезист: поставьте забор между домами %1 и %2 на улице %3.</translation>
    </message>
    <message numerus="yes">
        <source>Real estate agent: raise the value of estates of %n house(s).</source>
        <translation>
            <numerusform>Агент по недвижимости: повысьте стоимость поместий из %n дома.</numerusform>
            <numerusform>Агент по недвижимости: повысьте стоимость поместий из %n домов.</numerusform>
            <numerusform>Агент по недвижимости: повысьте стоимость поместий из %n домов.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bis: copy the number of house %1 into house %2 of street %3.</source>
        <translation>Бис: скопируйте номер дома %1 в дом %2 на улице %3.</translation>
    </message>
    <message>
        <source>Landscaper: build a park in street %1.</source>
        <translation>Ландшафтный дизайнер: постройте парк на улице %1.</translation>
    </message>
    <message>
        <source>Pool manufacturer: build the pool of this house.</source>
        <translation>Строитель бассейнов: постройте бассейн у этого дома.</translation>
    </message>
    <message>
        <source>Temp agency: hire a temp.</source>
        <translation>Кадровое агентство: наймите временного рабочего.</translation>
    </message>
    <message>
        <source>Use the %1.</source>
        <translation>Используйте эффект «%1».</translation>
    </message>
    <message>
        <source>in street %1</source>
        <translation>на улице %1</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>At the table</source>
        <translation>За столом</translation>
    </message>
    <message>
        <source>Round log</source>
        <translation>Журнал раундов</translation>
    </message>
    <message>
        <source>All sheets</source>
        <translation>Все листы</translation>
    </message>
    <message>
        <source>Back to the results</source>
        <translation>Вернуться к результатам</translation>
    </message>
</context>
<context>
    <name>TableRoundDialog</name>
    <message>
        <source>Cards drawn at the table</source>
        <translation>Карты, открытые за столом</translation>
    </message>
    <message>
        <source>Combination %1</source>
        <translation>Комбинация %1</translation>
    </message>
    <message>
        <source>Plan n°%1 approved</source>
        <translation>План №&#xa0;%1 утверждён</translation>
    </message>
    <message>
        <source>The game has ended</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>Another player at the table has ended the game: score this sheet as it is.</source>
        <translation>Другой игрок за столом завершил игру: подсчитать этот лист как есть.</translation>
    </message>
    <message>
        <source>Street %1&apos;s ice-cream bonus taken</source>
        <translation>Бонус улицы %1 за мороженое забран</translation>
    </message>
    <message>
        <source>Another player at the table reached this street&apos;s last cone first: the bonus is crossed on your sheet.</source>
        <translation>Другой игрок за столом первым дошёл до последнего рожка этой улицы: бонус на вашем листе вычёркивается.</translation>
    </message>
</context>
<context>
    <name>TableTempsDialog</name>
    <message>
        <source>Temps at the table</source>
        <translation>Временные рабочие за столом</translation>
    </message>
    <message numerus="yes">
        <source>You hired %n temp(s). The most temps at the table score 7, the next count 4, the third 1. What is the table&apos;s result?</source>
        <translation>
            <numerusform>Вы наняли %n временного рабочего. Больше всех за столом получает 7 очков, следующее число — 4, третье — 1. Каков результат стола?</numerusform>
            <numerusform>Вы наняли %n временных рабочих. Больше всех за столом получает 7 очков, следующее число — 4, третье — 1. Каков результат стола?</numerusform>
            <numerusform>Вы наняли %n временных рабочих. Больше всех за столом получает 7 очков, следующее число — 4, третье — 1. Каков результат стола?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have hired %n temp(s) so far. Enter the table&apos;s result as it stands: your temp points stay provisional until the end of the game.</source>
        <translation>
            <numerusform>Пока вы наняли %n временного рабочего. Введите текущий результат стола: очки остаются предварительными до конца игры.</numerusform>
            <numerusform>Пока вы наняли %n временных рабочих. Введите текущий результат стола: очки остаются предварительными до конца игры.</numerusform>
            <numerusform>Пока вы наняли %n временных рабочих. Введите текущий результат стола: очки остаются предварительными до конца игры.</numerusform>
        </translation>
    </message>
    <message>
        <source>I hired the most (7 points)</source>
        <translation>У меня больше всех (7 очков)</translation>
    </message>
    <message>
        <source>Second count (4 points)</source>
        <translation>Второе число (4 очка)</translation>
    </message>
    <message>
        <source>Third count (1 point)</source>
        <translation>Третье число (1 очко)</translation>
    </message>
    <message>
        <source>Fewer: no temp points</source>
        <translation>Меньше: без очков</translation>
    </message>
    <message>
        <source>Or the other players&apos; temp counts:</source>
        <translation>Или число временных рабочих у других игроков:</translation>
    </message>
    <message>
        <source>for example: 3, 5, 0</source>
        <translation>например: 3, 5, 0</translation>
    </message>
    <message>
        <source>Write the other players&apos; counts, 0 to %1, separated by commas.</source>
        <translation>Впишите числа других игроков, от 0 до %1, через запятую.</translation>
    </message>
</context>
<context>
    <name>ThemeBoard</name>
    <message numerus="yes">
        <source>Ice-cream cone: %n scoop(s)</source>
        <translation>
            <numerusform>Рожок: %n шарик</numerusform>
            <numerusform>Рожок: %n шарика</numerusform>
            <numerusform>Рожок: %n шариков</numerusform>
        </translation>
    </message>
    <message>
        <source>Sold (circled)</source>
        <translation>Продан (обведён)</translation>
    </message>
    <message>
        <source>Missed: the truck drove past (crossed)</source>
        <translation>Упущен: грузовик проехал мимо (вычеркнут)</translation>
    </message>
    <message numerus="yes">
        <source>Easter eggs: %n</source>
        <translation>
            <numerusform>Пасхальных яиц: %n</numerusform>
            <numerusform>Пасхальных яиц: %n</numerusform>
            <numerusform>Пасхальных яиц: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Collected: %n</source>
        <translation>
            <numerusform>Собрано: %n</numerusform>
            <numerusform>Собрано: %n</numerusform>
            <numerusform>Собрано: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>A 0, 8 or 10 collects two eggs; a 6, 9 or 16 one.</source>
        <translation>0, 8 или 10 собирает два яйца; 6, 9 или 16 — одно.</translation>
    </message>
    <message>
        <source>String of lights: consecutive numbers</source>
        <translation>Гирлянда: последовательные номера</translation>
    </message>
    <message>
        <source>Ice-cream truck of street %1</source>
        <translation>Грузовик с мороженым улицы %1</translation>
    </message>
    <message>
        <source>Its end is chosen with the street&apos;s first number.</source>
        <translation>Его начало выбирается с первым номером на улице.</translation>
    </message>
    <message>
        <source>Street bonus taken by another player (crossed)</source>
        <translation>Бонус улицы забрал другой игрок (вычеркнут)</translation>
    </message>
    <message numerus="yes">
        <source>Street bonus earned: %n point(s)</source>
        <translation>
            <numerusform>Бонус улицы получен: %n очко</numerusform>
            <numerusform>Бонус улицы получен: %n очка</numerusform>
            <numerusform>Бонус улицы получен: %n очков</numerusform>
        </translation>
    </message>
    <message>
        <source>Street bonus: the first to reach the last cone scores its cones</source>
        <translation>Бонус улицы: первый, кто дойдёт до последнего рожка, получает очки за свои рожки</translation>
    </message>
    <message>
        <source>Start the bottom truck at the left end (it drives right)</source>
        <translation>Грузовик нижней улицы стартует слева (едет вправо)</translation>
    </message>
    <message>
        <source>Start the bottom truck at the right end (it drives left)</source>
        <translation>Грузовик нижней улицы стартует справа (едет влево)</translation>
    </message>
    <message numerus="yes">
        <source>Cones sold: %n</source>
        <translation>
            <numerusform>Продано рожков: %n</numerusform>
            <numerusform>Продано рожков: %n</numerusform>
            <numerusform>Продано рожков: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cones crossed: %n</source>
        <translation>
            <numerusform>Вычеркнуто рожков: %n</numerusform>
            <numerusform>Вычеркнуто рожков: %n</numerusform>
            <numerusform>Вычеркнуто рожков: %n</numerusform>
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
        <translation>Игра «%1» на листе «%2» не закончена. Продолжить её?</translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <source>Enter the cards…</source>
        <translation>Ввести карты…</translation>
    </message>
    <message>
        <source>Roundabout</source>
        <translation>Развязка</translation>
    </message>
    <message>
        <source>Advanced variant: turn an empty house into a roundabout before writing (R)</source>
        <translation>Продвинутый вариант: превратить пустой дом в кольцевую развязку перед записью номера (R)</translation>
    </message>
    <message>
        <source>Skip effect</source>
        <translation>Без эффекта</translation>
    </message>
    <message>
        <source>Leave this turn&apos;s effect unused (S)</source>
        <translation>Не применять эффект в этом ходу (S)</translation>
    </message>
    <message>
        <source>Permit refused</source>
        <translation>Отказ</translation>
    </message>
    <message>
        <source>No number can be written: cross a permit refusal box</source>
        <translation>Номер вписать нельзя: отметьте отказ в строительстве</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <source>Suggest a move (H)</source>
        <translation>Подсказать ход (H)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>Отменить (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Повторить (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Confirm turn</source>
        <translation>Подтвердить ход</translation>
    </message>
    <message>
        <source>Submit this turn (Ctrl+Enter)</source>
        <translation>Завершить этот ход (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Hide the score panel (F9)</source>
        <translation>Скрыть панель счёта (F9)</translation>
    </message>
    <message>
        <source>Show the score panel (F9)</source>
        <translation>Показать панель счёта (F9)</translation>
    </message>
</context>
<context>
    <name>TurnInput</name>
    <message>
        <source>Drop the card on a house.</source>
        <translation>Перетащите карту на дом.</translation>
    </message>
    <message>
        <source>Choose where the effect goes first (click or Tab).</source>
        <translation>Сначала выберите, где применить эффект (щелчок или Tab).</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>The surveyor builds a fence: click one of the marked slots between two houses (fences cut a street into estates), or Skip effect.</source>
        <translation>Геодезист ставит забор: щёлкните одно из отмеченных мест между двумя домами (заборы делят улицу на поместья) или нажмите «Без эффекта».</translation>
    </message>
    <message>
        <source>The real estate agent raises the value of estates of one size: click one of the marked columns of the estate track, or Skip effect.</source>
        <translation>Агент по недвижимости повышает ценность поместий одного размера: щёлкните один из отмеченных столбцов или нажмите «Без эффекта».</translation>
    </message>
    <message>
        <source>Bis copies a number into an empty house beside it: click one of the marked houses, or Skip effect. Each bis costs points at the end.</source>
        <translation>«Бис» копирует номер в пустой соседний дом: щёлкните один из отмеченных домов или нажмите «Без эффекта». Каждый бис в конце даёт штрафные очки.</translation>
    </message>
    <message>
        <source>The landscaper plants a park in the street you just wrote in: press the marked button, or Skip effect.</source>
        <translation>Ландшафтный дизайнер разбивает парк на улице, где вы только что записали номер: нажмите отмеченную кнопку или «Без эффекта».</translation>
    </message>
    <message>
        <source>This house has a pool spot: press the marked button to build the pool and tick the pool track, or Skip effect.</source>
        <translation>У этого дома есть место для бассейна: нажмите отмеченную кнопку, чтобы построить бассейн и отметить шкалу бассейнов, или «Без эффекта».</translation>
    </message>
    <message>
        <source>The temp agency hires a temp: press the marked button to tick the temp track (the most temps score at the end), or Skip effect.</source>
        <translation>Кадровое агентство нанимает временного рабочего: нажмите отмеченную кнопку, чтобы отметить шкалу временных рабочих (у кого их больше всех, тот получает очки в конце), или «Без эффекта».</translation>
    </message>
    <message>
        <source>Your first game?</source>
        <translation>Ваша первая партия?</translation>
    </message>
    <message>
        <source>A guide can explain each step of this solo game on the board.</source>
        <translation>Подсказки могут объяснить каждый шаг этой соло-партии прямо на поле.</translation>
    </message>
    <message>
        <source>1. Choose a card</source>
        <translation>1. Выберите карту</translation>
    </message>
    <message>
        <source>Your hand holds three cards. Click the card whose effect you want, then drag another card onto a house of your sheet to write its number.</source>
        <translation>У вас в руке три карты. Щёлкните карту, эффект которой вам нужен, затем перетащите другую карту на дом своего листа, чтобы записать её номер.</translation>
    </message>
    <message>
        <source>2. Write the number</source>
        <translation>2. Запишите номер</translation>
    </message>
    <message>
        <source>The green houses can take this number: in each street the numbers must rise from left to right. Click one (or drop the card on it).</source>
        <translation>Зелёные дома могут принять этот номер: на каждой улице номера растут слева направо. Щёлкните один из них (или бросьте на него карту).</translation>
    </message>
    <message>
        <source>3. Use the effect</source>
        <translation>3. Примените эффект</translation>
    </message>
    <message>
        <source>Now the effect: click a marked place on the sheet, or Skip if you do not want it. The card&apos;s tooltip says what the effect does.</source>
        <translation>Теперь эффект: щёлкните отмеченное место на листе или «Пропустить», если он не нужен. Подсказка карты объясняет, что делает эффект.</translation>
    </message>
    <message>
        <source>4. Confirm the turn</source>
        <translation>4. Подтвердите ход</translation>
    </message>
    <message>
        <source>Your turn is written. Undo takes back a step; Confirm (Ctrl+Enter) ends the turn for good.</source>
        <translation>Ход записан. «Отменить» возвращает шаг назад; «Подтвердить» (Ctrl+Enter) завершает ход окончательно.</translation>
    </message>
    <message>
        <source>No number fits</source>
        <translation>Ни один номер не подходит</translation>
    </message>
    <message>
        <source>None of the numbers can go anywhere: refuse a permit. Three refusals end the game, so plan your streets ahead.</source>
        <translation>Ни один номер некуда записать: отметьте отказ в строительстве. Три отказа заканчивают игру, так что планируйте улицы заранее.</translation>
    </message>
    <message>
        <source>A new round</source>
        <translation>Новый раунд</translation>
    </message>
    <message>
        <source>You draw new cards each round. Your score on the right grows with estates, parks, pools and temps; numbers that fill a street between fences make an estate.</source>
        <translation>Каждый раунд вы получаете новые карты. Счёт справа растёт за поместья, парки, бассейны и временных рабочих; номера, заполнившие участок улицы между заборами, образуют поместье.</translation>
    </message>
    <message>
        <source>City plans</source>
        <translation>Городские планы</translation>
    </message>
    <message>
        <source>The three city plans at the top right score when your sheet has the estates they ask for. Click a plan to read it.</source>
        <translation>Три городских плана справа вверху приносят очки, когда на листе есть нужные им поместья. Щёлкните план, чтобы прочитать его.</translation>
    </message>
    <message>
        <source>You know the basics</source>
        <translation>Основы вы знаете</translation>
    </message>
    <message>
        <source>Enjoy the game! Help ▸ First-game tutorial brings the guide back.</source>
        <translation>Приятной игры! Справка ▸ Обучение: первая партия снова покажет подсказки.</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Показать</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>No, thanks</source>
        <translation>Нет, спасибо</translation>
    </message>
    <message>
        <source>Skip the guide</source>
        <translation>Пропустить обучение</translation>
    </message>
</context>
</TS>
