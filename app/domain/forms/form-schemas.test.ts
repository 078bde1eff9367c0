import { describe, expect, it } from "vitest";
import {
  bookingFormSchema,
  consultationFormSchema,
  contactFormSchema,
  describeValidationError,
  PAYMENT_FIELDS_REFUSED,
} from "./form-schemas";

/** The fields of the old post-payment post, which the server no longer takes from a browser. */
const PAYMENT_FIELDS = ["totalAmount", "paymentId", "orderId", "paymentMethod"] as const;

function errorsOf(result: ReturnType<typeof contactFormSchema.safeParse>) {
  if (result.success) throw new Error("expected a failure");
  return describeValidationError(result.error);
}

describe("contactFormSchema", () => {
  it("trims every value", () => {
    expect(contactFormSchema.parse({ name: " Asha ", email: " asha@example.com ", message: "\n Hello \n" })).toEqual({
      name: "Asha",
      email: "asha@example.com",
      message: "Hello",
    });
  });

  it("requires all three fields, blank counting as missing", () => {
    expect(errorsOf(contactFormSchema.safeParse({ name: "  ", email: "" }))).toEqual({
      error: "Name is required. Email is required. Message is required",
      fieldErrors: { name: ["Name is required"], email: ["Email is required"], message: ["Message is required"] },
    });
  });

  it("rejects an invalid email, text that is not a string, and over-long values", () => {
    const { fieldErrors } = errorsOf(contactFormSchema.safeParse({ name: 42, email: "asha@", message: "x".repeat(5001) }));
    expect(fieldErrors).toEqual({
      name: ["Name must be text"],
      email: ["Please enter a valid email"],
      message: ["Message must be at most 5000 characters"],
    });
  });

  it("drops fields it does not know (the honeypot included)", () => {
    expect(contactFormSchema.parse({ name: "A", email: "a@example.com", message: "m", _gotcha: "" })).not.toHaveProperty("_gotcha");
  });

  it("explains a body that is not an object", () => {
    expect(errorsOf(contactFormSchema.safeParse(["a"])).error).toMatch(/must be a JSON object/);
  });
});

describe("consultationFormSchema", () => {
  it("accepts international numbers with the usual punctuation", () => {
    for (const phone of ["+91 94470 21108", "(030) 123-4567", "+1.415.555.0100"]) {
      expect(consultationFormSchema.safeParse({ email: "a@example.com", phone }).success).toBe(true);
    }
  });

  it("refuses letters or too few digits", () => {
    for (const phone of ["call me", "12345", "+49 abc 1234567"]) {
      const result = consultationFormSchema.safeParse({ email: "a@example.com", phone });
      expect(result.success).toBe(false);
    }
  });
});

describe("bookingFormSchema", () => {
  it("uses the checkout dialog's messages (the product's copy)", () => {
    const result = bookingFormSchema.safeParse({ email: "", phone: "123456789", bookingDetails: "x" });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(describeValidationError(result.error).fieldErrors).toEqual({
        email: ["Email is required"],
        phone: ["Please enter a valid phone number"],
      });
    }
  });

  it("refuses every payment field: a browser cannot announce a payment", () => {
    const result = bookingFormSchema.safeParse({
      email: "a@example.com",
      phone: "+91 94470 21108",
      bookingDetails: "Sunrise - room - Mar 01 - Mar 05, 2027 - €250 x 1",
      totalAmount: 20600,
      paymentId: "pay_1",
      orderId: "order_1",
      paymentMethod: "razorpay",
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      const { fieldErrors } = describeValidationError(result.error);
      expect(Object.keys(fieldErrors).sort()).toEqual([...PAYMENT_FIELDS].sort());
      expect(fieldErrors.paymentId).toEqual([PAYMENT_FIELDS_REFUSED]);
    }
    for (const field of PAYMENT_FIELDS) {
      expect(
        bookingFormSchema.safeParse({ email: "a@example.com", phone: "+91 94470 21108", bookingDetails: "x", [field]: "" }).success,
      ).toBe(false);
    }
  });
});
