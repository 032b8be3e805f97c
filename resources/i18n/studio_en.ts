<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_US">
<context>
    <name>AuthorPanel</name>
    <message numerus="yes">
        <location filename="../../studio/galaxies/author.py" line="300" />
        <source>Paint %n cell(s)</source>
        <translation><numerusform>Paint %n cell</numerusform><numerusform>Paint %n cells</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/galaxies/author.py" line="351" />
        <source>%n dot(s) derived from the regions; check the puzzle to see whether it is unique.</source>
        <translation><numerusform>%n dot derived from the regions; check the puzzle to see whether it is unique.</numerusform><numerusform>%n dots derived from the regions; check the puzzle to see whether it is unique.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/nonogram/author.py" line="214" />
        <source>&lt;b&gt;Not unique&lt;/b&gt;: two solutions differ in %n cell(s) (highlighted).</source>
        <translation><numerusform>&lt;b&gt;Not unique&lt;/b&gt;: two solutions differ in %n cell (highlighted).</numerusform><numerusform>&lt;b&gt;Not unique&lt;/b&gt;: two solutions differ in %n cells (highlighted).</numerusform></translation>
    </message>
    </context>
<context>
    <name>CheckBox</name>
    <message numerus="yes">
        <location filename="../../studio/numberlink/checking.py" line="251" />
        <source>&lt;b&gt;Not unique&lt;/b&gt;: two solutions differ in %n cell(s) (highlighted).</source>
        <translation><numerusform>&lt;b&gt;Not unique&lt;/b&gt;: two solutions differ in %n cell (highlighted).</numerusform><numerusform>&lt;b&gt;Not unique&lt;/b&gt;: two solutions differ in %n cells (highlighted).</numerusform></translation>
    </message>
    </context>
<context>
    <name>Checking</name>
    </context>
<context>
    <name>ClueEntryDialog</name>
    </context>
<context>
    <name>CollectionDialog</name>
    <message numerus="yes">
        <location filename="../../studio/collection.py" line="94" />
        <source>%n puzzle(s) in this file. Open one to play or edit it.</source>
        <translation><numerusform>%n puzzle in this file. Open one to play or edit it.</numerusform><numerusform>%n puzzles in this file. Open one to play or edit it.</numerusform></translation>
    </message>
</context>
<context>
    <name>EasySteps</name>
    </context>
<context>
    <name>EditForm</name>
    </context>
<context>
    <name>GalaxiesDocument</name>
    </context>
<context>
    <name>GalaxiesSteps</name>
    </context>
<context>
    <name>GalaxiesTeacher</name>
    <message numerus="yes">
        <location filename="../../studio/galaxies/teacher.py" line="216" />
        <source>Solved by deductions and trials: %n supposition(s) disproved</source>
        <translation><numerusform>Solved by deductions and trials: %n supposition disproved</numerusform><numerusform>Solved by deductions and trials: %n suppositions disproved</numerusform></translation>
    </message>
    </context>
<context>
    <name>GameIdDialog</name>
    </context>
<context>
    <name>GenerateBox</name>
    <message numerus="yes">
        <location filename="../../studio/numberlink/generating.py" line="150" />
        <source>Generated %n puzzle(s).</source>
        <translation><numerusform>Generated %n puzzle.</numerusform><numerusform>Generated %n puzzles.</numerusform></translation>
    </message>
    </context>
<context>
    <name>Genres</name>
    </context>
<context>
    <name>Grades</name>
    </context>
<context>
    <name>Levels</name>
    </context>
<context>
    <name>LibraryWindow</name>
    </context>
<context>
    <name>Logs</name>
    </context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../../studio/window_autosave.py" line="59" />
        <source>Puzzle Studio did not close properly. Restore %n unsaved puzzle(s)?</source>
        <translation><numerusform>Puzzle Studio did not close properly. Restore %n unsaved puzzle?</numerusform><numerusform>Puzzle Studio did not close properly. Restore %n unsaved puzzles?</numerusform></translation>
    </message>
    </context>
<context>
    <name>NewDialog</name>
    </context>
<context>
    <name>NonogramDocument</name>
    <message numerus="yes">
        <location filename="../../studio/nonogram/document.py" line="196" />
        <source>Paint %n cell(s)</source>
        <translation><numerusform>Paint %n cell</numerusform><numerusform>Paint %n cells</numerusform></translation>
    </message>
    </context>
<context>
    <name>NonogramTeacher</name>
    </context>
<context>
    <name>NumberlinkDocument</name>
    </context>
<context>
    <name>NumberlinkQuality</name>
    </context>
<context>
    <name>NumberlinkSteps</name>
    </context>
<context>
    <name>NumberlinkTeacher</name>
    <message numerus="yes">
        <location filename="../../studio/numberlink/teacher.py" line="203" />
        <source>Solved by deductions alone (%n step(s))</source>
        <translation><numerusform>Solved by deductions alone (%n step)</numerusform><numerusform>Solved by deductions alone (%n steps)</numerusform></translation>
    </message>
    </context>
<context>
    <name>PictureImportDialog</name>
    </context>
<context>
    <name>PlaySettings</name>
    </context>
<context>
    <name>PlayerBase</name>
    </context>
<context>
    <name>PlayerPanel</name>
    <message numerus="yes">
        <location filename="../../studio/numberlink/player.py" line="201" />
        <source>No rule is broken so far (Hint tells whether the lines lead to the solution); not finished: %n cell(s) to fill or join (ringed).</source>
        <translation><numerusform>No rule is broken so far (Hint tells whether the lines lead to the solution); not finished: %n cell to fill or join (ringed).</numerusform><numerusform>No rule is broken so far (Hint tells whether the lines lead to the solution); not finished: %n cells to fill or join (ringed).</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../solvers/nonogram/hint.py" line="117" />
        <source> (and %n more wrong cell(s), marked)</source>
        <translation><numerusform> (and %n more wrong cell, marked)</numerusform><numerusform> (and %n more wrong cells, marked)</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../solvers/numberlink/hint.py" line="188" />
        <source>In no solution: %n line segment(s) you drew (marked)</source>
        <translation><numerusform>In no solution: %n line segment you drew (marked)</numerusform><numerusform>In no solution: %n line segments you drew (marked)</numerusform></translation>
    </message>
    </context>
<context>
    <name>PuzzleDocument</name>
    <message numerus="yes">
        <location filename="../../studio/player_base.py" line="135" />
        <source> with %n hint(s).</source>
        <translation><numerusform> with %n hint.</numerusform><numerusform> with %n hints.</numerusform></translation>
    </message>
    </context>
<context>
    <name>PuzzlePicker</name>
    </context>
<context>
    <name>RepairBox</name>
    <message numerus="yes">
        <location filename="../../studio/nonogram/repairing.py" line="126" />
        <source>fill %n cell(s)</source>
        <translation><numerusform>fill %n cell</numerusform><numerusform>fill %n cells</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/nonogram/repairing.py" line="128" />
        <source>clear %n cell(s)</source>
        <translation><numerusform>clear %n cell</numerusform><numerusform>clear %n cells</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/nonogram/repairing.py" line="142" />
        <source>Repair %n cell(s)</source>
        <translation><numerusform>Repair %n cell</numerusform><numerusform>Repair %n cells</numerusform></translation>
    </message>
</context>
<context>
    <name>Samples</name>
    </context>
<context>
    <name>SearchTreeView</name>
    </context>
<context>
    <name>SeedBox</name>
    </context>
<context>
    <name>SolvePanel</name>
    </context>
<context>
    <name>StartPage</name>
    </context>
<context>
    <name>Steps</name>
    </context>
<context>
    <name>Teacher</name>
    </context>
<context>
    <name>Verdict</name>
    <message numerus="yes">
        <location filename="../../studio/galaxies/checking.py" line="69" />
        <source>&lt;b&gt;Not unique&lt;/b&gt;: two solutions differ in %n cell(s) (highlighted).</source>
        <translation><numerusform>&lt;b&gt;Not unique&lt;/b&gt;: two solutions differ in %n cell (highlighted).</numerusform><numerusform>&lt;b&gt;Not unique&lt;/b&gt;: two solutions differ in %n cells (highlighted).</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../studio/galaxies/checking.py" line="77" />
        <source>No dot can reach or cover %n cell(s) (in red).</source>
        <translation><numerusform>No dot can reach or cover %n cell (in red).</numerusform><numerusform>No dot can reach or cover %n cells (in red).</numerusform></translation>
    </message>
    </context>
<context>
    <name>document</name>
    </context>
<context>
    <name>engine</name>
    </context>
</TS>