<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="ja_JP">
<context>
    <name>ClueEntryDialog</name>
    <message>
        <location filename="../../nonogram/clue_entry.py" line="55" />
        <source>Enter clues</source>
        <translation>ヒントを入力</translation>
    </message>
    <message>
        <location filename="../../nonogram/clue_entry.py" line="74" />
        <source>Rows, top to bottom</source>
        <translation>行（上から順に）</translation>
    </message>
    <message>
        <location filename="../../nonogram/clue_entry.py" line="75" />
        <source>Columns, left to right</source>
        <translation>列（左から順に）</translation>
    </message>
    <message>
        <location filename="../../nonogram/clue_entry.py" line="78" />
        <source>One line per row or column; numbers separated by spaces; 0 or an empty line for a line without blocks.</source>
        <translation>1行に1列ずつ、数字はスペースで区切って入力します。黒マスのない列は 0 か空行にします。</translation>
    </message>
    <message>
        <location filename="../../nonogram/clue_entry.py" line="101" />
        <source>%1 columns x %2 rows</source>
        <translation>%1列 × %2行</translation>
    </message>
</context>
<context>
    <name>Genres</name>
    <message>
        <location filename="../../nonogram/__init__.py" line="25" />
        <source>Nonogram</source>
        <translation>ノノグラム（お絵かきロジック）</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../main_window.py" line="72" />
        <source>File ▸ New, Open or Open Sample to begin.</source>
        <translation>ファイル ▸ 新規作成・開く・サンプルを開く から始めましょう。</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="108" />
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="109" />
        <source>&amp;New…</source>
        <translation>新規作成(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="110" />
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="111" />
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="113" />
        <source>Open Sa&amp;mple</source>
        <translation>サンプルを開く(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="116" />
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="117" />
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="118" />
        <source>&amp;Import…</source>
        <translation>インポート(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="119" />
        <source>&amp;Export…</source>
        <translation>エクスポート(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="120" />
        <source>Export &amp;Image…</source>
        <translation>画像として書き出す(&amp;G)…</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="121" />
        <source>&amp;Print…</source>
        <translation>印刷(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="123" />
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="125" />
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="128" />
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="129" />
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="131" />
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="138" />
        <source>C&amp;lear</source>
        <translation>クリア(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="140" />
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="141" />
        <source>Zoom &amp;In</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="143" />
        <source>Zoom &amp;Out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="144" />
        <source>&amp;Fit</source>
        <translation>ウィンドウに合わせる(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="146" />
        <source>&amp;Grid Lines Every 5</source>
        <translation>5マスごとの太線(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="148" />
        <source>&amp;Theme</source>
        <translation>テーマ(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="150" />
        <source>&amp;Light</source>
        <translation>ライト(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="151" />
        <source>&amp;Dark</source>
        <translation>ダーク(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="155" />
        <source>Lan&amp;guage</source>
        <translation>言語(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="159" />
        <source>&amp;System Default</source>
        <translation>システムの設定に従う(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="165" />
        <source>&amp;Puzzle</source>
        <translation>パズル(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="167" />
        <source>&amp;Edit Mode</source>
        <translation>作成モード(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="167" />
        <source>&amp;Solve Mode</source>
        <translation>解答モード(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="168" />
        <source>&amp;Play Mode</source>
        <translation>プレイモード(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="171" />
        <source>S&amp;olve</source>
        <translation>解く(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="172" />
        <source>&amp;Cancel</source>
        <translation>中止(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="173" />
        <source>Chec&amp;k Puzzle</source>
        <translation>パズルを検査(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="174" />
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="247" />
        <source>row %1, col %2</source>
        <translation>%1行 %2列</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="277" />
        <source>Open puzzle</source>
        <translation>パズルを開く</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="286" />
        <source>Puzzles (%1)</source>
        <translation>パズル (%1)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="287" />
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="305" />
        <source>Cannot open puzzle</source>
        <translation>パズルを開けません</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="315" />
        <source>Opened %1</source>
        <translation>%1 を開きました</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="326" />
        <source>(none)</source>
        <translation>（なし）</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="346" />
        <location filename="../../main_window.py" line="350" />
        <source>Cannot save</source>
        <translation>保存できません</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="367" />
        <source>Save puzzle</source>
        <translation>パズルを保存</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="383" />
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="387" />
        <source>Import puzzle</source>
        <translation>パズルをインポート</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="409" />
        <source>Export puzzle</source>
        <translation>パズルをエクスポート</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="420" />
        <source>Cannot export</source>
        <translation>エクスポートできません</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="423" />
        <location filename="../../main_window.py" line="438" />
        <source>Exported %1</source>
        <translation>%1 を書き出しました</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="432" />
        <source>Export image</source>
        <translation>画像として書き出す</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="433" />
        <source>PNG with solution (*.png)</source>
        <translation>PNG・解答つき (*.png)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="434" />
        <source>SVG with solution (*.svg)</source>
        <translation>SVG・解答つき (*.svg)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="434" />
        <source>PDF with solution (*.pdf)</source>
        <translation>PDF・解答つき (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="465" />
        <source>Language changed; open documents follow when reopened.</source>
        <translation>言語を切り替えました。開いているパズルの画面は開き直すと切り替わります。</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="498" />
        <source>Restore unsaved work</source>
        <translation>未保存の作業を復元</translation>
    </message>
    <message numerus="yes">
        <location filename="../../main_window.py" line="499" />
        <source>Puzzle Studio did not close properly. Restore %n unsaved puzzle(s)?</source>
        <translation><numerusform>Puzzle Studio は正常に終了しませんでした。未保存のパズル %n 件を復元しますか？</numerusform></translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="532" />
        <source>Unsaved changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="533" />
        <source>Save the changes to %1?</source>
        <translation>%1 の変更を保存しますか？</translation>
    </message>
</context>
<context>
    <name>NewDialog</name>
    <message>
        <location filename="../../main_window.py" line="41" />
        <source>New puzzle</source>
        <translation>新しいパズル</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="53" />
        <source>Genre</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="54" />
        <source>Width</source>
        <translation>幅</translation>
    </message>
    <message>
        <location filename="../../main_window.py" line="55" />
        <source>Height</source>
        <translation>高さ</translation>
    </message>
</context>
<context>
    <name>NonogramDocument</name>
    <message>
        <location filename="../../nonogram/document.py" line="108" />
        <location filename="../../nonogram/document.py" line="179" />
        <source>Edit</source>
        <translation>作成</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="110" />
        <location filename="../../nonogram/document.py" line="179" />
        <source>Solve</source>
        <translation>解く</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="111" />
        <location filename="../../nonogram/document.py" line="179" />
        <source>Play</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="184" />
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
    <message numerus="yes">
        <location filename="../../nonogram/document.py" line="289" />
        <source>Paint %n cell(s)</source>
        <translation><numerusform>%n マスを塗る</numerusform></translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="289" />
        <source>Fill cells</source>
        <translation>マスを塗る</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="305" />
        <source>Toggle cell</source>
        <translation>マスを切り替え</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="314" />
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="325" />
        <source>Resize to %1x%2</source>
        <translation>%1×%2 にサイズ変更</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="333" />
        <source>Title</source>
        <translation>タイトル</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="339" />
        <source>W </source>
        <translation>幅 </translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="340" />
        <source>H </source>
        <translation>高さ </translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="341" />
        <source>Resize</source>
        <translation>サイズ変更</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="344" />
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="345" />
        <source>Import picture…</source>
        <translation>画像から作る…</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="348" />
        <source>Type clues…</source>
        <translation>ヒントを入力…</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="349" />
        <source>Enter row and column clues by hand, e.g. from a book</source>
        <translation>本などから行と列のヒントを手で入力します</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="355" />
        <location filename="../../nonogram/document.py" line="428" />
        <source>Check puzzle</source>
        <translation>パズルを検査</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="356" />
        <source>Is there exactly one solution? How hard is it?</source>
        <translation>解がただ一つ（一意解）か、どのくらい難しいかを調べます</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="358" />
        <source>Draw a picture: the clues follow it. Then check that the clues have exactly one solution.</source>
        <translation>絵を描くとヒント（数字）が自動で付きます。描けたら、そのヒントで解が一つに決まるか検査しましょう。</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="362" />
        <location filename="../../nonogram/document.py" line="461" />
        <source>Show the other solution</source>
        <translation>もう一つの解を表示</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="365" />
        <source>Left button fills, right button clears; drag to paint a line. Arrow keys move, Space toggles.</source>
        <translation>左クリックで塗り、右クリックで消します。ドラッグで一列に塗れます。矢印キーで移動、スペースで切り替え。</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="392" />
        <source>The clues were typed or come from a file; the picture is unknown. Painting derives new clues from the picture.</source>
        <translation>ヒントは手入力またはファイルから読み込んだもので、絵は不明です。絵を描くと、その絵から新しいヒントが作られます。</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="421" />
        <source>Cancel check</source>
        <translation>検査を中止</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="422" />
        <source>Checking…</source>
        <translation>検査中…</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="430" />
        <source>The check failed.</source>
        <translation>検査に失敗しました。</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="434" />
        <source>line-solvable</source>
        <translation>列ごとの理詰めで解ける</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="434" />
        <source>needs probing</source>
        <translation>仮置きが必要</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="435" />
        <source>needs search</source>
        <translation>探索が必要</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="437" />
        <source>&lt;b&gt;Unique&lt;/b&gt;: exactly one solution.</source>
        <translation>&lt;b&gt;一意解&lt;/b&gt;：解はただ一つです。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../nonogram/document.py" line="442" />
        <source>&lt;b&gt;Not unique&lt;/b&gt;: two solutions differ in %n cell(s) (highlighted).</source>
        <translation><numerusform>&lt;b&gt;解が一つではありません&lt;/b&gt;：二つの解が %n マスで異なります（強調表示）。</numerusform></translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="444" />
        <source>Solvable; uniqueness unknown within the time limit.</source>
        <translation>解けますが、制限時間内に一意かどうか分かりませんでした。</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="446" />
        <source>&lt;b&gt;No solution&lt;/b&gt;: the clues contradict each other.</source>
        <translation>&lt;b&gt;解なし&lt;/b&gt;：ヒント同士が矛盾しています。</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="448" />
        <source>Stopped before an answer.</source>
        <translation>答えが出る前に中止しました。</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="450" />
        <source>Difficulty: %1</source>
        <translation>難易度：%1</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="469" />
        <source>Import picture</source>
        <translation>画像から作る</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="487" />
        <source>Enter clues</source>
        <translation>ヒントを入力</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="500" />
        <location filename="../../nonogram/document.py" line="553" />
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="501" />
        <source>Show the next deduction; press again to apply it</source>
        <translation>次に分かることを示します。もう一度押すと盤面に反映します</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="503" />
        <source>Left button fills, right button crosses out. Arrow keys move, Space fills, X crosses.</source>
        <translation>左クリックで塗り、右クリックで×。矢印キーで移動、スペースで塗り、X で×。</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="506" />
        <source>Mark errors (lines that break their clue)</source>
        <translation>間違いを表示（ヒントに合わない列）</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="508" />
        <location filename="../../nonogram/document.py" line="620" />
        <source>Reveal solution</source>
        <translation>答えを見る</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="542" />
        <source>Completed in %1 — every clue is satisfied.</source>
        <translation>%1 で完成！すべてのヒントを満たしています。</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="554" />
        <source>Hint applied.</source>
        <translation>ヒントを反映しました。</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="562" />
        <source>Row %1</source>
        <translation>%1行目</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="562" />
        <source>Column %1</source>
        <translation>%1列目</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="563" />
        <source> cannot be completed with its clue: something is wrong there.</source>
        <translation>はヒントどおりに完成できません。どこかが間違っています。</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="599" />
        <source>No deduction left from this board: it is finished, or needs a guess.</source>
        <translation>この盤面から分かることはもうありません。完成しているか、仮定が必要です。</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="602" />
        <source> — press Hint again to apply.</source>
        <translation> ― もう一度「ヒント」を押すと反映します。</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="614" />
        <source>Solve the puzzle first (Solve tab).</source>
        <translation>先にパズルを解いてください（「解く」タブ）。</translation>
    </message>
    <message>
        <location filename="../../nonogram/document.py" line="664" />
        <source>checking…</source>
        <translation>検査中…</translation>
    </message>
</context>
<context>
    <name>PictureImportDialog</name>
    <message>
        <location filename="../../nonogram/picture_import.py" line="28" />
        <location filename="../../nonogram/picture_import.py" line="64" />
        <source>Import picture</source>
        <translation>画像から作る</translation>
    </message>
    <message>
        <location filename="../../nonogram/picture_import.py" line="31" />
        <source>Choose image…</source>
        <translation>画像を選ぶ…</translation>
    </message>
    <message>
        <location filename="../../nonogram/picture_import.py" line="42" />
        <source>Invert</source>
        <translation>白黒反転</translation>
    </message>
    <message>
        <location filename="../../nonogram/picture_import.py" line="52" />
        <source>Width</source>
        <translation>幅</translation>
    </message>
    <message>
        <location filename="../../nonogram/picture_import.py" line="53" />
        <source>Height</source>
        <translation>高さ</translation>
    </message>
    <message>
        <location filename="../../nonogram/picture_import.py" line="54" />
        <source>Threshold</source>
        <translation>しきい値</translation>
    </message>
    <message>
        <location filename="../../nonogram/picture_import.py" line="65" />
        <source>Images (*.png *.jpg *.jpeg *.bmp *.gif)</source>
        <translation>画像 (*.png *.jpg *.jpeg *.bmp *.gif)</translation>
    </message>
    <message>
        <location filename="../../nonogram/picture_import.py" line="72" />
        <source>Cannot read this image.</source>
        <translation>この画像は読み込めません。</translation>
    </message>
</context>
<context>
    <name>SolvePanel</name>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="77" />
        <source>complete (all placements)</source>
        <translation>全列挙（すべての置き方）</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="78" />
        <source>overlap (leftmost vs rightmost)</source>
        <translation>重なり（左詰めと右詰め）</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="93" />
        <source>Solve</source>
        <translation>解く</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="95" />
        <source>Cancel</source>
        <translation>中止</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="102" />
        <location filename="../../nonogram/solve_panel.py" line="194" />
        <source>Ready.</source>
        <translation>準備完了。</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="113" />
        <source>Back to the start</source>
        <translation>最初に戻る</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="114" />
        <source>Step back</source>
        <translation>1手戻る</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="115" />
        <source>Play / pause</source>
        <translation>再生／一時停止</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="116" />
        <source>Step forward</source>
        <translation>1手進む</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="117" />
        <source>Jump to the end</source>
        <translation>最後へ</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="121" />
        <source>Playback speed (steps per second)</source>
        <translation>再生速度（1秒あたりの手数）</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="124" />
        <source>Solve with line or probe to play the deductions back step by step.</source>
        <translation>line か probe で解くと、推論を1手ずつ再生できます。</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="143" />
        <source>Method</source>
        <translation>解法</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="144" />
        <source>Line rule</source>
        <translation>列の規則</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="145" />
        <source>GA population</source>
        <translation>GA の個体数</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="146" />
        <source>GA generations</source>
        <translation>GA の世代数</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="222" />
        <source>solving (%1)…</source>
        <translation>解いています（%1）…</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="225" />
        <source>idle</source>
        <translation>待機中</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="242" />
        <source>Error: %1</source>
        <translation>エラー：%1</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="245" />
        <source>Solving with %1…</source>
        <translation>%1 で解いています…</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="253" />
        <source>Cancelling…</source>
        <translation>中止しています…</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="284" />
        <source>unique</source>
        <translation>一意解</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="284" />
        <source>not unique</source>
        <translation>解が複数</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="285" />
        <source>Solved</source>
        <translation>解けました</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="285" />
        <source>No solution</source>
        <translation>解なし</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="286" />
        <source>Stopped</source>
        <translation>中止</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="288" />
        <source>Line logic stalls here: %1 of %2 cells fixed</source>
        <translation>列ごとの理詰めはここで止まります：%2 マス中 %1 マスが確定</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="385" />
        <source>Step %1 of %2</source>
        <translation>%2 手中 %1 手目</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="390" />
        <source>The empty grid: press Play or Step forward.</source>
        <translation>空の盤面です。再生か「1手進む」を押してください。</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="395" />
        <source>generation</source>
        <translation>世代</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="395" />
        <source>fitness (wrong cells in columns)</source>
        <translation>適応度（列で間違っているマス数）</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="396" />
        <source>best</source>
        <translation>最良</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="396" />
        <source>mean</source>
        <translation>平均</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="402" />
        <source>step</source>
        <translation>手</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="402" />
        <source>cells fixed</source>
        <translation>確定マス数</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="426" />
        <source>row %1</source>
        <translation>%1行目</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="428" />
        <source>column %1</source>
        <translation>%1列目</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="432" />
        <source>Search space: %1 has the most placements (%2); all rows together 10^%3.</source>
        <translation>探索空間：置き方が最も多いのは %1（%2 通り）、全行あわせて 10^%3 通り。</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="435" />
        <source>Model: %1 variables, %2 constraints.</source>
        <translation>モデル：変数 %1 個、制約 %2 個。</translation>
    </message>
    <message>
        <location filename="../../nonogram/solve_panel.py" line="438" />
        <source>%1 patterns.</source>
        <translation>%1 パターン。</translation>
    </message>
</context>
<context>
    <name>Steps</name>
    <message>
        <location filename="../../nonogram/words.py" line="53" />
        <source>trying the other value leads to a contradiction</source>
        <translation>逆を仮置きすると矛盾する</translation>
    </message>
    <message>
        <location filename="../../nonogram/words.py" line="55" />
        <source>both values of a probed cell lead to the same</source>
        <translation>仮置きしたマスをどちらにしても同じ結果になる</translation>
    </message>
    <message>
        <location filename="../../nonogram/words.py" line="58" />
        <source>fills {cells}</source>
        <translation>{cells} を塗る</translation>
    </message>
    <message>
        <location filename="../../nonogram/words.py" line="60" />
        <source>crosses out {cells}</source>
        <translation>{cells} に×</translation>
    </message>
    <message>
        <location filename="../../nonogram/words.py" line="61" />
        <source>Probing: {reason}; {what}</source>
        <translation>仮置き：{reason} → {what}</translation>
    </message>
    <message>
        <location filename="../../nonogram/words.py" line="61" />
        <location filename="../../nonogram/words.py" line="78" />
        <source> and </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../nonogram/words.py" line="64" />
        <source>row {n}</source>
        <translation>{n}行目</translation>
    </message>
    <message>
        <location filename="../../nonogram/words.py" line="64" />
        <source>column {n}</source>
        <translation>{n}列目</translation>
    </message>
    <message>
        <location filename="../../nonogram/words.py" line="67" />
        <source>overlap of leftmost and rightmost placement</source>
        <translation>左詰めと右詰めの重なり</translation>
    </message>
    <message>
        <location filename="../../nonogram/words.py" line="70" />
        <source>every placement that fits the known cells agrees (of {n} in all)</source>
        <translation>確定マスに合う置き方（全 {n} 通り）がすべて一致</translation>
    </message>
    <message>
        <location filename="../../nonogram/words.py" line="73" />
        <source>fills cells {cells}</source>
        <translation>{cells} マス目を塗る</translation>
    </message>
    <message>
        <location filename="../../nonogram/words.py" line="75" />
        <source>crosses out cells {cells}</source>
        <translation>{cells} マス目に×</translation>
    </message>
    <message>
        <location filename="../../nonogram/words.py" line="77" />
        <source>{line} (clue {clue}): {reason} {what}</source>
        <translation>{line}（ヒント {clue}）：{reason} → {what}</translation>
    </message>
</context>
</TS>