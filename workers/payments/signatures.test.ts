import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signPayment, signWebhookBody, timingSafeEqual, verifyPaymentSignature, verifyWebhookSignature } from "./signatures";

const KEY_SECRET = "test_key_secret_8f3a";
const WEBHOOK_SECRET = "whsec-kaivalya-test";
const ORDER_ID = "order_QxT9bLm2pZ4vWd";
const PAYMENT_ID = "pay_QxTA1cR7kN3sYe";

/** The expected signature computed independently with Node's crypto module. */
function nodeHmac(secret: string, message: string | Buffer): string {
  return createHmac("sha256", secret).update(message).digest("hex");
}

const validPaymentSignature = nodeHmac(KEY_SECRET, `${ORDER_ID}|${PAYMENT_ID}`);

describe("verifyPaymentSignature", () => {
  it("accepts the HMAC-SHA256 of order_id|payment_id with the key secret", async () => {
    await expect(
      verifyPaymentSignature({ orderId: ORDER_ID, paymentId: PAYMENT_ID, signature: validPaymentSignature, keySecret: KEY_SECRET }),
    ).resolves.toBe(true);
  });

  it("accepts an upper-case hex signature (same bytes)", async () => {
    await expect(
      verifyPaymentSignature({
        orderId: ORDER_ID,
        paymentId: PAYMENT_ID,
        signature: validPaymentSignature.toUpperCase(),
        keySecret: KEY_SECRET,
      }),
    ).resolves.toBe(true);
  });

  it("matches a vector fixed in advance", async () => {
    // hex(HMAC-SHA256(key "secret", "order_1|pay_1")), computed once with Node's crypto and pinned.
    const signature = "52115a0d3400de9e86aade1f1b6eba9e8974604f4e267a9e9a16633a4c8dd2cb";
    expect(nodeHmac("secret", "order_1|pay_1")).toBe(signature);
    await expect(verifyPaymentSignature({ orderId: "order_1", paymentId: "pay_1", signature, keySecret: "secret" })).resolves.toBe(true);
  });

  it("rejects a tampered order id", async () => {
    await expect(
      verifyPaymentSignature({
        orderId: "order_QxT9bLm2pZ4vWe",
        paymentId: PAYMENT_ID,
        signature: validPaymentSignature,
        keySecret: KEY_SECRET,
      }),
    ).resolves.toBe(false);
  });

  it("rejects a tampered payment id", async () => {
    await expect(
      verifyPaymentSignature({
        orderId: ORDER_ID,
        paymentId: "pay_QxTA1cR7kN3sYf",
        signature: validPaymentSignature,
        keySecret: KEY_SECRET,
      }),
    ).resolves.toBe(false);
  });

  it("rejects a signature with one character changed", async () => {
    const last = validPaymentSignature.at(-1) === "0" ? "1" : "0";
    const tampered = validPaymentSignature.slice(0, -1) + last;
    await expect(
      verifyPaymentSignature({ orderId: ORDER_ID, paymentId: PAYMENT_ID, signature: tampered, keySecret: KEY_SECRET }),
    ).resolves.toBe(false);
  });

  it("rejects signatures of the wrong length or shape", async () => {
    for (const signature of [
      "",
      validPaymentSignature.slice(0, 62),
      `${validPaymentSignature}00`,
      validPaymentSignature.slice(0, 63),
      `${validPaymentSignature.slice(0, 62)}zz`,
      Buffer.from(validPaymentSignature, "hex").toString("base64"),
    ]) {
      await expect(verifyPaymentSignature({ orderId: ORDER_ID, paymentId: PAYMENT_ID, signature, keySecret: KEY_SECRET })).resolves.toBe(
        false,
      );
    }
  });

  it("rejects non-hex characters that a lenient number parser would read as the right byte", async () => {
    // Byte 7 of this signature is 0x03: '3z', ' 3' and '+3' all parse to 3 with parseInt(_, 16).
    const at = 14;
    expect(validPaymentSignature.slice(at, at + 2)).toBe("03");
    for (const pair of ["3z", " 3", "+3"]) {
      const forged = validPaymentSignature.slice(0, at) + pair + validPaymentSignature.slice(at + 2);
      await expect(
        verifyPaymentSignature({ orderId: ORDER_ID, paymentId: PAYMENT_ID, signature: forged, keySecret: KEY_SECRET }),
        pair,
      ).resolves.toBe(false);
    }
  });

  it("accepts a signature with whitespace around it", async () => {
    await expect(
      verifyPaymentSignature({ orderId: ORDER_ID, paymentId: PAYMENT_ID, signature: ` ${validPaymentSignature}\n`, keySecret: KEY_SECRET }),
    ).resolves.toBe(true);
  });

  it("rejects a signature made with another secret", async () => {
    const signature = nodeHmac("another_secret", `${ORDER_ID}|${PAYMENT_ID}`);
    await expect(verifyPaymentSignature({ orderId: ORDER_ID, paymentId: PAYMENT_ID, signature, keySecret: KEY_SECRET })).resolves.toBe(
      false,
    );
  });

  it("rejects everything when the secret or an id is empty", async () => {
    const withEmptySecret = nodeHmac("", `${ORDER_ID}|${PAYMENT_ID}`);
    await expect(
      verifyPaymentSignature({ orderId: ORDER_ID, paymentId: PAYMENT_ID, signature: withEmptySecret, keySecret: "" }),
    ).resolves.toBe(false);
    await expect(
      verifyPaymentSignature({
        orderId: "",
        paymentId: PAYMENT_ID,
        signature: nodeHmac(KEY_SECRET, `|${PAYMENT_ID}`),
        keySecret: KEY_SECRET,
      }),
    ).resolves.toBe(false);
    await expect(
      verifyPaymentSignature({
        orderId: ORDER_ID,
        paymentId: "",
        signature: nodeHmac(KEY_SECRET, `${ORDER_ID}|`),
        keySecret: KEY_SECRET,
      }),
    ).resolves.toBe(false);
  });

  it("signPayment produces what Node's crypto produces", async () => {
    await expect(signPayment(ORDER_ID, PAYMENT_ID, KEY_SECRET)).resolves.toBe(validPaymentSignature);
  });
});

describe("verifyWebhookSignature", () => {
  const body = JSON.stringify({
    entity: "event",
    event: "payment.captured",
    payload: { payment: { entity: { id: PAYMENT_ID, order_id: ORDER_ID, amount: 2224800, currency: "INR" } } },
  });
  const signature = nodeHmac(WEBHOOK_SECRET, body);

  it("accepts the HMAC-SHA256 of the raw body with the webhook secret, as text or bytes", async () => {
    await expect(verifyWebhookSignature({ body, signature, webhookSecret: WEBHOOK_SECRET })).resolves.toBe(true);
    await expect(verifyWebhookSignature({ body: new TextEncoder().encode(body), signature, webhookSecret: WEBHOOK_SECRET })).resolves.toBe(
      true,
    );
  });

  it("matches RFC 4231 test case 2 (HMAC-SHA256, key 'Jefe')", async () => {
    const rfcSignature = "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843";
    await expect(
      verifyWebhookSignature({ body: "what do ya want for nothing?", signature: rfcSignature, webhookSecret: "Jefe" }),
    ).resolves.toBe(true);
    await expect(signWebhookBody("what do ya want for nothing?", "Jefe")).resolves.toBe(rfcSignature);
    await expect(signWebhookBody(new TextEncoder().encode("what do ya want for nothing?"), "Jefe")).resolves.toBe(rfcSignature);
  });

  it("rejects a re-serialised body (different bytes, same JSON)", async () => {
    const reformatted = JSON.stringify(JSON.parse(body), null, 2);
    await expect(verifyWebhookSignature({ body: reformatted, signature, webhookSecret: WEBHOOK_SECRET })).resolves.toBe(false);
  });

  it("rejects a tampered body", async () => {
    const tampered = body.replace("2224800", "100");
    await expect(verifyWebhookSignature({ body: tampered, signature, webhookSecret: WEBHOOK_SECRET })).resolves.toBe(false);
  });

  it("rejects a missing, short, long or non-hex signature", async () => {
    for (const bad of [null, undefined, "", signature.slice(0, 10), `${signature}ab`, "g".repeat(64)]) {
      await expect(verifyWebhookSignature({ body, signature: bad, webhookSecret: WEBHOOK_SECRET })).resolves.toBe(false);
    }
  });

  it("rejects the right body signed with the key secret instead of the webhook secret", async () => {
    const wrong = nodeHmac(KEY_SECRET, body);
    await expect(verifyWebhookSignature({ body, signature: wrong, webhookSecret: WEBHOOK_SECRET })).resolves.toBe(false);
  });
});

describe("timingSafeEqual", () => {
  it("compares bytes", () => {
    expect(timingSafeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(timingSafeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(timingSafeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 3]))).toBe(false);
  });
});
