"""Japanese for the main window's file messages (autosave, file watch, failed actions), for
``python tools/update_translations.py --fill tools/translations_window_ja.py``; once filled
into studio/resources/i18n/studio_ja.ts this file is of no more use."""

JA = {
    "A solver has not stopped yet; the window stays open. Close it again in a moment.":
        "ソルバーがまだ停止していません。ウィンドウは開いたままです。少し待ってからもう一度閉じてください。",
    "Autosave works again.": "自動保存が再び機能しています。",
    "Cancel": "中止",  # the word the solve panel uses
    "Close": "閉じる",
    "Cannot export image": "画像を書き出せません",
    "Cannot print": "印刷できません",
    "Cannot reload": "再読み込みできません",
    "File changed on disk": "ファイルがディスク上で変更されました",
    "File deleted": "ファイルが削除されました",
    "Keep My Version": "自分の版を残す",
    "Not saved: %1 changed on disk": "保存していません: %1 はディスク上で変更されています",
    "Overwrite": "上書き",
    "Reload": "再読み込み",
    "Reloaded %1": "%1 を再読み込みしました",
    "Skipped a damaged autosave: %1 (kept as .damaged)": "壊れた自動保存をスキップしました: %1（.damaged として残しました）",
    "Stopping solvers…": "ソルバーを停止しています…",
    "“%1” was changed by another program. Reload it from disk (your unsaved changes are lost) or keep your version?":
        "「%1」が別のプログラムによって変更されました。ディスクから再読み込みしますか（保存していない変更は失われます）、"
        "それとも自分の版を残しますか？",
    "“%1” was changed or deleted by another program since it was opened. Overwrite it with your version?":
        "「%1」は開いた後に別のプログラムによって変更または削除されました。自分の版で上書きしますか？",
    "“%1” was deleted or moved by another program. Keep your version (Save writes it again) or close it?":
        "「%1」が別のプログラムによって削除または移動されました。自分の版を残しますか（保存すると書き戻します）、"
        "それとも閉じますか？",
    "⚠ Autosave failed: %1. Retrying at the next change.": "⚠ 自動保存に失敗しました: %1。次の変更時に再試行します。",
}
