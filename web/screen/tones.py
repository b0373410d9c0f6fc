"""The colour the page gives how something turned out: the one place it is chosen, for an
answer's headline, a pinned answer, the roll log and a reminder's roll. Plain Python, imported
by the start without anything else of the page."""

TONES = {"success": "good", "failure": "bad", "none": "neutral"}


def tone_of(outcome: str) -> str:
    """The colour of an outcome ("success", "failure", "none"): "good", "bad" or "neutral"."""
    return TONES.get(outcome, "neutral")
