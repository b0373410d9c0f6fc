"""Element ids the pre-rendered page and the page's Python agree on: one rule for all of them."""


def part(owner: str, name: str) -> str:
    """The id of a named part of a calculator, tracker or view: part("gurps-skill", "answer") is
    "gurps-skill--answer"."""
    return f"{owner}--{name}"


def field_id(form_key: str, name: str) -> str:
    """The id of a form's field: "gurps-skill--base"."""
    return part(form_key, name)
