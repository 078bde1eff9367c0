import { describe, expect, it } from "vitest";
import type { PricedLine } from "~/domain/orders/pricing";
import { makeReceipt, orderNotes } from "./order-notes";

describe("makeReceipt", () => {
  it("is unique and at most 40 characters", () => {
    const receipts = new Set(Array.from({ length: 200 }, () => makeReceipt(new Date("2099-12-31T23:59:59Z"))));
    expect(receipts.size).toBe(200);
    for (const r of receipts) expect(r.length).toBeLessThanOrEqual(40);
  });
});

describe("orderNotes", () => {
  const line: PricedLine = {
    kind: "room",
    productId: "sanctum-sanctorium",
    name: "Sanctum Sanctorium",
    description: "",
    startDate: "2027-04-01",
    endDate: "2027-04-04",
    nights: 3,
    guests: 2,
    quantity: 1,
    currency: "EUR",
    unitRate: 200,
    price: 600,
    deposit: 120,
  };
  const guest = { name: "Ω".repeat(300), email: "a@example.com", phone: "+919847012345" };

  it("stays within 15 keys of 256 characters for any number of lines", () => {
    for (const count of [1, 9, 10, 11, 20]) {
      const notes = orderNotes({ receipt: "kv-1", guest, lines: Array.from({ length: count }, () => line) });
      expect(Object.keys(notes).length).toBeLessThanOrEqual(15);
      for (const value of Object.values(notes)) expect(Array.from(value).length).toBeLessThanOrEqual(256);
      expect(notes.lines).toBe(String(count));
    }
  });

  it("never carries the guest's phone number, which Razorpay would keep beyond the site's retention", () => {
    const notes = orderNotes({ receipt: "kv-1", guest, lines: [line, line] });
    expect(JSON.stringify(notes)).not.toContain("9847012345");
    expect(Object.keys(notes).some((key) => key.includes("phone"))).toBe(false);
  });

  it("describes each line while there is room", () => {
    const notes = orderNotes({ receipt: "kv-1", guest: { email: "a@example.com" }, lines: [line] });
    expect(notes).toEqual({
      booking_ref: "kv-1",
      guest_email: "a@example.com",
      lines: "1",
      line_1: "sanctum-sanctorium 2027-04-01..2027-04-04 x1 (2 guests)",
    });
  });
});
