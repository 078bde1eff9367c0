import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "@built-worker";
import { bookingRow, createOrderOk, dateSpan, itemsIn, signed, verify } from "./payments-helpers";
import { noticeRows } from "./notices-helpers";
import { registerPayment } from "./razorpay-fake-client";
import { deliver, event, paymentEntity, paymentEvents, unique, webhookRequest } from "./webhook-helpers";

/** This file books in its own days (see dateSpan). */
const { roomItem } = itemsIn(dateSpan(200, 330));

/**
 * The webhook where it is easy to get wrong: a delivery whose handling fails or dies half way
 * (Razorpay must retry it, and the retry must be applied, once), deliveries without an event id
 * or with the same body under another one, racing deliveries of one event, the browser's verify
 * arriving before or at the same moment as the webhook, and events that do not match the order.
 */

const keySecret = () => env.RAZORPAY_KEY_SECRET ?? "";

async function newOrder() {
  const { order } = await createOrderOk([roomItem("tranquility", { nights: 2 })]);
  return order;
}

/** The D1 binding, except that the first statement matching `sql` fails when run. */
function failingOnce(db: D1Database, sql: RegExp): D1Database {
  let failed = false;
  return new Proxy(db, {
    get(target, property) {
      if (property === "prepare") {
        return (query: string) => {
          const statement = target.prepare(query);
          if (failed || !sql.test(query)) return statement;
          failed = true;
          const broken = {
            bind: () => broken,
            run: () => Promise.reject(new Error("D1_ERROR: Network connection lost.")),
            first: () => Promise.reject(new Error("D1_ERROR: Network connection lost.")),
            all: () => Promise.reject(new Error("D1_ERROR: Network connection lost.")),
          };
          return broken;
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * What D1 sees of an isolate that dies (CPU limit, eviction) once it has received the delivery:
 * from then on, no write about this order or this delivery lands. Triggers in the test database
 * make each such write fail while `run` runs; they are dropped afterwards.
 */
async function isolateDiesAfterReceiving(orderId: string, eventId: string, run: () => Promise<void>) {
  const name = `test_dies_${eventId.replace(/\W/g, "_")}`;
  const dies = "BEGIN SELECT RAISE(ABORT, 'the isolate died'); END";
  const triggers = [
    `CREATE TRIGGER ${name}_booking BEFORE UPDATE ON bookings WHEN OLD.order_id = '${orderId}' ${dies}`,
    `CREATE TRIGGER ${name}_event_update BEFORE UPDATE ON payment_events WHEN OLD.event_id = '${eventId}' ${dies}`,
    `CREATE TRIGGER ${name}_event_delete BEFORE DELETE ON payment_events WHEN OLD.event_id = '${eventId}' ${dies}`,
  ];
  for (const trigger of triggers) await env.DB.prepare(trigger).run();
  try {
    await run();
  } finally {
    for (const suffix of ["booking", "event_update", "event_delete"])
      await env.DB.prepare(`DROP TRIGGER IF EXISTS ${name}_${suffix}`).run();
  }
}

async function fetchWithDb(db: D1Database, request: Request) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, { ...env, DB: db } as Env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe("a delivery whose handling fails", () => {
  it("answers 500 and leaves the event received, not applied, so Razorpay's retry of it is applied", async () => {
    const order = await newOrder();
    const paymentId = unique("pay_Retry");
    const eventId = unique("evt_Retry");
    const body = event("payment.captured", paymentEntity({ id: paymentId, orderId: order.id, amount: order.amount, status: "captured" }));

    // D1 fails as the booking is marked paid.
    const failed = await fetchWithDb(failingOnce(env.DB, /UPDATE bookings SET status = 'paid'/), await webhookRequest(body, { eventId }));
    expect(failed.status).toBe(500);
    await failed.body?.cancel();
    expect((await bookingRow(order.id))?.status).toBe("created");
    expect(await paymentEvents(order.id)).toEqual([expect.objectContaining({ event_id: eventId, outcome: "received" })]);

    // Razorpay retries the same delivery (same event id, same body).
    const retry = await deliver(body, { eventId });
    expect(retry.res.status).toBe(200);
    expect(retry.json).toEqual({ ok: true, outcome: "applied" });
    expect(await bookingRow(order.id)).toMatchObject({ status: "paid", payment_id: paymentId });
    expect(await paymentEvents(order.id)).toEqual([expect.objectContaining({ event_id: eventId, outcome: "applied" })]);
  });

  it("answers 500 when the event cannot be recorded as applied, and its effect is not kept either: the retry applies both", async () => {
    const order = await newOrder();
    const paymentId = unique("pay_Settle");
    const eventId = unique("evt_Settle");
    const body = event("payment.captured", paymentEntity({ id: paymentId, orderId: order.id, amount: order.amount, status: "captured" }));

    // The statement recording the event applied fails, inside the batch that marks the booking paid.
    const failed = await fetchWithDb(failingOnce(env.DB, /UPDATE payment_events SET applied_at/), await webhookRequest(body, { eventId }));
    expect(failed.status).toBe(500);
    await failed.body?.cancel();
    expect(await bookingRow(order.id)).toMatchObject({ status: "created", payment_id: null });
    expect(await noticeRows(order.id)).toEqual([]);

    const retry = await deliver(body, { eventId });
    expect(retry.json).toEqual({ ok: true, outcome: "applied" });
    expect(await bookingRow(order.id)).toMatchObject({ status: "paid", payment_id: paymentId });
    expect(await paymentEvents(order.id)).toEqual([expect.objectContaining({ event_id: eventId, outcome: "applied" })]);
    expect(await noticeRows(order.id)).toHaveLength(2);
  });

  it("an isolate that dies between receiving the event and applying it: Razorpay's retry applies it, exactly once", async () => {
    const order = await newOrder();
    const paymentId = unique("pay_Dies");
    const eventId = unique("evt_Dies");
    const body = event("payment.captured", paymentEntity({ id: paymentId, orderId: order.id, amount: order.amount, status: "captured" }));

    await isolateDiesAfterReceiving(order.id, eventId, async () => {
      const died = await SELF.fetch(await webhookRequest(body, { eventId }));
      // A dead isolate answers nothing Razorpay counts as delivered, so it retries.
      expect(died.status).toBeGreaterThanOrEqual(500);
      await died.body?.cancel();
    });
    expect(await bookingRow(order.id)).toMatchObject({ status: "created", payment_id: null });

    // Razorpay's retries: the same event id and body, the first one at the same moment as another.
    const [retry, racing] = await Promise.all([deliver(body, { eventId }), deliver(body, { eventId })]);
    expect([retry.res.status, racing.res.status]).toEqual([200, 200]);
    expect([retry.json, racing.json]).toEqual(
      expect.arrayContaining([
        { ok: true, outcome: "applied" },
        { ok: true, duplicate: true },
      ]),
    );
    const again = await deliver(body, { eventId });
    expect(again.json).toEqual({ ok: true, duplicate: true });

    expect(await bookingRow(order.id)).toMatchObject({ status: "paid", payment_id: paymentId });
    expect(await paymentEvents(order.id)).toEqual([expect.objectContaining({ event_id: eventId, outcome: "applied" })]);
    expect(await noticeRows(order.id)).toHaveLength(2);
  });
});

describe("one signed body under other event ids", () => {
  it("is the same event: applied once, then acknowledged as a duplicate", async () => {
    const order = await newOrder();
    const failure = event(
      "payment.failed",
      paymentEntity({ id: unique("pay_SameBody"), orderId: order.id, amount: order.amount, status: "failed" }),
    );
    const firstId = unique("evt_Body");
    expect((await deliver(failure, { eventId: firstId })).json).toEqual({ ok: true, outcome: "applied" });
    const renamed = await deliver(failure, { eventId: unique("evt_Body") });
    expect(renamed.res.status).toBe(200);
    expect(renamed.json).toEqual({ ok: true, duplicate: true });
    expect((await deliver(failure, { eventId: null })).json).toEqual({ ok: true, duplicate: true });
    expect(await paymentEvents(order.id)).toEqual([expect.objectContaining({ event_id: firstId, outcome: "applied" })]);
  });

  it("racing under several event ids at once: exactly one applies it", async () => {
    const orders = await Promise.all(Array.from({ length: 4 }, newOrder));
    await Promise.all(
      orders.map(async (order) => {
        const paymentId = unique("pay_BodyRace");
        const body = event(
          "payment.captured",
          paymentEntity({ id: paymentId, orderId: order.id, amount: order.amount, status: "captured" }),
        );
        const answers = await Promise.all(Array.from({ length: 4 }, () => deliver(body, { eventId: unique("evt_BodyRace") })));
        expect(answers.map((a) => a.res.status)).toEqual([200, 200, 200, 200]);
        expect(answers.filter((a) => a.json.outcome === "applied")).toHaveLength(1);
        expect(answers.filter((a) => a.json.duplicate === true)).toHaveLength(3);
        expect(await bookingRow(order.id)).toMatchObject({ status: "paid", payment_id: paymentId });
        expect((await paymentEvents(order.id)).map((row) => row.outcome)).toEqual(["applied"]);
        expect(await noticeRows(order.id)).toHaveLength(2);
      }),
    );
  });
});

describe("deliveries without x-razorpay-event-id", () => {
  it("are told apart by their body: the same body again is a duplicate, another body is not", async () => {
    const order = await newOrder();
    const failure = event(
      "payment.failed",
      paymentEntity({ id: unique("pay_NoId"), orderId: order.id, amount: order.amount, status: "failed" }),
    );
    const first = await deliver(failure, { eventId: null });
    expect(first.json).toEqual({ ok: true, outcome: "applied" });
    const again = await deliver(failure, { eventId: null });
    expect(again.res.status).toBe(200);
    expect(again.json).toEqual({ ok: true, duplicate: true });

    const rows = await paymentEvents(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.event_id).toMatch(/^sha256:[0-9a-f]{64}$/);

    // Another event about the same order (another payment) is its own delivery.
    const success = unique("pay_NoIdOk");
    const captured = await deliver(
      event("payment.captured", paymentEntity({ id: success, orderId: order.id, amount: order.amount, status: "captured" })),
      { eventId: null },
    );
    expect(captured.json).toEqual({ ok: true, outcome: "applied" });
    expect(await paymentEvents(order.id)).toHaveLength(2);
    expect(await bookingRow(order.id)).toMatchObject({ status: "paid", payment_id: success });
  });
});

describe("the browser's verify and the webhook", () => {
  it("verify first, then the webhook: the webhook finds the booking already paid by the same payment", async () => {
    const order = await newOrder();
    const paymentId = unique("pay_VThenW");
    await registerPayment({ id: paymentId, order_id: order.id, amount: order.amount });
    const verified = await verify(await signed(order.id, paymentId, keySecret()));
    expect(verified.json).toMatchObject({ success: true, booking: { status: "paid", paymentId } });
    const paidAt = (await bookingRow(order.id)) as { paid_at?: string };

    const late = await deliver(
      event("payment.captured", paymentEntity({ id: paymentId, orderId: order.id, amount: order.amount, status: "captured" })),
    );
    expect(late.json).toEqual({ ok: true, outcome: "already-paid" });
    expect(await bookingRow(order.id)).toMatchObject({ status: "paid", payment_id: paymentId, paid_at: paidAt.paid_at });
    expect((await paymentEvents(order.id)).map((row) => row.outcome)).toEqual(["already-paid"]);
  });

  it("at the same moment, for the same payment: both succeed, the booking is paid once, by that payment", async () => {
    const orders = await Promise.all(Array.from({ length: 6 }, newOrder));
    await Promise.all(
      orders.map(async (order) => {
        const paymentId = unique("pay_Race");
        await registerPayment({ id: paymentId, order_id: order.id, amount: order.amount });
        const captured = event(
          "payment.captured",
          paymentEntity({ id: paymentId, orderId: order.id, amount: order.amount, status: "captured" }),
        );
        const [verified, hook] = await Promise.all([verify(await signed(order.id, paymentId, keySecret())), deliver(captured)]);

        expect(verified.json).toMatchObject({ success: true, booking: { status: "paid", paymentId } });
        expect(hook.res.status).toBe(200);
        expect(["applied", "already-paid"]).toContain(hook.json.outcome);
        expect(await bookingRow(order.id)).toMatchObject({ status: "paid", payment_id: paymentId, failure_reason: null });
        expect(await paymentEvents(order.id)).toEqual([expect.objectContaining({ payment_id: paymentId, outcome: hook.json.outcome })]);
      }),
    );
  });

  it("at the same moment, for two different payments of one order: exactly one wins, and the other is told so", async () => {
    const orders = await Promise.all(Array.from({ length: 6 }, newOrder));
    await Promise.all(
      orders.map(async (order) => {
        const byBrowser = unique("pay_RaceB");
        const byWebhook = unique("pay_RaceW");
        await registerPayment({ id: byBrowser, order_id: order.id, amount: order.amount });
        const captured = event(
          "payment.captured",
          paymentEntity({ id: byWebhook, orderId: order.id, amount: order.amount, status: "captured" }),
        );
        const [verified, hook] = await Promise.all([verify(await signed(order.id, byBrowser, keySecret())), deliver(captured)]);

        const row = await bookingRow(order.id);
        expect(row?.status).toBe("paid");
        if (row?.payment_id === byBrowser) {
          expect(verified.json.success).toBe(true);
          expect(hook.json.outcome).toBe("conflict");
        } else {
          expect(row?.payment_id).toBe(byWebhook);
          expect(hook.json.outcome).toBe("applied");
          expect(verified.res.status).toBe(400);
          expect(verified.json).toMatchObject({ success: false, error: "This order has already been paid by another payment." });
        }
      }),
    );
  });
});

describe("events that do not match the order", () => {
  it("does not mark paid a payment in another currency, even for the same amount", async () => {
    const order = await newOrder();
    const { json } = await deliver(
      event(
        "payment.captured",
        paymentEntity({ id: unique("pay_Usd"), orderId: order.id, amount: order.amount, currency: "USD", status: "captured" }),
      ),
    );
    expect(json.outcome).toBe("mismatch");
    expect(await bookingRow(order.id)).toMatchObject({ status: "created", payment_id: null });
    expect((await paymentEvents(order.id)).map((row) => row.outcome)).toEqual(["mismatch"]);
  });

  it("does not touch a sandbox order, even in the same database", async () => {
    const orderId = `order_sbx${unique("Mode")}`.slice(0, 30);
    const at = new Date().toISOString();
    await env.DB.prepare(
      `INSERT INTO bookings (order_id, receipt, mode, amount_paise, guest_email, guest_phone, created_at, updated_at)
       VALUES (?, ?, 'sandbox', 10000, 'sbx@example.com', '+919847012345', ?, ?)`,
    )
      .bind(orderId, unique("kv-mode-"), at, at)
      .run();
    const { json } = await deliver(
      event("payment.captured", paymentEntity({ id: unique("pay_Mode"), orderId, amount: 10_000, status: "captured" })),
    );
    expect(json.outcome).toBe("unknown-order");
    expect(await bookingRow(orderId)).toMatchObject({ status: "created", payment_id: null });
  });

  it("refuses a delivery signed with the sandbox's public webhook secret", async () => {
    const order = await newOrder();
    const { res } = await deliver(
      event("payment.captured", paymentEntity({ id: unique("pay_SbxSig"), orderId: order.id, amount: order.amount, status: "captured" })),
      { secret: "sandbox-webhook-secret-not-for-real-payments" },
    );
    expect(res.status).toBe(400);
    expect((await bookingRow(order.id))?.status).toBe("created");
  });
});
