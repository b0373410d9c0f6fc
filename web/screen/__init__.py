"""The page: binds pyrules to the DOM. Holds no rules.

Modules here that import ``js`` run only in the browser; ``markup`` and
``pages`` are plain Python, used by the build to pre-render the page.
"""
