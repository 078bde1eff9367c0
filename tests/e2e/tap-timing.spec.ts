import { recordPaintAndTap, watchStateChange } from "../../bench/lib/tap-runner.ts";
import { expect, test } from "./fixtures";

// The bench's first-tap figures (bench/lib/tap-runner.ts) stop at the moment a control's state
// changes. A `<details>` changes in its summary's default action, after which no script runs in
// that task: an observer hears of it only once the task is over, after whatever else the browser
// does for the tap (here, as much as 200 ms of other work in the same task).
const REST_OF_TASK_MS = 200;

test.describe("the bench's tap timing", () => {
  test.beforeEach(async ({ page }) => {
    await page.setContent("<details><summary>More</summary><p>More text</p></details>");
    await page.evaluate(recordPaintAndTap);
    await page.evaluate(watchStateChange, "details");
  });

  test("times a <details> at its summary's activation, not when the task that opened it ends", async ({ page }) => {
    const clickedAt = await page.evaluate((restMs) => {
      const summary = document.querySelector("summary") as HTMLElement;
      summary.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
      const at = performance.now();
      summary.click();
      const until = performance.now() + restMs;
      while (performance.now() < until) {
        // The rest of the task.
      }
      return at;
    }, REST_OF_TASK_MS);
    await page.evaluate(() => window.__benchTap.answered);
    const { changed, open } = await page.evaluate(() => ({
      changed: window.__benchTap.changed,
      open: (document.querySelector("details") as HTMLDetailsElement).open,
    }));
    expect(open).toBe(true);
    expect(changed! - clickedAt).toBeLessThan(REST_OF_TASK_MS / 2);
  });

  test("times a <details> opened without a tap when the change is observed", async ({ page }) => {
    const openedAt = await page.evaluate((restMs) => {
      document.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
      const at = performance.now();
      (document.querySelector("details") as HTMLDetailsElement).open = true;
      const until = performance.now() + restMs;
      while (performance.now() < until) {
        // The rest of the task.
      }
      return at;
    }, REST_OF_TASK_MS);
    await page.evaluate(() => window.__benchTap.answered);
    const changed = await page.evaluate(() => window.__benchTap.changed);
    expect(changed! - openedAt).toBeGreaterThanOrEqual(REST_OF_TASK_MS);
  });
});
