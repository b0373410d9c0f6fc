"""Core walks every ruleset's exchange: a ruleset gives its steps (a stage builder and what its
answer tells), and the walk asks them in order, keys their stages and puts the result's words
together."""

import random

from pyrules.core.answers import Answer, Effect
from pyrules.core.encounter.exchange_data import Exchange
from pyrules.core.encounter.exchange_walk import (
    NOTHING,
    Context,
    EachTarget,
    ExchangeRules,
    Once,
    PerTarget,
    Result,
    Stage,
    Tell,
    Told,
    took,
)
from pyrules.core.encounter.model import Combatant, State
from pyrules.core.fields import Field
from pyrules.core.tools import Tool

ROLL = Tool("roll", "Roll", (Field("roll", "Roll", "int", low=0, high=99),),
            lambda values, rng: Answer(str(values["roll"]), result=values["roll"]))
STATE = State((Combatant("c1", "Ana", "party"), Combatant("c2", "Orc"), Combatant("c3", "Rat")))


def rolled(answered) -> int:
    return answered.result(int)


RULES = ExchangeRules((
    Once("attack", lambda ctx: Stage(ROLL, "Attack"),
         lambda ctx, a: Told(("Ana misses.",), ends=True) if rolled(a) == 0 else NOTHING),
    EachTarget((
        PerTarget("defense", lambda ctx, t: Stage(ROLL, f"{t.name}’s defense"),
                  lambda ctx, t, a: Told((f"{t.name} defends.",), ends=True) if rolled(a) > 10 else NOTHING,
                  lambda ctx, t: Told((f"{t.name} cannot defend.",)) if t.id == "c3" else None),
        PerTarget("damage", lambda ctx, t: Stage(ROLL, f"Damage to {t.name}"),
                  lambda ctx, t, a: took(t, Effect(rolled(a)) if rolled(a) else None, " takes none.")),
    )),
    Tell(lambda ctx: Told(("That was all.",))),
))


def walked(*answers: tuple[str, int], targets=("c2", "c3")):
    """The exchange's next stage or result with these stages answered (key, roll)."""
    exchange = Exchange("test", "c1", targets, stages=tuple((key, {"roll": roll}, {}, 0) for key, roll in answers))
    done = []
    for key, roll in answers:
        stage = RULES.walk(Context(STATE, None, exchange, tuple(done)))
        assert stage.key == key
        done.append(stage.answer({"roll": str(roll)}, random.Random(0), 0))
    return RULES.walk(Context(STATE, None, exchange, tuple(done)))


def test_a_stage_asked_once_is_kept_by_its_name_and_one_asked_of_a_target_by_its_name_and_the_target():
    assert walked().key == "attack" and walked().target is None
    defense = walked(("attack", 9))
    assert defense.key == "defense c2" and defense.target == "c2" and defense.title == "Orc’s defense"
    assert walked(("attack", 9), ("defense c2", 3)).key == "damage c2"


def test_each_target_is_asked_all_of_its_stages_before_the_next_one():
    assert walked(("attack", 9), ("defense c2", 3), ("damage c2", 4)).key == "damage c3"  # c3 cannot defend


def test_an_answer_that_ends_the_exchange_gives_the_result_at_once():
    assert walked(("attack", 0)) == Result("Ana misses.")


def test_the_result_puts_together_what_every_stage_told_in_order():
    result = walked(("attack", 9), ("defense c2", 12), ("damage c3", 5))
    assert result == Result("Orc defends. Rat cannot defend. Rat takes 5. That was all.", (("c3", Effect(5)),))


def test_the_first_target_may_be_kept_by_the_name_alone_as_a_stage_asked_once():
    at = PerTarget("attack", lambda ctx, t: Stage(ROLL, f"At {t.name}"), first_alone=True)
    exchange = Exchange("test", "c1", ("c2", "c3"))
    ctx = Context(STATE, None, exchange)
    assert [at.key_at(ctx, t) for t in ctx.targets] == ["attack", "attack c3"]
    first = ExchangeRules((EachTarget((at,)),)).walk(ctx)
    assert first.key == "attack" and first.target == "c2"
