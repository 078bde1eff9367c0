import { describe, expect, it } from "vitest";
import { checkoutContactSchema, validateCheckoutContact } from "./checkout-contact";

describe("checkout contact", () => {
  const valid = { email: "  guest@example.com ", phone: " +49 30 1234567 " };

  it("accepts and trims valid details", () => {
    expect(validateCheckoutContact(valid)).toEqual({
      ok: true,
      data: { email: "guest@example.com", phone: "+49 30 1234567" },
    });
  });

  it("requires an email", () => {
    for (const email of ["", "   ", null, undefined]) {
      expect(validateCheckoutContact({ ...valid, email })).toEqual({ ok: false, errors: { email: "Email is required" } });
    }
  });

  it("requires an address-like email", () => {
    for (const email of ["guest", "guest@", "@example.com", "guest@example", "a b@example.com"]) {
      expect(validateCheckoutContact({ ...valid, email })).toEqual({
        ok: false,
        errors: { email: "Please enter a valid email" },
      });
    }
  });

  it("requires a phone of at least 10 characters after trimming", () => {
    for (const phone of ["", "    ", null, undefined]) {
      expect(validateCheckoutContact({ ...valid, phone })).toEqual({
        ok: false,
        errors: { phone: "Phone number is required" },
      });
    }
    expect(validateCheckoutContact({ ...valid, phone: "  123456789  " })).toEqual({
      ok: false,
      errors: { phone: "Please enter a valid phone number" },
    });
    expect(validateCheckoutContact({ ...valid, phone: "1234567890" })).toMatchObject({ ok: true });
  });

  it("reports both fields at once", () => {
    expect(validateCheckoutContact({})).toEqual({
      ok: false,
      errors: { email: "Email is required", phone: "Phone number is required" },
    });
  });

  it("shares one schema with the server", () => {
    const result = checkoutContactSchema.safeParse({ email: "nope", phone: "123" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["email", "Please enter a valid email"],
      ["phone", "Please enter a valid phone number"],
    ]);
  });
});
