"""The TAL reference's tables as typed data, written as the book prints them.

One copy of each table: the rules modules, the reference tables and the tests
all read these. Line numbers are seed 000's own.
"""
