"""Steps a game master takes in a ruleset's tracker, shared by the end-to-end tests."""

from conftest import READY
from playwright.sync_api import expect


class TrackerSteps:
    def __init__(self, page, ruleset):
        self.page = page
        self.t = f"{ruleset}-tracker"

    def open(self, site):
        self.page.goto(f"{site}#{self.t}")
        self.page.wait_for_function(READY, timeout=60_000)
        expect(self.page.locator(f"#{self.t}--round")).to_contain_text("Round", use_inner_text=True)
        return self

    def add(self, name, count=1, side="foe", **stats):
        page, t = self.page, self.t
        page.fill(f"#{t}-add--name", name)
        page.fill(f"#{t}-add--count", str(count))
        page.locator(f"#{t}-add--side label.chip", has_text="Party" if side == "party" else "Foe").click()
        if stats:
            details = page.locator(f"#{t}--root details.stats")
            if details.get_attribute("open") is None:
                details.locator(":scope > summary").click()  # not a field's own "Why?" within
            for name_, value in stats.items():
                control = page.locator(f"#{t}-add--{name_}")
                if control.evaluate("e => e.tagName") == "SELECT":
                    control.select_option(str(value))
                else:
                    control.fill(str(value))
        before = self.rows().count()
        page.click(f"#{t}--root form[data-form=add] button[type=submit]")
        expect(self.rows()).to_have_count(before + count)

    def menu(self):
        """Open the encounter menu (choose, new, rename, delete, export, import)."""
        menu = self.page.locator(f"#{self.t}--menu")
        if menu.get_attribute("open") is None:
            menu.locator("summary").click()

    def rows(self):
        return self.page.locator(f"#{self.t}--list li.combatant")

    def row(self, name):
        return self.page.locator(f"#{self.t}--list li.combatant", has=self.page.locator(".name", has_text=name))

    def select(self, name):
        who = self.row(name).locator("button.who")
        if who.get_attribute("aria-expanded") != "true":
            who.click()

    def apply(self, name, amount, pool=None, kind="damage"):
        self.select(name)
        panel = self.row(name).locator(".panel")
        if pool:
            panel.locator("label.chip", has_text=pool).click()
        for digit in str(amount):
            panel.locator(f"[data-act=digit][data-digit='{digit}']").click()
        panel.locator(f"[data-act={kind}]").click()

    def next_turn(self):
        self.page.click(f"#{self.t}--root [data-act=next]")

    def due(self):
        return self.page.inner_text(f"#{self.t}--due")

    def status(self, name):
        return self.row(name).inner_text()

    def snapshot(self):
        """What the table sees of each combatant, what is due, and the round line."""
        rows = self.page.eval_on_selector_all(f"#{self.t}--list li.combatant", """rows => rows.map(row =>
            [...row.querySelectorAll(':scope > .who, :scope > .pools, :scope > .chips, :scope > .notes-text')]
                .map(part => part.innerText).join(' | '))""")
        return rows, self.due(), self.page.inner_text(f"#{self.t}--round")

    def reload(self):
        self.page.reload()
        self.page.wait_for_function(READY, timeout=60_000)
        expect(self.page.locator(f"#{self.t}--round")).to_contain_text("Round", use_inner_text=True)
