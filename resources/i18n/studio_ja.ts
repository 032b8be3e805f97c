<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="ja_JP">
<context>
    <name>AuthorPanel</name>
    <message>
        <location filename="../../studio/galaxies/author.py" line="111" />
        <source>Dots</source>
        <translation>星</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/author.py" line="111" />
        <source>Regions</source>
        <translation>領域</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/author.py" line="112" />
        <location filename="../../studio/numberlink/author.py" line="98" />
        <source>Tool</source>
        <translation>ツール</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/author.py" line="113" />
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/author.py" line="113" />
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/author.py" line="114" />
        <source>New dots</source>
        <translation>新しい星</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/author.py" line="117" />
        <source>Derive dots from regions</source>
        <translation>領域から星を導く</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/author.py" line="118" />
        <source>A dot at the centre of each painted region; each region must be symmetric and connected</source>
        <translation>塗った領域それぞれの中心に星を置きます。領域は点対称でつながっている必要があります</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/author.py" line="121" />
        <location filename="../../studio/galaxies/author.py" line="391" />
        <source>From a picture…</source>
        <translation>絵から作る…</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/author.py" line="122" />
        <source>Generate a puzzle whose black dots' regions draw a picture</source>
        <translation>黒い星の領域が絵を描くパズルを生成します</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/author.py" line="124" />
        <location filename="../../studio/galaxies/author.py" line="424" />
        <location filename="../../studio/nonogram/author.py" line="70" />
        <location filename="../../studio/nonogram/author.py" line="197" />
        <source>Check puzzle</source>
        <translation>パズルを検査</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/author.py" line="125" />
        <location filename="../../studio/nonogram/author.py" line="71" />
        <source>Is there exactly one solution? How hard is it?</source>
        <translation>解がただ一つ（一意解）か、どのくらい難しいかを調べます</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/author.py" line="127" />
        <source>Place dots, or paint regions and derive their dots; then check that the puzzle has exactly one solution.</source>
        <translation>星を置くか、領域を塗って星を導き、解がただ一つかを検査します。</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/author.py" line="131" />
        <location filename="../../studio/galaxies/author.py" line="468" />
        <location filename="../../studio/nonogram/author.py" line="76" />
        <location filename="../../studio/nonogram/author.py" line="262" />
        <source>Show the other solution</source>
        <translation>もう一つの解を表示</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/author.py" line="134" />
        <location filename="../../studio/galaxies/author.py" line="458" />
        <source>Apply the suggestion</source>
        <translation>提案を適用</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/author.py" line="135" />
        <source>Put the suggested dots in (one step: Undo takes it back)</source>
        <translation>提案された点を置きます（1 手として「元に戻す」で取り消せます）</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/author.py" line="184" />
        <source>Left click on a cell centre, an edge or a corner puts or removes a dot; right click turns a dot white or black. Keyboard: the arrow keys move half a cell, Space puts or removes a dot, Delete removes it.</source>
        <translation>マスの中心・辺・角を左クリックすると星を置く／取り除きます。右クリックで星の白黒を切り替えます。キーボード：矢印キーで半マスずつ動き、スペースで星を置く／取り除き、Delete で取り除きます。</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/author.py" line="189" />
        <source>Drag to paint cells into a region (press on a region to grow it, on a blank cell to start a new one); right drag erases. Then derive the dots.</source>
        <translation>ドラッグでマスを領域に塗ります（領域の上で押すと広げ、空きマスで押すと新しい領域）。右ドラッグで消去。最後に星を導きます。</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/author.py" line="218" />
        <source>The dots changed: check again.</source>
        <translation>星が変わりました。もう一度検査してください。</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/author.py" line="253" />
        <source>Remove dot</source>
        <translation>星を取り除く</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/author.py" line="253" />
        <location filename="../../studio/galaxies/author.py" line="256" />
        <source>Place dot</source>
        <translation>星を置く</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/author.py" line="256" />
        <source>Dot colour</source>
        <translation>星の色</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/galaxies/author.py" line="300" />
        <source>Paint %n cell(s)</source>
        <translation><numerusform>%n マスを塗る</numerusform></translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/author.py" line="300" />
        <source>Erase cells</source>
        <translation>マスを消す</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/author.py" line="340" />
        <source>Paint some regions first (Regions tool).</source>
        <translation>先に領域を塗ってください（領域ツール）。</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/author.py" line="346" />
        <source>Cannot derive the dots: %1</source>
        <translation>星を導けません：%1</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/author.py" line="349" />
        <source>Derive dots</source>
        <translation>星を導く</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/galaxies/author.py" line="351" />
        <source>%n dot(s) derived from the regions; check the puzzle to see whether it is unique.</source>
        <translation><numerusform>領域から星を %n 個置きました。一意解かどうかは「パズルを検査」で確かめてください。</numerusform></translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/author.py" line="373" />
        <source>Cancel generating</source>
        <translation>生成を中止</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/author.py" line="374" />
        <source>Generating a puzzle from the picture…</source>
        <translation>絵から問題を生成しています…</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/author.py" line="393" />
        <source>No puzzle was generated.</source>
        <translation>問題は生成されませんでした。</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/author.py" line="397" />
        <source>Puzzle from a picture</source>
        <translation>絵から問題を作る</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/author.py" line="409" />
        <source>Place some dots first.</source>
        <translation>先に星を置いてください。</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/author.py" line="416" />
        <location filename="../../studio/nonogram/author.py" line="186" />
        <source>Cancel check</source>
        <translation>検査を中止</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/author.py" line="417" />
        <location filename="../../studio/nonogram/author.py" line="187" />
        <source>Checking…</source>
        <translation>検査中…</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/author.py" line="65" />
        <source>Title</source>
        <translation>タイトル</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/author.py" line="68" />
        <source>W </source>
        <translation>幅 </translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/author.py" line="68" />
        <source>H </source>
        <translation>高さ </translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/author.py" line="74" />
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/author.py" line="78" />
        <source>fill: every cell</source>
        <translation>fill：すべてのマス</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/author.py" line="79" />
        <source>fill — every cell is used (Flow Free, Arukone)</source>
        <translation>fill ― すべてのマスを使う（Flow Free、アルコネ）</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/author.py" line="80" />
        <source>nikoli — cells may stay empty</source>
        <translation>nikoli ― 空きマスがあってもよい</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/author.py" line="80" />
        <source>nikoli: gaps allowed</source>
        <translation>nikoli：空きマス可</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/author.py" line="84" />
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/author.py" line="88" />
        <source>Numbers</source>
        <translation>数字</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/author.py" line="88" />
        <source>Click a cell to place the next number; type to change it; drag to move; right-click or Delete removes</source>
        <translation>マスをクリックすると次の数字を置きます。数字キーで変更、ドラッグで移動、右クリックか Delete で削除</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/author.py" line="90" />
        <source>Paths</source>
        <translation>線</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/author.py" line="90" />
        <source>Draw the solution's lines (drag, or Space and the arrow keys; right-drag or Delete erases); then derive the numbers from them</source>
        <translation>解答の線を描き（ドラッグ、またはスペースと矢印キー。右ドラッグか Delete で消去）、そこから数字を導きます</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/author.py" line="99" />
        <location filename="../../studio/numberlink/author.py" line="325" />
        <source>Numbers from paths</source>
        <translation>線から数字を導く</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/author.py" line="100" />
        <source>Replace the numbers by the two ends of every drawn path</source>
        <translation>数字を、描いた各線の両端に置き換えます</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/author.py" line="109" />
        <source>Numbers: click places the next number, digits retype it, drag moves it, right-click or Delete removes it. Paths: drag (or Space, arrow keys, Space) draws, right-drag or Delete erases.</source>
        <translation>数字：クリックで次の数字を置き、数字キーで変更、ドラッグで移動、右クリックか Delete で削除。線：ドラッグ（またはスペース、矢印キー、スペース）で描き、右ドラッグか Delete で消します。</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/author.py" line="160" />
        <source>Without a partner (or more than two): %1</source>
        <translation>相手がない（または三つ以上ある）数字：%1</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/author.py" line="162" />
        <source>The drawn paths are the puzzle's solution.</source>
        <translation>描いた線がこの問題の解答です。</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/author.py" line="163" />
        <source>The drawn paths do not join the pairs yet.</source>
        <translation>描いた線はまだ数字の組をつないでいません。</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/author.py" line="172" />
        <source>Rename</source>
        <translation>名前を変更</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/author.py" line="178" />
        <source>Rules: %1</source>
        <translation>ルール：%1</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/author.py" line="191" />
        <source>Resize to %1x%2</source>
        <translation>%1×%2 にサイズ変更</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/author.py" line="234" />
        <location filename="../../studio/numberlink/author.py" line="283" />
        <source>Delete %1</source>
        <translation>%1 を削除</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/author.py" line="240" />
        <source>Place %1</source>
        <translation>%1 を置く</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/author.py" line="265" />
        <source>Draw path</source>
        <translation>線を描く</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/author.py" line="270" />
        <source>Move number</source>
        <translation>数字を移動</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/author.py" line="297" />
        <source>Type %1</source>
        <translation>%1 を入力</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/author.py" line="317" />
        <source>A drawn line branches: every path must run from one end to the other.</source>
        <translation>線が枝分かれしています：線は端から端まで一本道でなければなりません。</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/author.py" line="318" />
        <source>A drawn line closes a loop: every path needs two ends.</source>
        <translation>線が輪になっています：線には両端が必要です。</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/author.py" line="319" />
        <source>Draw some paths first (Paths tool).</source>
        <translation>先に線を描いてください（線ツール）。</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/author.py" line="56" />
        <source>Import picture…</source>
        <translation>画像から作る…</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/author.py" line="59" />
        <location filename="../../studio/nonogram/author.py" line="125" />
        <source>Type clues…</source>
        <translation>ヒントを入力…</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/author.py" line="60" />
        <source>Enter row and column clues by hand, e.g. from a book</source>
        <translation>本などから行と列のヒントを手で入力します</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/author.py" line="63" />
        <location filename="../../studio/nonogram/author.py" line="255" />
        <source>Use the solution as the picture</source>
        <translation>解を絵として使う</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/author.py" line="64" />
        <source>Check the clues; when they have exactly one solution, it becomes the picture you can edit</source>
        <translation>ヒントを検査し、解がただ一つなら、それを編集できる絵にします</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/author.py" line="131" />
        <source>Left button fills, right button clears; drag to paint a line. Arrow keys move, Space toggles.</source>
        <translation>左クリックで塗り、右クリックで消します。ドラッグで一列に塗れます。矢印キーで移動、スペースで切り替え。</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/author.py" line="108" />
        <source>Draw a picture: the clues follow it. Then check that the clues have exactly one solution.</source>
        <translation>絵を描くとヒント（数字）が自動で付きます。描けたら、そのヒントで解が一つに決まるか検査しましょう。</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/author.py" line="107" />
        <source>Check that the clues have exactly one solution.</source>
        <translation>ヒントの解がただ一つであることを検査してください。</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/author.py" line="125" />
        <source>Edit clues…</source>
        <translation>ヒントを編集…</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/author.py" line="126" />
        <source>The clues were typed or come from a file; the picture is unknown. Edit the clues, or use the solution as the picture.</source>
        <translation>ヒントは入力されたかファイルから読み込まれたもので、絵は分かりません。ヒントを編集するか、解を絵として使ってください。</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/author.py" line="129" />
        <source>Painting needs a picture: edit the clues, or use the solution as the picture.</source>
        <translation>塗るには絵が必要です。ヒントを編集するか、解を絵として使ってください。</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/author.py" line="144" />
        <source>The puzzle changed: check it again.</source>
        <translation>パズルが変わりました。もう一度検査してください。</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/author.py" line="203" />
        <source>The check failed.</source>
        <translation>検査に失敗しました。</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/author.py" line="208" />
        <source>&lt;b&gt;Unique&lt;/b&gt;: exactly one solution.</source>
        <translation>&lt;b&gt;一意解&lt;/b&gt;：解はただ一つです。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/nonogram/author.py" line="214" />
        <source>&lt;b&gt;Not unique&lt;/b&gt;: two solutions differ in %n cell(s) (highlighted).</source>
        <translation><numerusform>&lt;b&gt;解が複数&lt;/b&gt;：二つの解は %n マスで異なります（強調表示）。</numerusform></translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/author.py" line="216" />
        <source>Solvable; uniqueness unknown within the time limit.</source>
        <translation>解けますが、制限時間内に一意かどうか分かりませんでした。</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/author.py" line="218" />
        <source>&lt;b&gt;No solution&lt;/b&gt;: the clues contradict each other.</source>
        <translation>&lt;b&gt;解なし&lt;/b&gt;：ヒント同士が矛盾しています。</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/author.py" line="222" />
        <source>Difficulty: %1</source>
        <translation>難易度: %1</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/author.py" line="226" />
        <source>Its solution is now the picture.</source>
        <translation>解が絵になりました。</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/author.py" line="228" />
        <source>Only a puzzle with exactly one solution has a picture to adopt: edit the clues instead.</source>
        <translation>解がただ一つのパズルだけが絵を持てます。代わりにヒントを編集してください。</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/author.py" line="231" />
        <source>No picture was adopted: the check did not find out whether the solution is the only one.</source>
        <translation>絵は採用していません。検査では解が一つだけかどうか分かりませんでした。</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/author.py" line="274" />
        <source>Import picture</source>
        <translation>画像から作る</translation>
    </message>
</context>
<context>
    <name>CheckBox</name>
    <message>
        <location filename="../../studio/numberlink/checking.py" line="118" />
        <location filename="../../studio/numberlink/checking.py" line="220" />
        <source>Check puzzle</source>
        <translation>パズルを検査</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/checking.py" line="119" />
        <source>Exactly one solution? A short-circuit solution under nikoli?</source>
        <translation>解はただ一つか、ニコリのルールで短絡解がないかを調べます</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/checking.py" line="154" />
        <source>Place pairs of numbers, or draw paths and derive them; then check that there is exactly one solution.</source>
        <translation>数字の組を置くか、線を描いて数字を導き、解がただ一つかを検査します。</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/checking.py" line="124" />
        <location filename="../../studio/numberlink/checking.py" line="298" />
        <source>Next solution</source>
        <translation>次の解</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/checking.py" line="126" />
        <source>Short circuit</source>
        <translation>短絡解</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/checking.py" line="128" />
        <source>Show the solution that leaves cells empty</source>
        <translation>空きマスが残る解を表示</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/checking.py" line="134" />
        <source>Design</source>
        <translation>設計図</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/checking.py" line="135" />
        <source>Back to the numbers and the drawn paths</source>
        <translation>数字と描いた線の表示に戻る</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/checking.py" line="164" />
        <source>The puzzle changed: check it again.</source>
        <translation>パズルが変わりました。もう一度検査してください。</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/checking.py" line="181" />
        <source>Place at least one pair of numbers first.</source>
        <translation>先に数字を少なくとも一組置いてください。</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/checking.py" line="189" />
        <source>Cancel check</source>
        <translation>検査を中止</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/checking.py" line="197" />
        <source>looking for two solutions</source>
        <translation>解を二つ探しています</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/checking.py" line="198" />
        <source>proving that no solution leaves a cell empty (the long part when there are few pairs)</source>
        <translation>空きマスを残す解がないことを証明しています（ペアが少ないと時間がかかる部分です）</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/checking.py" line="200" />
        <source>searching solutions whose paths touch themselves (the long part when there are few pairs)</source>
        <translation>線が自分自身に接する解を探しています（ペアが少ないと時間がかかる部分です）</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/checking.py" line="202" />
        <source>finding the solution that uses the fewest cells</source>
        <translation>使うマスが最も少ない解を探しています</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/checking.py" line="203" />
        <source>writing the quality report</source>
        <translation>品質レポートを作成しています</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/checking.py" line="213" />
        <source>Checking… %1 s</source>
        <translation>検査中… %1 秒</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/checking.py" line="227" />
        <source>Left out, not in pairs: %1</source>
        <translation>組になっていないため除外：%1</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/checking.py" line="238" />
        <source>The check failed.</source>
        <translation>検査に失敗しました。</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/checking.py" line="240" />
        <source>&lt;b&gt;No solution&lt;/b&gt; under %1.</source>
        <translation>%1 ルールでは&lt;b&gt;解なし&lt;/b&gt;です。</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/checking.py" line="241" />
        <source>In every solution a path touches itself, so under nikoli a shorter one leaves cells empty (a short circuit): not a good puzzle.</source>
        <translation>どの解でも線が自分自身に接しているため、ニコリのルールではより短い解が空きマスを残します（短絡解）。良い問題ではありません。</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/checking.py" line="248" />
        <source>&lt;b&gt;Unique&lt;/b&gt;: exactly one solution under %1.</source>
        <translation>&lt;b&gt;一意解&lt;/b&gt;：%1 ルールで解はただ一つです。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/numberlink/checking.py" line="251" />
        <source>&lt;b&gt;Not unique&lt;/b&gt;: two solutions differ in %n cell(s) (highlighted).</source>
        <translation><numerusform>&lt;b&gt;解が複数&lt;/b&gt;：二つの解は %n マスで異なります（強調表示）。</numerusform></translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/checking.py" line="254" />
        <source>Solvable; uniqueness unknown within the time limit.</source>
        <translation>解けますが、制限時間内に一意かどうか分かりませんでした。</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/checking.py" line="259" />
        <source>&lt;b&gt;Short circuit&lt;/b&gt;: under nikoli a solution uses only %1 of %2 cells, leaving some empty — a good puzzle must not allow it.</source>
        <translation>&lt;b&gt;短絡解&lt;/b&gt;：ニコリのルールでは %2 マス中 %1 マスだけを使う解があり、空きマスが残ります。良い問題ではあってはならない解です。</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/checking.py" line="263" />
        <source>No short circuit: every solution uses all %1 cells.</source>
        <translation>短絡解なし：どの解も %1 マスすべてを使います。</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/checking.py" line="265" />
        <source>Short circuit: not decided within the time limit.</source>
        <translation>短絡解：制限時間内に判定できませんでした。</translation>
    </message>
</context>
<context>
    <name>Checking</name>
    <message>
        <location filename="../../studio/checking.py" line="57" />
        <source>Cancelled before an answer.</source>
        <translation>答えが出る前にキャンセルしました。</translation>
    </message>
    <message>
        <location filename="../../studio/checking.py" line="59" />
        <source>No answer within the check's %1 s: this puzzle needs a longer search. The Solve tab's methods search without a time limit.</source>
        <translation>検査の制限時間 %1 秒以内に答えが出ませんでした。このパズルにはもっと長い探索が必要です。「解く」タブの解法は時間制限なしで探索します。</translation>
    </message>
    <message>
        <location filename="../../studio/checking.py" line="62" />
        <source>Stopped before an answer.</source>
        <translation>答えが出る前に中止しました。</translation>
    </message>
</context>
<context>
    <name>ClueEntryDialog</name>
    <message>
        <location filename="../../studio/nonogram/clue_entry.py" line="65" />
        <source>Enter clues</source>
        <translation>ヒントを入力</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/clue_entry.py" line="84" />
        <source>Rows, top to bottom</source>
        <translation>行（上から順に）</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/clue_entry.py" line="85" />
        <source>Columns, left to right</source>
        <translation>列（左から順に）</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/clue_entry.py" line="88" />
        <source>One line per row or column; numbers separated by spaces; 0 or an empty line for a line without blocks.</source>
        <translation>1行に1列ずつ、数字はスペースで区切って入力します。黒マスのない列は 0 か空行にします。</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/clue_entry.py" line="111" />
        <source>%1 columns x %2 rows</source>
        <translation>%1列 × %2行</translation>
    </message>
</context>
<context>
    <name>CollectionDialog</name>
    <message>
        <location filename="../../studio/collection.py" line="68" />
        <source>Collection: %1</source>
        <translation>コレクション: %1</translation>
    </message>
    <message>
        <location filename="../../studio/collection.py" line="73" />
        <source>%1 — %2×%3</source>
        <translation>%1 — %2×%3</translation>
    </message>
    <message>
        <location filename="../../studio/collection.py" line="78" />
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <location filename="../../studio/collection.py" line="82" />
        <source>Open the puzzle before</source>
        <translation>前のパズルを開く</translation>
    </message>
    <message>
        <location filename="../../studio/collection.py" line="85" />
        <source>Open the next puzzle</source>
        <translation>次のパズルを開く</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/collection.py" line="94" />
        <source>%n puzzle(s) in this file. Open one to play or edit it.</source>
        <translation><numerusform>このファイルには %n 問あります。開いて遊ぶか編集してください。</numerusform></translation>
    </message>
</context>
<context>
    <name>EasySteps</name>
    <message>
        <location filename="../../solvers/nonogram/easy_steps.py" line="106" />
        <source>Row %1</source>
        <translation>%1行目</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/easy_steps.py" line="106" />
        <source>Column %1</source>
        <translation>%1列目</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/easy_steps.py" line="113" />
        <source>%1 already has all its blocks (%2): the other cells are empty.</source>
        <translation>%1はすでにすべてのブロック（%2）がそろっています。残りのマスは空白です。</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/easy_steps.py" line="115" />
        <source>%1 has clue 0: every cell is empty.</source>
        <translation>%1のヒントは 0 です。すべてのマスが空白です。</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/easy_steps.py" line="117" />
        <source>%1 has %3 cells and clue %2: the blocks with one gap between each fill it exactly.</source>
        <translation>%1は %3 マスでヒントは %2 です。ブロックと間の1マスでちょうど埋まります。</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/easy_steps.py" line="120" />
        <source>%1 (clue %2): between the crosses at its ends, the blocks with one gap between each fit exactly.</source>
        <translation>%1（ヒント %2）：両端の×の間に、ブロックと間の1マスがちょうど収まります。</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/easy_steps.py" line="123" />
        <source>%1 has %3 cells and clue %2: wherever the block goes, the middle %4 cells are filled.</source>
        <translation>%1は %3 マスでヒントは %2 です。ブロックがどこにあっても、真ん中の %4 マスは塗られます。</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/easy_steps.py" line="126" />
        <source>%1 has %3 cells and clue %2: push the blocks to the left and to the right; where a block overlaps itself, cells %4 are filled.</source>
        <translation>%1は %3 マスでヒントは %2 です。ブロックを左端と右端に寄せると、同じブロックが重なるマス %4 は塗られます。</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/easy_steps.py" line="129" />
        <source>%1 (clue %2): push the blocks as far as they go each way with the cells you have; where a block overlaps itself the cells are filled, where no block reaches they are empty.</source>
        <translation>%1（ヒント %2）：今あるマスのままブロックを両側に寄せると、同じブロックが重なるマスは塗られ、どのブロックも届かないマスは空白です。</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/easy_steps.py" line="133" />
        <source>%1 (clue %2): every way the blocks fit with the cells you have agrees here.</source>
        <translation>%1（ヒント %2）：今あるマスに合うブロックの置き方はすべて、ここで一致します。</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/easy_steps.py" line="139" />
        <source>Fill %1.</source>
        <translation>%1 を塗ります。</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/easy_steps.py" line="141" />
        <source>Cross out %1.</source>
        <translation>%1 に×を付けます。</translation>
    </message>
</context>
<context>
    <name>EditForm</name>
    <message>
        <location filename="../../studio/edit_form.py" line="33" />
        <source>Title</source>
        <translation>タイトル</translation>
    </message>
    <message>
        <location filename="../../studio/edit_form.py" line="33" />
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <location filename="../../studio/edit_form.py" line="34" />
        <source>Resize</source>
        <translation>サイズ変更</translation>
    </message>
    <message>
        <location filename="../../studio/edit_form.py" line="34" />
        <source>W </source>
        <translation>幅 </translation>
    </message>
    <message>
        <location filename="../../studio/edit_form.py" line="35" />
        <source>H </source>
        <translation>高さ </translation>
    </message>
</context>
<context>
    <name>GalaxiesDocument</name>
    <message>
        <location filename="../../studio/galaxies/document.py" line="173" />
        <source>Clear the board</source>
        <translation>盤面をクリア</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/document.py" line="176" />
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/document.py" line="188" />
        <source>Resize to %1x%2</source>
        <translation>%1×%2 にサイズ変更</translation>
    </message>
</context>
<context>
    <name>GalaxiesSteps</name>
    <message>
        <location filename="../../solvers/galaxies/hint.py" line="115" />
        <source>Walls you drew that the solution does not have (highlighted): %1.</source>
        <translation>解にない壁を引いています（強調表示）：%1。</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/hint.py" line="122" />
        <source>Cells you marked that belong to another dot (highlighted): %1.</source>
        <translation>別の点に属するマスに印を付けています（強調表示）：%1。</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/hint.py" line="154" />
        <source>Deduction alone stops here (this puzzle needs search). From the solution: the region of %1.</source>
        <translation>理詰めだけではここで止まります（探索が必要な問題です）。解答から：%1 の領域。</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/hint.py" line="165" />
        <source>%1 Then: %2</source>
        <translation>%1 すると：%2</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/words.py" line="23" />
        <source>row %1</source>
        <translation>%1行目</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/words.py" line="23" />
        <source>rows %1</source>
        <translation>%1行目</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/words.py" line="24" />
        <source>column %1</source>
        <translation>%1列目</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/words.py" line="24" />
        <source>columns %1</source>
        <translation>%1列目</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/words.py" line="25" />
        <source>the dot at %1, %2</source>
        <translation>%1・%2 の点</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/words.py" line="32" />
        <source>row %1, column %2</source>
        <translation>%1行%2列</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/words.py" line="39" />
        <source>row %1, between columns %2 and %3</source>
        <translation>%1 行目の %2 列と %3 列の間</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/words.py" line="41" />
        <source>column %1, between rows %2 and %3</source>
        <translation>%1 列目の %2 行と %3 行の間</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/words.py" line="50" />
        <source>and %1 more</source>
        <translation>ほか %1 か所</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/words.py" line="66" />
        <source>Neighbouring cells that cannot belong to the same dot are separated by walls: %1.</source>
        <translation>同じ点に属せない隣り合うマスは壁で区切られます：%1。</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/words.py" line="71" />
        <source>The cells a dot touches belong to it: %1.</source>
        <translation>星が接するマスはその星に属します：%1。</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/words.py" line="72" />
        <source>%1 cannot own these cells: their mirror images about it are off the grid or cannot be its.</source>
        <translation>%1 はこれらのマスを持てません：点対称の位置が盤の外か、%1 のものになれないマスです。</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/words.py" line="74" />
        <source>These cells are mirror images of cells of %1 about it, so they belong to it too.</source>
        <translation>これらのマスは %1 のマスと点対称の位置にあるので、%1 に属します。</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/words.py" line="76" />
        <source>These cells cannot reach %1 through cells that could be its: they lose it.</source>
        <translation>これらのマスは %1 に属しうるマスを通って %1 へ届かないので、候補から外れます。</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/words.py" line="78" />
        <source>Only %1 is left for these cells: they belong to it.</source>
        <translation>これらのマスに残る候補は %1 だけです：%1 に属します。</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/words.py" line="79" />
        <source>Cells of %1 are cut off from it, and this cell is their only way out: it belongs to %1 too.</source>
        <translation>%1 のマスがそこから切り離されていて、このマスが唯一の出口です。このマスも %1 に属します。</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/words.py" line="81" />
        <source>Every way from %1 to cells already its passes through these cells, so they belong to it too.</source>
        <translation>%1 からすでに %1 に属するマスへの道はどれもこれらのマスを通るので、これらのマスも %1 に属します。</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/words.py" line="86" />
        <source>(%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/words.py" line="92" />
        <source>a cell in no region</source>
        <translation>どの領域にも入っていないマス</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/words.py" line="93" />
        <source>an area without a dot</source>
        <translation>星のない領域</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/words.py" line="94" />
        <source>a region with several dots</source>
        <translation>点を複数含む領域</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/words.py" line="95" />
        <source>a region that is not symmetric about its dot</source>
        <translation>星について点対称でない領域</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/words.py" line="96" />
        <source>a wall through a dot</source>
        <translation>星を通る壁</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/words.py" line="97" />
        <source>a region that is not connected</source>
        <translation>つながっていない領域</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/words.py" line="105" />
        <source>cells of %1 are cut off from it (%2)</source>
        <translation>%1 のマス（%2）が %1 から切り離される</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/words.py" line="108" />
        <source>two dots would share %1</source>
        <translation>%1 を二つの点が共有する</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/words.py" line="109" />
        <source>no dot is left for %1</source>
        <translation>%1 が属せる点がなくなる</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/words.py" line="117" />
        <source>Supposing %1 belongs to %2 leads to a contradiction: %3. So %1 does not belong to %2.</source>
        <translation>%1 が %2 に属すると仮定すると矛盾します：%3。よって %1 は %2 に属しません。</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/words.py" line="121" />
        <source>Suppose %1 belongs to %2</source>
        <translation>%1 が %2 に属すると仮定すると</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/words.py" line="125" />
        <source>: then %1 — a contradiction.</source>
        <translation>、%1 となり矛盾します。</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/words.py" line="129" />
        <source>%1 more deductions follow, shown at once.</source>
        <translation>さらに %1 手の推論が続きます（まとめて表示）。</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/words.py" line="131" />
        <location filename="../../solvers/galaxies/words.py" line="134" />
        <source>%1: %2</source>
        <comment>a supposition, then what follows</comment>
        <translation>%1、%2</translation>
    </message>
</context>
<context>
    <name>GalaxiesTeacher</name>
    <message>
        <location filename="../../studio/galaxies/teacher.py" line="147" />
        <source>Show each trial</source>
        <translation>各試行の仮定と経過を表示</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/teacher.py" line="148" />
        <source>Before each trial's conclusion, play back the cell and dot it supposes, the deductions that follow and the contradiction</source>
        <translation>各試行の結論の前に、仮定したマスと点、そこから続く推論、そして矛盾を再生します</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/teacher.py" line="153" />
        <source>Trials</source>
        <translation>試行</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/teacher.py" line="156" />
        <source>Solve with propagate to play the deductions back: each cell shows how many dots it may still belong to; where they are stuck, a trial supposes a cell's dot until a contradiction rules it out. Solve with ilp to see the spanning tree.</source>
        <translation>propagate で解くと理詰めを再生できます：各マスに、まだ属しうる星の数が出ます。理詰めが止まると、マスの属する点を仮定し、矛盾が出ればその点を除きます（試行）。ilp で解くと全域木が見られます。</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/teacher.py" line="209" />
        <source>step</source>
        <translation>手</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/teacher.py" line="209" />
        <source>cells and walls changed</source>
        <translation>変わったマスと壁</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/galaxies/teacher.py" line="216" />
        <source>Solved by deductions and trials: %n supposition(s) disproved</source>
        <translation><numerusform>推論と試行で解けました：%n 個の仮定が矛盾により否定されました</numerusform></translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/teacher.py" line="219" />
        <source>Solved: deduction fixed %1 of %2 cells, search did the rest</source>
        <translation>解けました：理詰めで %2 マス中 %1 マスが確定し、残りは探索しました</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/teacher.py" line="225" />
        <source>%1 dots; %2 (cell, dot) pairs whose mirror image stays on the grid.</source>
        <translation>星 %1 個。点対称の位置が盤内に収まる（マス, 星）の組は %2 通り。</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/teacher.py" line="231" />
        <source>Arrows: the spanning tree, each cell's parent towards its dot (%1 cells).</source>
        <translation>矢印：全域木。各マスから星へ向かう親マス（%1 マス）。</translation>
    </message>
</context>
<context>
    <name>GameIdDialog</name>
    <message>
        <location filename="../../studio/game_id_dialog.py" line="18" />
        <source>Open Game ID or URL</source>
        <translation>ゲーム ID または URL を開く</translation>
    </message>
    <message>
        <location filename="../../studio/game_id_dialog.py" line="21" />
        <source>e.g. 7x7:… (Simon Tatham's game ID) or https://puzz.link/p?…</source>
        <translation>例：7x7:…（Simon Tatham のゲーム ID）または https://puzz.link/p?…</translation>
    </message>
    <message>
        <location filename="../../studio/game_id_dialog.py" line="31" />
        <source>A game ID, a puzz.link URL or a puzzle on one line:</source>
        <translation>ゲーム ID、puzz.link の URL、または 1 行で書いたパズル：</translation>
    </message>
</context>
<context>
    <name>GenerateBox</name>
    <message>
        <location filename="../../studio/galaxies/generating.py" line="91" />
        <location filename="../../studio/galaxies/generating.py" line="114" />
        <location filename="../../studio/galaxies/generating.py" line="146" />
        <location filename="../../studio/galaxies/generating.py" line="169" />
        <location filename="../../studio/nonogram/generating.py" line="92" />
        <location filename="../../studio/nonogram/generating.py" line="114" />
        <location filename="../../studio/nonogram/generating.py" line="167" />
        <location filename="../../studio/numberlink/generating.py" line="49" />
        <location filename="../../studio/numberlink/generating.py" line="77" />
        <location filename="../../studio/numberlink/generating.py" line="147" />
        <source>Generate</source>
        <translation>生成</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/generating.py" line="100" />
        <source>Easy: one cell or dot at a time</source>
        <translation>やさしい: 一度に一つのマスか点</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/generating.py" line="100" />
        <source>Default (medium)</source>
        <translation>既定 (ふつう)</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/generating.py" line="101" />
        <source>Medium: cells cut off from a dot</source>
        <translation>ふつう: 点から切り離されたマス</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/generating.py" line="102" />
        <source>Hard: as Tatham's Normal at its hardest</source>
        <translation>むずかしい: Tatham の Normal の最難</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/generating.py" line="103" />
        <source>Expert: the only way back to a dot</source>
        <translation>エキスパート: 点へ戻る唯一の道</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/generating.py" line="104" />
        <source>Search: deduction alone does not finish it</source>
        <translation>探索: 推論だけでは解き終わらない</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/generating.py" line="105" />
        <location filename="../../studio/nonogram/generating.py" line="101" />
        <location filename="../../studio/numberlink/generating.py" line="69" />
        <source>Difficulty</source>
        <translation>難易度</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/generating.py" line="108" />
        <location filename="../../studio/nonogram/generating.py" line="111" />
        <location filename="../../studio/numberlink/generating.py" line="72" />
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/generating.py" line="115" />
        <source>A new puzzle with exactly one solution and big regions</source>
        <translation>解がただ一つで領域の大きい新しいパズル</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/generating.py" line="153" />
        <location filename="../../studio/nonogram/generating.py" line="161" />
        <location filename="../../studio/numberlink/generating.py" line="104" />
        <source>Generating…</source>
        <translation>生成中…</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/generating.py" line="173" />
        <location filename="../../studio/nonogram/generating.py" line="171" />
        <location filename="../../studio/numberlink/generating.py" line="105" />
        <source>Cancelled: no puzzle was generated.</source>
        <translation>キャンセルしました：パズルは生成されていません。</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/generating.py" line="174" />
        <location filename="../../studio/nonogram/generating.py" line="172" />
        <source>No puzzle was generated.</source>
        <translation>問題は生成されませんでした。</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/generating.py" line="185" />
        <location filename="../../studio/nonogram/generating.py" line="176" />
        <source>Generated puzzle</source>
        <translation>生成したパズル</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/generating.py" line="98" />
        <location filename="../../studio/numberlink/generating.py" line="64" />
        <source>Count</source>
        <translation>個数</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/generating.py" line="98" />
        <location filename="../../studio/nonogram/generating.py" line="106" />
        <source>Any</source>
        <translation>指定なし</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/generating.py" line="109" />
        <source>Picture</source>
        <translation>絵</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/generating.py" line="115" />
        <source>A new picture whose clues have exactly one solution</source>
        <translation>ヒントの解がただ一つになる新しい絵</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/generating.py" line="68" />
        <source>Graded by the hardest technique a person needs</source>
        <translation>人が必要とする最も難しいテクニックで評価</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/generating.py" line="107" />
        <location filename="../../studio/numberlink/generating.py" line="71" />
        <source>Several puzzles take the seeds that follow.</source>
        <translation>複数の問題には続くシードを使います。</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/generating.py" line="78" />
        <source>Unique puzzles without a short circuit, with the document's rules</source>
        <translation>このパズルのルールで、短絡解のない一意解の問題を作ります</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/generating.py" line="143" />
        <location filename="../../studio/numberlink/generating.py" line="113" />
        <source>Cancelling…</source>
        <translation>中止しています…</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/generating.py" line="151" />
        <location filename="../../studio/nonogram/generating.py" line="158" />
        <location filename="../../studio/numberlink/generating.py" line="122" />
        <source>Cancel</source>
        <translation>中止</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/numberlink/generating.py" line="150" />
        <source>Generated %n puzzle(s).</source>
        <translation><numerusform>%n 問生成しました。</numerusform></translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/generating.py" line="164" />
        <source>Generated puzzle %1</source>
        <translation>生成した問題 %1</translation>
    </message>
</context>
<context>
    <name>Genres</name>
    <message>
        <location filename="../../solvers/nonogram/genre.py" line="9" />
        <source>Nonogram</source>
        <translation>ノノグラム（お絵かきロジック）</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/genre.py" line="9" />
        <source>Tentai Show (Galaxies)</source>
        <translation>天体ショー（Galaxies）</translation>
    </message>
    <message>
        <location filename="../../solvers/numberlink/genre.py" line="9" />
        <source>Numberlink</source>
        <translation>ナンバーリンク</translation>
    </message>
</context>
<context>
    <name>Grades</name>
    <message>
        <location filename="../../studio/nonogram/generating.py" line="57" />
        <source>Smooth shapes</source>
        <translation>なめらかな形</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/generating.py" line="47" />
        <source>Easy: simple line rules</source>
        <translation>やさしい: 簡単な列の規則</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/generating.py" line="48" />
        <source>Medium: line-solvable</source>
        <translation>ふつう: 列ごとの推論で解ける</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/generating.py" line="49" />
        <source>Hard: needs probing</source>
        <translation>むずかしい: 仮置きが必要</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/generating.py" line="50" />
        <source>Expert: needs probing, depth 2</source>
        <translation>エキスパート: 深さ2の仮置きが必要</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/generating.py" line="51" />
        <source>Needs search (not made)</source>
        <translation>探索が必要(生成しない)</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/generating.py" line="54" />
        <source>Objects</source>
        <translation>物の絵</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/generating.py" line="55" />
        <source>Symmetric motif</source>
        <translation>対称な模様</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/generating.py" line="56" />
        <source>Random texture</source>
        <translation>ランダムな模様</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/generating.py" line="58" />
        <source>A sample picture, changed</source>
        <translation>サンプルの絵を変えたもの</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/generating.py" line="76" />
        <source>cells changed by the repair: %1</source>
        <translation>修正で変えたセル：%1</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/generating.py" line="81" />
        <source>The level asked for was not reached in time; the hardest found: %1</source>
        <translation>指定の難しさには時間内に届きませんでした。見つかった中で最も難しいもの：%1</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/words.py" line="116" />
        <source>easy: simple line rules</source>
        <translation>やさしい: 簡単な列の規則</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/words.py" line="117" />
        <source>medium: line-solvable</source>
        <translation>ふつう: 列ごとの推論で解ける</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/words.py" line="118" />
        <source>hard: needs probing</source>
        <translation>むずかしい: 仮置きが必要</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/words.py" line="119" />
        <source>expert: needs probing (depth 2)</source>
        <translation>エキスパート: 仮置きが必要(深さ2)</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/words.py" line="120" />
        <source>needs search</source>
        <translation>探索が必要</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/words.py" line="123" />
        <source>score %1</source>
        <translation>スコア %1</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../../studio/level_box.py" line="24" />
        <source>Easy</source>
        <translation>やさしい</translation>
    </message>
    <message>
        <location filename="../../studio/level_box.py" line="25" />
        <source>Medium</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <location filename="../../studio/level_box.py" line="26" />
        <source>Hard</source>
        <translation>むずかしい</translation>
    </message>
    <message>
        <location filename="../../studio/level_box.py" line="27" />
        <source>Expert</source>
        <translation>エキスパート</translation>
    </message>
    <message>
        <location filename="../../studio/level_box.py" line="28" />
        <source>Search</source>
        <translation>探索</translation>
    </message>
    <message>
        <location filename="../../studio/level_box.py" line="31" />
        <source>One look at a clue or a cell at a time</source>
        <translation>一度に一つのヒントかマスを見る</translation>
    </message>
    <message>
        <location filename="../../studio/level_box.py" line="32" />
        <source>A clue, line or region weighed as a whole</source>
        <translation>ヒント・列・領域を全体として考える</translation>
    </message>
    <message>
        <location filename="../../studio/level_box.py" line="33" />
        <source>Two facts combined, or a region's shape thought through</source>
        <translation>二つの事実を組み合わせる、または領域の形を考え抜く</translation>
    </message>
    <message>
        <location filename="../../studio/level_box.py" line="34" />
        <source>A short what-if that fails at once, or uniqueness assumed</source>
        <translation>すぐに矛盾する短い仮定、または唯一解の仮定</translation>
    </message>
    <message>
        <location filename="../../studio/level_box.py" line="35" />
        <source>Deduction alone does not finish it: trial and error or a solver</source>
        <translation>推論だけでは解き終わらない: 試行錯誤かソルバー</translation>
    </message>
    <message>
        <location filename="../../studio/level_box.py" line="58" />
        <source>Any</source>
        <translation>指定なし</translation>
    </message>
    <message>
        <location filename="../../studio/level_box.py" line="59" />
        <source>The generator's own choice</source>
        <translation>生成器まかせ</translation>
    </message>
    <message>
        <location filename="../../studio/level_box.py" line="75" />
        <source>Not made at %1x%2: try another size.</source>
        <translation>%1x%2 では生成しません: 別のサイズを試してください。</translation>
    </message>
</context>
<context>
    <name>LibraryWindow</name>
    <message>
        <location filename="../../studio/library_window.py" line="75" />
        <source>Library: %1</source>
        <translation>ライブラリ: %1</translation>
    </message>
    <message>
        <location filename="../../studio/library_window.py" line="79" />
        <source>As added</source>
        <translation>追加した順</translation>
    </message>
    <message>
        <location filename="../../studio/library_window.py" line="80" />
        <source>Easiest first</source>
        <translation>易しい順</translation>
    </message>
    <message>
        <location filename="../../studio/library_window.py" line="82" />
        <source>Genre</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../studio/library_window.py" line="82" />
        <source>Grade</source>
        <translation>難易度</translation>
    </message>
    <message>
        <location filename="../../studio/library_window.py" line="83" />
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <location filename="../../studio/library_window.py" line="83" />
        <source>Order</source>
        <translation>並び順</translation>
    </message>
    <message>
        <location filename="../../studio/library_window.py" line="97" />
        <source>Book title</source>
        <translation>本のタイトル</translation>
    </message>
    <message>
        <location filename="../../studio/library_window.py" line="98" />
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <location filename="../../studio/library_window.py" line="99" />
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <location filename="../../studio/library_window.py" line="101" />
        <source>Make Book…</source>
        <translation>本を作る…</translation>
    </message>
    <message>
        <location filename="../../studio/library_window.py" line="103" />
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../../studio/library_window.py" line="125" />
        <source>Any</source>
        <translation>指定なし</translation>
    </message>
    <message>
        <location filename="../../studio/library_window.py" line="163" />
        <source>The library cannot be read</source>
        <translation>ライブラリを読み込めません</translation>
    </message>
    <message>
        <location filename="../../studio/library_window.py" line="181" />
        <source>%1 puzzles</source>
        <translation>%1 問</translation>
    </message>
    <message>
        <location filename="../../studio/library_window.py" line="182" />
        <source>%1 of %2 puzzles shown</source>
        <translation>%2 問中 %1 問を表示</translation>
    </message>
    <message>
        <location filename="../../studio/library_window.py" line="185" />
        <source>(%1 rows that do not read left out)</source>
        <translation>（読み込めない %1 行を除きました）</translation>
    </message>
    <message>
        <location filename="../../studio/library_window.py" line="199" />
        <source>Cannot open</source>
        <translation>開けません</translation>
    </message>
    <message>
        <location filename="../../studio/library_window.py" line="224" />
        <source>Make book</source>
        <translation>本を作る</translation>
    </message>
    <message>
        <location filename="../../studio/library_window.py" line="229" />
        <location filename="../../studio/library_window.py" line="235" />
        <source>Cannot make the book</source>
        <translation>本を作れません</translation>
    </message>
    <message>
        <location filename="../../studio/library_window.py" line="229" />
        <source>None of these puzzles can be drawn.</source>
        <translation>これらのパズルはどれも描画できません。</translation>
    </message>
    <message>
        <location filename="../../studio/library_window.py" line="238" />
        <source>Book of %1 puzzles: %2</source>
        <translation>%1 問の本: %2</translation>
    </message>
    <message>
        <location filename="../../studio/library_window.py" line="270" />
        <source>Open library</source>
        <translation>ライブラリを開く</translation>
    </message>
    <message>
        <location filename="../../studio/library_window.py" line="271" />
        <source>Puzzle libraries (*.db *.sqlite);;All files (*)</source>
        <translation>パズルライブラリ (*.db *.sqlite);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../studio/library_window.py" line="164" />
        <location filename="../../studio/library_window.py" line="277" />
        <source>Cannot open library</source>
        <translation>ライブラリを開けません</translation>
    </message>
    <message>
        <location filename="../../studio/library_window.py" line="290" />
        <source>Add to library</source>
        <translation>ライブラリに追加</translation>
    </message>
    <message>
        <location filename="../../studio/library_window.py" line="291" />
        <source>Puzzle libraries (*.db *.sqlite)</source>
        <translation>パズルライブラリ (*.db *.sqlite)</translation>
    </message>
    <message>
        <location filename="../../studio/library_window.py" line="305" />
        <source>Cannot add to library</source>
        <translation>ライブラリに追加できません</translation>
    </message>
    <message>
        <location filename="../../studio/library_window.py" line="307" />
        <source>Added to %1</source>
        <translation>%1 に追加しました</translation>
    </message>
    <message>
        <location filename="../../studio/library_window.py" line="320" />
        <source>Export PDF</source>
        <translation>PDF に書き出す</translation>
    </message>
    <message>
        <location filename="../../studio/library_window.py" line="327" />
        <source>Cannot export PDF</source>
        <translation>PDF に書き出せません</translation>
    </message>
    <message>
        <location filename="../../studio/library_window.py" line="329" />
        <source>Exported %1</source>
        <translation>%1 を書き出しました</translation>
    </message>
</context>
<context>
    <name>Logs</name>
    <message>
        <location filename="../../studio/logs.py" line="77" />
        <source>Internal error</source>
        <translation>内部エラー</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../studio/window_menus.py" line="64" />
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="65" />
        <source>&amp;New…</source>
        <translation>新規作成(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="66" />
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="67" />
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="69" />
        <source>Open Sa&amp;mple</source>
        <translation>サンプルを開く(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="72" />
        <source>Open &amp;Library…</source>
        <translation>ライブラリを開く(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="74" />
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="75" />
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="76" />
        <source>&amp;Import…</source>
        <translation>インポート(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="77" />
        <source>&amp;Export…</source>
        <translation>エクスポート(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="78" />
        <source>Export &amp;Image…</source>
        <translation>画像として書き出す(&amp;G)…</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="79" />
        <source>Export P&amp;DF…</source>
        <translation>PDF に書き出す(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="80" />
        <source>Add to Li&amp;brary…</source>
        <translation>ライブラリに追加(&amp;B)…</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="82" />
        <source>&amp;Print…</source>
        <translation>印刷(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="83" />
        <source>Print &amp;with Solution…</source>
        <translation>解答つきで印刷(&amp;W)…</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="86" />
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="88" />
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="93" />
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="94" />
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="97" />
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="103" />
        <source>C&amp;lear</source>
        <translation>クリア(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="109" />
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="110" />
        <source>Zoom &amp;In</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="113" />
        <source>Zoom &amp;Out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="115" />
        <source>&amp;Fit</source>
        <translation>ウィンドウに合わせる(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="117" />
        <source>&amp;Grid Lines Every 5</source>
        <translation>5マスごとの太線(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="119" />
        <source>&amp;Theme</source>
        <translation>テーマ(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="124" />
        <source>&amp;Light</source>
        <translation>ライト(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="125" />
        <source>&amp;Dark</source>
        <translation>ダーク(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="120" />
        <source>Lan&amp;guage</source>
        <translation>言語(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="134" />
        <source>&amp;System Default</source>
        <translation>システムの設定に従う(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="142" />
        <source>&amp;Puzzle</source>
        <translation>パズル(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="144" />
        <source>&amp;Edit Mode</source>
        <translation>作成モード(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="145" />
        <source>&amp;Solve Mode</source>
        <translation>解答モード(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="146" />
        <source>&amp;Play Mode</source>
        <translation>プレイモード(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="149" />
        <source>S&amp;olve</source>
        <translation>解く(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="151" />
        <source>&amp;Cancel</source>
        <translation>中止(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="152" />
        <source>Chec&amp;k Puzzle</source>
        <translation>パズルを検査(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="154" />
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../studio/main_window.py" line="240" />
        <source>row %1, col %2</source>
        <translation>%1行 %2列</translation>
    </message>
    <message>
        <location filename="../../studio/window_files.py" line="92" />
        <source>Open puzzle</source>
        <translation>パズルを開く</translation>
    </message>
    <message>
        <location filename="../../studio/window_files.py" line="101" />
        <source>All puzzle files (%1)</source>
        <translation>すべてのパズルファイル (%1)</translation>
    </message>
    <message>
        <location filename="../../studio/window_files.py" line="108" />
        <source>Puzzles (%1)</source>
        <translation>パズル (%1)</translation>
    </message>
    <message>
        <location filename="../../studio/window_export.py" line="52" />
        <location filename="../../studio/window_files.py" line="93" />
        <location filename="../../studio/window_files.py" line="109" />
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../studio/window_files.py" line="135" />
        <source>Cannot open puzzle</source>
        <translation>パズルを開けません</translation>
    </message>
    <message>
        <location filename="../../studio/window_files.py" line="151" />
        <source>Opened %1</source>
        <translation>%1 を開きました</translation>
    </message>
    <message>
        <location filename="../../studio/window_files.py" line="205" />
        <source>(none)</source>
        <translation>（なし）</translation>
    </message>
    <message>
        <location filename="../../studio/window_files.py" line="275" />
        <source>%1: Save writes the studio's own .json file (with the game and its moves), not a %2 file; File &gt; Export writes this puzzle's other formats.</source>
        <translation>%1: 保存はスタジオ独自の .json ファイル（ゲームと手順を含む）を書き出します。%2 ファイルではありません。このパズルの他の形式は［ファイル］&gt;［エクスポート］で書き出せます。</translation>
    </message>
    <message>
        <location filename="../../studio/window_files.py" line="283" />
        <source>Not saved: %1 changed on disk</source>
        <translation>保存していません: %1 はディスク上で変更されています</translation>
    </message>
    <message>
        <location filename="../../studio/window_files.py" line="275" />
        <location filename="../../studio/window_files.py" line="288" />
        <location filename="../../studio/window_files.py" line="290" />
        <source>Cannot save</source>
        <translation>保存できません</translation>
    </message>
    <message>
        <location filename="../../studio/window_language.py" line="38" />
        <source>Language changed.</source>
        <translation>言語を切り替えました。</translation>
    </message>
    <message>
        <location filename="../../studio/window_close.py" line="69" />
        <source>%1 puzzles have unsaved changes:</source>
        <translation>%1 個のパズルに保存していない変更があります:</translation>
    </message>
    <message>
        <location filename="../../studio/window_close.py" line="70" />
        <source>Save all of them, or discard all their changes?</source>
        <translation>すべて保存しますか、それともすべての変更を破棄しますか？</translation>
    </message>
    <message>
        <location filename="../../studio/window_close.py" line="117" />
        <source>Stopping solvers…</source>
        <translation>ソルバーを停止しています…</translation>
    </message>
    <message>
        <location filename="../../studio/window_close.py" line="123" />
        <source>A solver has not stopped yet; the window stays open. Close it again in a moment.</source>
        <translation>ソルバーがまだ停止していません。ウィンドウは開いたままです。少し待ってからもう一度閉じてください。</translation>
    </message>
    <message>
        <location filename="../../studio/window_files.py" line="264" />
        <source>Save puzzle</source>
        <translation>パズルを保存</translation>
    </message>
    <message>
        <location filename="../../studio/window_files.py" line="263" />
        <source>Simon Tatham's saved game (*%1)</source>
        <translation>Simon Tatham のパズルのセーブデータ (*%1)</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="71" />
        <source>Open &amp;Game ID or URL…</source>
        <translation>ゲーム ID または URL を開く(&amp;G)…</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="155" />
        <source>Res&amp;tart</source>
        <translation>やり直し(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="156" />
        <source>Empty the board and play again (undoable)</source>
        <translation>盤面を空にして最初から遊びます（元に戻せます）</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="158" />
        <source>Copy puzz.link &amp;URL</source>
        <translation>puzz.link の URL をコピー(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../studio/window_menus.py" line="159" />
        <source>Copy a link to the puzzle that any browser plays (puzz.link)</source>
        <translation>どのブラウザでも遊べるパズルへのリンクをコピー (puzz.link)</translation>
    </message>
    <message>
        <location filename="../../studio/window_files.py" line="146" />
        <source>Cannot open the saved game</source>
        <translation>保存されたゲームを開けません</translation>
    </message>
    <message>
        <location filename="../../studio/window_files.py" line="166" />
        <source>Cannot open the game ID</source>
        <translation>ゲーム ID を開けません</translation>
    </message>
    <message>
        <location filename="../../studio/window_files.py" line="168" />
        <source>%1 %2×%3</source>
        <translation>%1 %2×%3</translation>
    </message>
    <message>
        <location filename="../../studio/window_files.py" line="299" />
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <location filename="../../studio/window_disk.py" line="42" />
        <source>“%1” was changed or deleted by another program since it was opened. Overwrite it with your version?</source>
        <translation>「%1」は開いた後に別のプログラムによって変更または削除されました。自分の版で上書きしますか？</translation>
    </message>
    <message>
        <location filename="../../studio/window_disk.py" line="43" />
        <location filename="../../studio/window_disk.py" line="57" />
        <source>File changed on disk</source>
        <translation>ファイルがディスク上で変更されました</translation>
    </message>
    <message>
        <location filename="../../studio/window_disk.py" line="44" />
        <source>Overwrite</source>
        <translation>上書き</translation>
    </message>
    <message>
        <location filename="../../studio/window_disk.py" line="44" />
        <source>Cancel</source>
        <translation>中止</translation>
    </message>
    <message>
        <location filename="../../studio/window_autosave.py" line="42" />
        <source>⚠ Autosave failed: %1. Retrying at the next change.</source>
        <translation>⚠ 自動保存に失敗しました: %1。次の変更時に再試行します。</translation>
    </message>
    <message>
        <location filename="../../studio/window_autosave.py" line="48" />
        <source>Autosave works again.</source>
        <translation>自動保存が再び機能しています。</translation>
    </message>
    <message>
        <location filename="../../studio/window_autosave.py" line="58" />
        <source>Restore unsaved work</source>
        <translation>未保存の作業を復元</translation>
    </message>
    <message>
        <location filename="../../studio/window_autosave.py" line="59" />
        <source>Puzzle Studio did not close properly. Restore %n unsaved puzzle(s)?</source>
        <translation>Puzzle Studio は正常に終了しませんでした。未保存のパズル %n 件を復元しますか？</translation>
    </message>
    <message>
        <location filename="../../studio/window_autosave.py" line="84" />
        <source>Skipped a damaged autosave: %1 (kept as .damaged)</source>
        <translation>壊れた自動保存をスキップしました: %1（.damaged として残しました）</translation>
    </message>
    <message>
        <location filename="../../studio/window_disk.py" line="56" />
        <source>“%1” was changed by another program. Reload it from disk (your unsaved changes are lost) or keep your version?</source>
        <translation>「%1」が別のプログラムによって変更されました。ディスクから再読み込みしますか（保存していない変更は失われます）、それとも自分の版を残しますか？</translation>
    </message>
    <message>
        <location filename="../../studio/window_disk.py" line="58" />
        <source>Reload</source>
        <translation>再読み込み</translation>
    </message>
    <message>
        <location filename="../../studio/window_disk.py" line="58" />
        <location filename="../../studio/window_disk.py" line="64" />
        <source>Keep My Version</source>
        <translation>自分の版を残す</translation>
    </message>
    <message>
        <location filename="../../studio/window_disk.py" line="62" />
        <source>“%1” was deleted or moved by another program. Keep your version (Save writes it again) or close it?</source>
        <translation>「%1」が別のプログラムによって削除または移動されました。自分の版を残しますか（保存すると書き戻します）、それとも閉じますか？</translation>
    </message>
    <message>
        <location filename="../../studio/window_disk.py" line="63" />
        <source>File deleted</source>
        <translation>ファイルが削除されました</translation>
    </message>
    <message>
        <location filename="../../studio/window_disk.py" line="64" />
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../../studio/window_disk.py" line="81" />
        <source>Cannot reload</source>
        <translation>再読み込みできません</translation>
    </message>
    <message>
        <location filename="../../studio/window_disk.py" line="88" />
        <source>Reloaded %1</source>
        <translation>%1 を再読み込みしました</translation>
    </message>
    <message>
        <location filename="../../studio/window_close.py" line="57" />
        <location filename="../../studio/window_close.py" line="73" />
        <source>Unsaved changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <location filename="../../studio/window_close.py" line="58" />
        <source>Save the changes to %1?</source>
        <translation>%1 の変更を保存しますか？</translation>
    </message>
    <message>
        <location filename="../../studio/export.py" line="105" />
        <location filename="../../studio/window_export.py" line="167" />
        <source>Cannot print</source>
        <translation>印刷できません</translation>
    </message>
    <message>
        <location filename="../../studio/window_export.py" line="51" />
        <source>Import puzzle</source>
        <translation>パズルをインポート</translation>
    </message>
    <message>
        <location filename="../../studio/window_export.py" line="77" />
        <source>Export puzzle</source>
        <translation>パズルをエクスポート</translation>
    </message>
    <message>
        <location filename="../../studio/window_export.py" line="102" />
        <source>%1 is not a %2 format; %2 puzzles are written as %3</source>
        <translation>%1 は %2 の形式ではありません。%2 のパズルは %3 で書き出します</translation>
    </message>
    <message>
        <location filename="../../studio/window_export.py" line="110" />
        <location filename="../../studio/window_export.py" line="115" />
        <location filename="../../studio/window_export.py" line="117" />
        <source>Cannot export</source>
        <translation>エクスポートできません</translation>
    </message>
    <message>
        <location filename="../../studio/window_export.py" line="118" />
        <location filename="../../studio/window_export.py" line="157" />
        <source>Exported %1</source>
        <translation>%1 を書き出しました</translation>
    </message>
    <message>
        <location filename="../../studio/window_export.py" line="134" />
        <source>Cannot copy the URL</source>
        <translation>URL をコピーできません</translation>
    </message>
    <message>
        <location filename="../../studio/window_export.py" line="137" />
        <source>Copied %1</source>
        <translation>%1 をコピーしました</translation>
    </message>
    <message>
        <location filename="../../studio/window_export.py" line="145" />
        <source>Export image</source>
        <translation>画像として書き出す</translation>
    </message>
    <message>
        <location filename="../../studio/window_export.py" line="146" />
        <source>PNG with solution (*.png)</source>
        <translation>PNG・解答つき (*.png)</translation>
    </message>
    <message>
        <location filename="../../studio/window_export.py" line="147" />
        <source>SVG with solution (*.svg)</source>
        <translation>SVG・解答つき (*.svg)</translation>
    </message>
    <message>
        <location filename="../../studio/window_export.py" line="147" />
        <source>PDF with solution (*.pdf)</source>
        <translation>PDF・解答つき (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../studio/window_export.py" line="155" />
        <source>Cannot export image</source>
        <translation>画像を書き出せません</translation>
    </message>
</context>
<context>
    <name>NewDialog</name>
    <message>
        <location filename="../../studio/window_files.py" line="61" />
        <source>New puzzle</source>
        <translation>新しいパズル</translation>
    </message>
    <message>
        <location filename="../../studio/window_files.py" line="73" />
        <source>Genre</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../studio/window_files.py" line="74" />
        <source>Width</source>
        <translation>幅</translation>
    </message>
    <message>
        <location filename="../../studio/window_files.py" line="75" />
        <source>Height</source>
        <translation>高さ</translation>
    </message>
</context>
<context>
    <name>NonogramDocument</name>
    <message>
        <location filename="../../studio/nonogram/document.py" line="183" />
        <source>This puzzle has clues but no picture: edit its clues, or use its solution as the picture.</source>
        <translation>このパズルにはヒントだけで絵がありません。ヒントを編集するか、解を絵として使ってください。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/nonogram/document.py" line="196" />
        <source>Paint %n cell(s)</source>
        <translation><numerusform>%n マスを塗る</numerusform></translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/document.py" line="196" />
        <source>Fill cells</source>
        <translation>マスを塗る</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/document.py" line="213" />
        <source>Toggle cell</source>
        <translation>マスを切り替え</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/document.py" line="231" />
        <source>Cross out a clue number</source>
        <translation>ヒントの数字に斜線</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/document.py" line="240" />
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/document.py" line="247" />
        <source>The clues give the size of a puzzle without a picture: edit the clues to change it.</source>
        <translation>絵のないパズルの大きさはヒントで決まります。変えるにはヒントを編集してください。</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/document.py" line="254" />
        <source>Resize to %1x%2</source>
        <translation>%1×%2 にサイズ変更</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/document.py" line="262" />
        <source>Enter clues</source>
        <translation>ヒントを入力</translation>
    </message>
</context>
<context>
    <name>NonogramTeacher</name>
    <message>
        <location filename="../../studio/nonogram/teacher.py" line="123" />
        <source>complete (all placements)</source>
        <translation>全列挙（すべての置き方）</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/teacher.py" line="124" />
        <source>overlap (leftmost vs rightmost)</source>
        <translation>重なり（左詰めと右詰め）</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/teacher.py" line="135" />
        <source>Show each probe's trial</source>
        <translation>各試行の仮定と経過を表示</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/teacher.py" line="136" />
        <source>Before each probe's conclusion, play back the value it tried, the deductions that follow and the line that breaks</source>
        <translation>試行の結論の前に、試した値、そこから続く推論、破綻する列を再生します</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/teacher.py" line="143" />
        <source>GA: the best individual is on the grid (wrong cells crossed out); the plot shows best and mean fitness. Red marks: restarts, rows drawn anew after a stall.</source>
        <translation>GA：最良の個体を盤面に表示します（誤ったマスに×）。グラフは最良と平均の適応度です。赤い印は再スタート（停滞した後、行を引き直します）。</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/teacher.py" line="146" />
        <source>Solve with line or probe to play the deductions back step by step.</source>
        <translation>line か probe で解くと、理詰めを一手ずつ再生できます。</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/teacher.py" line="147" />
        <source>This method searches without explained steps: its answer shows when it ends. Choose line or probe to play deductions back step by step.</source>
        <translation>この手法は説明付きの手順なしで探索し、終わったときに答えを表示します。推論を一手ずつ再生するには line か probe を選んでください。</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/teacher.py" line="151" />
        <source>Line rule</source>
        <translation>列の規則</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/teacher.py" line="152" />
        <source>GA population</source>
        <translation>GA の個体数</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/teacher.py" line="153" />
        <source>GA generations</source>
        <translation>GA の世代数</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/teacher.py" line="154" />
        <source>Trials</source>
        <translation>試行</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/teacher.py" line="170" />
        <source>step</source>
        <translation>手</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/teacher.py" line="170" />
        <source>cells fixed</source>
        <translation>確定マス数</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/teacher.py" line="190" />
        <source>Line logic stalls here: %1 of %2 cells fixed</source>
        <translation>列ごとの理詰めはここで止まります：%2 マス中 %1 マスが確定</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/teacher.py" line="261" />
        <source>row %1</source>
        <translation>%1行目</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/teacher.py" line="263" />
        <source>column %1</source>
        <translation>%1列目</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/teacher.py" line="269" />
        <source>Search space: %1 has the most placements (%2); all rows together 10^%3.</source>
        <translation>探索空間：置き方が最も多いのは %1（%2 通り）。全行あわせて 10^%3 通り。</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/teacher.py" line="275" />
        <source>%1 patterns.</source>
        <translation>%1 パターン。</translation>
    </message>
</context>
<context>
    <name>NumberlinkDocument</name>
    <message>
        <location filename="../../studio/numberlink/document.py" line="191" />
        <source>Clear lines</source>
        <translation>線を消す</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/document.py" line="194" />
        <source>Clear puzzle</source>
        <translation>パズルをクリア</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/document.py" line="203" />
        <source>The puzzle has no pairs of numbers yet.</source>
        <translation>この問題にはまだ数字の組がありません。</translation>
    </message>
</context>
<context>
    <name>NumberlinkQuality</name>
    <message>
        <location filename="../../studio/numberlink/checking.py" line="94" />
        <source>easy</source>
        <translation>やさしい</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/checking.py" line="94" />
        <source>medium</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/checking.py" line="95" />
        <source>hard</source>
        <translation>むずかしい</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/checking.py" line="95" />
        <source>expert</source>
        <translation>エキスパート</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/checking.py" line="96" />
        <source>search</source>
        <translation>探索</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/checking.py" line="97" />
        <source>&lt;b&gt;%1&lt;/b&gt; · %2 pairs (%3 with touching ends) · path length mean %4, max %5 · turns per path %6 · settled by the easy rules %7%</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · %2 組（両端が隣り合う組 %3）· 線の長さ 平均 %4、最大 %5 · 1 本あたりの曲がり %6 · 初級の規則で決まるマス %7%</translation>
    </message>
</context>
<context>
    <name>NumberlinkSteps</name>
    <message>
        <location filename="../../solvers/numberlink/words.py" line="17" />
        <source>row %1, column %2</source>
        <translation>%1行%2列</translation>
    </message>
    <message>
        <location filename="../../solvers/numberlink/words.py" line="25" />
        <source>No loop: this segment would close a loop.</source>
        <translation>輪の禁止：この線分を引くと輪が閉じます。</translation>
    </message>
    <message>
        <location filename="../../solvers/numberlink/words.py" line="27" />
        <source>No simple deduction is left; the solution continues here.</source>
        <translation>簡単な推論はもうありません。解はここに続きます。</translation>
    </message>
    <message>
        <location filename="../../solvers/numberlink/words.py" line="31" />
        <source>Different numbers: %1 and %2 may not meet.</source>
        <translation>違う数字：%1 と %2 はつながりません。</translation>
    </message>
    <message>
        <location filename="../../solvers/numberlink/words.py" line="34" />
        <source>Label: this line carries %1.</source>
        <translation>ラベル：この線は %1 の線です。</translation>
    </message>
    <message>
        <location filename="../../solvers/numberlink/words.py" line="38" />
        <source>Forced move: the cell at %1 has one way to continue.</source>
        <translation>一本道：%1 のマスは進み方が一つしかありません。</translation>
    </message>
    <message>
        <location filename="../../solvers/numberlink/words.py" line="39" />
        <source>Corridor: the line passes through the cell at %1, which has exactly two ways out.</source>
        <translation>通路：線は %1 のマスを通ります（出口がちょうど二つ）。</translation>
    </message>
    <message>
        <location filename="../../solvers/numberlink/words.py" line="41" />
        <source>Complete: the cell at %1 has all its lines; its other sides get none.</source>
        <translation>完成：%1 のマスは線がそろったので、ほかの辺には線を引きません。</translation>
    </message>
    <message>
        <location filename="../../solvers/numberlink/words.py" line="43" />
        <source>Dead end: no line can pass the cell at %1; it stays empty.</source>
        <translation>行き止まり：%1 のマスは線が通れないので空きのままです。</translation>
    </message>
    <message>
        <location filename="../../solvers/numberlink/words.py" line="81" />
        <source>Both ways: whether or not %1 and %2 are joined, these segments follow.</source>
        <translation>どちらでも：%1 と %2 が線でつながってもつながらなくても、これらの線分が決まります。</translation>
    </message>
    <message>
        <location filename="../../solvers/numberlink/words.py" line="56" />
        <source>Only one number reaches: only %2 can reach the cell at %1.</source>
        <translation>届く数字は一つ：%1 のマスに届くのは %2 だけです。</translation>
    </message>
    <message>
        <location filename="../../solvers/numberlink/words.py" line="58" />
        <source>Unreachable: no number can reach the cell at %1; it stays empty.</source>
        <translation>届かない：%1 のマスにはどの数字も届かないので空きのままです。</translation>
    </message>
    <message>
        <location filename="../../solvers/numberlink/words.py" line="60" />
        <source>Pocket: for every other number the cell at %1 is a pocket off its way, so it belongs to %2.</source>
        <translation>袋小路：ほかの数字にとって %1 のマスは道から外れた袋小路なので、%2 の線です。</translation>
    </message>
    <message>
        <location filename="../../solvers/numberlink/words.py" line="63" />
        <source>Pocket: the cell at %1 is a pocket off every number's way; it stays empty.</source>
        <translation>袋小路：%1 のマスはどの数字にとっても袋小路なので空きのままです。</translation>
    </message>
    <message>
        <location filename="../../solvers/numberlink/words.py" line="66" />
        <source>Bottleneck: every route of %2 passes the cell at %1.</source>
        <translation>関所：%2 の線はどの道順でも %1 のマスを通ります。</translation>
    </message>
    <message>
        <location filename="../../solvers/numberlink/words.py" line="68" />
        <source>No 2x2 block (assumes a published puzzle with one solution): the cell at %1 would make a 2x2 block of one path.</source>
        <translation>2×2 の禁止（唯一解の出題を前提）：%1 のマスを加えると一本の線で 2×2 のかたまりができます。</translation>
    </message>
    <message>
        <location filename="../../solvers/numberlink/words.py" line="73" />
        <source>No common number: no path can hold both the cell at %1 and the cell at %2.</source>
        <translation>共通の数字なし：%1 のマスと %2 のマスを同じ線が通ることはできません。</translation>
    </message>
    <message>
        <location filename="../../solvers/numberlink/words.py" line="76" />
        <source>Bottleneck: every route of %3 passes between %1 and %2.</source>
        <translation>関所：%3 の線はどの道順でも %1 と %2 の間を通ります。</translation>
    </message>
    <message>
        <location filename="../../solvers/numberlink/words.py" line="78" />
        <source>No U-turn (assumes one solution): a line between %1 and %2 would turn a path back round a square where another line could take the detour.</source>
        <translation>U ターンの禁止（唯一解を前提）：%1 と %2 の間に線を引くと、線が正方形を回って折り返し、隣の線がその回り道を引き受けられてしまいます。</translation>
    </message>
    <message>
        <location filename="../../solvers/numberlink/words.py" line="84" />
        <source>Trial: a line between %1 and %2 leads to a contradiction, so there is none.</source>
        <translation>仮定：%1 と %2 の間に線を引くと矛盾するので、線は引きません。</translation>
    </message>
    <message>
        <location filename="../../solvers/numberlink/words.py" line="87" />
        <source>Trial: without a line between %1 and %2 a contradiction follows, so they are joined.</source>
        <translation>仮定：%1 と %2 の間に線がないと矛盾するので、線でつながります。</translation>
    </message>
    <message>
        <location filename="../../solvers/numberlink/explained_trial.py" line="70" />
        <source>Suppose %1 and %2 are joined</source>
        <translation>%1 と %2 がつながると仮定すると</translation>
    </message>
    <message>
        <location filename="../../solvers/numberlink/explained_trial.py" line="72" />
        <source>Suppose %1 and %2 are not joined</source>
        <translation>%1 と %2 がつながらないと仮定すると</translation>
    </message>
    <message>
        <location filename="../../solvers/numberlink/explained_trial.py" line="75" />
        <source>: then %1 — a contradiction.</source>
        <translation>、%1 となり矛盾します。</translation>
    </message>
</context>
<context>
    <name>NumberlinkTeacher</name>
    <message>
        <location filename="../../studio/numberlink/teacher.py" line="152" />
        <source>Minimum fill on the grid</source>
        <translation>最小使用マスの解を盤面に表示</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/teacher.py" line="153" />
        <source>Swap the grid and the small view: the minimum-fill solution large, the full one small</source>
        <translation>盤面と小さい表示を入れ替えます：最小使用マスの解を大きく、完全な解を小さく</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/teacher.py" line="157" />
        <source>The ILP's minimum-fill solution under nikoli (cells left empty are highlighted): below the cell count, a short circuit</source>
        <translation>ニコリのルールでの ILP の最小使用マス解（空きマスを強調）。マス数より少なければ短絡解です</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/teacher.py" line="159" />
        <source>Show each trial</source>
        <translation>各試行の仮定と経過を表示</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/teacher.py" line="160" />
        <source>Before each trial's conclusion, play back the segment it supposes, the deductions that follow and the contradiction</source>
        <translation>試行の結論の前に、仮定した線分、そこから続く推論、矛盾を再生します</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/teacher.py" line="164" />
        <source>Minimum fill under nikoli (the ILP's objective); highlighted cells stay empty:</source>
        <translation>ニコリのルールでの最小使用マス数（ILP の目的関数）。強調したマスは空きのまま：</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/teacher.py" line="168" />
        <source>Solve with propagate to play its deductions back step by step; ilp shows the minimum-fill solution beside the full one.</source>
        <translation>propagate で解くと理詰めを一手ずつ再生できます。ilp では最小使用マスの解を完全な解の横に表示します。</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/teacher.py" line="172" />
        <source>Trials</source>
        <translation>試行</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/teacher.py" line="184" />
        <source>step</source>
        <translation>手</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/teacher.py" line="184" />
        <source>segments and cells decided</source>
        <translation>決まった区間とマス</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/teacher.py" line="188" />
        <source>cells the paths fill</source>
        <translation>線が通るマスの数</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/teacher.py" line="188" />
        <source>fewest cells in a solution found so far</source>
        <translation>これまでに見つかった解の最少マス数</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/teacher.py" line="189" />
        <source>proved: no solution fills fewer</source>
        <translation>証明済み：これより少ないマスの解はありません</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/numberlink/teacher.py" line="203" />
        <source>Solved by deductions alone (%n step(s))</source>
        <translation><numerusform>理詰めだけで解けました（%n 手）</numerusform></translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/teacher.py" line="211" />
        <source>Deductions decided %1 of %2 segments.</source>
        <translation>理詰めで %2 区間中 %1 区間が決まりました。</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/teacher.py" line="216" />
        <source>Minimum fill: %1 of %2 cells — a short circuit exists under nikoli.</source>
        <translation>最小使用マス：%2 マス中 %1 マス ― ニコリのルールで短絡解があります。</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/teacher.py" line="219" />
        <source>Minimum fill: all %1 cells — no short circuit.</source>
        <translation>最小使用マス：全 %1 マス ― 短絡解はありません。</translation>
    </message>
</context>
<context>
    <name>PictureImportDialog</name>
    <message>
        <location filename="../../studio/picture_import.py" line="47" />
        <location filename="../../studio/picture_import.py" line="83" />
        <source>Import picture</source>
        <translation>画像から作る</translation>
    </message>
    <message>
        <location filename="../../studio/picture_import.py" line="50" />
        <source>Choose image…</source>
        <translation>画像を選ぶ…</translation>
    </message>
    <message>
        <location filename="../../studio/picture_import.py" line="61" />
        <source>Invert</source>
        <translation>白黒反転</translation>
    </message>
    <message>
        <location filename="../../studio/picture_import.py" line="71" />
        <source>Width</source>
        <translation>幅</translation>
    </message>
    <message>
        <location filename="../../studio/picture_import.py" line="72" />
        <source>Height</source>
        <translation>高さ</translation>
    </message>
    <message>
        <location filename="../../studio/picture_import.py" line="73" />
        <source>Threshold</source>
        <translation>しきい値</translation>
    </message>
    <message>
        <location filename="../../studio/picture_import.py" line="84" />
        <source>Images (*.png *.jpg *.jpeg *.bmp *.gif)</source>
        <translation>画像 (*.png *.jpg *.jpeg *.bmp *.gif)</translation>
    </message>
    <message>
        <location filename="../../studio/picture_import.py" line="91" />
        <source>Cannot read this image.</source>
        <translation>この画像は読み込めません。</translation>
    </message>
</context>
<context>
    <name>PlaySettings</name>
    <message>
        <location filename="../../studio/play_settings.py" line="59" />
        <source>Hint applies at once</source>
        <translation>ヒントをすぐに適用</translation>
    </message>
    <message>
        <location filename="../../studio/play_settings.py" line="60" />
        <source>One press of Hint shows the next deduction and makes it (Undo takes it back); else a second press makes it</source>
        <translation>ヒントを 1 回押すと次の推論を表示して適用します（元に戻せます）。オフのときは 2 回目で適用します</translation>
    </message>
    <message>
        <location filename="../../studio/play_settings.py" line="63" />
        <source>Show the next deduction and make it at once (Undo takes it back)</source>
        <translation>次に分かることを示し、すぐに盤面に反映します（元に戻せます）</translation>
    </message>
    <message>
        <location filename="../../studio/play_settings.py" line="79" />
        <source>Show the clock</source>
        <translation>時計を表示</translation>
    </message>
</context>
<context>
    <name>PlayerBase</name>
    <message>
        <location filename="../../studio/player_base.py" line="48" />
        <source>Restart</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <location filename="../../studio/player_base.py" line="49" />
        <source>Empty the board and start again (Undo brings it back)</source>
        <translation>盤面を空にして最初から始めます（元に戻すで戻せます）</translation>
    </message>
    <message>
        <location filename="../../studio/player_base.py" line="109" />
        <source>Solve the puzzle first (Solve tab).</source>
        <translation>先にパズルを解いてください（「解く」タブ）。</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../../studio/galaxies/player.py" line="75" />
        <location filename="../../studio/galaxies/player.py" line="374" />
        <location filename="../../studio/nonogram/player.py" line="95" />
        <location filename="../../studio/nonogram/player.py" line="185" />
        <location filename="../../studio/numberlink/player.py" line="53" />
        <location filename="../../studio/numberlink/player.py" line="221" />
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/player.py" line="76" />
        <location filename="../../studio/nonogram/player.py" line="96" />
        <source>Show the next deduction; press again to apply it</source>
        <translation>次に分かることを示します。もう一度押すと盤面に反映します</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/player.py" line="80" />
        <source>Show rule errors as I play</source>
        <translation>プレイ中にルール違反を表示</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/player.py" line="87" />
        <source>Drag along grid lines to draw walls (press on a wall to erase, right drag erases). Drag from a dot over cells to mark them as its; right click clears a mark. Keyboard: the arrow keys move half a cell, Space draws or erases the wall on a grid line.</source>
        <translation>罫線に沿ってドラッグすると壁を引きます（壁の上で押すと消去、右ドラッグで消去）。星からマスへドラッグすると、そのマスに星の印を付けます。右クリックで印を消します。キーボード：矢印キーで半マスずつ動き、罫線の上でスペースを押すと壁を引く／消します。</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/player.py" line="122" />
        <source>Every region is symmetric about its one dot.</source>
        <translation>どの領域も一つの点について対称です。</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/player.py" line="138" />
        <source>a mark its area contradicts</source>
        <translation>領域と矛盾する印</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/player.py" line="139" />
        <source>Breaks the rules: %1.</source>
        <translation>ルール違反：%1。</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/player.py" line="187" />
        <location filename="../../studio/galaxies/player.py" line="281" />
        <source>Erase walls</source>
        <translation>壁を消す</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/player.py" line="187" />
        <location filename="../../studio/galaxies/player.py" line="281" />
        <source>Draw walls</source>
        <translation>壁を引く</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/player.py" line="211" />
        <source>Clear mark</source>
        <translation>印を消す</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/player.py" line="283" />
        <source>Mark cells</source>
        <translation>マスに印</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/player.py" line="299" />
        <source>Divide the grid into regions, one dot each, every region symmetric about its dot. Black dots' regions draw a picture.</source>
        <translation>盤面を、星を一つずつ含み、その星について点対称な領域に分けます。黒い星の領域を塗ると絵が現れます。</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/hint.py" line="198" />
        <source>Something breaks the rules first: %1 (highlighted).</source>
        <translation>まずルール違反があります：%1（強調表示）。</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/player.py" line="322" />
        <location filename="../../studio/nonogram/player.py" line="197" />
        <source>Thinking…</source>
        <translation>考え中…</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/player.py" line="329" />
        <source>The board changed: ask again.</source>
        <translation>盤面が変わりました。もう一度聞いてください。</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/hint.py" line="204" />
        <source>No hint left: the board shows everything the deductions give.</source>
        <translation>ヒントはもうありません：理詰めで分かることはすべて盤面に出ています。</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/player.py" line="342" />
        <location filename="../../studio/nonogram/player.py" line="213" />
        <location filename="../../studio/numberlink/player.py" line="253" />
        <source> — done (Undo takes it back).</source>
        <translation> — 適用しました（元に戻せます）。</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/player.py" line="344" />
        <location filename="../../studio/nonogram/player.py" line="217" />
        <source> — press Hint again to apply.</source>
        <translation> ― もう一度「ヒント」を押すと反映します。</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/player.py" line="373" />
        <location filename="../../studio/nonogram/player.py" line="187" />
        <source>Hint applied.</source>
        <translation>ヒントを反映しました。</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/player.py" line="378" />
        <source>Solve the puzzle first (Solve tab), or check it (Edit tab).</source>
        <translation>先にパズルを解くか（「解く」タブ）、検査してください（「作成」タブ）。</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/player.py" line="54" />
        <source>Show the next deduction; press again to draw it</source>
        <translation>次に分かることを示します。もう一度押すと線を引きます</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/player.py" line="56" />
        <source>Check lines</source>
        <translation>線を検査</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/player.py" line="57" />
        <source>Every rule the lines break so far</source>
        <translation>今の線が破っているルールの一覧</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/player.py" line="78" />
        <location filename="../../studio/galaxies/player.py" line="385" />
        <location filename="../../studio/nonogram/player.py" line="106" />
        <location filename="../../studio/nonogram/player.py" line="229" />
        <location filename="../../studio/numberlink/player.py" line="59" />
        <location filename="../../studio/numberlink/player.py" line="271" />
        <source>Reveal solution</source>
        <translation>答えを見る</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/player.py" line="149" />
        <source>Drag from a number to its partner. Drag back to erase; right-drag erases what it passes. Keyboard: arrows move, Space starts and ends a line.</source>
        <translation>数字から同じ数字までドラッグします。戻ると消え、右ドラッグでなぞった線を消します。キーボード：矢印で移動、Space で線の開始と終了。</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/player.py" line="118" />
        <source>Erase lines</source>
        <translation>線を消す</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/player.py" line="61" />
        <source>Mark mistakes as I draw</source>
        <translation>描きながら間違いを表示</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/player.py" line="62" />
        <source>Branches, different numbers joined, loops</source>
        <translation>枝分かれ・違う数字の連結・輪</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/player.py" line="118" />
        <source>Draw line</source>
        <translation>線を引く</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/player.py" line="172" />
        <source>%1 of %2 pairs joined</source>
        <translation>%2 組中 %1 組つながった</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/player.py" line="175" />
        <source>Every pair is joined.</source>
        <translation>すべての組がつながりました。</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/player.py" line="197" />
        <source>Wrong: %1</source>
        <translation>間違い: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/numberlink/player.py" line="201" />
        <source>No rule is broken so far (Hint tells whether the lines lead to the solution); not finished: %n cell(s) to fill or join (ringed).</source>
        <translation><numerusform>今のところルール違反はありません（線が答えにつながるかはヒントで分かります）。未完成: 埋めるかつなぐマスが %n 個 (丸印)。</numerusform></translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/player.py" line="204" />
        <source>No rule is broken.</source>
        <translation>ルール違反はありません。</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/player.py" line="204" />
        <source>No lines yet.</source>
        <translation>まだ線がありません。</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/player.py" line="220" />
        <source>Hint drawn.</source>
        <translation>ヒントの線を引きました。</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/player.py" line="220" />
        <source>Wrong lines taken back.</source>
        <translation>間違った線を取り消しました。</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/player.py" line="221" />
        <source>Take back wrong lines</source>
        <translation>間違った線を取り消す</translation>
    </message>
    <message>
        <location filename="../../solvers/numberlink/hint.py" line="179" />
        <source>Something is wrong first: %1</source>
        <translation>まず間違いがあります：%1</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/player.py" line="255" />
        <source> — press Hint again to take them back.</source>
        <translation> — もう一度ヒントを押すと取り消します。</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/player.py" line="257" />
        <source> — press Hint again to draw it.</source>
        <translation> ― もう一度「ヒント」を押すと線を引きます。</translation>
    </message>
    <message>
        <location filename="../../solvers/numberlink/hint.py" line="188" />
        <source>In no solution: %n line segment(s) you drew (marked)</source>
        <translation>引いた線のうち %n 本はどの解にもありません（印付き）</translation>
    </message>
    <message>
        <location filename="../../solvers/numberlink/hint.py" line="194" />
        <source>Your lines cannot be completed: %1.</source>
        <translation>今の線では完成できません：%1。</translation>
    </message>
    <message>
        <location filename="../../solvers/numberlink/hint.py" line="196" />
        <location filename="../../solvers/numberlink/hint.py" line="208" />
        <source>No simple deduction is left from these lines.</source>
        <translation>この線から簡単に分かることはもうありません。</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/player.py" line="100" />
        <source>Mark errors (lines that break their clue)</source>
        <translation>間違いを表示（ヒントに合わない列）</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/player.py" line="104" />
        <source>Auto-cross finished lines</source>
        <translation>完成した列に自動で×</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/player.py" line="105" />
        <source>Cross out the rest of a line when its clue is met</source>
        <translation>ヒントを満たした列の残りのマスに×を付けます</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/player.py" line="124" />
        <source>Left button fills, right button crosses out. Arrow keys move, Space fills, X crosses.</source>
        <translation>左クリックで塗り、右クリックで×。矢印キーで移動、スペースで塗り、X で×。</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/player.py" line="131" />
        <source>Every clue is satisfied.</source>
        <translation>すべてのヒントを満たしています。</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/player.py" line="179" />
        <source>Take back wrong cells</source>
        <translation>間違ったマスを取り消す</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/player.py" line="181" />
        <source>Wrong cells taken back. Undo puts them again.</source>
        <translation>間違ったマスを取り消しました。元に戻すと戻ります。</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/player.py" line="215" />
        <source> — press Hint again to take it back.</source>
        <translation> — もう一度ヒントを押すと取り消します。</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/hint.py" line="127" />
        <source>These clues have no solution: the puzzle itself is wrong.</source>
        <translation>このヒントには解がありません。パズル自体が間違っています。</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/hint.py" line="130" />
        <source>No deduction left from this board: it is finished, or needs a guess.</source>
        <translation>この盤面から分かることはもうありません。完成しているか、仮定が必要です。</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/hint.py" line="110" />
        <source>Row %1, column %2</source>
        <translation>%1 行 %2 列</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/hint.py" line="112" />
        <source> cannot be black</source>
        <translation> は黒にはなりません</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/hint.py" line="114" />
        <source> must not be crossed out: it is black</source>
        <translation> に×は付けられません。黒です</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/hint.py" line="117" />
        <source> (and %n more wrong cell(s), marked)</source>
        <translation> (ほかに間違ったマスが %n 個、印付き)</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/player.py" line="263" />
        <source>Solve the puzzle first (Solve tab).</source>
        <translation>先にパズルを解いてください（「解く」タブ）。</translation>
    </message>
</context>
<context>
    <name>PuzzleDocument</name>
    <message>
        <location filename="../../studio/document.py" line="111" />
        <source>Generated %1×%2, seed %3</source>
        <translation>生成 %1×%2、シード %3</translation>
    </message>
    <message>
        <location filename="../../studio/document.py" line="206" />
        <location filename="../../studio/document.py" line="422" />
        <source>Edit</source>
        <translation>作成</translation>
    </message>
    <message>
        <location filename="../../studio/document.py" line="207" />
        <location filename="../../studio/document.py" line="422" />
        <source>Solve</source>
        <translation>解く</translation>
    </message>
    <message>
        <location filename="../../studio/document.py" line="208" />
        <location filename="../../studio/document.py" line="422" />
        <source>Play</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <location filename="../../studio/document.py" line="282" />
        <source>Internal error, the change was not made: %1</source>
        <translation>内部エラーのため、変更は行われませんでした: %1</translation>
    </message>
    <message>
        <location filename="../../studio/document.py" line="436" />
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
    <message>
        <location filename="../../studio/document.py" line="559" />
        <source>checking…</source>
        <translation>検査中…</translation>
    </message>
    <message>
        <location filename="../../studio/document.py" line="561" />
        <source>generating…</source>
        <translation>生成中…</translation>
    </message>
    <message>
        <location filename="../../studio/player_base.py" line="128" />
        <source>Solution revealed.</source>
        <translation>答えを表示しました。</translation>
    </message>
    <message>
        <location filename="../../studio/player_base.py" line="131" />
        <source>Solved in %1</source>
        <translation>%1 で解けました</translation>
    </message>
    <message>
        <location filename="../../studio/player_base.py" line="133" />
        <source>Solved</source>
        <translation>解けました</translation>
    </message>
    <message>
        <location filename="../../studio/player_base.py" line="135" />
        <source> with %n hint(s).</source>
        <translation>、ヒント %n 回。</translation>
    </message>
    <message>
        <location filename="../../studio/player_base.py" line="137" />
        <source>, without hints.</source>
        <translation>、ヒントなし。</translation>
    </message>
    <message>
        <location filename="../../studio/player_base.py" line="139" />
        <source>The solution was revealed on the way.</source>
        <translation>途中で答えを表示しました。</translation>
    </message>
</context>
<context>
    <name>PuzzlePicker</name>
    <message>
        <location filename="../../studio/generated_list.py" line="57" />
        <source>The previous generated puzzle</source>
        <translation>前に生成した問題</translation>
    </message>
    <message>
        <location filename="../../studio/generated_list.py" line="60" />
        <source>The next generated puzzle</source>
        <translation>次に生成した問題</translation>
    </message>
    <message>
        <location filename="../../studio/generated_list.py" line="74" />
        <source>making %1 of %2…</source>
        <translation>%2 問中 %1 問目を作成中…</translation>
    </message>
</context>
<context>
    <name>RepairBox</name>
    <message>
        <location filename="../../studio/nonogram/repairing.py" line="48" />
        <source>Suggest repairs that make it line-solvable</source>
        <translation>行ごとの論理だけで解けるように直す案を出す</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/repairing.py" line="49" />
        <source>Off: repairs only make the solution unique. On: a person can also solve it row by row, without guessing.</source>
        <translation>オフ: 解が一つになるように直すだけ。オン: 推測なしに一行ずつ解けるようにも直す。</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/repairing.py" line="85" />
        <source>Looking for the smallest repair…</source>
        <translation>最小の修正を探しています…</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/repairing.py" line="106" />
        <source>No repair of a few cells found.</source>
        <translation>数マスで済む修正は見つかりませんでした。</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/repairing.py" line="107" />
        <source>The repair search stopped.</source>
        <translation>修正の探索を中止しました。</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/repairing.py" line="113" />
        <source>Repairs, smallest first (numbered on the grid):</source>
        <translation>修正案（小さい順、盤面に番号）:</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/nonogram/repairing.py" line="126" />
        <source>fill %n cell(s)</source>
        <translation><numerusform>%n マスを塗る</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/nonogram/repairing.py" line="128" />
        <source>clear %n cell(s)</source>
        <translation><numerusform>%n マスを消す</numerusform></translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/repairing.py" line="129" />
        <source>%1. Apply: %2</source>
        <translation>%1. 適用: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/nonogram/repairing.py" line="142" />
        <source>Repair %n cell(s)</source>
        <translation><numerusform>%n マスを修正</numerusform></translation>
    </message>
</context>
<context>
    <name>Samples</name>
    <message>
        <location filename="../../studio/nonogram/__init__.py" line="44" />
        <source>Anchor (needs probing)</source>
        <translation>いかり (仮置きが必要)</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/__init__.py" line="45" />
        <source>Anchor, 20x20 (GA demo: line logic stalls)</source>
        <translation>いかり 20x20（GA のデモ: 行の論理では止まる）</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/__init__.py" line="46" />
        <source>Cup of coffee</source>
        <translation>コーヒーカップ</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/__init__.py" line="47" />
        <source>Arrow</source>
        <translation>矢印</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/__init__.py" line="48" />
        <source>Bell</source>
        <translation>鐘</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/__init__.py" line="49" />
        <source>Cat face</source>
        <translation>ねこの顔</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/__init__.py" line="50" />
        <source>Fir tree</source>
        <translation>もみの木</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/__init__.py" line="51" />
        <source>Fish</source>
        <translation>さかな</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/__init__.py" line="52" />
        <source>Ghost</source>
        <translation>おばけ</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/__init__.py" line="53" />
        <source>Key</source>
        <translation>かぎ</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/__init__.py" line="54" />
        <source>Leaf</source>
        <translation>葉っぱ</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/__init__.py" line="55" />
        <source>Rabbit</source>
        <translation>うさぎ</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/__init__.py" line="56" />
        <source>Star</source>
        <translation>星</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/__init__.py" line="57" />
        <source>Heart</source>
        <translation>ハート</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/__init__.py" line="58" />
        <source>House with a tree</source>
        <translation>家と木</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/__init__.py" line="59" />
        <source>Mushroom</source>
        <translation>きのこ</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/__init__.py" line="60" />
        <source>Musical notes</source>
        <translation>音符</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/__init__.py" line="61" />
        <source>Not unique (demo): a die showing two, either diagonal</source>
        <translation>解が一つでない例: 2の目のさいころ (どちらの対角線でも)</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/__init__.py" line="62" />
        <source>Rocket</source>
        <translation>ロケット</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/__init__.py" line="63" />
        <source>Rubber duck</source>
        <translation>アヒルのおもちゃ</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/__init__.py" line="64" />
        <source>Sailboat</source>
        <translation>ヨット</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/__init__.py" line="65" />
        <source>Sitting cat</source>
        <translation>座ったねこ</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/__init__.py" line="66" />
        <source>Smiley</source>
        <translation>笑顔</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/__init__.py" line="67" />
        <source>Teapot</source>
        <translation>ティーポット</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/__init__.py" line="68" />
        <source>Torii gate</source>
        <translation>鳥居</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/__init__.py" line="69" />
        <source>Umbrella</source>
        <translation>かさ</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/__init__.py" line="70" />
        <source>Worked example 1 (line logic solves it)</source>
        <translation>例題 1 (行の論理で解ける)</translation>
    </message>
    <message>
        <location filename="../../studio/nonogram/__init__.py" line="71" />
        <source>Worked example 2 (needs probing: line logic stalls)</source>
        <translation>例題 2 (仮置きが必要: 行の論理は止まる)</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/__init__.py" line="42" />
        <source>Diamond (black dots draw it)</source>
        <translation>ダイヤ (黒い点が描く)</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/__init__.py" line="43" />
        <source>Staircase</source>
        <translation>階段</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/__init__.py" line="44" />
        <source>Cross at the centre</source>
        <translation>中央の十字</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/__init__.py" line="45" />
        <source>Long arms</source>
        <translation>長い腕</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/__init__.py" line="46" />
        <source>Heart (black dots draw it)</source>
        <translation>ハート (黒い点が描く)</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/__init__.py" line="47" />
        <source>Star (black dots draw it)</source>
        <translation>星 (黒い点が描く)</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/__init__.py" line="48" />
        <source>Fish (black dots draw it)</source>
        <translation>魚 (黒い点が描く)</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/__init__.py" line="49" />
        <source>Mushroom (black dots draw it)</source>
        <translation>きのこ (黒い点が描く)</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/__init__.py" line="50" />
        <source>Small spiral arms</source>
        <translation>小さな渦巻き</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/__init__.py" line="49" />
        <source>Generated 6x6 #1</source>
        <translation>自動生成 6×6 #1</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/__init__.py" line="50" />
        <source>Generated 8x8 #2</source>
        <translation>自動生成 8×8 #2</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/__init__.py" line="51" />
        <source>Generated 10x10 #3</source>
        <translation>自動生成 10×10 #3</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/__init__.py" line="52" />
        <source>Generated 12x9 #4</source>
        <translation>自動生成 12×9 #4</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/__init__.py" line="53" />
        <source>Generated 15x15 #5</source>
        <translation>自動生成 15×15 #5</translation>
    </message>
    <message>
        <location filename="../../studio/numberlink/__init__.py" line="54" />
        <source>Generated 20x20 #6</source>
        <translation>自動生成 20×20 #6</translation>
    </message>
</context>
<context>
    <name>SearchTreeView</name>
    <message>
        <location filename="../../studio/search_tree_view.py" line="42" />
        <source>The search's decisions: click one to play back to it</source>
        <translation>探索の仮定: クリックするとそこまで再生します</translation>
    </message>
    <message>
        <location filename="../../studio/search_tree_view.py" line="52" />
        <source>Start: deduction is stuck, the search begins</source>
        <translation>開始: 推論が行き詰まり、探索が始まります</translation>
    </message>
    <message>
        <location filename="../../studio/search_tree_view.py" line="80" />
        <source>… and %1 more decisions, not shown</source>
        <translation>… ほか %1 個の仮定 (表示しません)</translation>
    </message>
</context>
<context>
    <name>SeedBox</name>
    <message>
        <location filename="../../studio/seed_box.py" line="28" />
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <location filename="../../studio/seed_box.py" line="29" />
        <source>The same seed, size and options give the same puzzle on any machine. Random draws a new seed for each puzzle; the report says which.</source>
        <translation>同じシード・サイズ・設定なら、どのマシンでも同じ問題になります。ランダムは問題ごとに新しいシードを選び、レポートに表示します。</translation>
    </message>
    <message>
        <location filename="../../studio/seed_box.py" line="40" />
        <source>Seed %1</source>
        <translation>シード %1</translation>
    </message>
</context>
<context>
    <name>SolvePanel</name>
    <message>
        <location filename="../../studio/solve_panel.py" line="259" />
        <source>Solve</source>
        <translation>解く</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="261" />
        <source>Cancel</source>
        <translation>中止</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="268" />
        <location filename="../../studio/solve_panel.py" line="413" />
        <source>Ready.</source>
        <translation>準備完了。</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="283" />
        <source>Back to the start</source>
        <translation>最初に戻る</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="284" />
        <source>Step back</source>
        <translation>1手戻る</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="285" />
        <source>Play / pause</source>
        <translation>再生／一時停止</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="286" />
        <source>Step forward</source>
        <translation>1手進む</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="287" />
        <source>Jump to the end</source>
        <translation>最後へ</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="292" />
        <source>Drag to any step of the run</source>
        <translation>ドラッグして任意のステップへ移動</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="297" />
        <source>Playback speed (steps per second)</source>
        <translation>再生速度（1秒あたりの手数）</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="345" />
        <source>Method</source>
        <translation>解法</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="360" />
        <source>Speed</source>
        <translation>速さ</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="498" />
        <source>solving (%1)…</source>
        <translation>解いています（%1）…</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="500" />
        <source>solved</source>
        <translation>解けました</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="500" />
        <source>no solution</source>
        <translation>解なし</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="501" />
        <source>stopped</source>
        <translation>中断</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="502" />
        <source>idle</source>
        <translation>待機中</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="524" />
        <source>Error: %1</source>
        <translation>エラー：%1</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="531" />
        <source>Solving with %1…</source>
        <translation>%1 で解いています…</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="539" />
        <source>Cancelling…</source>
        <translation>中止しています…</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="600" />
        <source>unique</source>
        <translation>一意解</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="600" />
        <source>not unique</source>
        <translation>解が複数</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="601" />
        <source>Solved</source>
        <translation>解けました</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="601" />
        <source>No solution</source>
        <translation>解なし</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="602" />
        <source>Stopped</source>
        <translation>中止</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="667" />
        <source>%1 steps/s</source>
        <translation>%1 ステップ/秒</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="699" />
        <source>The starting grid: press Play or Step forward.</source>
        <translation>最初の盤面です。再生か「1手進む」を押してください。</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="725" />
        <source>restarts</source>
        <translation>再スタート</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="740" />
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="740" />
        <source>milliseconds</source>
        <translation>ミリ秒</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="689" />
        <source>Step %1 of %2</source>
        <translation>%2 手中 %1 手目</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="723" />
        <source>generation</source>
        <translation>世代</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="723" />
        <source>fitness (wrong cells in columns)</source>
        <translation>適応度（列で間違っているマス数）</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="724" />
        <source>best</source>
        <translation>最良</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="724" />
        <source>mean</source>
        <translation>平均</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../studio/start_page.py" line="119" />
        <source>Puzzle Studio</source>
        <translation>Puzzle Studio</translation>
    </message>
    <message>
        <location filename="../../studio/start_page.py" line="126" />
        <source>Make pencil puzzles, prove they have one solution, solve them step by step, or just play.</source>
        <translation>ペンシルパズルを作り、解がただ一つであることを確かめ、一歩ずつ解き、あるいはただ遊びましょう。</translation>
    </message>
    <message>
        <location filename="../../studio/start_page.py" line="143" />
        <source>New puzzle</source>
        <translation>新しいパズル</translation>
    </message>
    <message>
        <location filename="../../studio/start_page.py" line="149" />
        <source>W </source>
        <translation>幅 </translation>
    </message>
    <message>
        <location filename="../../studio/start_page.py" line="149" />
        <source>H </source>
        <translation>高さ </translation>
    </message>
    <message>
        <location filename="../../studio/start_page.py" line="155" />
        <source>A new, empty puzzle to draw (Edit mode)</source>
        <translation>描くための新しい空のパズル (編集モード)</translation>
    </message>
    <message>
        <location filename="../../studio/start_page.py" line="166" />
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <location filename="../../studio/start_page.py" line="168" />
        <source>Open a file…</source>
        <translation>ファイルを開く…</translation>
    </message>
    <message>
        <location filename="../../studio/start_page.py" line="169" />
        <source>Any puzzle file; the content says which genre and format</source>
        <translation>どのパズルファイルでも。種類と形式は内容から判断します</translation>
    </message>
    <message>
        <location filename="../../studio/start_page.py" line="174" />
        <source>Recent files</source>
        <translation>最近使ったファイル</translation>
    </message>
    <message>
        <location filename="../../studio/start_page.py" line="192" />
        <source>Samples: %1</source>
        <translation>サンプル: %1</translation>
    </message>
    <message>
        <location filename="../../studio/start_page.py" line="220" />
        <source>%1 — open to play</source>
        <translation>%1 — 開いて遊ぶ</translation>
    </message>
</context>
<context>
    <name>Steps</name>
    <message>
        <location filename="../../solvers/nonogram/words.py" line="76" />
        <location filename="../../solvers/nonogram/words.py" line="101" />
        <source>fills {cells}</source>
        <translation>{cells} を塗る</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/words.py" line="78" />
        <location filename="../../solvers/nonogram/words.py" line="103" />
        <source>crosses out {cells}</source>
        <translation>{cells} に×</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/words.py" line="54" />
        <source>row {r}, column {c}</source>
        <translation>{r} 行 {c} 列</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/words.py" line="57" />
        <source>and {n} more</source>
        <translation>ほか {n} マス</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/words.py" line="70" />
        <source>Probing {cell}: crossing it out leads to a contradiction, so it is filled.</source>
        <translation>{cell} を仮定：×にすると矛盾するので、塗ります。</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/words.py" line="72" />
        <source>Probing {cell}: filling it leads to a contradiction, so it is crossed out.</source>
        <translation>{cell} を仮定：塗ると矛盾するので、×にします。</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/words.py" line="79" />
        <source>Probing: both values of a cell lead to the same here, so the board {what}.</source>
        <translation>仮定：あるマスをどちらにしても同じ結果になるので、{what}。</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/words.py" line="80" />
        <location filename="../../solvers/nonogram/words.py" line="106" />
        <source> and </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/trial.py" line="63" />
        <source>Suppose {cell} is filled</source>
        <translation>{cell} を塗ると仮定すると</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/trial.py" line="65" />
        <source>Suppose {cell} is crossed out</source>
        <translation>{cell} を×にすると仮定すると</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/trial.py" line="69" />
        <source>: a contradiction follows.</source>
        <translation>、矛盾が生じます。</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/trial.py" line="72" />
        <location filename="../../solvers/nonogram/words.py" line="83" />
        <source>row {n}</source>
        <translation>{n}行目</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/trial.py" line="72" />
        <location filename="../../solvers/nonogram/words.py" line="83" />
        <source>column {n}</source>
        <translation>{n}列目</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/trial.py" line="73" />
        <source>: then {line} (clue {clue}) fits no more — a contradiction.</source>
        <translation>、{line}（ヒント {clue}）が置けなくなり、矛盾します。</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/words.py" line="86" />
        <source>the leftmost and the rightmost placements of its blocks overlap</source>
        <translation>ブロックを左端に寄せた置き方と右端に寄せた置き方が重なります</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/words.py" line="88" />
        <source>its blocks fit the line in one way only</source>
        <translation>ブロックの置き方は 1 通りしかありません</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/words.py" line="90" />
        <source>of the {n} placements of its blocks, every one that fits the cells already known agrees here</source>
        <translation>ブロックの置き方 {n} 通りのうち、わかっているマスに合うものはすべてここで一致します</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/words.py" line="93" />
        <source>column {cells}</source>
        <translation>{cells} 列</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/words.py" line="93" />
        <source>row {cells}</source>
        <translation>{cells} 行</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/words.py" line="94" />
        <source>columns {cells}</source>
        <translation>{cells} 列</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/words.py" line="94" />
        <source>rows {cells}</source>
        <translation>{cells} 行</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/words.py" line="105" />
        <source>{line} (clue {clue}): {reason}, so it {what}.</source>
        <translation>{line}（ヒント {clue}）：{reason}。よって {what}。</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/words.py" line="131" />
        <source>Search, depth {depth}: </source>
        <translation>探索 (深さ {depth}): </translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/words.py" line="134" />
        <source>no deduction is left, so suppose {cell} is filled.</source>
        <translation>これ以上推論できないので、{cell} を塗ると仮定します。</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/words.py" line="135" />
        <source>no deduction is left, so suppose {cell} is crossed out.</source>
        <translation>これ以上推論できないので、{cell} を×と仮定します。</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/words.py" line="137" />
        <source>with {cell} filled</source>
        <translation>{cell} を塗ると</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/words.py" line="139" />
        <source>with {cell} crossed out</source>
        <translation>{cell} を×にすると</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/words.py" line="141" />
        <source>deduction reaches a contradiction: this branch is closed, the search goes back.</source>
        <translation>推論が矛盾に至ります。この枝は閉じ、探索は戻ります。</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/words.py" line="143" />
        <source>every cell is decided and every clue holds: a solution.</source>
        <translation>すべてのマスが決まり、すべてのヒントを満たします。解です。</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/words.py" line="145" />
        <source>every clue holds again: a second solution, so the puzzle is not unique.</source>
        <translation>再びすべてのヒントを満たします。二つ目の解なので、このパズルは唯一解ではありません。</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/words.py" line="147" />
        <source>deduction fixes {n} more cells, then is stuck again: the search branches on {cell}.</source>
        <translation>推論でさらに {n} マスが決まり、また行き詰まります。探索は {cell} で分岐します。</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/words.py" line="155" />
        <source>{cell} filled</source>
        <translation>{cell} 塗り</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/words.py" line="155" />
        <source>{cell} crossed out</source>
        <translation>{cell} ×</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/words.py" line="156" />
        <source>contradiction</source>
        <translation>矛盾</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/words.py" line="157" />
        <source>solution</source>
        <translation>解</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/words.py" line="158" />
        <source>second solution</source>
        <translation>二つ目の解</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/words.py" line="159" />
        <source>stuck, branches</source>
        <translation>行き詰まり、分岐</translation>
    </message>
</context>
<context>
    <name>Teacher</name>
    <message>
        <location filename="../../studio/solve_panel.py" line="114" />
        <source>Solve with a deduction method to play its steps back one by one.</source>
        <translation>理詰めの解法で解くと、その手順を一手ずつ再生できます。</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="145" />
        <source>step</source>
        <translation>手</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="145" />
        <source>cells decided</source>
        <translation>決まったマス数</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="150" />
        <source>objective (smaller is better)</source>
        <translation>目的関数（小さいほど良い）</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="150" />
        <source>best solution found so far</source>
        <translation>これまでに見つかった最良の解</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="151" />
        <source>proved lower bound: nothing better exists</source>
        <translation>証明された下界：これより良い解はありません</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="168" />
        <source>Model: %1 variables, %2 clauses.</source>
        <translation>モデル：変数 %1 個、節 %2 個。</translation>
    </message>
    <message>
        <location filename="../../studio/solve_panel.py" line="171" />
        <source>Model: %1 variables, %2 constraints.</source>
        <translation>モデル：変数 %1 個、制約 %2 個。</translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <location filename="../../studio/galaxies/checking.py" line="65" />
        <source>The check failed.</source>
        <translation>検査に失敗しました。</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/checking.py" line="67" />
        <source>&lt;b&gt;Unique&lt;/b&gt;: exactly one solution.</source>
        <translation>&lt;b&gt;一意解&lt;/b&gt;：解はただ一つです。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/galaxies/checking.py" line="69" />
        <source>&lt;b&gt;Not unique&lt;/b&gt;: two solutions differ in %n cell(s) (highlighted).</source>
        <translation><numerusform>&lt;b&gt;解が複数&lt;/b&gt;：二つの解は %n マスで異なります（強調表示）。</numerusform></translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/checking.py" line="72" />
        <source>Solvable; uniqueness unknown within the time limit.</source>
        <translation>解けますが、制限時間内に一意かどうか分かりませんでした。</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/checking.py" line="74" />
        <source>&lt;b&gt;No solution&lt;/b&gt;: the dots cannot all get symmetric regions.</source>
        <translation>&lt;b&gt;解なし&lt;/b&gt;：すべての星に点対称な領域を割り当てることはできません。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/galaxies/checking.py" line="77" />
        <source>No dot can reach or cover %n cell(s) (in red).</source>
        <translation><numerusform>%n 個のマスにはどの点も届かず、覆えません（赤）。</numerusform></translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/checking.py" line="82" />
        <source>Difficulty: %1 (deduction fixes %2% of the cells).</source>
        <translation>難易度：%1（理詰めで %2% のマスが確定）。</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/checking.py" line="89" />
        <source>No change of a few dots was found that makes it unique.</source>
        <translation>数個の点の変更で解を一つにする方法は見つかりませんでした。</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/checking.py" line="91" />
        <source>A dot at the ringed point makes it unique.</source>
        <translation>丸で囲んだ位置に点を置くと解が一つになります。</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/checking.py" line="93" />
        <source>Moving the ringed dot to the ringed point makes it unique.</source>
        <translation>丸で囲んだ点を丸で囲んだ位置へ動かすと解が一つになります。</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/checking.py" line="94" />
        <source>Adding %1 and removing %2 dots (ringed) makes it unique.</source>
        <translation>点を %1 個加え %2 個取り除くと（丸で囲んだ所）解が一つになります。</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/checking.py" line="99" />
        <source>%1 dots, %2 cells per dot, the largest region %3 cells; %4 (deduction fixes %5% of the cells).</source>
        <translation>点 %1 個、点あたり %2 マス、最大の領域 %3 マス。%4（推論でマスの %5% が決まります）。</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/checking.py" line="106" />
        <source>easy: deduction solves it</source>
        <translation>やさしい: 推論で解ける</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/checking.py" line="107" />
        <source>medium: deduction solves it</source>
        <translation>ふつう: 推論で解ける</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/checking.py" line="108" />
        <source>hard: deduction solves it</source>
        <translation>むずかしい: 推論で解ける</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/checking.py" line="109" />
        <source>expert: deduction solves it</source>
        <translation>エキスパート: 推論で解ける</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/checking.py" line="110" />
        <source>it needs search beyond deduction</source>
        <translation>理詰めを超えた探索が必要</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/checking.py" line="111" />
        <source>difficulty unknown</source>
        <translation>難易度不明</translation>
    </message>
    <message>
        <location filename="../../studio/galaxies/checking.py" line="114" />
        <source>&lt;b&gt;Unique&lt;/b&gt; puzzle that draws the picture with %1 black dots.</source>
        <translation>黒い点 %1 個で絵を描く、&lt;b&gt;解が一つ&lt;/b&gt;のパズルです。</translation>
    </message>
</context>
<context>
    <name>document</name>
    <message>
        <location filename="../../studio/edit_form.py" line="124" />
        <source>Rename</source>
        <translation>名前を変更</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <location filename="../../solvers/nonogram/genre.py" line="14" />
        <source>line solving step by step; stops where line logic stops</source>
        <translation>行ごとの論理で一手ずつ解きます。行の論理で進めなくなったところで止まります</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/genre.py" line="15" />
        <source>line solving + probing + backtracking search</source>
        <translation>行ごとの論理＋仮置き（プロービング）＋バックトラック探索</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/genre.py" line="16" />
        <source>an exact solver: each line's rule as a small automaton, on CP-SAT</source>
        <translation>厳密解法：各行の規則を小さなオートマトンとして CP-SAT で解きます</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/genre.py" line="17" />
        <source>an exact solver: each line's automaton written as clauses, on the Glucose SAT solver</source>
        <translation>厳密解法：各行のオートマトンを節に書き下し、SAT ソルバー Glucose で解きます</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/genre.py" line="18" />
        <source>an exact solver given every allowed pattern of each line (table constraints, CP-SAT)</source>
        <translation>厳密解法：各行で許されるすべての並びを与えます（表制約、CP-SAT）</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/genre.py" line="20" />
        <source>an integer programme: where each block starts, on a MIP solver (SCIP)</source>
        <translation>整数計画：各ブロックの開始位置を MIP ソルバー（SCIP）で求めます</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/genre.py" line="21" />
        <source>a genetic algorithm evolving whole boards after deterministic fixing (GA1/GA2); it may not finish and never proves uniqueness</source>
        <translation>確定できるマスを決めた後、盤面全体を進化させる遺伝的アルゴリズム（GA1/GA2）。解き終わらないことがあり、一意性は証明しません</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/genre.py" line="13" />
        <source>an integer model from the literature: each region a tree grown from its dot (on CP-SAT)</source>
        <translation>文献の整数計画モデル：各領域を点から伸びる木として表します（CP-SAT）</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/genre.py" line="16" />
        <source>an exact search after deduction (CP-SAT); regions kept connected by a tree and lazy cuts</source>
        <translation>推論の後の厳密探索（CP-SAT）。領域の連結は木と遅延カットで保ちます</translation>
    </message>
    <message>
        <location filename="../../solvers/numberlink/genre.py" line="12" />
        <source>an exact solver: all paths on one circuit, a label on every cell (CP-SAT)</source>
        <translation>厳密解法：すべての線を一つの回路に載せ、各マスに番号を付けます（CP-SAT）</translation>
    </message>
    <message>
        <location filename="../../solvers/numberlink/genre.py" line="14" />
        <source>an exact SAT solver (Glucose): a label per cell and a segment per edge; stray loops cut as they appear</source>
        <translation>厳密な SAT 解法（Glucose）：マスごとに番号、辺ごとに線分。はぐれた輪は現れたときに切ります</translation>
    </message>
    <message>
        <location filename="../../solvers/numberlink/genre.py" line="16" />
        <source>finds the solution that fills the fewest cells, which shows short circuits (the literature's ILP: N[s,i], L[s,s',i], on CP-SAT)</source>
        <translation>使うマスが最も少ない解を求め、近道（ショートカット）を見せます（文献の整数計画：N[s,i]、L[s,s',i]、CP-SAT）</translation>
    </message>
    <message>
        <location filename="../../solvers/numberlink/genre.py" line="18" />
        <source>the same fewest-cells model on a MIP solver (SCIP); stray loops cut lazily</source>
        <translation>同じ最少マスのモデルを MIP ソルバー（SCIP）で解きます。はぐれた輪は遅延して切ります</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/genre.py" line="11" />
        <source>deduction, then CP-SAT with the connectivity tree on what is left (default)</source>
        <translation>推論のあと、残りを連結性の木を使う CP-SAT で解きます（既定）</translation>
    </message>
    <message>
        <location filename="../../solvers/nonogram/genre.py" line="13" />
        <source>line solving, then probing within a budget, then SAT on what is left (default)</source>
        <translation>行ごとの論理で解き、予算内で試行し、残りを SAT ソルバーで解きます（既定）</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/genre.py" line="12" />
        <source>human-style deduction step by step, then search where it stalls</source>
        <translation>人の解き方に近い推論を一手ずつ。行き詰まったら探索します</translation>
    </message>
    <message>
        <location filename="../../solvers/galaxies/genre.py" line="15" />
        <source>the same spanning-tree model on a MIP solver (SCIP), for teaching</source>
        <translation>同じ全域木モデルを MIP ソルバー（SCIP）で解きます（説明用）</translation>
    </message>
    <message>
        <location filename="../../solvers/numberlink/genre.py" line="11" />
        <source>the SAT encoding (default; see sat)</source>
        <translation>SAT 符号化（既定。sat を参照）</translation>
    </message>
    <message>
        <location filename="../../solvers/numberlink/genre.py" line="13" />
        <source>explained deductions step by step, then CP-SAT for what is left</source>
        <translation>理由つきの推論を一手ずつ。残りは CP-SAT で解きます</translation>
    </message>
</context>
</TS>