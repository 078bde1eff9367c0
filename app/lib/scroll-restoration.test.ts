import { describe, expect, it } from "vitest";
import { RESTORE_SCROLL_SCRIPT, SCROLL_POSITIONS_KEY } from "./scroll-restoration";

/** Runs the script against a history entry's state and the tab's session storage, recording what it does. */
function run(state: unknown, stored: string | null | (() => never)) {
  const calls: string[] = [];
  const history = {
    state,
    replaceState(next: unknown, title: string) {
      calls.push(`replaceState ${JSON.stringify(next).replace(/"key":"\w+"/, '"key":"<random>"')} ${JSON.stringify(title)}`);
      this.state = next;
    },
  };
  const sessionStorage = {
    getItem(key: string) {
      calls.push(`getItem ${key}`);
      return typeof stored === "function" ? stored() : stored;
    },
    removeItem(key: string) {
      calls.push(`removeItem ${key}`);
    },
  };
  const scrollTo = (x: number, y: number) => calls.push(`scrollTo ${x} ${y}`);
  const console = { error: () => calls.push("console.error") };
  new Function("history", "sessionStorage", "scrollTo", "console", RESTORE_SCROLL_SCRIPT)(history, sessionStorage, scrollTo, console);
  return { calls, state: history.state as { key?: string } | null };
}

describe("the script that restores scroll before the first paint", () => {
  it("keys a new history entry and does not open session storage", () => {
    const { calls, state } = run(null, () => {
      throw new Error("read");
    });
    expect(calls).toEqual(['replaceState {"key":"<random>"} ""']);
    expect(state?.key).toMatch(/^\w{6,}$/);
  });

  it("keys an entry whose state has no key (another script's state)", () => {
    expect(run({ other: 1 }, null).calls).toEqual(['replaceState {"key":"<random>"} ""']);
  });

  it("scrolls a keyed entry to the position saved for it", () => {
    const { calls } = run({ key: "abc", idx: 2 }, JSON.stringify({ abc: 640, other: 10 }));
    expect(calls).toEqual([`getItem ${SCROLL_POSITIONS_KEY}`, "scrollTo 0 640"]);
  });

  it("leaves a keyed entry alone when nothing is saved for it", () => {
    expect(run({ key: "abc" }, JSON.stringify({ other: 10 })).calls).toEqual([`getItem ${SCROLL_POSITIONS_KEY}`]);
    expect(run({ key: "abc" }, null).calls).toEqual([`getItem ${SCROLL_POSITIONS_KEY}`]);
  });

  it("forgets saved positions it cannot read", () => {
    expect(run({ key: "abc" }, "{not json").calls).toEqual([
      `getItem ${SCROLL_POSITIONS_KEY}`,
      "console.error",
      `removeItem ${SCROLL_POSITIONS_KEY}`,
    ]);
  });
});
