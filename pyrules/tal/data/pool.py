"""TAL tables: the number line, fatigue, recovery and concentration checks."""

# T1 TAL Number Line, seed 000 l.3-12: letters and values as printed, in line order.
# The printed line wraps: "*" marks the wrap (column G sits to the right of H), "•" ends it.
NUMBER_LINE_ARROW = "←"  # l.4, printed before W
NUMBER_LINE_FIRST: tuple[tuple[str, int], ...] = (  # l.4-5
    ("W", 60), ("V", 50), ("U", 45), ("T", 40), ("S", 35), ("R", 30), ("Q", 26), ("P", 22),
    ("O", 19), ("N", 16), ("M", 14), ("L", 12), ("K", 10), ("J", 9), ("I", 8), ("H", 7),
)
NUMBER_LINE_SECOND: tuple[tuple[str, int], ...] = (  # l.6-7
    ("G", 6), ("F", 5), ("E", 4), ("D", 4), ("C", 3), ("B", 3), ("A", 2),
    ("A ¹", 2), ("A ²", 1), ("A ³", 1), ("A ⁴", 1), ("A ⁵", 1), ("A ⁶", 1), ("A ⁷", 1),
    ("A ⁸", 1), ("A ⁹", 0),
)
NUMBER_LINE_WRAP_NOTE = "* Column G should be considered to be to the right of column H."  # l.9
# l.11-12: the activation-time line; its column boundaries were lost in transcription.
ACTIVATION_TIME_TITLE = "Increasing Activation Time"
ACTIVATION_TIME_LINE = " -One Combat Action- -One Minute- -Ten Minutes- -One Hour-"

# T2 TAL Fatigue, seed 000 l.14-18: (level as printed, key, share of TAL max at or below
# which it starts, Combat Speed penalty, roll penalty, effect as printed).
FATIGUE_HEADERS = ("Fatigue Level", "Effect")
FATIGUE: tuple[tuple[str, str, str, int, int, str], ...] = (
    ("Fatigued (50%)", "fatigued", "50%", -2, 5,
     "You incur a -2 penalty to your Combat Speed (explained below), and a +5% penalty to all "
     "rolls made while you are fatigued."),
    ("Taxed (25%)", "taxed", "25%", -4, 10,
     "You incur a -4 penalty to your Combat Speed, and a +10% penalty to all rolls made while you "
     "are fatigued. When there is no activity in your area, such as being on guard duty, you need "
     "to make periodic Willpower (Mental) checks to keep from falling asleep."),
    ("Spent (0)", "spent", "0", -4, 10,  # no numbers printed: see errata (Taxed's carry on)
     "You can take no offensive actions in combat. You cannot exert yourself. When you drop to the "
     "level of Spent, you must make a Willpower (Mental) check to keep from falling unconscious. "
     "Any actions you take that are somewhat strenuous, even something like running up a flight "
     "of stairs, cause you to make another Willpower check!"),
)

# T3 TAL Recovery, seed 000 l.20-26: (activity as printed, key, TAL recovered per Power Roll).
RECOVERY_HEADERS = ("Activity", "TAL recovered per Power Rolls")
RECOVERY: tuple[tuple[str, str, int], ...] = (
    ("Hour of rest", "rest", 1),
    ("Hour of sleep", "sleep", 2),
    ("Normal meal", "meal", 2),
    ("Snack", "snack", 1),
    ("Hour of unconsciousness", "unconscious", 1),
)

# T5 Concentration Checks, seed 000 l.35-39: (situation as printed, key, check as printed,
# skill rolled against, modifier in percent; None: minus the damage taken).
CONCENTRATION: tuple[tuple[str, str, str, str, int | None], ...] = (
    ("Moving at normal walk", "walking", "Control + 20%", "Control", 20),
    ("Running", "running", "Control - 20%", "Control", -20),
    ("Taking damage", "damage", "Resistance - damage taken", "Resistance", None),
)
CONCENTRATION_FAILURE = (  # l.39
    "Failure cancels activation; half of the TAL that would have been spent is lost"
)
