import { describe, expect, it } from "vitest";
import { validateCheckoutContact } from "~/domain/booking/checkout-contact";
import { localizedFieldError, localizedFieldErrors } from "./field-errors";

describe("localizedFieldError", () => {
  it("keeps the rules' English on English pages", () => {
    expect(localizedFieldError("Email is required", "en")).toBe("Email is required");
    expect(localizedFieldError(undefined, "de")).toBeUndefined();
  });

  it("gives the German of each message the checkout dialog can show", () => {
    const empty = validateCheckoutContact({ email: "", phone: "" });
    const wrong = validateCheckoutContact({ email: "nope", phone: "12" });
    if (empty.ok || wrong.ok) throw new Error("expected errors");
    expect(localizedFieldError(empty.errors.email, "de")).toBe("Bitte geben Sie Ihre E-Mail-Adresse ein");
    expect(localizedFieldError(empty.errors.phone, "de")).toBe("Bitte geben Sie Ihre Telefonnummer ein");
    expect(localizedFieldError(wrong.errors.email, "de")).toBe("Bitte geben Sie eine gültige E-Mail-Adresse ein");
    expect(localizedFieldError(wrong.errors.phone, "de")).toBe("Bitte geben Sie eine gültige Telefonnummer ein");
  });

  it("writes messages built from a label and a number", () => {
    expect(localizedFieldError("Message must be at most 5000 characters", "de")).toBe("Nachricht: höchstens 5000 Zeichen");
    expect(localizedFieldError("Name is required", "de")).toBe("Bitte geben Sie Ihren Namen ein");
  });

  it("falls back to a German request to check the field, never the English", () => {
    expect(localizedFieldError("Something new the rules say", "de")).toBe("Bitte prüfen Sie diese Angabe");
  });
});

describe("localizedFieldErrors", () => {
  it("writes every field's messages in German and leaves English pages' as they are", () => {
    const english = { name: ["Name is required"], email: ["Please enter a valid email"] };
    expect(localizedFieldErrors(english, "en")).toBe(english);
    expect(localizedFieldErrors(english, "de")).toEqual({
      name: ["Bitte geben Sie Ihren Namen ein"],
      email: ["Bitte geben Sie eine gültige E-Mail-Adresse ein"],
    });
  });
});
