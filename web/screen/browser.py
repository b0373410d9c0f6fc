"""The browser's objects the page's Python handles, as the type checker sees them.

Pyodide hands the DOM to Python untyped (``js`` is any value at all); the page takes an element
or an event from it once, at its edge (``screen.dom``: ``by_id``, ``on``), typed as one of these,
and hands on only what they say. Protocols only, naming just the parts the page uses: nothing
here runs, and it imports nothing of the browser.

An element the page looks for may be missing: the browser answers JS null (``dom.missing``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Protocol


class ClassList(Protocol):
    def add(self, *names: str) -> None: ...
    def remove(self, *names: str) -> None: ...
    def toggle(self, name: str, force: bool = ...) -> bool: ...
    def contains(self, name: str) -> bool: ...


class Children(Protocol):
    """An element's child elements, by place."""

    length: int

    def __getitem__(self, index: int) -> Element: ...


class DataSet(Protocol):
    """An element's data-* attributes, by their names in camel case (data-copy-link: copyLink)."""

    def __getattr__(self, name: str) -> str: ...


class EventTarget(Protocol):
    """Anything events happen to: an element, the page's window or document."""

    def addEventListener(self, kind: str, listener: Any) -> None: ...
    def removeEventListener(self, kind: str, listener: Any) -> None: ...
    def dispatchEvent(self, event: Any) -> bool: ...


class Element(EventTarget, Protocol):
    """An element of the page, with the parts the page reads and writes (an input's value, a
    form's reset: each element has only those of its kind)."""

    id: str
    tagName: str
    type: str
    name: str
    textContent: str
    innerHTML: str
    outerHTML: str
    value: str
    checked: bool
    disabled: bool
    hidden: bool
    open: bool
    href: str
    download: str
    isConnected: bool
    childElementCount: int
    classList: ClassList
    dataset: DataSet
    firstElementChild: Element
    children: Children
    lastElementChild: Element
    elements: Iterable[Element]
    files: Any  # a file input's FileList
    srcObject: Any  # a video's media stream

    def getAttribute(self, name: str) -> str | None: ...
    def setAttribute(self, name: str, value: str) -> None: ...
    def removeAttribute(self, name: str) -> None: ...
    def hasAttribute(self, name: str) -> bool: ...
    def querySelector(self, selectors: str) -> Element: ...
    def querySelectorAll(self, selectors: str) -> Iterable[Element]: ...
    def closest(self, selectors: str) -> Element: ...
    def appendChild(self, child: Element) -> Element: ...
    def insertAdjacentHTML(self, position: str, text: str) -> None: ...
    def scrollIntoView(self, options: Any = ...) -> None: ...
    def focus(self, options: Any = ...) -> None: ...
    def select(self) -> None: ...
    def click(self) -> None: ...
    def remove(self) -> None: ...
    def reset(self) -> None: ...
    def play(self) -> Any: ...


class Document(EventTarget, Protocol):
    """The page's document."""

    body: Element
    baseURI: str

    def getElementById(self, element_id: str) -> Element: ...
    def createElement(self, tag: str) -> Element: ...
    def querySelector(self, selectors: str) -> Element: ...
    def querySelectorAll(self, selectors: str) -> Iterable[Element]: ...


class Event(Protocol):
    """An event a listener is handed: what it happened to, and the parts the page reads."""

    type: str
    target: Element
    currentTarget: Element
    key: str
    newState: str
    detail: Any
    data: Any  # a data channel's message
    channel: Any  # the data channel a peer connection opened

    def preventDefault(self) -> None: ...

