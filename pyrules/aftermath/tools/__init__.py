"""The Aftermath! calculators as page tools (keys "aftermath-…"), one module each, named for its key
("aftermath-critical-effect" is ``critical_effect``) and offering its ``TOOL``: the page imports only
the calculator it shows. ``strike`` holds what the melee and gun attacks share, ``common`` what more
than one shows. ``pyrules.aftermath.ruleset`` lists them all, in page order."""
