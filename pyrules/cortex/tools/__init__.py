"""The Cortex calculators as page tools (keys "cortex-…"), one module each, named for its key
("cortex-roll" is ``roll``) and offering its ``TOOL``: the page imports only the calculator it
shows. ``pyrules.cortex.ruleset`` lists them all, in page order."""
