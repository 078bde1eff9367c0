import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bookingFormSchema } from "~/domain/forms/form-schemas";
import { orderRequestSchema } from "~/domain/orders/pricing";
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

describe("one contact rule for the dialog, the order endpoint and the booking form endpoint", () => {
  const acceptedBy = (email: string, phone: string) => ({
    dialog: validateCheckoutContact({ email, phone }).ok,
    orders: orderRequestSchema.shape.userDetails.safeParse({ email, phone }).success,
    forms: bookingFormSchema.safeParse({ email, phone, bookingDetails: "Sunrise, Room, Jan 05 - Jan 08, 2027, €750 x 1" }).success,
  });
  const agree = (email: string, phone: string) => {
    const verdicts = acceptedBy(email, phone);
    return verdicts.dialog === verdicts.orders && verdicts.orders === verdicts.forms;
  };

  it("refuses a phone of letters everywhere (the dialog once let 'abcdefghij' through to a 422 later)", () => {
    expect(acceptedBy("guest@example.com", "abcdefghij")).toEqual({ dialog: false, orders: false, forms: false });
    expect(acceptedBy("guest@example.com", "+91 98470 12345")).toEqual({ dialog: true, orders: true, forms: true });
  });

  it("agrees on edge cases", () => {
    const phones = [
      "123456789",
      "1234567890",
      " 1234567890 ",
      "(0471) 234-5678",
      "+1-202-555-0143",
      "12345-abcde",
      "++1234567890",
      "1".repeat(33),
      "----------",
    ];
    const emails = ["guest@example.com", " guest@example.com ", "guest@example", "a b@example.com", `${"a".repeat(250)}@example.com`, ""];
    for (const email of emails) for (const phone of phones) expect(agree(email, phone), `${email} / ${phone}`).toBe(true);
  });

  it("agrees on random input", () => {
    const phoneChars = fc.constantFrom(..."0123456789 +-().abc".split(""));
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string()), fc.string({ unit: phoneChars, maxLength: 40 }), (email, phone) =>
        agree(email, phone),
      ),
      { numRuns: 500 },
    );
  });
});
