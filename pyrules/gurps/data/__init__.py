"""The GURPS reference's tables as data, written as seed 001 prints them.

One copy of each table: the calculators, the reference tables and the tests
all read these modules. Markup of the transcription (bold, italics) is left
out; words, numbers and ranges are as printed.
"""
