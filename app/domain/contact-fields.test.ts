import { describe, expect, it } from "vitest";
import type * as z from "zod/mini";
import { emailField, INVALID_PHONE_MESSAGE, phoneField, textField } from "./contact-fields";

/** Every message for a value, as a form's field errors list them; [] when the field accepts it. */
function messagesFor(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}
const messageFor = (schema: z.ZodMiniType, value: unknown) => messagesFor(schema, value)[0] ?? null;

describe("phoneField", () => {
  const phone = phoneField({ minLength: 6 });

  it("accepts six digits, the least a phone number has", () => {
    expect(phone.safeParse("123456")).toEqual({ success: true, data: "123456" });
    expect(phone.safeParse(" +1 (415) 55 ")).toEqual({ success: true, data: "+1 (415) 55" });
  });

  it("refuses punctuation long enough but with fewer than six digits", () => {
    expect(messageFor(phone, "(12) 3-4")).toBe(INVALID_PHONE_MESSAGE);
    expect(messageFor(phone, "+1 (415) 5")).toBe(INVALID_PHONE_MESSAGE);
    expect(messageFor(phone, "......")).toBe(INVALID_PHONE_MESSAGE);
  });

  it("says a missing phone is required, not invalid", () => {
    expect(messageFor(phone, undefined)).toBe("Phone number is required");
    expect(messageFor(phone, "   ")).toBe("Phone number is required");
  });
});

describe("emailField", () => {
  const email = emailField("Please give an email");

  it("says only that a missing email is required, in the caller's words", () => {
    for (const value of [undefined, "", "   "]) {
      expect(messagesFor(email, value), String(value)).toEqual(["Please give an email"]);
    }
  });

  it("trims a valid email and refuses an invalid one", () => {
    expect(email.safeParse(" guest@example.com ")).toEqual({ success: true, data: "guest@example.com" });
    expect(messagesFor(email, "guest@")).toEqual(["Please enter a valid email"]);
  });
});

describe("textField", () => {
  it("says a missing value is required, by default with the label", () => {
    expect(messagesFor(textField("Name", 10), undefined)).toEqual(["Name is required"]);
    expect(messagesFor(textField("Name", 10), "  ")).toEqual(["Name is required"]);
    expect(messagesFor(textField("Name", 10, "Who are you?"), "")).toEqual(["Who are you?"]);
    expect(messagesFor(textField("Name", 10), 42)).toEqual(["Name must be text"]);
  });

  it("caps the trimmed length and says so", () => {
    expect(textField("Name", 10).safeParse("  Ten chars!  ")).toEqual({ success: true, data: "Ten chars!" });
    expect(messagesFor(textField("Name", 10), "Eleven char")).toEqual(["Name must be at most 10 characters"]);
  });
});
