import { describe, expect, it } from "vitest";
import { site } from "~/catalogue/site";
import { isOfficeDay, isPastResortAnswerDeadline, RESORT_ANSWER_OFFICE_DAYS, resortAnswerDeadline } from "./resort-answer-deadline";

/** An instant given as a wall-clock time in IST (UTC+05:30). */
const ist = (local: string) => new Date(`${local}+05:30`);
const deadline = (paidIst: string) => resortAnswerDeadline(ist(paidIst)).toISOString();

// 2026-11-23 is a Monday; 2026-11-29 a Sunday.
describe("the resort's deadline to answer a paid custom retreat", () => {
  it("is two office days, Monday to Saturday as the office hours say", () => {
    expect(RESORT_ANSWER_OFFICE_DAYS).toBe(2);
    expect(site.officeHours.find((h) => h.days === "Sun")?.hours).toBe("Closed");
    expect(["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28"].every(isOfficeDay)).toBe(true);
    expect(isOfficeDay("2026-11-29")).toBe(false);
  });

  it("paid on a weekday: the end of the second day after it, at midnight IST", () => {
    expect(deadline("2026-11-23T10:00:00")).toBe(ist("2026-11-26T00:00:00").toISOString());
    expect(deadline("2026-11-25T09:15:00")).toBe(ist("2026-11-28T00:00:00").toISOString());
  });

  it("paid on Thursday or Friday: Saturday is an office day, Sunday is not", () => {
    expect(deadline("2026-11-26T12:00:00")).toBe(ist("2026-11-29T00:00:00").toISOString());
    expect(deadline("2026-11-27T12:00:00")).toBe(ist("2026-12-01T00:00:00").toISOString());
  });

  it("paid on Saturday or Sunday: Monday and Tuesday", () => {
    expect(deadline("2026-11-28T15:00:00")).toBe(ist("2026-12-02T00:00:00").toISOString());
    expect(deadline("2026-11-29T23:00:00")).toBe(ist("2026-12-02T00:00:00").toISOString());
  });

  it("counts the day of payment in IST: a second before midnight is Friday, midnight is Saturday", () => {
    expect(deadline("2026-11-27T23:59:59")).toBe(ist("2026-12-01T00:00:00").toISOString());
    expect(deadline("2026-11-28T00:00:00")).toBe(ist("2026-12-02T00:00:00").toISOString());
    // 20:00 UTC on Friday is already Saturday 01:30 in Kerala.
    expect(resortAnswerDeadline(new Date("2026-11-27T20:00:00Z")).toISOString()).toBe("2026-12-01T18:30:00.000Z");
  });

  it("is past at the deadline itself, not a millisecond before", () => {
    const paid = ist("2026-11-23T10:00:00");
    expect(isPastResortAnswerDeadline(paid, new Date(ist("2026-11-26T00:00:00").getTime() - 1))).toBe(false);
    expect(isPastResortAnswerDeadline(paid, ist("2026-11-26T00:00:00"))).toBe(true);
  });
});
