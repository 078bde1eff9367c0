import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

/**
 * No axe violations (WCAG 2.1 A and AA, colour contrast included) on the page as it settles. Axe
 * measures contrast through whatever is drawn over an element, so a card still fading in (the
 * consultation offer slides up at the bottom of the screen three seconds after load) would be
 * judged half-transparent: finite animations and transitions are let finish first, and an analysis
 * during which one started (the offer appearing mid-way) is not taken: it is run again once that
 * one has finished, with the time of one more analysis added to the test's: on home, the longest
 * page, one took 10 s on a loaded machine, and two runs again took the test past its 30 s.
 */
const ANALYSIS_ALLOWANCE_MS = 20_000;

export async function expectNoAxeViolations(page: Page) {
  for (let attempt = 1; ; attempt++) {
    await page.waitForFunction(() =>
      document.getAnimations().every(
        (animation) =>
          animation.playState !== "running" ||
          animation.effect?.getComputedTiming().iterations === Infinity ||
          // Driven by the scroll (the bar before hydration), not by time: it never ends by itself.
          !(animation.timeline instanceof DocumentTimeline),
      ),
    );
    await page.evaluate(() => {
      const flag = window as unknown as { axeSawMotion?: boolean };
      flag.axeSawMotion = false;
      const saw = () => {
        flag.axeSawMotion = true;
      };
      for (const type of ["animationstart", "transitionrun"]) document.addEventListener(type, saw, { capture: true, once: true });
    });
    const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const moved = await page.evaluate(() => (window as unknown as { axeSawMotion?: boolean }).axeSawMotion === true);
    if (moved && attempt < 3) {
      test.info().setTimeout(test.info().timeout + ANALYSIS_ALLOWANCE_MS);
      continue;
    }
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    return;
  }
}

export type AccessibleControl = { role: string; expanded?: boolean; checked?: boolean };

/**
 * The control named `name` as the browser tells assistive technology about it (Chromium's
 * accessibility tree): its role, and whether it is expanded or checked. The platform's own
 * controls carry their state there, not in an attribute (a `popovertarget` button, a `<summary>`).
 * Undefined while no such control is exposed; the first, if several are.
 */
export async function accessibleControl(page: Page, name: string | RegExp): Promise<AccessibleControl | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const named = (node: (typeof nodes)[number]) => {
      const text = String(node.name?.value ?? "");
      return typeof name === "string" ? text === name : name.test(text);
    };
    const control = nodes.find(
      (node) => !node.ignored && named(node) && !["StaticText", "InlineTextBox"].includes(String(node.role?.value)),
    );
    if (!control) return undefined;
    const state = (property: string) => {
      const value = control.properties?.find((p) => p.name === property)?.value.value;
      return value === undefined ? undefined : value === true || value === "true";
    };
    return { role: String(control.role?.value), expanded: state("expanded"), checked: state("checked") };
  } finally {
    await cdp.detach();
  }
}
