"""The exchange at phone size, by taps: an attack from a combatant's row played stage by stage with
both combatants' own numbers, the dice typed or left to the app, applied as one undoable action."""

import re

import pytest

from playwright.sync_api import expect

from tracker_steps import TrackerSteps


def cards(page, ruleset, *made):
    """Character cards ((name, side, attacks, stats) each), then a new encounter of them all."""
    form = page.locator(f"#{ruleset}-tracker--card-form form[data-form=card]")
    roster = page.locator(f"#{ruleset}-tracker--roster li.character")
    for n, (name, side, attacks, stats) in enumerate(made, 1):
        form.locator(f"#{ruleset}-tracker-card--name").fill(name)
        form.locator(f"#{ruleset}-tracker-card--side label.chip", has_text="Foe" if side == "foe" else "Party").tap()
        for field, value in stats.items():
            control = form.locator(f"#{ruleset}-tracker-card--{field}")
            if control.evaluate("e => e.tagName") == "SELECT":
                control.select_option(value)
            else:
                control.fill(value)
        form.locator(f"#{ruleset}-tracker-card--attacks").fill(attacks)
        form.locator("button[type=submit]").tap()
        expect(roster).to_have_count(n)
    page.locator(f"#{ruleset}-tracker--root [data-act=roster-new]").tap()
    expect(page.locator(f"#{ruleset}-tracker--list li.combatant")).to_have_count(len(made))


def attack(tracker, who, line):
    """Tap ``who``'s attack button (its row opened when it is not the one acting)."""
    row = tracker.row(who)
    button = row.locator("[data-act=exchange]", has_text=line)
    if not button.is_visible():
        tracker.select(who)
    button.tap()
    expect(panel(tracker)).to_be_visible()


def panel(tracker):
    return tracker.page.locator(f"#{tracker.t}--exchange section.exchange")


def stage_field(tracker, name):
    return tracker.page.locator(f"#{tracker.t}-stage--{name}")


def roll(tracker, stage, **typed):
    """Answer the stage titled ``stage``, typing each roll given."""
    expect(panel(tracker).locator("legend.stage-title")).to_have_text(stage)
    for name, value in typed.items():
        stage_field(tracker, name).fill(str(value))
    panel(tracker).locator("button.roll").tap()


FIGHTER = ("Fighter", "party", "Broadsword 14 2d+1 cut melee", {"st": "12"})
ORC = ("Orc", "foe", "", {"hp": "12", "dr": "2"})


def test_the_broadsword_to_the_orcs_neck_with_typed_dice_takes_10_hp_from_the_orc_undone_in_one_tap(page, site):
    tracker = TrackerSteps(page, "gurps").open(site)
    cards(page, "gurps", FIGHTER, ORC)
    attack(tracker, "Fighter", "Broadsword 14 2d+1 cut")
    expect(panel(tracker).locator("h3")).to_have_text("Fighter attacks Orc")
    expect(stage_field(tracker, "base")).to_have_value("14")
    expect(page.locator("#gurps-tracker-stage--base-help")).to_have_text("Broadsword 14, from Fighter’s card")
    expect(stage_field(tracker, "roll")).to_have_attribute("placeholder", "blank: the app rolls 3d6")
    stage_field(tracker, "location").select_option("neck")
    roll(tracker, "Fighter’s Broadsword", roll=9)
    roll(tracker, "Orc’s defense", defense_roll=18)
    expect(stage_field(tracker, "dr")).to_have_value("2")
    roll(tracker, "Damage to Orc", damage=7)
    expect(panel(tracker).locator(".result")).to_contain_text("Orc takes 10 HP, neck")
    panel(tracker).locator("[data-act=exchange-apply]").tap()
    expect(panel(tracker)).to_have_count(0)
    expect(tracker.row("Orc").locator(".pools")).to_contain_text("HP 2/12")
    expect(tracker.row("Fighter").locator(".pools")).to_contain_text("HP 12/12")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390

    page.locator("#gurps-tracker--root [data-act=undo]").tap()
    expect(tracker.row("Orc").locator(".pools")).to_contain_text("HP 12/12")


def test_undo_after_apply_restores_the_stage_with_its_result_waiting_and_redo_applies_it_again(page, site):
    tracker = TrackerSteps(page, "gurps").open(site)
    cards(page, "gurps", FIGHTER, ORC)
    attack(tracker, "Fighter", "Broadsword 14 2d+1 cut")
    stage_field(tracker, "location").select_option("neck")
    roll(tracker, "Fighter’s Broadsword", roll=9)
    roll(tracker, "Orc’s defense", defense_roll=18)
    roll(tracker, "Damage to Orc", damage=7)
    apply = panel(tracker).locator("[data-act=exchange-apply]")
    apply.tap()
    expect(tracker.row("Orc").locator(".pools")).to_contain_text("HP 2/12")
    page.locator("#gurps-tracker--root [data-act=undo]").tap()
    expect(tracker.row("Orc").locator(".pools")).to_contain_text("HP 12/12")
    expect(panel(tracker).locator(".result")).to_contain_text("Orc takes 10 HP, neck")
    expect(panel(tracker).locator(".stages-done")).to_contain_text(
        "Fighter’s Broadsword: Success by 0 (effective skill 9)")  # the neck's −5 kept as it was played
    expect(apply).to_be_in_viewport()
    apply.tap()  # the mistake corrected in one tap: applied again as it was played
    expect(panel(tracker)).to_have_count(0)
    expect(tracker.row("Orc").locator(".pools")).to_contain_text("HP 2/12")
    page.locator("#gurps-tracker--root [data-act=undo]").tap()
    expect(apply).to_be_visible()
    page.locator("#gurps-tracker--root [data-act=redo]").tap()
    expect(panel(tracker)).to_have_count(0)
    expect(tracker.row("Orc").locator(".pools")).to_contain_text("HP 2/12")


def test_a_stunned_defenders_dodge_is_4_lower_in_the_defense_stage(page, site):
    tracker = TrackerSteps(page, "gurps").open(site)
    cards(page, "gurps", FIGHTER, ORC)
    tracker.select("Orc")
    condition = tracker.row("Orc").locator("form[data-form=condition]")
    condition.locator("input[name=name]").fill("Stunned")
    condition.locator("button[type=submit]").tap()
    expect(tracker.row("Orc").locator(".chips button.condition")).to_contain_text("Stunned")
    attack(tracker, "Fighter", "Broadsword 14 2d+1 cut")
    roll(tracker, "Fighter’s Broadsword", roll=9)
    expect(panel(tracker).locator("legend.stage-title")).to_have_text("Orc’s defense")
    expect(page.locator("#gurps-tracker-stage--base-help")).to_have_text("Dodge 8, from Orc")
    expect(page.locator("#gurps-tracker-stage--odds")).to_contain_text("Before the roll: Dodge 4:")


def test_a_failed_knockdown_roll_marks_the_target_from_its_follow_up_button(page, site):
    tracker = TrackerSteps(page, "gurps").open(site)
    cards(page, "gurps", FIGHTER, ("Orc", "foe", "", {"hp": "12", "dr": "2", "ht": "3"}))
    attack(tracker, "Fighter", "Broadsword 14 2d+1 cut")
    stage_field(tracker, "location").select_option("face")
    roll(tracker, "Fighter’s Broadsword", roll=9)
    roll(tracker, "Orc’s defense", defense_roll=18)
    roll(tracker, "Damage to Orc", damage=7)  # (7 − 2) × 1.5 = 7: a major wound to the face, HT 3 − 5
    panel(tracker).locator("[data-act=exchange-apply]").tap()
    due = page.locator("#gurps-tracker--due")
    due.locator("[data-act=roll-check]", has_text="Roll 3d6").tap()
    expect(due).to_contain_text(re.compile(r"Rolled \d+"))
    rolled = int(re.search(r"Rolled (\d+)", due.inner_text()).group(1))
    mark = due.locator("[data-act=follow]")
    if rolled <= 4:  # 3 or 4 always succeeds, even against HT 3 − 5 (seed 001 l.212): one roll in 54
        expect(due).to_contain_text("made it")
        expect(mark).to_have_count(0)
        return
    expect(mark).to_have_text("Mark Unconscious")  # any other roll fails −2, the least of them by 7
    mark.tap()
    expect(tracker.row("Orc").locator(".chips")).to_contain_text("Unconscious")
    # it falls too (l.244: "stun, falling, and dropping anything in hand"), lying down until it rises
    expect(page.locator("#notice")).to_contain_text("Orc falls prone and drops what it holds.")
    expect(tracker.row("Orc").locator(".chips")).to_contain_text("Crawling or Lying Down: -4 to hit in melee, -3 defense")


def test_a_typed_pistol_line_is_asked_melee_or_ranged_and_played_ranged_is_not_parried(page, site):
    tracker = TrackerSteps(page, "gurps").open(site)
    cards(page, "gurps", ("Gunman", "party", "Pistol 13 2d+1 (2) pi", {"dx": "12"}),
          ("Knight", "foe", "Broadsword 13 2d cut parry 12", {"hp": "12"}))
    attack(tracker, "Gunman", "Pistol 13 2d+1 (2) pi")
    asked = stage_field(tracker, "roll_for")
    expect(asked).to_be_visible()  # in view, not folded among what came from the cards
    expect(asked.locator("input:checked")).to_have_count(0)
    roll(tracker, "Gunman’s Pistol", roll=9)  # neither chosen: asked again, beside the field
    expect(page.locator("#gurps-tracker-stage--roll_for-error")).to_contain_text("choose one")
    expect(panel(tracker).locator("legend.stage-title")).to_have_text("Gunman’s Pistol")
    asked.locator("label.chip", has_text="Ranged").tap()
    roll(tracker, "Gunman’s Pistol", roll=9)
    expect(panel(tracker).locator("legend.stage-title")).to_have_text("Knight’s defense")
    expect(page.locator("#gurps-tracker-stage--defense-help")).to_contain_text("no Parry against a ranged attack")


def test_a_critical_hit_offers_the_critical_hit_table_roll_in_one_tap(page, site):
    tracker = TrackerSteps(page, "gurps").open(site)
    cards(page, "gurps", FIGHTER, ORC)
    attack(tracker, "Fighter", "Broadsword 14 2d+1 cut")
    roll(tracker, "Fighter’s Broadsword", roll=3)  # a critical hit: no defense (seed 001 l.222)
    roll(tracker, "Damage to Orc", damage=7)
    table = panel(tracker).locator("[data-act=exchange-table-roll]")
    expect(table).to_have_text("Roll 3d6: Critical Hit table")
    table.tap()
    expect(page.locator("#notice")).to_contain_text(re.compile(
        r"Critical Hit table: 3d6 rolled \d+: read the row in the Basic Set \(B556\)"))


def test_a_cortex_attack_opposed_by_the_targets_defense_roll_wounds_it_to_dying(page, site):
    tracker = TrackerSteps(page, "cortex").open(site)
    cards(page, "cortex", ("Mal", "party", "Pistol d8 d6 d6 wound", {"agility": "d8"}),
          ("Thug", "foe", "", {"agility": "d6"}))
    attack(tracker, "Mal", "Pistol d8 d6 d6 wound")
    roll(tracker, "Mal’s Pistol", roll=14)
    expect(page.locator("#cortex-tracker-stage--agility-help")).to_have_text("Agility d6, from Thug")
    roll(tracker, "Thug’s defense", roll=1)
    roll(tracker, "Damage to Thug", weapon_roll=6)
    expect(panel(tracker).locator(".result")).to_contain_text("Thug takes 7 Stun, 12 Wounds.")
    panel(tracker).locator("[data-act=exchange-apply]").tap()
    expect(tracker.row("Thug")).to_contain_text("dying")
    expect(tracker.row("Mal").locator(".pools")).to_contain_text("Wounds 0 of 12")


def test_a_tal_attack_by_a_taxed_attacker_shows_plus_10_in_its_attack_stage(page, site):
    tracker = TrackerSteps(page, "tal").open(site)
    cards(page, "tal", ("Ana", "party", "Sword 55", {"tal_max": "20", "combat_speed": "12"}),
          ("Orc", "foe", "", {"constitution": "40", "combat_speed": "10"}))
    tracker.apply("Ana", 15, pool="TAL")
    attack(tracker, "Ana", "Sword 55")
    expect(stage_field(tracker, "fatigue").locator("input:checked")).to_have_value("taxed")
    expect(page.locator("#tal-tracker-stage--fatigue-help")).to_contain_text("+10: Taxed, from Ana · Fatigued +5, Taxed +10")
    expect(page.locator("#tal-tracker-stage--odds")).to_contain_text("to hit on d100")
    roll(tracker, "Ana’s Sword", roll=50)
    done = panel(tracker).locator(".stages-done li").first
    done.locator("summary").tap()
    expect(done.locator("table.why")).to_contain_text("50 +10 = 60")


def test_roll_on_plays_the_stage_shown_with_what_was_typed_and_rolls_the_rest(page, site):
    tracker = TrackerSteps(page, "tal").open(site)
    cards(page, "tal", ("Ana", "party", "Sword 55", {"tal_max": "20", "combat_speed": "12"}),
          ("Orc", "foe", "", {"constitution": "40", "combat_speed": "10"}))
    attack(tracker, "Ana", "Sword 55")
    stage_field(tracker, "roll").fill("10")
    stage_field(tracker, "tal_spent").fill("4")
    stage_field(tracker, "hit_damage").fill("5")
    panel(tracker).locator("[data-act=exchange-roll-on]").tap()
    expect(panel(tracker).locator("p.result")).to_have_text(re.compile(r"^Ana spends 4 TAL\..*Orc takes 5 SHP"))
    panel(tracker).locator("[data-act=exchange-apply]").tap()
    expect(tracker.row("Orc").locator(".pools")).to_contain_text("15")


def test_an_exchange_interrupted_by_a_reload_resumes_at_the_same_stage(page, site):
    tracker = TrackerSteps(page, "gurps").open(site)
    cards(page, "gurps", FIGHTER, ORC)
    attack(tracker, "Fighter", "Broadsword 14 2d+1 cut")
    roll(tracker, "Fighter’s Broadsword", roll=9)
    expect(panel(tracker).locator("legend.stage-title")).to_have_text("Orc’s defense")
    tracker.reload()
    expect(panel(tracker).locator("legend.stage-title")).to_have_text("Orc’s defense")
    expect(panel(tracker).locator(".stages-done")).to_contain_text("Fighter’s Broadsword: Success by 5")
    panel(tracker).locator("[data-act=exchange-back]").tap()
    expect(panel(tracker).locator("legend.stage-title")).to_have_text("Fighter’s Broadsword")
    panel(tracker).locator("[data-act=exchange-cancel]").tap()
    expect(panel(tracker)).to_have_count(0)


def test_three_targets_of_one_explosion_each_lose_the_damage_less_their_own_dr(page, site):
    tracker = TrackerSteps(page, "gurps").open(site)
    cards(page, "gurps", ("Sapper", "party", "Grenade 12 3d cr ranged", {"st": "10"}),
          *((f"Orc {n}", "foe", "", {"hp": "20", "dr": str(dr)}) for n, dr in ((1, 0), (2, 2), (3, 4))))
    row = tracker.row("Sapper")
    if not row.locator("[data-act=exchange]").first.is_visible():
        tracker.select("Sapper")
    for n in (1, 2, 3):
        box = row.locator(".attack-control label.chip", has_text=f"Orc {n}").locator("input")
        if not box.is_checked():
            row.locator(".attack-control label.chip", has_text=f"Orc {n}").tap()
        expect(box).to_be_checked()
    attack(tracker, "Sapper", "Grenade 12 3d cr")
    expect(panel(tracker).locator("h3")).to_have_text(re.compile(r"Sapper attacks (Orc \d, ){2}Orc \d"))
    roll(tracker, "Sapper’s Grenade", roll=8)
    order = panel(tracker).locator("h3").inner_text().removeprefix("Sapper attacks ").split(", ")
    assert sorted(order) == ["Orc 1", "Orc 2", "Orc 3"]  # in the turn order
    for n, orc in enumerate(order):
        roll(tracker, f"{orc}’s defense", defense_roll=18)
        if n == 0:
            roll(tracker, f"Damage to {orc}", damage=10)
        else:  # the blast's damage, rolled once, reaches each target
            expect(stage_field(tracker, "damage")).to_have_value("10")
            roll(tracker, f"Damage to {orc}")
    panel(tracker).locator("[data-act=exchange-apply]").tap()
    for n, left in ((1, 10), (2, 12), (3, 14)):
        expect(tracker.row(f"Orc {n}").locator(".pools")).to_contain_text(f"HP {left}/20")


PHONE_FIGHTS = {
    # ruleset: (the cards, who attacks with which line, what is typed at each stage in turn)
    "gurps": ((FIGHTER, ORC), "Fighter", "Broadsword 14 2d+1 cut",
              ({"roll": 9}, {"defense_roll": 16}, {"damage": 7})),
    "cortex": ((("Mal", "party", "Pistol d8 d6 d6 wound", {"agility": "d8"}), ("Thug", "foe", "", {"agility": "d6"})),
               "Mal", "Pistol d8 d6 d6 wound", ({"roll": 14}, {"roll": 1}, {"weapon_roll": 6})),
    "tal": ((("Ana", "party", "Sword 55", {"tal_max": "20", "combat_speed": "12"}),
             ("Orc", "foe", "", {"constitution": "40", "combat_speed": "10"})),
            "Ana", "Sword 55", ({"roll": 10, "hit_damage": 5}, {})),
    "aftermath": ((("Dutch", "party", "Knife 12 knife-belt", {}), ("Raider", "foe", "", {})),
                  "Dutch", "Knife 12 knife-belt", ({},)),
}


def in_view(page, locator) -> bool:
    """Whether ``locator`` is on screen whole, between the page's sticky header and the tab bar."""
    box = locator.bounding_box()
    header = page.locator("header").first.bounding_box()
    tabs = page.locator(".tabs").first.bounding_box()
    return box is not None and box["y"] >= header["y"] + header["height"] and box["y"] + box["height"] <= tabs["y"]


@pytest.mark.parametrize("ruleset", list(PHONE_FIGHTS))
def test_every_stage_of_an_attack_has_its_roll_its_chance_and_its_buttons_on_a_phones_screen(page, site, ruleset):
    made, who, line, typed_at = PHONE_FIGHTS[ruleset]
    tracker = TrackerSteps(page, ruleset).open(site)
    cards(page, ruleset, *made)
    attack(tracker, who, line)
    for typed in typed_at:
        stage = panel(tracker).locator("form[data-form=stage]")
        expect(stage).to_be_visible()
        title = stage.locator("legend.stage-title").inner_text()
        rolls = stage.locator(".field-roll input")
        for control in (stage.locator("button.roll"), stage.locator("[data-act=exchange-roll-on]"),
                        *([rolls.first] if rolls.count() else [])):
            assert in_view(page, control), f"{ruleset}, {title}: {control} at {control.bounding_box()}"
        odds = page.locator(f"#{ruleset}-tracker-stage--odds")
        if odds.inner_text():
            assert in_view(page, odds), f"{ruleset}, {title}: the chance at {odds.bounding_box()}"
        for name, value in typed.items():
            stage_field(tracker, name).fill(str(value))
        stage.locator("button.roll").tap()
        expect(panel(tracker).locator("legend.stage-title, .result").first).not_to_have_text(title)
    apply = panel(tracker).locator("[data-act=exchange-apply]")
    expect(apply).to_be_visible()
    assert in_view(page, apply)


def test_what_came_from_the_cards_is_one_line_that_opens(page, site):
    tracker = TrackerSteps(page, "gurps").open(site)
    cards(page, "gurps", FIGHTER, ORC)
    attack(tracker, "Fighter", "Broadsword 14 2d+1 cut")
    carded = panel(tracker).locator("details.from-cards")
    expect(carded.locator("> summary")).to_contain_text("From the cards: Base skill 14")
    expect(stage_field(tracker, "base")).to_be_hidden()
    carded.locator("> summary").tap()
    expect(stage_field(tracker, "base")).to_be_visible()
    expect(panel(tracker).locator(".targets-now")).to_contain_text("Orc HP 12/12")


@pytest.mark.parametrize("ruleset", list(PHONE_FIGHTS))
def test_a_phone_on_its_side_plays_the_attack_beside_the_turn_order(page, site, ruleset):
    made, who, line, typed_at = PHONE_FIGHTS[ruleset]
    page.set_viewport_size({"width": 844, "height": 390})
    tracker = TrackerSteps(page, ruleset).open(site)
    cards(page, ruleset, *made)
    attack(tracker, who, line)
    for typed in typed_at:
        stage, rows = panel(tracker).bounding_box(), page.locator(f"#{ruleset}-tracker--list").bounding_box()
        assert stage["x"] >= rows["x"] + rows["width"]  # the stage in a column of its own, right of the rows
        form = panel(tracker).locator("form[data-form=stage]")
        title = form.locator("legend.stage-title").inner_text()
        roll = form.locator("button.roll").bounding_box()
        assert 0 <= roll["y"] and roll["y"] + roll["height"] <= 390, f"{ruleset}, {title}: Roll at {roll}"
        for name, value in typed.items():
            stage_field(tracker, name).fill(str(value))
        form.locator("button.roll").tap()
        expect(panel(tracker).locator("legend.stage-title, .result").first).not_to_have_text(title)
    assert page.evaluate("document.documentElement.scrollWidth") <= 844


def test_a_knockdown_roll_raised_by_apply_is_on_screen_once_applied(page, site):
    tracker = TrackerSteps(page, "gurps").open(site)
    cards(page, "gurps", FIGHTER, ORC, ("Goblin", "foe", "", {"hp": "8"}), ("Kobold", "foe", "", {"hp": "6"}))
    attack(tracker, "Fighter", "Broadsword 14 2d+1 cut")
    stage_field(tracker, "location").select_option("face")
    roll(tracker, "Fighter’s Broadsword", roll=9)
    roll(tracker, re.compile("’s defense$"), defense_roll=16)
    roll(tracker, re.compile("^Damage to"), damage=9)
    panel(tracker).locator("[data-act=exchange-apply]").tap()
    check = page.locator("#gurps-tracker--due [data-act=roll-check]").first
    expect(check).to_be_visible()
    assert in_view(page, check)


def test_a_second_attack_button_asks_before_it_drops_the_attack_under_way(page, site):
    tracker = TrackerSteps(page, "gurps").open(site)
    cards(page, "gurps", FIGHTER, ("Orc", "foe", "Axe 12 2d cut melee", {"hp": "12", "dr": "2"}))
    attack(tracker, "Fighter", "Broadsword 14 2d+1 cut")
    roll(tracker, "Fighter’s Broadsword", roll=9)
    asked = []
    page.once("dialog", lambda dialog: (asked.append(dialog.message), dialog.dismiss()))
    tracker.select("Orc")
    tracker.row("Orc").locator("[data-act=exchange]", has_text="Axe 12 2d cut").tap()
    expect(panel(tracker).locator("legend.stage-title")).to_have_text("Orc’s defense")  # kept, as it was
    assert asked and "Fighter’s attack on Orc is under way" in asked[0]
    page.once("dialog", lambda dialog: dialog.accept())
    tracker.row("Orc").locator("[data-act=exchange]", has_text="Axe 12 2d cut").tap()
    expect(panel(tracker).locator("h3")).to_have_text("Orc attacks Fighter")


def test_aftermaths_damage_die_is_a_roll_the_app_rolls_and_lists_and_the_third_bar_is_the_total(page, site):
    tracker = TrackerSteps(page, "aftermath").open(site)
    cards(page, "aftermath", ("Dutch", "party", "Knife 12 knife-belt", {}), ("Raider", "foe", "", {}))
    attack(tracker, "Dutch", "Knife 12 knife-belt")
    effect = panel(tracker).locator(".field-roll", has=stage_field(tracker, "effect_roll"))
    expect(effect).to_be_visible()  # among the rolls, not under "Why?"
    expect(stage_field(tracker, "effect_roll")).to_have_attribute(
        "placeholder", re.compile(r"^blank: the app rolls \d+D\d+"))
    roll(tracker, "Dutch’s Knife at Raider", roll=5, location_roll=73)
    done = panel(tracker).locator(".stages-done li").first
    expect(done).to_contain_text(re.compile(r"The app rolled \d*D\d+: \d+"))
    expect(page.locator("#dice-log li").filter(has_text="Effect die roll")).to_have_count(1)
    panel(tracker).locator("[data-act=exchange-apply]").tap()
    pools = tracker.row("Raider").locator(".pools")
    expect(pools).to_contain_text(re.compile(r"Total \(L \+ S\) [1-9]\d* of 30"))
    assert "B (" not in pools.inner_text()


def test_a_cortex_targets_armor_comes_from_its_card_and_stops_wounds(page, site):
    tracker = TrackerSteps(page, "cortex").open(site)
    cards(page, "cortex", ("Mal", "party", "Pistol d8 d6 d6 wound", {"agility": "d8"}),
          ("Thug", "foe", "", {"agility": "d6", "armor": "2"}))
    attack(tracker, "Mal", "Pistol d8 d6 d6 wound")
    roll(tracker, "Mal’s Pistol", roll=14)
    roll(tracker, "Thug’s defense", roll=1)
    expect(stage_field(tracker, "armor")).to_have_value("2")
    expect(page.locator("#cortex-tracker-stage--armor-help")).to_contain_text("Armor 2, from Thug")
    roll(tracker, "Damage to Thug", weapon_roll=6)
    expect(panel(tracker).locator(".result")).to_contain_text("Thug takes 7 Stun, 10 Wounds.")


def test_a_tal_line_with_its_damage_deals_it_and_a_hit_with_none_puts_the_cursor_in_the_damage(page, site):
    tracker = TrackerSteps(page, "tal").open(site)
    cards(page, "tal", ("Ana", "party", "Sword 55 damage 2/4/6/8/10/14\nAxe 50", {"combat_speed": "12"}),
          ("Orc", "foe", "", {"constitution": "40", "combat_speed": "10"}))
    attack(tracker, "Ana", "Sword 55 damage 2/4/6/8/10/14")
    stage_field(tracker, "roll").fill("10")
    panel(tracker).locator("[data-act=exchange-roll-on]").tap()
    expect(panel(tracker).locator("p.result")).to_contain_text("Orc takes 6 SHP")
    panel(tracker).locator("[data-act=exchange-apply]").tap()
    expect(panel(tracker)).to_have_count(0)
    attack(tracker, "Ana", "Axe 50")
    stage_field(tracker, "roll").fill("10")
    panel(tracker).locator("[data-act=exchange-roll-on]").tap()
    expect(panel(tracker).locator("legend.stage-title")).to_have_text("Damage to Orc")
    expect(stage_field(tracker, "damage")).to_be_focused()
    expect(page.locator("#tal-tracker-stage--damage-error")).to_have_text("Damage: enter a value.")
    expect(panel(tracker).locator("button.roll")).to_have_text("Next")
    roll(tracker, "Damage to Orc", damage=3)
    expect(panel(tracker).locator("p.result")).to_contain_text("Orc takes 3 SHP")


def test_next_turn_asks_before_it_moves_past_a_result_waiting_for_apply_and_keeps_the_attack(page, site):
    tracker = TrackerSteps(page, "gurps").open(site)
    cards(page, "gurps", FIGHTER, ORC)
    round_line = page.locator("#gurps-tracker--round")
    attack(tracker, "Fighter", "Broadsword 14 2d+1 cut")
    roll(tracker, "Fighter’s Broadsword", roll=17)  # a miss: the result waits for Apply
    expect(panel(tracker).locator("[data-act=exchange-apply]")).to_be_visible()
    turn = round_line.inner_text()
    asked = []
    page.once("dialog", lambda dialog: (asked.append(dialog.message), dialog.dismiss()))
    page.locator("#gurps-tracker--root [data-act=next]").tap()
    expect(panel(tracker).locator("[data-act=exchange-apply]")).to_be_visible()
    assert asked and "played but not applied" in asked[0] and round_line.inner_text() == turn
    page.once("dialog", lambda dialog: dialog.accept())
    page.locator("#gurps-tracker--root [data-act=next]").tap()
    expect(round_line).not_to_have_text(turn)
    expect(panel(tracker).locator("[data-act=exchange-apply]")).to_be_visible()  # still there to apply


def test_a_new_encounter_from_the_roster_brings_the_acting_row_into_view(page, site):
    TrackerSteps(page, "gurps").open(site)
    cards(page, "gurps", FIGHTER, ORC)  # made from the roster, far below the turn order
    acting = page.locator("#gurps-tracker--list li.combatant", has=page.locator(".badge", has_text="acting"))
    expect(acting).to_have_count(1)
    page.wait_for_timeout(300)  # the scroll follows the paint
    assert in_view(page, acting.locator("button.who"))
