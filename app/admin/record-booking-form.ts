import { addDays, isIsoDate } from "~/domain/dates/dates";
import { parseMajorAmount } from "~/domain/staff/booking-action-rules";

/**
 * The console's "Record a booking" form as posted (plain fields, so it works before hydration and
 * without JavaScript), turned into the body POST /api/admin/bookings takes. Amounts are typed as
 * people type them ("7,416.50", "€660") and become minor units; a retreat's check-out may be left
 * empty and follows from its length. What the body means is the schema's to judge
 * (recordBookingInputSchema, on the server); this only reads the form.
 */

/** Rooms and retreats one form records at most; an empty slot is skipped. */
export const RECORD_LINE_SLOTS = 3;

/** A choice of the form's "Room or retreat" list: `room:<id>` or `retreat:<id>`, with a retreat's length. */
export type StayOption = { value: string; label: string; group: "Rooms" | "Retreats"; days: number | null };

export type RecordFormFields = Record<string, string>;

export type RecordFormRead = { ok: true; body: Record<string, unknown> } | { ok: false; error: string; field: string };

export const lineField = (slot: number, name: "stay" | "start" | "end" | "guests" | "price") => `line${slot}.${name}`;

const text = (fields: RecordFormFields, name: string) => (fields[name] ?? "").trim();

export function readRecordForm(fields: RecordFormFields, options: readonly StayOption[]): RecordFormRead {
  const lines: Record<string, unknown>[] = [];
  for (let slot = 0; slot < RECORD_LINE_SLOTS; slot++) {
    const stay = text(fields, lineField(slot, "stay"));
    if (!stay) continue;
    const option = options.find((o) => o.value === stay);
    if (!option) return { ok: false, error: "Choose a room or a retreat from the list.", field: lineField(slot, "stay") };
    const [type, id] = stay.split(":") as ["room" | "retreat", string];
    const startDate = text(fields, lineField(slot, "start"));
    let endDate = text(fields, lineField(slot, "end"));
    if (!endDate && type === "retreat" && option.days !== null && isIsoDate(startDate)) endDate = addDays(startDate, option.days);
    const price = parseMajorAmount(text(fields, lineField(slot, "price")));
    if (price === null) {
      return {
        ok: false,
        error: `Give the agreed price of ${option.label} as a number, like 660 or 7,416.50.`,
        field: lineField(slot, "price"),
      };
    }
    lines.push({
      type,
      [type === "room" ? "roomId" : "retreatId"]: id,
      startDate,
      endDate,
      guests: Number(text(fields, lineField(slot, "guests")) || "0"),
      price,
    });
  }
  const depositText = text(fields, "deposit");
  let deposit: Record<string, unknown> | undefined;
  if (depositText && depositText !== "0") {
    const amount = parseMajorAmount(depositText);
    if (amount === null) return { ok: false, error: "Give the deposit received as a number, like 200 or 7,416.50.", field: "deposit" };
    deposit = { amount, method: text(fields, "method"), note: text(fields, "depositNote") };
  }
  return {
    ok: true,
    body: {
      source: text(fields, "source"),
      guest: { name: text(fields, "name"), email: text(fields, "email"), phone: text(fields, "phone") },
      lines,
      currency: text(fields, "currency"),
      ...(deposit ? { deposit } : {}),
      note: text(fields, "note"),
      // The language of the guest's e-mails; a form from before the choice existed sends none (English).
      ...(text(fields, "locale") ? { locale: text(fields, "locale") } : {}),
    },
  };
}
