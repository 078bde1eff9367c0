import { describe, expect, it } from "vitest";
import { type RecordBookingInput, recordBookingInputSchema, recordedLines } from "./record-booking";

const TODAY = "2027-01-10";

function input(overrides: Partial<RecordBookingInput> = {}): RecordBookingInput {
  const base: RecordBookingInput = {
    source: "phone",
    guest: { name: "Meera Pillai" },
    lines: [{ type: "room", roomId: "sunrise", startDate: "2027-02-01", endDate: "2027-02-04", guests: 2, price: 66_001 }],
    currency: "INR",
  };
  return { ...base, ...overrides } as RecordBookingInput;
}

describe("recordBookingInputSchema", () => {
  it("trims, lower-cases the address and drops empty optional fields", () => {
    const parsed = recordBookingInputSchema.parse({
      ...input(),
      guest: { name: "  Meera Pillai ", email: " Meera@Example.COM ", phone: "" },
      note: "   ",
    });
    expect(parsed.guest).toEqual({ name: "Meera Pillai", email: "meera@example.com" });
    expect(parsed.note).toBeUndefined();
  });

  it("wants a note for a deposit paid another way, and an address for a booking taken by e-mail", () => {
    const other = recordBookingInputSchema.safeParse({ ...input(), deposit: { amount: 100, method: "other" } });
    expect(other.error?.issues.map((i) => i.message)).toEqual(["Say in the note how the deposit was paid"]);
    const email = recordBookingInputSchema.safeParse({ ...input(), source: "email" });
    expect(email.error?.issues.map((i) => i.message)).toEqual(["A booking taken by e-mail needs the guest's address"]);
  });

  it("refuses an online source, unknown fields and an empty stay list", () => {
    expect(recordBookingInputSchema.safeParse({ ...input(), source: "online" }).success).toBe(false);
    expect(recordBookingInputSchema.safeParse({ ...input(), amount: 5 }).success).toBe(false);
    expect(recordBookingInputSchema.safeParse({ ...input(), lines: [] }).success).toBe(false);
  });
});

describe("recordedLines", () => {
  it("prices each line at what was agreed, its unit rate the price per night or per guest, in the booking's currency", () => {
    const result = recordedLines(
      input({
        lines: [
          { type: "room", roomId: "sunrise", startDate: "2027-02-01", endDate: "2027-02-04", guests: 2, price: 66_001 },
          {
            type: "retreat",
            retreatId: "knees-joints-healing-7-day",
            startDate: "2027-03-01",
            endDate: "2027-03-08",
            guests: 3,
            price: 300_000,
          },
        ],
      }),
      TODAY,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.lines).toMatchObject([
      { kind: "room", productId: "sunrise", nights: 3, guests: 2, quantity: 1, currency: "INR", price: 660.01, unitRate: 220 },
      { kind: "retreat", nights: 7, guests: 3, currency: "INR", price: 3000, unitRate: 1000 },
    ]);
  });

  it("keeps the cart's rules: the catalogue, no past check-in, a retreat's own length, one room once a night", () => {
    const refused = (overrides: Partial<RecordBookingInput>) => {
      const result = recordedLines(input(overrides), TODAY);
      return result.ok ? null : result.fieldErrors;
    };
    const room = { type: "room" as const, roomId: "sunrise", startDate: "2027-02-01", endDate: "2027-02-04", guests: 2, price: 1000 };
    expect(refused({ lines: [{ ...room, roomId: "attic" }] })).toEqual({ "lines.0.roomId": ["Unknown room: attic"] });
    expect(refused({ lines: [{ ...room, startDate: "2027-01-09" }] })).toEqual({ "lines.0.dates": ["Check-in cannot be in the past"] });
    expect(
      refused({
        lines: [
          {
            type: "retreat",
            retreatId: "knees-joints-healing-7-day",
            startDate: "2027-03-01",
            endDate: "2027-03-05",
            guests: 1,
            price: 1000,
          },
        ],
      })?.["lines.0.dates"],
    ).toHaveLength(1);
    expect(refused({ lines: [room, { ...room, startDate: "2027-02-03", endDate: "2027-02-05" }] })).toHaveProperty(["lines.1.dates"]);
  });

  it("refuses a deposit above the agreed price", () => {
    const result = recordedLines(input({ deposit: { amount: 66_002, method: "cash", note: undefined } }), TODAY);
    expect(result).toMatchObject({ ok: false, fieldErrors: { "deposit.amount": ["The deposit is more than the agreed price"] } });
    expect(recordedLines(input({ deposit: { amount: 66_001, method: "cash", note: undefined } }), TODAY).ok).toBe(true);
  });
});
