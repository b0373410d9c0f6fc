"""The GURPS calculators as page tools (keys "gurps-…"), one module each, named for its key
("gurps-skill" is ``skill``) and offering its ``TOOL``: the page imports only the calculator it
shows. ``pyrules.gurps.ruleset`` lists them all, in page order."""
