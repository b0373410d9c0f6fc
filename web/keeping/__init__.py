"""What the app keeps in the browser's storage, and the backup file that carries it, apart from
the page: plain Python over a ``localStorage``-like backend, with no browser import, tested on
CPython and kept imported by a quick start.

``store`` is the app's one store (what it saved, kept in memory whether or not storage takes it),
over the JSON text it writes and reads (``json_text``);
``tracker_store`` keeps a tracker's encounters and roster in it as records of their own, with their
keys (``keys``), their reading (``records``), their ids (``ids``), their combatants in groups
(``groups``), their logs in pieces (``log_pieces``), what storage refused (``catch_up``) and the
roster's cards (``roster``); ``backup_file`` reads a whole-app backup file back.
"""
