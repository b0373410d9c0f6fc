"""Cortex Classic tables as the reference (seed 003) prints them."""
