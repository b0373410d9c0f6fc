"""A small stand-in for the browser, enough to run the calculators' page (``screen.forms``) on
CPython: a document built from the page's own pre-rendered markup, the few selectors the page's
Python asks for, events fired at the document's listeners, and ``localStorage``.

``browser(monkeypatch, markup, storage)`` puts it in place of ``js`` and ``pyodide.ffi`` and
forgets the page's modules imported over it afterwards."""

from __future__ import annotations

import re
import sys
import types
from contextlib import contextmanager
from html.parser import HTMLParser
from unittest import mock

VOID = {"input", "br", "hr", "img", "meta", "link"}
FIELDS = ("input", "select", "textarea", "button")
SIMPLE = re.compile(r':not\(([^)]*)\)|([a-zA-Z][\w-]*)|\.([\w-]+)|#([\w-]+)|\[([\w-]+)(?:="([^"]*)")?\]')


class ClassList:
    def __init__(self, element):
        self.element = element

    def _names(self) -> list[str]:
        return (self.element.attributes.get("class") or "").split()

    def contains(self, name) -> bool:
        return name in self._names()

    def add(self, *names) -> None:
        self.element.attributes["class"] = " ".join(dict.fromkeys([*self._names(), *names]))

    def remove(self, *names) -> None:
        self.element.attributes["class"] = " ".join(n for n in self._names() if n not in names)


class Dataset:
    """``element.dataset``: ``dataset.rollField`` is the attribute ``data-roll-field``."""

    def __init__(self, element):
        object.__setattr__(self, "element", element)

    def __getattr__(self, name):
        return self.element.attributes.get("data-" + re.sub(r"[A-Z]", lambda m: "-" + m.group().lower(), name))


class Element:
    """An element as the page's Python uses it."""

    def __init__(self, document, tag: str, attributes: dict | None = None):
        self.document, self.tag = document, tag.lower()
        self.attributes = dict(attributes or {})
        self.parent = None
        self.children: list = []  # elements and text (str)
        self.classList, self.dataset = ClassList(self), Dataset(self)
        self.checked = "checked" in self.attributes
        self._value = self.attributes.get("value", "")
        self.scrolled_to = self.open = False

    # -- attributes ---------------------------------------------------------------------
    @property
    def tagName(self) -> str:
        return self.tag.upper()

    @property
    def id(self) -> str:
        return self.attributes.get("id", "")

    @property
    def name(self) -> str:
        return self.attributes.get("name", "")

    @property
    def type(self) -> str:
        return self.attributes.get("type", "text" if self.tag == "input" else "")

    @type.setter
    def type(self, value: str) -> None:
        self.attributes["type"] = value

    @property
    def href(self) -> str:
        return self.attributes.get("href", "")

    @href.setter
    def href(self, value) -> None:
        self.attributes["href"] = str(value)

    @property
    def hidden(self) -> bool:
        return "hidden" in self.attributes

    @hidden.setter
    def hidden(self, value) -> None:
        if value:
            self.attributes["hidden"] = ""
        else:
            self.attributes.pop("hidden", None)

    @property
    def value(self) -> str:
        if self.tag == "select":
            options = [o for o in self.descendants() if o.tag == "option"]
            chosen = [o for o in options if o.checked or "selected" in o.attributes]
            picked = (chosen or options or [None])[0]
            return "" if picked is None else picked.attributes.get("value", picked.textContent)
        return self._value

    @value.setter
    def value(self, value) -> None:
        if self.tag == "select":
            for option in (o for o in self.descendants() if o.tag == "option"):
                option.attributes.pop("selected", None)
                option.checked = option.attributes.get("value") == str(value)
            return
        self._value = str(value)

    def getAttribute(self, name):
        return self.attributes.get(name)

    def hasAttribute(self, name) -> bool:
        return name in self.attributes

    def setAttribute(self, name, value) -> None:
        self.attributes[name] = str(value)

    def removeAttribute(self, name) -> None:
        self.attributes.pop(name, None)

    # -- the tree --------------------------------------------------------------------------
    def descendants(self):
        for child in self.children:
            if isinstance(child, Element):
                yield child
                yield from child.descendants()

    @property
    def elements(self) -> list:
        return [e for e in self.descendants() if e.tag in FIELDS]

    @property
    def textContent(self) -> str:
        return "".join(c if isinstance(c, str) else c.textContent for c in self.children)

    @textContent.setter
    def textContent(self, text) -> None:
        self.children = [str(text)] if text else []

    @property
    def innerHTML(self) -> str:
        raise NotImplementedError("read what the page shows through its elements")

    @innerHTML.setter
    def innerHTML(self, markup) -> None:
        self.children = []
        Builder(self).feed(str(markup))

    def insertAdjacentHTML(self, where, markup) -> None:
        assert where == "afterbegin"
        kept, self.children = self.children, []
        Builder(self).feed(str(markup))
        self.children += kept

    @property
    def childElementCount(self) -> int:
        return sum(isinstance(c, Element) for c in self.children)

    @property
    def lastElementChild(self):
        return [c for c in self.children if isinstance(c, Element)][-1]

    @property
    def firstElementChild(self):
        return next((c for c in self.children if isinstance(c, Element)), None)

    def appendChild(self, child) -> None:
        child.parent = self
        self.children.append(child)

    def remove(self) -> None:
        if self.parent is not None:
            self.parent.children.remove(self)
            self.parent = None

    def matches(self, selector: str) -> bool:
        return any(_matches(self, alternative.split()) for alternative in selector.split(","))

    def closest(self, selector: str):
        element = self
        while isinstance(element, Element):
            if element.matches(selector):
                return element
            element = element.parent
        return None

    def querySelectorAll(self, selector: str) -> list:
        return [e for e in self.descendants() if e.matches(selector)]

    def querySelector(self, selector: str):
        return next(iter(self.querySelectorAll(selector)), None)

    # -- what the page asks of an element that the test reads back ---------------------------
    def scrollIntoView(self, _options=None) -> None:
        self.scrolled_to = True

    def focus(self, _options=None) -> None:
        self.document.focused = self

    def addEventListener(self, event, handler) -> None:
        self.document.listeners.setdefault(event, []).append(handler)

    def dispatchEvent(self, event) -> None:
        self.document.fire(event.type, self)  # every event the page makes bubbles


def _compound(element: Element, compound: str) -> bool:
    """Whether ``element`` matches one compound selector (``form[data-tool="x"]``, ``.a:not(.b)``)."""
    at = 0
    for found in SIMPLE.finditer(compound):
        assert found.start() == at, f"selector not understood: {compound}"
        at = found.end()
        negated, tag, cls, eid, attribute, wanted = found.groups()
        if negated is not None:
            ok = not _compound(element, negated)
        elif tag is not None:
            ok = element.tag == tag.lower()
        elif cls is not None:
            ok = element.classList.contains(cls)
        elif eid is not None:
            ok = element.id == eid
        else:
            ok = attribute in element.attributes and (wanted is None or element.attributes[attribute] == wanted)
        if not ok:
            return False
    assert at == len(compound), f"selector not understood: {compound}"
    return True


def _matches(element: Element, parts: list[str]) -> bool:
    """Descendant combinators: the last part matches ``element``, the others its ancestors in order."""
    if not _compound(element, parts[-1]):
        return False
    if len(parts) == 1:
        return True
    ancestor = element.parent
    while isinstance(ancestor, Element):
        if _matches(ancestor, parts[:-1]):
            return True
        ancestor = ancestor.parent
    return False


class Builder(HTMLParser):
    """Markup made into elements under ``root``."""

    def __init__(self, root: Element):
        super().__init__(convert_charrefs=True)
        self.open = [root]

    def handle_starttag(self, tag, attrs):
        element = Element(self.open[-1].document, tag, {k: "" if v is None else v for k, v in attrs})
        self.open[-1].appendChild(element)
        if tag not in VOID:
            self.open.append(element)

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.open.pop()

    def handle_endtag(self, tag):
        if tag not in VOID:
            while self.open[-1].tag != tag:
                self.open.pop()
            self.open.pop()

    def handle_data(self, data):
        self.open[-1].children.append(data)


class Event:
    def __init__(self, kind: str, target, detail=None):
        self.type, self.target, self.detail = kind, target, detail
        self.currentTarget = target
        self.defaultPrevented = False

    def preventDefault(self) -> None:
        self.defaultPrevented = True


class Document(Element):
    """The page: its body holds ``markup``; ``listeners`` are the handlers on the document."""

    def __init__(self, markup: str):
        super().__init__(self, "html")
        self.listeners: dict[str, list] = {}
        self.focused = None
        self.body = Element(self, "body")
        self.appendChild(self.body)
        self.body.innerHTML = markup

    def getElementById(self, element_id):
        return next((e for e in self.descendants() if e.id == element_id), None)

    def createElement(self, tag):
        return Element(self, tag)

    def fire(self, kind: str, target, detail=None) -> Event:
        """An event of ``kind`` at ``target``, as it reaches the document's listeners."""
        event = Event(kind, target, detail)
        for handler in list(self.listeners.get(kind, ())):
            handler(event)
        return event


class Browser(types.ModuleType):
    """The ``js`` module: the document, the address, localStorage; a timer that runs at once."""

    def __init__(self, document: Document, storage):
        super().__init__("js")
        self.document = document
        self.location = types.SimpleNamespace(hash="", href="https://pyrules.example/")
        self.window = types.SimpleNamespace(localStorage=storage, sessionStorage=None)
        self.Object = types.SimpleNamespace(fromEntries=dict)
        self.Function = types.SimpleNamespace(new=lambda *_: (lambda *_args: None))
        self.Event = types.SimpleNamespace(new=lambda kind, _options=None: Event(kind, None))

    def setTimeout(self, handler, _milliseconds=0):
        handler()

    def __getattr__(self, name):
        return mock.MagicMock(name=f"js.{name}")


@contextmanager
def over_browser(monkeypatch, js):
    """The browser's modules (``js``, ``pyodide.ffi``) stood in for by ``js`` and a plain ffi; the
    page's modules imported over them are forgotten afterwards, so no other test finds them."""
    ffi = types.SimpleNamespace(create_proxy=lambda f: f, create_once_callable=lambda f: f, jsnull=object(),
                                to_js=lambda value, **_options: value)
    before = set(sys.modules)
    monkeypatch.setitem(sys.modules, "js", js)
    monkeypatch.setitem(sys.modules, "pyodide", types.SimpleNamespace(ffi=ffi))
    monkeypatch.setitem(sys.modules, "pyodide.ffi", ffi)
    try:
        yield js
    finally:
        for name in set(sys.modules) - before:
            if name.split(".")[0] != "screen":
                continue  # the rules and the standard library hold nothing of the browser: kept as they are
            del sys.modules[name]
            package, _, module = name.rpartition(".")
            if package in sys.modules and getattr(sys.modules[package], module, None) is not None:
                delattr(sys.modules[package], module)  # else ``from screen import dom`` finds it again


@contextmanager
def browser(monkeypatch, markup: str, storage):
    """The page's Python over a fake browser whose document holds ``markup`` (see ``over_browser``)."""
    with over_browser(monkeypatch, Browser(Document(markup), storage)) as js:
        yield js
