"""What a player may see: the table as the players see it, the foes in words unless the game master
shows their numbers, the player's own combatant in full, and nothing else of the game master's."""

import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from pyrules.core.encounter import Encounter, actions as A
from pyrules.core.encounter.model import Condition
from pyrules.core.encounter.table_view import LOOKS
from pyrules.core.players import messages as M, view_data
from pyrules.core.players.player_view import KeptRows, Views, message, player_view

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "encounter"))
from exchange_helpers import from_cards, named  # noqa: E402  (the tracker tests' sessions)

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def fight():
    """GURPS: Ana (party, HP 12, HT 11) acts, then the Orc (HP 37, FP 23), then Bo (party)."""
    enc = Encounter.new("gurps")
    for name, side, init, stats in (("Ana", "party", 14, {"hp": 12, "ht": 11}), ("Orc", "foe", 12, {"hp": 37, "fp": 23}),
                                    ("Bo", "party", 9, {})):
        enc = enc.apply(A.add(name, side=side, initiative=init, stats=stats))
    enc = enc.apply(A.next_turn())
    return enc, {c.name: c.id for c in enc.combatants}


def test_a_player_sees_the_round_the_order_who_acts_now_and_who_is_next(fight):
    enc, ids = fight
    view = player_view(enc, ids["Bo"])
    assert (view["headline"], view["round"], view["acting"], view["next_up"]) == ("Round 1 · Ana acts", 1, "Ana", "Orc")
    assert [(r["name"], r["active"]) for r in view["order"]] == [("Ana", True), ("Orc", False), ("Bo", False)]
    assert view["held"] == [] and view["ruleset"] == "GURPS"


def test_a_foe_is_judged_in_words_and_its_numbers_are_nowhere_in_the_message(fight):
    enc, ids = fight
    enc = enc.apply(A.damage(ids["Orc"], 8)).apply(A.add_condition(ids["Orc"], "Prone"))  # HP 29 of 37, FP 23
    sent = message(enc, ids["Ana"])
    orc = next(r for r in json.loads(sent)["view"]["order"] if r["name"] == "Orc")
    assert (orc["looks"], orc["pools"], orc["conditions"]) == ("Hurt", [], ["Prone"])
    for number in ("29", "37", "23"):
        assert number not in sent


def test_the_game_master_may_show_the_foes_numbers(fight):
    enc, ids = fight
    enc = enc.apply(A.damage(ids["Orc"], 8))
    view = player_view(enc, ids["Ana"], foes_numbers=True)
    orc = next(r for r in view["order"] if r["name"] == "Orc")
    assert orc["pools"] == ["HP 29/37", "FP 23/23"] and view["foes_numbers"] is True


def test_the_players_own_combatant_is_shown_in_full_with_the_reminders_due_for_it(fight):
    enc, ids = fight
    enc = enc.apply(A.damage(ids["Ana"], 7)).apply(A.damage(ids["Bo"], 6))  # two major wounds: each a knockdown roll
    enc = enc.apply(A.add_condition(ids["Ana"], "Stunned", turns=2))
    you = player_view(enc, ids["Ana"])["you"]
    assert (you["id"], you["name"], you["conditions"]) == (ids["Ana"], "Ana", ["Stunned (2 turns)"])
    assert you["pools"][0] == {"label": "HP", "now": 5, "most": 12, "counts_up": False, "low": False}
    assert you["status"] and all(isinstance(line, str) for line in you["status"])
    assert you["due"] and all("Bo" not in due["text"] for due in you["due"])
    assert any(due["roll"] is not None and due["roll"]["dice"] == "3d6" and due["roll"]["target"] == 11
               for due in you["due"])


def test_a_player_watching_or_whose_combatant_has_gone_sees_only_the_table(fight):
    enc, ids = fight
    assert player_view(enc)["you"] is None
    assert player_view(enc.apply(A.remove(ids["Bo"])), ids["Bo"])["you"] is None


def test_a_phone_naming_a_foe_as_its_own_sees_the_foe_as_the_table_does_never_its_numbers(fight):
    enc, ids = fight
    enc = enc.apply(A.damage(ids["Orc"], 8))
    sent = message(enc, ids["Orc"])
    assert json.loads(sent)["view"]["you"] is None
    assert "29" not in sent and "37" not in sent


def test_nothing_of_other_encounters_cards_notes_a_foes_attacks_the_log_or_the_attack_under_way_is_sent():
    s = from_cards("gurps", (("Fighter", "party", {"st": "12"}, "Broadsword 14 2d+1 cut melee"),
                             ("Orc", "foe", {"hp": "12"}, "Warhammer 11 sw+3 cr melee")))
    fighter, orc = named(s, "Fighter"), named(s, "Orc")
    s.apply(A.edit(orc, notes="secretly the duke"))
    s.apply(A.damage(orc, 4))
    s.cards.save(None, {"name": "Zedkiel", "side": "party"})
    s.exchanges.begin(fighter, 0)
    s.exchanges.answer({"roll": "5"})
    table = s.encounter
    s.encounters.create("The crypt", Encounter.new("gurps").apply(A.add("Lichqueen")))
    sent = message(table, fighter)
    assert table.log and all(entry.text not in sent for entry in table.log if len(entry.text) > 3)
    for secret in ("secretly", "duke", "Zedkiel", "crypt", "Lichqueen", "Warhammer", "takes", "Success", "notes",
                   "stats", "log", "exchange"):
        assert secret not in sent
    # the player's own combatant's attack lines are the player's, to propose its own attacks from
    assert json.loads(sent)["view"]["you"]["attacks"] == ["Broadsword 14 2d+1 cut melee"]


def test_every_view_built_is_one_a_players_phone_reads_in_each_ruleset():
    for ruleset in ("gurps", "cortex", "aftermath", "tal"):
        enc = Encounter.new(ruleset).apply(A.add("Ana", side="party", initiative=9)).apply(A.add("Orc", initiative=5))
        ana, orc = (c.id for c in enc.combatants)
        enc = enc.apply(A.next_turn()).apply(A.damage(ana, 3)).apply(A.damage(orc, 3))
        enc = enc.apply(A.add_condition(orc, "Dazed", rounds=2))
        for combatant, foes_numbers in ((ana, False), (ana, True), (None, False)):
            sent = message(enc, combatant, foes_numbers=foes_numbers)
            assert M.from_game_master(sent) == M.View(player_view(enc, combatant, foes_numbers=foes_numbers))


def test_the_largest_table_still_fits_in_one_message_each_row_keeping_its_first_conditions():
    enc = Encounter.new("gurps")
    for _ in range(5):
        enc = enc.apply(A.add("Skeleton warrior of the long-forgotten crypt", 100))
    many = tuple(Condition(f"Condition number {i:02d} of many, long-named", "rounds", 10) for i in range(30))
    enc = replace(enc, state=replace(enc.state, combatants=tuple(replace(c, conditions=many)
                                                                  for c in enc.state.combatants)))
    sent = message(enc)
    assert len(sent.encode()) <= M.MOST_FROM_GAME_MASTER
    rows = M.from_game_master(sent).view["order"]
    assert len(rows) == 500 and all(len(r["conditions"]) == 3 for r in rows)


def test_a_phone_reads_the_same_words_for_how_hurt_a_combatant_looks_as_the_table_view_writes():
    assert view_data.LOOKS == LOOKS


@pytest.mark.cpython_only
def test_a_players_phone_reads_messages_without_importing_the_encounter():
    code = ("import sys, pyrules.core.players.messages, pyrules.core.players.invitation; "
            "print(sorted(m for m in sys.modules if m.startswith('pyrules.core.encounter')))")
    found = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert found.stdout.strip() == "[]"


@pytest.mark.cpython_only
def test_the_apps_start_imports_nothing_of_the_players_phones():
    sys.path.insert(0, str(ROOT))
    import build

    assert sorted(m for m in build.start_imports() if m.startswith("pyrules.core.players")) == []


def test_each_players_message_is_the_view_built_for_it_whole(fight):
    enc, ids = fight
    enc = enc.apply(A.damage(ids["Ana"], 7))
    views = Views(enc, foes_numbers=True)
    for combatant in (ids["Ana"], ids["Bo"], None, "c99"):
        assert views.message(combatant) == M.text(M.View(views.view(combatant)))


def test_the_players_own_read_from_the_game_masters_view_is_the_same_as_worked_out_again():
    for ruleset in ("gurps", "cortex", "aftermath", "tal"):
        enc = Encounter.new(ruleset).apply(A.add("Ana", side="party", initiative=9)).apply(A.add("Orc", initiative=5))
        ana, orc = (c.id for c in enc.combatants)
        enc = enc.apply(A.next_turn()).apply(A.delay())  # Ana holds: her row is among those holding
        enc = enc.apply(A.damage(ana, 8)).apply(A.add_condition(ana, "Prone", turns=3))
        assert Views(enc).yours(ana)["conditions"] == ["Prone (3 turns)"]
        for combatant in (ana, orc, None):
            assert Views(enc, shown=enc.view()).message(combatant) == Views(enc).message(combatant)


def test_views_kept_from_one_moment_to_the_next_send_what_a_fresh_view_sends(fight):
    enc, ids = fight
    kept = KeptRows()
    steps = [lambda e: e.apply(A.damage(ids["Orc"], 5)), lambda e: e.apply(A.next_turn()),
             lambda e: e.apply(A.add_condition(ids["Bo"], "Prone", turns=2)), lambda e: e.undo(),
             lambda e: e.apply(A.add("Wolf", 3)), lambda e: e.apply(A.remove(ids["Orc"])),
             lambda e: e.apply(A.delay()), lambda e: e.apply(A.heal(ids["Ana"], 1))]
    for make in steps:
        enc = make(enc)
        for foes_numbers in (False, True):
            views, fresh = Views(enc, foes_numbers=foes_numbers, kept=kept), Views(enc, foes_numbers=foes_numbers)
            for combatant in (ids["Ana"], None):
                assert views.message(combatant) == fresh.message(combatant)
                assert views.view(combatant) == fresh.view(combatant)


def test_after_one_wound_among_many_only_the_wounded_row_is_made_and_written_again(monkeypatch):
    from pyrules.core.encounter import table_view as T

    enc = Encounter.new("gurps").apply(A.add("Orc", 100)).apply(A.add("Ana", side="party"))
    kept = KeptRows()
    Views(enc, kept=kept).message("c101")
    made, written = [], []
    real_row, real_dumps = T._row, json.dumps
    monkeypatch.setattr(T, "_row", lambda plugin, combatant, active: made.append(combatant.id)
                        or real_row(plugin, combatant, active))
    monkeypatch.setattr("pyrules.core.players.player_view.json.dumps",
                        lambda data, **how: written.append(data.get("id") if isinstance(data, dict) else data)
                        or real_dumps(data, **how))
    Views(enc.apply(A.damage("c50", 3)), kept=kept).message("c101")
    assert made == ["c50"]
    assert sorted(w for w in written if w is not None) == ["c101", "c50"]  # the player's own, and the wounded row
