import { describe, expect, it } from "vitest";
import { arrivalDetailsEditable, arrivalDetailsEditableUntil, arrivalDetailsSchema, arrivalTimeRefusal } from "./arrival-details";

const parse = (input: unknown) => arrivalDetailsSchema.safeParse(input);

describe("arrivalDetailsSchema", () => {
  it("normalises what the guest typed and turns empty text into nothing", () => {
    const result = parse({
      flightNumber: " ai 937 ",
      arrivalTime: "2027-02-01T04:35",
      airportPickup: true,
      dietaryNeeds: "  No onion or garlic ",
      note: "",
      formC: { nationality: "de", passportNumber: "C01X-00T47", passportExpiresOn: "2031-05-01", visaNumber: "", visaExpiresOn: "" },
    });
    expect(result.success && result.data).toEqual({
      flightNumber: "AI937",
      arrivalTime: "2027-02-01T04:35",
      airportPickup: true,
      dietaryNeeds: "No onion or garlic",
      note: null,
      formC: { nationality: "DE", passportNumber: "C01X00T47", passportExpiresOn: "2031-05-01", visaNumber: null, visaExpiresOn: null },
    });
    expect(parse({ airportPickup: false }).data).toEqual({
      flightNumber: null,
      arrivalTime: null,
      airportPickup: false,
      dietaryNeeds: null,
      note: null,
    });
  });

  it("refuses a flight number, time or date that is not one, with a sentence", () => {
    const messages = (input: unknown) => parse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ airportPickup: false, flightNumber: "to be decided" })).toEqual(["Please enter a flight number such as AI 937"]);
    expect(messages({ airportPickup: false, arrivalTime: "2027-02-30T10:00" })[0]).toMatch(/YYYY-MM-DDTHH:mm/);
    expect(messages({ airportPickup: false, arrivalTime: "2027-02-01 10:00" })[0]).toMatch(/YYYY-MM-DDTHH:mm/);
    expect(messages({ airportPickup: false, arrivalTime: "2027-02-01T24:00" })[0]).toMatch(/YYYY-MM-DDTHH:mm/);
    expect(messages({ airportPickup: "yes" })[0]).toMatch(/airport pickup/);
    expect(messages({ airportPickup: false, note: "x".repeat(1001) })).toEqual(["Note must be at most 1000 characters"]);
    expect(messages({ airportPickup: false, formC: { passportExpiresOn: "soon" } })).toEqual([
      "Passport expiry must be a date (YYYY-MM-DD)",
    ]);
  });

  it("needs the flight and the time for the airport pickup", () => {
    expect(parse({ airportPickup: true, flightNumber: "AI937" }).error?.issues[0]?.message).toBe(
      "For the airport pickup we need your flight number and arrival time",
    );
  });
});

describe("the edit window", () => {
  it("closes 48 hours before the check-in day begins in Kerala", () => {
    // 1 Feb 2027 00:00 IST is 31 Jan 18:30 UTC; 48 hours earlier: 29 Jan 18:30 UTC.
    expect(arrivalDetailsEditableUntil("2027-02-01").toISOString()).toBe("2027-01-29T18:30:00.000Z");
    expect(arrivalDetailsEditable("2027-02-01", new Date("2027-01-29T18:29:59.999Z"))).toBe(true);
    expect(arrivalDetailsEditable("2027-02-01", new Date("2027-01-29T18:30:00.000Z"))).toBe(false);
  });

  it("keeps the arrival near the stay", () => {
    const stay = { checkIn: "2027-02-01", checkOut: "2027-02-08" };
    expect(arrivalTimeRefusal(null, stay)).toBeNull();
    expect(arrivalTimeRefusal("2027-01-29T23:00", stay)).toBeNull();
    expect(arrivalTimeRefusal("2027-02-08T10:00", stay)).toBeNull();
    expect(arrivalTimeRefusal("2027-01-28T23:59", stay)).toMatch(/between 2027-01-29 and 2027-02-08/);
    expect(arrivalTimeRefusal("2027-02-09T00:00", stay)).toMatch(/between/);
  });
});
