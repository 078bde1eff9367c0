import { describe, expect, it } from "vitest";
import { loadFieldErrorsIn } from "./load-field-errors";

describe("loadFieldErrorsIn", () => {
  it("gives an English page the rules' messages as they are", async () => {
    const inEnglish = await loadFieldErrorsIn("en");
    expect(inEnglish.message("Email is required")).toBe("Email is required");
    expect(inEnglish.fieldErrors({ phone: ["Please enter a valid phone number"] })).toEqual({
      phone: ["Please enter a valid phone number"],
    });
  });

  it("gives a German page their German", async () => {
    const inGerman = await loadFieldErrorsIn("de");
    expect(inGerman.message("Email is required")).toBe("Bitte geben Sie Ihre E-Mail-Adresse ein");
    expect(inGerman.fieldErrors({ phone: ["Please enter a valid phone number"] })).toEqual({
      phone: ["Bitte geben Sie eine gültige Telefonnummer ein"],
    });
  });
});
