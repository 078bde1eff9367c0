import { describe, expect, it } from "vitest";
import { readRecordForm, type StayOption } from "./record-booking-form";

const options: StayOption[] = [
  { value: "room:sunrise", label: "Sunrise", group: "Rooms", days: null },
  { value: "retreat:knees-joints-healing-7-day", label: "Knees & Joints Healing Retreat", group: "Retreats", days: 7 },
];

describe("readRecordForm", () => {
  it("reads the filled slots, amounts as typed, and a retreat's check-out from its length", () => {
    const read = readRecordForm(
      {
        source: "phone",
        name: "Meera Pillai",
        email: "",
        phone: "+91 94470 55555",
        currency: "INR",
        "line0.stay": "room:sunrise",
        "line0.start": "2027-02-01",
        "line0.end": "2027-02-04",
        "line0.guests": "2",
        "line0.price": "66,000.50",
        "line1.stay": "",
        "line2.stay": "retreat:knees-joints-healing-7-day",
        "line2.start": "2027-03-01",
        "line2.end": "",
        "line2.guests": "1",
        "line2.price": "₹ 90000",
        deposit: "20,000",
        method: "upi",
        depositNote: "",
        note: "",
        locale: "de",
      },
      options,
    );
    expect(read).toEqual({
      ok: true,
      body: {
        source: "phone",
        guest: { name: "Meera Pillai", email: "", phone: "+91 94470 55555" },
        lines: [
          { type: "room", roomId: "sunrise", startDate: "2027-02-01", endDate: "2027-02-04", guests: 2, price: 6_600_050 },
          {
            type: "retreat",
            retreatId: "knees-joints-healing-7-day",
            startDate: "2027-03-01",
            endDate: "2027-03-08",
            guests: 1,
            price: 9_000_000,
          },
        ],
        currency: "INR",
        deposit: { amount: 2_000_000, method: "upi", note: "" },
        note: "",
        locale: "de",
      },
    });
  });

  it("names the field a person must fix: an unknown stay, a price or a deposit that is not a number", () => {
    expect(readRecordForm({ "line0.stay": "room:attic" }, options)).toMatchObject({ ok: false, field: "line0.stay" });
    expect(readRecordForm({ "line0.stay": "room:sunrise", "line0.price": "lots" }, options)).toMatchObject({
      ok: false,
      field: "line0.price",
      error: "Give the agreed price of Sunrise as a number, like 660 or 7,416.50.",
    });
    expect(readRecordForm({ "line0.stay": "room:sunrise", "line0.price": "660", deposit: "-5" }, options)).toMatchObject({
      ok: false,
      field: "deposit",
    });
  });

  it("takes an empty or zero deposit as none received", () => {
    for (const deposit of ["", "0"]) {
      const read = readRecordForm({ "line0.stay": "room:sunrise", "line0.price": "660", deposit }, options);
      expect(read.ok && "deposit" in read.body).toBe(false);
    }
  });
});
