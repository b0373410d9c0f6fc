"""Machinery the rulesets share: dice, odds, range tables, reference tables, errors."""
