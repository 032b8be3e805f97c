"""Ctrl+C on the command line: one line on stderr and exit code 130, within a moment, whatever
is running.

A Python signal handler is not enough here. It runs only between bytecodes of the main thread,
so a solve that sits in OR-Tools or Glucose would not hear it until the search ends. The native
solvers also install SIGINT handlers of their own: CP-SAT's stops its search and later
aborts the process (``std::bad_function_call``), SCIP's swallows the signal, and PySAT's raises
KeyboardInterrupt with a traceback. So the command line blocks SIGINT in every thread from the
start (threads inherit the mask, native worker threads included), and one watcher thread takes
it with ``sigwait``. No handler, Python's or a library's, ever sees the signal then. The watcher
says one line and ends the process with ``os._exit``: a stop is the end of the command, output
printed so far is flushed already, and a half-written output file is a temporary file that the
next write to it removes (textfiles.write_text_atomically).
"""

from __future__ import annotations

import os
import signal
import sys
import threading
from collections.abc import Callable

EXIT_INTERRUPTED = 128 + signal.SIGINT  # 130: the shell's convention for a command Ctrl+C ended


def catch_interrupt(say: Callable[[str], None]) -> bool:
    """From now on Ctrl+C (SIGINT) makes this process say one line and exit with 130.

    Call it first thing in the main thread, before any thread starts: a thread started earlier
    (numpy's OpenBLAS pool starts at import) keeps SIGINT unblocked and could take the signal
    to a handler. Returns False, changing nothing, where it cannot work or must not: off the
    main thread, on a platform without ``sigwait``, or when SIGINT is ignored (a background
    job of a shell without job control: the user asked for it to be ignored)."""
    if not hasattr(signal, "sigwait") or threading.current_thread() is not threading.main_thread():
        return False
    if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
        return False
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})

    def watch() -> None:
        signal.sigwait({signal.SIGINT})
        say("interrupted")
        try:
            sys.stderr.flush()
        except (OSError, ValueError, AttributeError):  # stderr closed: nothing more to say
            pass
        os._exit(EXIT_INTERRUPTED)

    threading.Thread(target=watch, name="ctrl-c", daemon=True).start()
    return True
