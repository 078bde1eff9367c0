import { describe, expect, it } from "vitest";
import { CHECKIN_TOO_FAR_MESSAGE, STAY_TOO_LONG_MESSAGE, stayWindowProblem } from "~/domain/dates/stay-window";
import { exactDaysWarning, PAST_CHECKIN_MESSAGE, validateRetreatBooking, validateRoomBooking } from "./booking-rules";
import { stayRefusals } from "./stay-rule-text";

const de = stayRefusals("de");
const en = stayRefusals("en");
const retreat = { startDate: "2027-01-05", endDate: "2027-01-12", guests: 2, durationDays: 7, today: "2027-01-05" };
const room = { startDate: "2027-01-05", endDate: "2027-01-08", guests: 2, today: "2027-01-05" };

describe("the booking cards' refusals on a German page", () => {
  it("refuses a retreat in German, rule by rule, and accepts what English accepts", () => {
    const check = (input: Partial<typeof retreat>) => validateRetreatBooking({ ...retreat, ...input, text: de.rules });
    expect(check({})).toEqual({ ok: true, nights: 7 });
    expect(check({ endDate: "" })).toEqual({ ok: false, message: "Bitte wählen Sie Anreise und Abreise" });
    expect(check({ startDate: "2027-01-04", endDate: "2027-01-11" })).toEqual({
      ok: false,
      message: "Die Anreise kann nicht in der Vergangenheit liegen",
    });
    expect(validateRetreatBooking({ ...retreat, durationDays: null, endDate: "2027-01-05", text: de.rules })).toEqual({
      ok: false,
      message: "Die Abreise muss nach der Anreise liegen",
    });
    expect(check({ endDate: "2027-01-11" })).toEqual({ ok: false, message: "Bitte wählen Sie für dieses Retreat genau 7 Tage" });
    expect(check({ guests: 0 })).toEqual({ ok: false, message: "Bitte wählen Sie mindestens eine Person" });
    expect(check({ guests: 13 })).toEqual({ ok: false, message: "Höchstens 12 Teilnehmende" });
    expect(exactDaysWarning(14, de.rules)).toBe("Dieses Retreat dauert genau 14 Tage");
  });

  it("refuses a room in German, rule by rule", () => {
    const check = (input: Partial<typeof room>) => validateRoomBooking({ ...room, ...input, text: de.rules });
    expect(check({})).toEqual({ ok: true, nights: 3 });
    expect(check({ endDate: "2027-01-05" })).toEqual({ ok: false, message: "Bitte wählen Sie gültige An- und Abreisedaten" });
    expect(check({ startDate: "2027-01-04" })).toEqual({ ok: false, message: de.rules.pastCheckin });
    expect(check({ guests: 0 })).toEqual({ ok: false, message: "Bitte wählen Sie mindestens einen Gast" });
    expect(check({ guests: 5 })).toEqual({ ok: false, message: "Höchstens 4 Gäste" });
  });

  it("says the pickers' window refusals in German", () => {
    expect(stayWindowProblem("2029-01-05", "2029-01-12", "2027-01-05", de.window)).toBe(
      "Bitte wählen Sie eine Anreise innerhalb der nächsten zwei Jahre",
    );
    expect(stayWindowProblem("2027-01-05", "2027-04-06", "2027-01-05", de.window)).toBe("Eine Buchung umfasst höchstens 90 Nächte");
  });

  it("gives an English page the rules' own English, word for word", () => {
    expect(en.rules.pastCheckin).toBe(PAST_CHECKIN_MESSAGE);
    expect(validateRoomBooking({ ...room, guests: 5, text: en.rules })).toEqual(validateRoomBooking({ ...room, guests: 5 }));
    expect(validateRetreatBooking({ ...retreat, endDate: "", text: en.rules })).toEqual({
      ok: false,
      message: "Please select both start and end dates",
    });
    expect(stayWindowProblem("2029-01-05", "2029-01-12", "2027-01-05", en.window)).toBe(CHECKIN_TOO_FAR_MESSAGE);
    expect(stayWindowProblem("2027-01-05", "2027-04-06", "2027-01-05", en.window)).toBe(STAY_TOO_LONG_MESSAGE);
  });
});
