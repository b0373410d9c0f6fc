"""The one exception family every user error in pyrules belongs to."""


class RulesError(ValueError):
    """A user error: bad notation, a value off a table, an unknown name.

    The message is written for a player at the table, and the page shows it
    next to the field named by ``field`` (when the caller knows it).
    """

    def __init__(self, message: str, field: str | None = None):
        super().__init__(message)
        self.message = message
        self.field = field

    def __str__(self) -> str:
        return self.message


def require_int(value, name: str, *, low: int | None = None, high: int | None = None) -> int:
    """Return ``value`` as an int, or raise RulesError naming ``name``.

    Accepts ints and strings of digits (what a form field gives); refuses bools,
    floats with a fraction, and anything outside ``low..high``.
    """
    if isinstance(value, bool):
        raise RulesError(f"{name} must be a whole number.", name)
    if isinstance(value, str):
        text = value.strip()
        try:
            value = int(text)
        except ValueError:
            raise RulesError(f"{name} must be a whole number, not “{text}”.", name) from None
    elif isinstance(value, float):
        if not value.is_integer():
            raise RulesError(f"{name} must be a whole number, not {value}.", name)
        value = int(value)
    elif not isinstance(value, int):
        raise RulesError(f"{name} must be a whole number.", name)
    if low is not None and value < low:
        raise RulesError(f"{name} must be at least {low} (got {value}).", name)
    if high is not None and value > high:
        raise RulesError(f"{name} must be at most {high} (got {value}).", name)
    return value


def require_choice(value, name: str, choices):
    """Return ``value`` if it is one of ``choices``, else raise RulesError listing them."""
    if isinstance(value, str) and value in choices:
        return value
    listed = ", ".join(str(c) for c in choices)
    raise RulesError(f"Unknown {name} “{value}”: choose one of {listed}.", name)
