"""Which options the other choices rule out, and why: the one reason the engine gives."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine import FFB_CLASSIQUE, FFB_CONTREE, Counting, Rules, RulesError, Variant
from engine.rules import Option

FAITS_ET_DEMANDES = Rules(variant=Variant.CONTREE, counting=Counting.FAITS_ET_DEMANDES)


@pytest.mark.parametrize(
    ("rules", "option", "paragraph"),
    [
        (FFB_CLASSIQUE, Option.COUNTING, "§10.2"),
        (FFB_CLASSIQUE, Option.CONTRE_REDUCED, "§10.2 note 1"),
        (FFB_CONTREE, Option.CONTRE_REDUCED, "§10.2 note 1"),
        (FFB_CONTREE, Option.ANNONCES, "§8"),
        (FAITS_ET_DEMANDES, Option.ANNONCES, "§8"),
    ],
)
def test_an_unavailable_option_says_the_refusal_of_rules_that_switch_it_on(
    rules: Rules, option: Option, paragraph: str
) -> None:
    reason = rules.unavailable(option)
    assert reason is not None and reason.endswith(f"({paragraph})")
    switched_on = {
        Option.COUNTING: {"counting": Counting.FAITS_ET_DEMANDES},
        Option.CONTRE_REDUCED: {"contre_reduced": True},
        Option.ANNONCES: {"annonces": True},
    }[option]
    with pytest.raises(RulesError) as refused:
        replace(rules, **switched_on)  # type: ignore[arg-type]
    assert (refused.value.message, refused.value.field) == (reason, option.value)
    assert refused.value.paragraph == paragraph


@pytest.mark.parametrize(
    ("rules", "option"),
    [
        (FFB_CONTREE, Option.COUNTING),
        (FAITS_ET_DEMANDES, Option.COUNTING),
        (FAITS_ET_DEMANDES, Option.CONTRE_REDUCED),
        (FFB_CLASSIQUE, Option.ANNONCES),
    ],
)
def test_an_available_option_has_no_reason(rules: Rules, option: Option) -> None:
    assert rules.unavailable(option) is None


def test_options_switched_on_together_do_not_rule_each_other_out() -> None:
    rules = replace(FAITS_ET_DEMANDES, contre_reduced=True)
    assert rules.unavailable(Option.COUNTING) is None
    assert rules.unavailable(Option.CONTRE_REDUCED) is None


def test_the_first_option_ruled_out_is_the_one_refused() -> None:
    """Classique with faits + demandés and the contre réduit: the counting is refused first."""
    with pytest.raises(RulesError) as refused:
        Rules(variant=Variant.CLASSIQUE, counting=Counting.FAITS_ET_DEMANDES, contre_reduced=True)
    assert refused.value.field == "counting"


def test_each_option_is_named_as_the_field_it_switches_on() -> None:
    fields = set(Rules.__dataclass_fields__)
    assert {option.value for option in Option} <= fields
