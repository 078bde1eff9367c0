import { describe, expect, it } from "vitest";
import { planSync } from "./sync-plan";

const row = (uid: string, from: string, to: string) => ({ uid, from, to });

describe("planSync", () => {
  it("inserts new UIDs, moves a UID with new dates, deletes UIDs gone from the feed and leaves the rest", () => {
    const current = [
      row("kept", "2027-01-10", "2027-01-13"),
      row("moved", "2027-02-01", "2027-02-04"),
      row("gone", "2027-03-01", "2027-03-02"),
    ];
    const events = [
      row("kept", "2027-01-10", "2027-01-13"),
      row("moved", "2027-02-02", "2027-02-05"),
      row("new", "2027-04-01", "2027-04-03"),
    ];
    expect(planSync(current, events)).toEqual({
      inserts: [row("new", "2027-04-01", "2027-04-03")],
      updates: [row("moved", "2027-02-02", "2027-02-05")],
      deletes: ["gone"],
      unchanged: 1,
    });
  });

  it("moves a block whose check-out alone changed", () => {
    expect(planSync([row("a", "2027-01-10", "2027-01-13")], [row("a", "2027-01-10", "2027-01-12")]).updates).toEqual([
      row("a", "2027-01-10", "2027-01-12"),
    ]);
  });

  it("deletes everything for an empty feed and inserts everything for a new one", () => {
    expect(planSync([row("a", "2027-01-10", "2027-01-13")], [])).toEqual({ inserts: [], updates: [], deletes: ["a"], unchanged: 0 });
    expect(planSync([], [row("a", "2027-01-10", "2027-01-13")])).toEqual({
      inserts: [row("a", "2027-01-10", "2027-01-13")],
      updates: [],
      deletes: [],
      unchanged: 0,
    });
  });

  it("changes nothing when the feed is the same", () => {
    const rows = [row("a", "2027-01-10", "2027-01-13"), row("b", "2027-02-10", "2027-02-13")];
    expect(planSync(rows, [...rows].reverse())).toEqual({ inserts: [], updates: [], deletes: [], unchanged: 2 });
  });

  it("takes a UID once if the events repeat it", () => {
    expect(planSync([], [row("a", "2027-01-10", "2027-01-13"), row("a", "2027-05-10", "2027-05-13")]).inserts).toEqual([
      row("a", "2027-01-10", "2027-01-13"),
    ]);
  });
});
