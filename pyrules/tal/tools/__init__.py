"""The TAL calculators as page tools (keys "tal-…"), one module each, named for its key
("tal-plus-points" is ``plus_points``) and offering its ``TOOL``: the page imports only the
calculator it shows. ``pyrules.tal.ruleset`` lists them all, in page order."""
