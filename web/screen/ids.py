"""Element ids the pre-rendered page and the page's Python agree on."""


def field_id(form_key: str, name: str) -> str:
    """The id of a form's field: "gurps-skill--base"."""
    return f"{form_key}--{name}"
