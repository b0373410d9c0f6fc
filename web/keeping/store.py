"""What the app keeps, and the promises it makes about it, apart from the browser.

``Store`` sits between the app and a key-value backend shaped like ``localStorage``
(``getItem``, ``setItem``, ``removeItem``, ``key``, ``length``); the page passes the
real one, tests a dictionary. Its promises:

- The app's state is what it last saved, kept in memory whether or not the backend took it,
  so a backup file holds everything done this session even while storage is full; what storage
  has not taken yet is marked so, and written once there is room.
- Stored data that cannot be read is never dropped: it is copied aside under a key of its own
  (one per damaged value, never overwriting an earlier copy) before anything else is written
  there; if no copy can be made, the original stays where it is and the app stops saving that
  key until the user has downloaded it.
- Data a newer version of pyrules saved is not damaged: it stays where it is, untouched, for
  that version to read, and this version never writes over it or removes it.
- A whole-app restore writes everything or nothing.
- Text read from storage or a file is refused by size and nesting depth before it is parsed
  (``keeping.json_text``).
"""

from __future__ import annotations

import json
from typing import Any, Callable, Protocol, TypeVar, overload

from pyrules.core.errors import FromNewerVersion
from keeping.json_text import StorageError, check_json_text, json_text

PREFIX = "pyrules."
ASIDE = "pyrules.backup."
THEME = "theme"
PLAYERS_SERVER = "players_server"  # the STUN or TURN server a game master set for players over the internet
QUICK_START = "quick_start"  # "false" turns the quick start off; the page's script reads it before Python
QUICK_START_CACHE = "pyrules-quick-start"  # the Cache Storage that keeps the quick start's snapshot
# The build whose snapshot that cache keeps, so a start with none to restore never opens the cache
# (on a phone's first visit that costs the start tens of milliseconds); outside PREFIX, it is no
# part of the player's data or a backup.
QUICK_START_KEPT = "pyrules-quick-start-kept"
THEMES = ("system", "light", "dark")
FAILING = ("Saving failed (storage is full or blocked). pyrules keeps working, and “Save everything to a "
           "file” still saves all you did; a reload would lose what changed since.")


Read = TypeVar("Read")  # what a reader makes of a stored value
Default = TypeVar("Default")


class Backend(Protocol):
    """What the store is kept in: the browser's ``localStorage``, or a test's stand-in."""

    @property
    def length(self) -> int: ...
    def key(self, index: int) -> str | None: ...
    def getItem(self, key: str) -> str | None: ...
    def setItem(self, key: str, value: str) -> None: ...
    def removeItem(self, key: str) -> None: ...


class Store:
    """The app's saved data over a ``localStorage``-like backend (None: nothing can be stored)."""

    def __init__(self, backend: Backend | None, tell: Callable[[str], None] = lambda message: None,
                 head: Callable[[str, int], str | None] | None = None) -> None:
        self.backend = backend
        self.tell = tell
        self.head = head  # (full key, n) -> the first n characters stored, without reading the rest
        self.state: dict[str, str] = {}      # key -> JSON text the app last saved or loaded
        self.frozen: dict[str, str] = {}     # key -> damaged raw text that could not be copied aside
        self.damaged: list[str] = []         # keys found damaged this session, in order
        self.newer: dict[str, str] = {}      # key -> what a newer version saved there (left untouched)
        # Keys whose text in memory storage does not hold yet, in the order they were kept, each
        # with whether the store writes it again by itself (False: its owner writes it, in order).
        self.unwritten: dict[str, bool] = {}
        self.failing = False                 # the last write failed
        self.freed = False                   # something was removed since: storage may have room
        self.kept_said = ""                  # what the app last said of data set aside or left alone

    # -- the backend, never trusted to work -----------------------------------------------
    def _get(self, full_key: str) -> str | None:
        if self.backend is None:
            return None
        try:
            raw = self.backend.getItem(full_key)
        except Exception:
            return None
        return raw if isinstance(raw, str) else None

    def _set(self, full_key: str, text: str) -> bool:
        if self.backend is None:
            return False
        try:
            self.backend.setItem(full_key, text)
            return True
        except Exception:
            return False

    def _remove(self, full_key: str) -> None:
        if self.backend is not None:
            try:
                self.backend.removeItem(full_key)
                self.freed = True
            except Exception:
                pass

    def stored_keys(self) -> list[str]:
        """Every key the backend holds (all of them, the app's and anyone else's)."""
        if self.backend is None:
            return []
        try:
            return [str(self.backend.key(i)) for i in range(int(self.backend.length))]
        except Exception:
            return []

    @property
    def available(self) -> bool:
        return self.backend is not None

    # -- the app's values -----------------------------------------------------------------
    @overload
    def load(self, key: str, default: Any, validate: None = None) -> Any: ...
    @overload
    def load(self, key: str, default: Default, validate: Callable[[Any], Read]) -> Read | Default: ...
    def load(self, key: str, default: Any, validate: Callable[[Any], Any] | None = None) -> Any:
        """The saved value of ``key`` (or ``default``); damaged data is set aside, never lost."""
        raw = self.state.get(key)
        from_memory = raw is not None
        if raw is None:
            raw = self._get(PREFIX + key)
        if raw is None:
            return default
        try:
            # Text from memory is the app's own, or was checked when it was read: only stored text
            # is scanned for its size and nesting before it is parsed.
            value = raw if key == THEME else json.loads(raw if from_memory else check_json_text(raw, key))
            if validate is not None:
                value = validate(value)
        except FromNewerVersion as error:
            if not from_memory:
                self.leave_alone(key, str(error))
            return default
        except Exception as error:
            if not from_memory:
                self.set_aside(key, raw, str(error))
            return default
        self.state[key] = raw
        return value

    def save(self, key: str, value: Any) -> bool:
        """Keep ``value`` (in memory always, in storage when it can); False if storage refused."""
        text = value if key == THEME else json_text(value)
        return self.save_text(key, text)

    def set_aside(self, key: str, raw: str, reason: str) -> None:
        """Keep a damaged value where the user can reach it after a reload, then say so."""
        self.damaged.append(key)
        aside = self._free_aside_key(key)
        if self._set(aside, raw):
            self._remove(PREFIX + key)
            kept = "a copy was kept aside"
        else:
            self.frozen[key] = raw
            kept = "it was left where it is and will not be overwritten until you download it"
        names = ", ".join(dict.fromkeys(self.damaged))
        self._say(f"Some saved data could not be read ({names}); {kept}. Reason: {reason[:120]}")

    def keep_copy_aside(self, key: str, reason: str) -> None:
        """Part of the value loaded for ``key`` did not read: its stored text is kept aside whole, and
        said, before the part that read is saved over it."""
        raw = self.state.get(key)
        if raw is not None:
            self.set_aside(key, raw, reason)

    def leave_alone(self, key: str, why: str) -> None:
        """Data a newer version saved under ``key``: kept where it is, never written over or
        removed by this version, and said."""
        self.state.pop(key, None)
        self.unwritten.pop(key, None)
        if key in self.newer:
            return
        self.newer[key] = why
        self._say(f"{why.rstrip('.')}: it is kept as it is, untouched, for that version to open. Reload this "
                  "page to update pyrules.")

    def _say(self, message: str) -> None:
        """Tell the player of data set aside or left alone; while saving fails, that is said with it
        (and a notice that saving failed says this again)."""
        self.kept_said = message
        self.tell(f"{message} {FAILING}" if self.failing else message)

    def _free_aside_key(self, key: str) -> str:
        taken = set(self.stored_keys())
        candidate, n = ASIDE + key, 1
        while candidate in taken:
            n += 1
            candidate = f"{ASIDE}{key}~{n}"
        return candidate

    def release(self, key: str) -> None:
        """The user has downloaded a frozen damaged value: saving ``key`` may resume."""
        self.frozen.pop(key, None)
        if key in self.state:
            self.save(key, json.loads(self.state[key]) if key != THEME else self.state[key])

    @overload
    def fresh(self, key: str, validate: None = None) -> Any: ...
    @overload
    def fresh(self, key: str, validate: Callable[[Any], Read]) -> Read | None: ...
    def fresh(self, key: str, validate: Callable[[Any], Any] | None = None) -> Any:
        """The value of ``key`` as storage holds it now (another tab may have written it), or None;
        damaged data is set aside. The app's memory of it is brought up to date; what storage has
        not taken yet is read from memory, where it is newer."""
        if key in self.unwritten:
            return self.load(key, None, validate)
        raw = self._get(PREFIX + key)
        if raw is None:
            self.state.pop(key, None)
            return None
        try:
            value = json.loads(check_json_text(raw, key))
            if validate is not None:
                value = validate(value)
        except FromNewerVersion as error:
            self.leave_alone(key, str(error))
            return None
        except Exception as error:
            self.set_aside(key, raw, str(error))
            return None
        self.state[key] = raw
        self.unwritten.pop(key, None)
        return value

    def peek(self, key: str, length: int | None = None) -> str | None:
        """The text storage holds for ``key`` now, unparsed (None if there is none); only its
        first ``length`` characters when given, read without copying the rest where the page can."""
        if length is None or self.head is None or self.backend is None:
            raw = self._get(PREFIX + key)
            return raw if raw is None or length is None else raw[:length]
        try:
            raw = self.head(PREFIX + key, length)
        except Exception:
            return None
        return raw if isinstance(raw, str) else None

    def save_text(self, key: str, text: str) -> bool:
        """Keep ``text``, already JSON (built by the caller in pieces it caches); False if storage
        did not take it (it is kept in memory, and written again by ``flush``)."""
        if key in self.newer:
            return False  # a newer version's: never written over
        self.state[key] = text
        self.unwritten[key] = True
        written = self.write(key)
        if written:
            self.flush()
        return written

    def hold(self, key: str, text: str) -> None:
        """Keep ``text`` in memory only, for its owner to ``write`` in the order it needs (a record
        after what it lists): it is what the app did, whether or not storage takes it."""
        if key not in self.newer:
            self.state[key] = text
            self.unwritten[key] = False

    def write(self, key: str) -> bool:
        """Write the text kept in memory for ``key`` to storage; whether storage took it (or holds
        it already)."""
        if key not in self.unwritten:
            return key in self.state
        if key in self.frozen or key in self.newer:
            return False  # its original is still there, waiting to be downloaded or read by a newer version
        written = self._set(PREFIX + key, self.state[key])
        if written:
            del self.unwritten[key]
        elif not self.failing:
            self.tell(f"{self.kept_said} {FAILING}" if self.kept_said else FAILING)
        self.failing, self.freed = not written, False
        return written

    def flush(self) -> bool:
        """Write what storage did not take before and the store writes by itself; whether all of it is written."""
        for key in [key for key, own in self.unwritten.items() if own and key not in self.frozen]:
            if key in self.unwritten and not self.write(key):
                return False
        return True

    @property
    def may_have_room(self) -> bool:
        """Whether a write might succeed now: the last one did, or something was removed since."""
        return not self.failing or self.freed

    def drop_unwritten(self, key: str) -> None:
        """Forget text kept in memory that storage never took and nothing lists any more."""
        if self.unwritten.pop(key, None) is not None:
            self.state.pop(key, None)

    def remove(self, key: str) -> None:
        """Forget ``key`` in memory and in storage (data a newer version saved stays, and so does a
        damaged value that could not be copied aside, until it is downloaded)."""
        if key in self.newer or key in self.frozen:
            return
        self.state.pop(key, None)
        self.unwritten.pop(key, None)
        self._remove(PREFIX + key)

    def keys(self, prefix: str) -> list[str]:
        """The app's keys (without "pyrules.") that start with ``prefix``, stored or only in memory."""
        found = {full[len(PREFIX):] for full in self.stored_keys()
                 if full.startswith(PREFIX + prefix) and not full.startswith(ASIDE)}
        found |= {key for key in self.state if key.startswith(prefix)}
        return sorted(found)

    # -- everything at once ---------------------------------------------------------------
    def left_alone(self, refers: Callable[[str], tuple[str, ...]] = lambda key: ()) -> dict[str, str]:
        """The raw text of each record a newer version saved, with every stored part it refers
        to (``refers(key)``: the prefixes of their keys), for the player to download."""
        found = {}
        for key in self.newer:
            prefixes = refers(key)
            for full in self.stored_keys():
                name = full[len(PREFIX):]
                if full.startswith(PREFIX) and (name == key or prefixes and name.startswith(prefixes)):
                    found[name] = self._get(full) or ""
        return found

    def not_yet_saved(self) -> list[str]:
        """The keys whose latest text is only in memory: storage has not taken it yet."""
        return sorted(self.unwritten)

    def everything(self, check: Callable[[str, Any, Callable[[str], Any]], Any]
                   ) -> tuple[dict[str, Any], dict[str, str]]:
        """All the app keeps, for a backup file: (data by key, damaged or unknown raw text by key).

        The app's own state wins over storage (it holds what storage may have refused); a stored
        part the app has not opened this session is checked with ``check(key, value, part)``
        (``part(key)``: another part's value, for a part read with others) and goes under "kept
        aside" when it is damaged or unknown to this build, so the file restores.
        """
        data: dict[str, Any] = {}
        aside: dict[str, str] = {}

        def part(key: str) -> Any:
            text = self.state.get(key) or self._get(PREFIX + key)
            try:
                return None if text is None else json.loads(text)
            except ValueError:
                return None

        for full in self.stored_keys():
            if full.startswith(ASIDE):
                aside[full[len(ASIDE):]] = self._get(full) or ""
            elif full.startswith(PREFIX) and full[len(PREFIX):] not in self.state:
                key, raw = full[len(PREFIX):], self._get(full)
                if raw is None:
                    continue
                try:
                    value = raw if key == THEME else json.loads(check_json_text(raw, key))
                    data[key] = check(key, value, part)
                except Exception:
                    aside[self._unique(aside, key)] = raw
        for key, raw in self.frozen.items():
            aside[self._unique(aside, key)] = raw
        for key, text in self.state.items():
            data[key] = text if key == THEME else json.loads(text)
        return data, aside

    @staticmethod
    def _unique(taken: dict[str, str], key: str) -> str:
        candidate, n = key, 1
        while candidate in taken:
            n += 1
            candidate = f"{key}~{n}"
        return candidate

    def replace_all(self, data: dict[str, Any], aside: dict[str, str]) -> None:
        """Write a restored backup: every part, or nothing (StorageError says why).

        The app's keys not in the file are left as they are; what was there before each written
        key is put back if any write fails.
        """
        if self.backend is None:
            raise StorageError("this browser does not let pyrules keep data (storage is blocked or turned off)")
        writes = [(PREFIX + key, value if key == THEME else json_text(value)) for key, value in data.items()]
        taken = set(self.stored_keys())
        for key, raw in aside.items():
            full, n = ASIDE + key, 1
            while full in taken:
                n += 1
                full = f"{ASIDE}{key}~{n}"
            taken.add(full)
            writes.append((full, raw))
        before = {full: self._get(full) for full, _ in writes}
        done: list[str] = []
        for full, text in writes:
            if not self._set(full, text):
                for undo in reversed(done):
                    previous = before[undo]
                    if previous is None:
                        self._remove(undo)
                    else:
                        self._set(undo, previous)
                raise StorageError("there is not enough room in this browser's storage for the whole file; "
                                   "nothing was changed")
            done.append(full)
        self.state.clear()
        self.frozen.clear()
        self.unwritten.clear()
