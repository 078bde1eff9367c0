import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { formspreeReceived, outboxRow, postJson, uniqueEmail, uniqueIp, waitForRow } from "./forms-helpers";

/** The form endpoints through the built Worker, with a real local D1 and the fake Formspree. */

type Accepted = { ok: true; id: string };

/** The fixed message says a visitor requested a free consultation for journey planning to India. */
const CONSULTATION_REQUEST = expect.stringMatching(/^A visitor requested a free consultation .*journey to India/);
type Refused = { error: string; fieldErrors?: Record<string, string[]> };

async function rowsFor(email: string): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM form_submissions WHERE payload LIKE ?")
    .bind(`%${email}%`)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe("POST /api/forms/contact", () => {
  it("answers 202 with an id once stored, then forwards the trimmed fields to Formspree", async () => {
    const email = uniqueEmail("contact");
    const res = await postJson("/api/forms/contact", {
      name: "  Asha Menon ",
      email: ` ${email} `,
      message: " We would like to come in March. ",
    });
    expect(res.status).toBe(202);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as Accepted;
    expect(body).toEqual({ ok: true, id: expect.any(String) });

    // Stored before the answer: the row exists the moment the client hears back.
    const stored = await outboxRow(body.id);
    expect(stored?.kind).toBe("contact");
    expect(JSON.parse(stored!.payload)).toMatchObject({
      name: "Asha Menon",
      email,
      message: "We would like to come in March.",
    });

    const row = await waitForRow(body.id, (r) => r.status === "delivered");
    expect(row).toMatchObject({ attempts: 1, last_error: null });
    expect(row.delivered_at).not.toBeNull();

    const received = await formspreeReceived(email);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: "POST", path: "/f/testContactForm", answered: 200 });
    expect(received[0]!.headers.accept).toBe("application/json");
    expect(received[0]!.headers["content-type"]).toMatch(/application\/json/);
    expect(received[0]!.json).toMatchObject({ name: "Asha Menon", email, message: "We would like to come in March." });
  });

  it("answers 422 with a summary and the messages per field when fields are missing or blank", async () => {
    const res = await postJson("/api/forms/contact", { name: "   ", message: "" });
    expect(res.status).toBe(422);
    const body = (await res.json()) as Refused;
    expect(body.fieldErrors).toEqual({
      name: ["Name is required"],
      email: ["Email is required"],
      message: ["Message is required"],
    });
    expect(body.error).toBe("Name is required. Email is required. Message is required");
  });

  it("answers 422 for an invalid email and for fields over their length cap", async () => {
    const email = uniqueEmail("invalid");
    const res = await postJson("/api/forms/contact", {
      name: "x".repeat(121),
      email: email.replace("@", " at "),
      message: "m".repeat(5001),
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as Refused;
    expect(body.fieldErrors).toEqual({
      name: ["Name must be at most 120 characters"],
      email: ["Please enter a valid email"],
      message: ["Message must be at most 5000 characters"],
    });
    expect(await rowsFor(email.replace("@", " at "))).toBe(0);
  });

  it("answers 422 when the JSON is not an object", async () => {
    for (const body of [[], "text", null, 42]) {
      const res = await postJson("/api/forms/contact", JSON.stringify(body));
      expect(res.status).toBe(422);
      expect(((await res.json()) as Refused).error).toMatch(/JSON object/);
    }
  });

  it("answers 400 for malformed JSON", async () => {
    const res = await postJson("/api/forms/contact", '{"name": "Asha",');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "The request body is not valid JSON." });
  });

  it("answers 415 for a body that is not JSON", async () => {
    const form = await SELF.fetch("https://kaivalya.test/api/forms/contact", {
      method: "POST",
      headers: { "CF-Connecting-IP": uniqueIp() },
      body: new URLSearchParams({ name: "Asha", email: "asha@example.com", message: "Hello" }),
    });
    expect(form.status).toBe(415);
    expect(((await form.json()) as Refused).error).toMatch(/JSON/);

    const untyped = await SELF.fetch("https://kaivalya.test/api/forms/contact", {
      method: "POST",
      headers: { "CF-Connecting-IP": uniqueIp() },
      body: "{}",
    });
    expect(untyped.status).toBe(415);
  });

  it("answers 413 for a body over 32 KiB, with or without a Content-Length", async () => {
    const email = uniqueEmail("large");
    const big = JSON.stringify({ name: "Asha", email, message: "m".repeat(40 * 1024) });
    const res = await postJson("/api/forms/contact", big);
    expect(res.status).toBe(413);
    expect(((await res.json()) as Refused).error).toMatch(/larger than 32768 bytes/);

    // Streamed (chunked) bodies carry no Content-Length; they are counted as they arrive.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const bytes = new TextEncoder().encode(big);
        for (let i = 0; i < bytes.length; i += 4096) controller.enqueue(bytes.slice(i, i + 4096));
        controller.close();
      },
    });
    const streamed = await SELF.fetch("https://kaivalya.test/api/forms/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": uniqueIp() },
      body: stream,
    });
    expect(streamed.status).toBe(413);
    expect(await rowsFor(email)).toBe(0);
  });

  it("accepts a filled-in honeypot like any submission, then drops it", async () => {
    const email = uniqueEmail("bot");
    const res = await postJson("/api/forms/contact", {
      name: "Bot",
      email,
      message: "Buy now",
      _gotcha: "http://spam.example",
    });
    expect(res.status).toBe(202);
    const body = (await res.json()) as Accepted;
    expect(body).toEqual({ ok: true, id: expect.any(String) });
    expect(await outboxRow(body.id)).toBeNull();
    expect(await rowsFor(email)).toBe(0);
    expect(await formspreeReceived(email)).toEqual([]);
  });
});

describe("POST /api/forms/consultation", () => {
  it("adds the fixed type and message before forwarding", async () => {
    const email = uniqueEmail("consult");
    const res = await postJson("/api/forms/consultation", { email, phone: " +49 30 1234567 " });
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as Accepted;
    await waitForRow(id, (r) => r.status === "delivered");
    const [received] = await formspreeReceived(email);
    expect(received?.path).toBe("/f/testConsultationForm");
    expect(received?.json).toMatchObject({
      email,
      phone: "+49 30 1234567",
      type: "Journey Planning Consultation",
      message: CONSULTATION_REQUEST,
    });
  });

  it("ignores a client's attempt to set the type or message", async () => {
    const email = uniqueEmail("consult-extra");
    const res = await postJson("/api/forms/consultation", { email, phone: "+91 94470 21108", type: "Refund", message: "x" });
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as Accepted;
    const row = await outboxRow(id);
    expect(JSON.parse(row!.payload)).toMatchObject({ type: "Journey Planning Consultation", message: CONSULTATION_REQUEST });
  });

  it("answers 422 without an email or a phone number", async () => {
    const res = await postJson("/api/forms/consultation", { email: "not-an-email", phone: "12" });
    expect(res.status).toBe(422);
    expect(((await res.json()) as Refused).fieldErrors).toEqual({
      email: ["Please enter a valid email"],
      phone: ["Please enter a valid phone number"],
    });
  });
});

describe("POST /api/forms/booking", () => {
  it("stores and forwards the pre-payment post, with the server's own status and subject", async () => {
    const email = uniqueEmail("booking");
    const bookingDetails = "7-Day Knees & Joints Healing - retreat - Mar 01 - Mar 07, 2027 - €1080 x 1";
    const before = await postJson("/api/forms/booking", {
      email,
      phone: "+44 20 7946 0958",
      bookingDetails,
      status: "Paid in full, confirmed!",
      submittedAt: "2027-01-10T10:00:00.000Z",
    });
    expect(before.status).toBe(202);
    await waitForRow(((await before.json()) as Accepted).id, (r) => r.status === "delivered");
    const received = await formspreeReceived(email);
    expect(received.map((r) => r.path)).toEqual(["/f/testBookingForm"]);
    expect(received[0]?.json).toEqual({
      email,
      phone: "+44 20 7946 0958",
      bookingDetails,
      submittedAt: "2027-01-10T10:00:00.000Z",
      language: "English",
      status: "Contact details submitted - Payment pending",
      _subject: "Booking contact details (payment pending)",
    });
  });

  it("refuses payment fields with 422, stores nothing and tells the resort nothing", async () => {
    const email = uniqueEmail("booking-paid");
    const contactFields = { email, phone: "+44 20 7946 0958", bookingDetails: "Sunrise - room - Mar 01 - Mar 05, 2027 - €250 x 1" };
    for (const payment of [
      { totalAmount: 22248, paymentId: "pay_test_1", orderId: "order_test_1", paymentMethod: "razorpay" },
      { paymentId: "pay_test_2" },
      { orderId: "order_test_3" },
      { totalAmount: "₹22,248" },
      { paymentMethod: "" },
    ]) {
      const res = await postJson("/api/forms/booking", { ...contactFields, ...payment });
      expect(res.status).toBe(422);
      const { fieldErrors } = (await res.json()) as Refused;
      expect(Object.keys(fieldErrors ?? {}).sort()).toEqual(Object.keys(payment).sort());
      expect(Object.values(fieldErrors ?? {}).flat()[0]).toMatch(/^Payment details are not accepted here/);
    }
    const { results } = await env.DB.prepare("SELECT id FROM form_submissions WHERE payload LIKE ?").bind(`%${email}%`).all();
    expect(results).toEqual([]);
    expect(await formspreeReceived(email)).toEqual([]);
  });

  it("answers 422 for a phone number shorter than 10 characters", async () => {
    const res = await postJson("/api/forms/booking", {
      email: uniqueEmail("booking-short"),
      phone: "1234567",
      bookingDetails: "x",
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as Refused).fieldErrors).toEqual({ phone: ["Please enter a valid phone number"] });
  });
});

describe("rate limiting", () => {
  it("answers 429 with a plain message once a client goes over the limit, per form kind", async () => {
    const ip = uniqueIp();
    const honeypot = { name: "x", email: "x@example.com", message: "x", _gotcha: "bot" };
    const statuses: number[] = [];
    // The local limit is 30 a minute. Windows follow the wall clock, so one may roll over mid-loop;
    // the limit still has to bite within two windows' worth of requests.
    let limited: Response | undefined;
    for (let i = 0; i < 61 && !limited; i++) {
      const res = await postJson("/api/forms/contact", honeypot, { ip });
      statuses.push(res.status);
      if (res.status === 429) limited = res;
      else await res.body?.cancel();
    }
    expect(limited, `statuses: ${statuses.join(",")}`).toBeDefined();
    expect(statuses.slice(0, 30).every((status) => status === 202)).toBe(true);
    expect(limited!.headers.get("content-type")).toMatch(/text\/plain/);
    expect(limited!.headers.get("retry-after")).toBe("60");
    expect(await limited!.text()).toBe("Too many submissions from your address. Please wait a minute and try again.");

    // Another kind, or another client, has its own budget.
    const consultation = await postJson("/api/forms/consultation", { ...honeypot, phone: "+91 1234567" }, { ip });
    expect(consultation.status).toBe(202);
    const otherClient = await postJson("/api/forms/contact", honeypot);
    expect(otherClient.status).toBe(202);
  });

  it("answers unknown form kinds with a JSON 404", async () => {
    const res = await postJson("/api/forms/newsletter", { email: "a@example.com" });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
  });
});

describe("the contact page without JavaScript", () => {
  function postContactPage(fields: Record<string, string>, ip = uniqueIp()) {
    return SELF.fetch("https://kaivalya.test/contact", {
      method: "POST",
      headers: { "CF-Connecting-IP": ip },
      body: new URLSearchParams(fields),
    });
  }

  it("renders the page with the form, the contact card and the FAQ", async () => {
    const res = await SELF.fetch("https://kaivalya.test/contact");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<title>Contact | Kaivalya Ayurveda Retreat</title>");
    expect(html).toContain('id="top"');
    expect(html).toContain("Get in Touch");
    const form = html.match(/<form[^>]*>/)?.[0] ?? "";
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/contact"');
    expect(html).toContain("IST (UTC+5:30)");
  });

  it("stores the message and renders a success message", async () => {
    const email = uniqueEmail("nojs");
    const res = await postContactPage({ name: " Lena ", email, message: "Is March a good time?", _gotcha: "" });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Message sent successfully!");
    expect(html).toContain("We&#x27;ll get back to you within 24 hours.");
    expect(await rowsFor(email)).toBe(1);
    await waitForDeliveryOf(email);
  });

  it("re-renders the form with the typed values and the errors when a field is blank", async () => {
    const email = uniqueEmail("nojs-error");
    const res = await postContactPage({ name: "Lena", email, message: "   " });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain("Failed to send message");
    expect(html).toContain("Message is required");
    expect(html).toContain(`value="${email}"`);
    expect(html).toContain('value="Lena"');
    expect(await rowsFor(email)).toBe(0);
  });

  it("drops a honeypot submission but shows the usual success", async () => {
    const email = uniqueEmail("nojs-bot");
    const res = await postContactPage({ name: "Bot", email, message: "spam", _gotcha: "filled" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Message sent successfully!");
    expect(await rowsFor(email)).toBe(0);
  });

  it("shares the rate limit with the API", async () => {
    const ip = uniqueIp();
    const bot = { name: "Bot", email: "bot@example.com", message: "spam", _gotcha: "filled" };
    let status = 0;
    for (let i = 0; i < 61 && status !== 429; i++) {
      const res = await postJson("/api/forms/contact", bot, { ip });
      status = res.status;
      await res.body?.cancel();
    }
    expect(status).toBe(429);
    const page = await postContactPage(bot, ip);
    expect(page.status).toBe(429);
    expect(await page.text()).toContain("Too many submissions from your address");
  });
});

describe("the contact page's action refuses what it cannot read, with a clear message and never a 500", () => {
  const post = (init: { body?: BodyInit; contentType?: string; ip?: string }) =>
    SELF.fetch("https://kaivalya.test/contact", {
      method: "POST",
      headers: { "CF-Connecting-IP": init.ip ?? uniqueIp(), ...(init.contentType ? { "Content-Type": init.contentType } : {}) },
      body: init.body,
    });

  it("answers 415 for a text/plain body or no content type at all", async () => {
    for (const contentType of ["text/plain", "application/json", undefined]) {
      const res = await post({ body: "name=Lena&email=lena@example.com&message=hi", contentType });
      expect(res.status, String(contentType)).toBe(415);
      expect(await res.text()).toContain("Send the form as a web form");
    }
  });

  it("answers 400 for malformed multipart", async () => {
    const res = await post({ body: "--oops\r\nnot a part", contentType: "multipart/form-data; boundary=xyz" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("The form could not be read");
  });

  it("answers 413 for a body over 32 KiB, declared or streamed, and stores nothing", async () => {
    const email = uniqueEmail("nojs-large");
    const big = new URLSearchParams({ name: "Lena", email, message: "m".repeat(2 * 1024 * 1024) }).toString();
    const declared = await post({ body: big, contentType: "application/x-www-form-urlencoded" });
    expect(declared.status).toBe(413);
    expect(await declared.text()).toContain("Your message is too long to send.");

    let pulled = 0;
    const bytes = new TextEncoder().encode(big);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= bytes.length) return controller.close();
        controller.enqueue(bytes.slice(pulled, pulled + 4096));
        pulled += 4096;
      },
    });
    const streamed = await post({ body: stream, contentType: "application/x-www-form-urlencoded" });
    expect(streamed.status).toBe(413);
    // Reading stopped at the cap: far less than the 2 MB offered was pulled from the stream.
    expect(pulled).toBeLessThan(256 * 1024);
    expect(await rowsFor(email)).toBe(0);
  });

  it("counts a client's posts against the rate limit before reading them", async () => {
    const ip = uniqueIp();
    let status = 0;
    for (let i = 0; i < 61 && status !== 429; i++) {
      const res = await post({ body: "garbage", contentType: "text/plain", ip });
      status = res.status;
      await res.body?.cancel();
    }
    expect(status).toBe(429);
  });
});

async function waitForDeliveryOf(email: string) {
  const row = await env.DB.prepare("SELECT id FROM form_submissions WHERE payload LIKE ?").bind(`%${email}%`).first<{ id: string }>();
  expect(row).not.toBeNull();
  await waitForRow(row!.id, (r) => r.status === "delivered");
}
