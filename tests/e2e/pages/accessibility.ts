import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** No axe violations (WCAG 2.1 A and AA, colour contrast included) on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
