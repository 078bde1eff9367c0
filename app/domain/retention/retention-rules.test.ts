import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "~/domain/dates/dates";
import { accountsRetentionCutoff, daysBefore, arrivalDetailsCutoff } from "./retention-rules";

describe("accountsRetentionCutoff", () => {
  it("keeps a record of the year ending 31 March 2026 until 31 March 2034, and lets it go on 1 April 2034", () => {
    expect(accountsRetentionCutoff("2034-03-31")).toBe("2025-04-01");
    expect("2026-03-31" < accountsRetentionCutoff("2034-03-31")).toBe(false);
    expect(accountsRetentionCutoff("2034-04-01")).toBe("2026-04-01");
    expect("2026-03-31" < accountsRetentionCutoff("2034-04-01")).toBe(true);
  });

  it("keeps a record of 1 April 2026 (the next financial year) a year longer", () => {
    expect("2026-04-01" < accountsRetentionCutoff("2035-03-31")).toBe(false);
    expect("2026-04-01" < accountsRetentionCutoff("2035-04-01")).toBe(true);
  });

  it("never lets a record go before eight whole financial years have passed after its own", () => {
    const day = fc.integer({ min: 0, max: 40 * 366 }).map((n) => addDays("2000-01-01", n));
    fc.assert(
      fc.property(day, day, (record, today) => {
        const fyEnd = Number(record.slice(0, 4)) + (Number(record.slice(5, 7)) >= 4 ? 1 : 0);
        const mayGo = record < accountsRetentionCutoff(today);
        expect(mayGo).toBe(today >= `${fyEnd + 8}-04-01`);
      }),
    );
  });
});

describe("daysBefore", () => {
  it("counts whole days of 24 hours", () => {
    expect(daysBefore(new Date("2026-03-31T00:00:00.000Z"), 30).toISOString()).toBe("2026-03-01T00:00:00.000Z");
  });
});

describe("arrivalDetailsCutoff", () => {
  it("deletes arrival details from the day after check-out", () => {
    expect(arrivalDetailsCutoff("2027-03-10")).toBe("2027-03-09");
    expect(arrivalDetailsCutoff("2028-03-01")).toBe("2028-02-29");
  });
});
