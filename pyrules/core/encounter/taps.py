"""The tracker page's taps by name: each tapped control's data-act, each submitted form's
data-form and each changed control's data-act, and the session method that answers it.

``Session.tap``, ``Session.submit`` and ``Session.change`` look them up here; a name not listed is
one the session does not know.
"""

# data-act of a tapped control -> (session, Tap) -> Outcome
TAPS = {
    "select": lambda s, t: s.select(t.id),
    "digit": lambda s, t: s.digit(t.data.get("digit", "")),
    "damage": lambda s, t: s.damage(t.id, t.pool),
    "heal": lambda s, t: s.heal(t.id, t.pool),
    "next": lambda s, t: s.next_turn(confirmed=t.reply is True),
    "previous": lambda s, t: s.previous_turn(),
    "spend": lambda s, t: s.spend(t.id, t.data.get("pool")),
    "undo": lambda s, t: s.undo(confirmed=t.reply is True),
    "redo": lambda s, t: s.redo(confirmed=t.reply is True),
    "sort": lambda s, t: s.sort(),
    "roll-check": lambda s, t: s.roll_check(t.number("index")),
    "calculate": lambda s, t: s.calculate(t.id, t.data.get("tool", "")),
    "roll-initiative": lambda s, t: s.roll_initiative(),
    "end": lambda s, t: s.end(),
    "uncondition": lambda s, t: s.remove_condition(t.id, t.data.get("name", "")),
    "delay": lambda s, t: s.delay(t.id),
    "act-now": lambda s, t: s.act_now(t.id),
    "duplicate": lambda s, t: s.duplicate(t.id),
    "remove": lambda s, t: s.remove(t.id),
    "to-roster": lambda s, t: s.to_roster(t.id),
    "roster-add": lambda s, t: s.bring([t.id]),
    "roster-remove": lambda s, t: s.remove_card(t.id, confirmed=t.reply is True),
    "roster-new": lambda s, t: s.new_from_roster(t.chosen),
    "roster-add-chosen": lambda s, t: s.bring(t.chosen),
    "card-edit": lambda s, t: s.edit_card(t.id),
    "cards-save": lambda s, t: s.save_cards(t.id),
    "card-cancel": lambda s, t: s.cancel_card(),
    "card-attack": lambda s, t: s.card_attack(t.id, t.number("attack"), t.number("opening")),
    "new": lambda s, t: s.new(),
    "rename": lambda s, t: s.rename(t.reply if isinstance(t.reply, str) else None),
    "delete": lambda s, t: s.delete(confirmed=t.reply is True),
    "export": lambda s, t: s.export(),
    "follow": lambda s, t: s.follow(t.number("index")),
    "exchange": lambda s, t: s.begin_exchange(t.id, None if t.number("attack") < 0 else t.number("attack"),
                                              [cid for cid in t.data.get("targets", "").split(",") if cid] or None,
                                              confirmed=t.reply is True),
    "exchange-roll-on": lambda s, t: s.roll_on(t.data),
    "exchange-back": lambda s, t: s.stage_back(),
    "exchange-cancel": lambda s, t: s.cancel_exchange(),
    "exchange-apply": lambda s, t: s.finish_exchange(),
    "exchange-apply-next": lambda s, t: s.finish_exchange_and_next(),
}
# data-form of a submitted form -> (session, data-id, its values) -> Outcome
FORMS = {
    "add": lambda s, cid, raw: s.add(raw),
    "condition": lambda s, cid, raw: s.add_condition(cid, raw),
    "edit": lambda s, cid, raw: s.edit(cid, raw),
    "time": lambda s, cid, raw: s.time_passes(raw),
    "card": lambda s, cid, raw: s.save_card(cid or None, raw),
    "stage": lambda s, cid, raw: s.answer_stage(raw),
}
# data-act of a changed control -> (session, data-id, its name, its value) -> Outcome
CHANGES = {
    "pool": lambda s, cid, name, value: s.choose_pool(value),
    "turn-stat": lambda s, cid, name, value: s.set_turn_stat(cid, name, value),
    "open": lambda s, cid, name, value: s.open(value),
}
