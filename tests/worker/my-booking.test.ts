import { env, SELF } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { addDays } from "~/domain/dates/dates";
import { resortTodayIso } from "~/domain/dates/resort-today";
import { guestLinkUrl } from "../../workers/guest/guest-link";
import { noticeRows } from "./notices-helpers";
import { createOrderOk, dateSpan, holdsOf, itemsIn, ORIGIN, postJson, verify } from "./payments-helpers";
import { formspreeReceived } from "./forms-helpers";
import { auditRowsOfBooking as auditRowsOf, devSignIn, refundRows, seedBooking, staffFetch, staffPost } from "./staff-helpers";

/** The audit rows of a booking, with who acted (staff, the guest, the system). */
const auditRowsOfBooking = async (orderId: string) =>
  (await auditRowsOf(orderId)) as (Awaited<ReturnType<typeof auditRowsOf>>[number] & { actor: "staff" | "guest" | "system" })[];

/**
 * The guest's booking page and its API (sandbox mode, the local stand-in secret), against the
 * built Worker and a real local D1: the contract of GET, the 404 of every wrong link, cancelling,
 * arrival details and their edit window, and a request to change dates.
 */

const today = resortTodayIso();
const { roomItem } = itemsIn(dateSpan(660, 700));

const stay = (start: number, end: number, productId = "sunrise") => ({
  kind: "room" as const,
  productId,
  name: productId === "sunrise" ? "Sunrise" : "Forest",
  start: addDays(today, start),
  end: addDays(today, end),
});

async function tokenOf(orderId: string, version = 1): Promise<string> {
  return new URL((await guestLinkUrl(env, orderId, version)) as string).pathname.split("/").at(-1) as string;
}

const api = (token: string, action = "") => `/api/my-booking/${token}${action ? `/${action}` : ""}`;
const get = (path: string) => SELF.fetch(`${ORIGIN}${path}`);

async function paidSandboxOrder(item = roomItem("sunrise", { nights: 2 })) {
  const order = await createOrderOk([item]);
  const pay = (await (await postJson("/api/payments/sandbox/pay", { order_id: order.order.id })).json()) as {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
  expect((await verify(pay)).json.success).toBe(true);
  return order.order;
}

function expectPrivate(res: Response) {
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  expect(res.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
  expect(res.headers.get("Referrer-Policy")).toBe("no-referrer");
}

describe("GET /api/my-booking/:token", () => {
  it("answers exactly the contract: dates from the earliest and latest lines, amounts in paise, the policy with deadlines", async () => {
    const { orderId } = await seedBooking({
      amountPaise: 1_545_000,
      lines: [stay(60, 63), stay(62, 66, "forest")],
    });
    const res = await get(api(await tokenOf(orderId)));
    expect(res.status).toBe(200);
    expectPrivate(res);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      ["orderId", "status", "checkIn", "checkOut", "paid", "balanceDue", "refundIfCancelledNow", "policy"].sort(),
    );
    expect(body).toMatchObject({
      orderId,
      status: "paid",
      checkIn: addDays(today, 60),
      checkOut: addDays(today, 66),
      paid: 1_545_000,
      // 60 days ahead: everything paid comes back.
      refundIfCancelledNow: 1_545_000,
      policy: {
        tiers: [
          { minDaysBefore: 30, refundPercent: 100 },
          { minDaysBefore: 14, refundPercent: 50 },
        ],
        deadlines: [
          expect.objectContaining({ refundPercent: 100, text: expect.stringMatching(/^Full refund until .* 23:59 IST$/) }),
          expect.objectContaining({ refundPercent: 50, text: expect.stringMatching(/^Half refund until /) }),
        ],
      },
    });
    // Two lines of €750 at 103 rupees per euro: ₹1,54,500 in all, less the deposit paid.
    expect(body.balanceDue).toBe(2 * 75_000 * 103 - 1_545_000);
  });
});

describe("a wrong, reissued or expired link", () => {
  const missingPage = async () => (await get("/no-such-page-at-all")).text();
  const notFoundBody = (method: string, path: string) => ({ error: `No API endpoint at ${method} ${path}` });

  it("gets the same 404 as an address the site does not have, on the page and on every endpoint", async () => {
    const { orderId } = await seedBooking({ lines: [stay(40, 43)] });
    const good = await tokenOf(orderId);
    const forged = `${orderId}.${"A".repeat(43)}`;
    const notFound = await missingPage();
    const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0];
    for (const token of [forged, "nonsense", `${good}x`]) {
      const page = await get(`/my-booking/${token}`);
      expect(page.status).toBe(404);
      expectPrivate(page);
      expect(mainOf(await page.text())).toBe(mainOf(notFound));

      const read = await get(api(token));
      expect(read.status).toBe(404);
      expectPrivate(read);
      expect(await read.json()).toEqual(notFoundBody("GET", api(token)));
      for (const action of ["cancel", "arrival", "change-request", "balance"]) {
        const res = await postJson(api(token, action), { airportPickup: false });
        expect(res.status, action).toBe(404);
        expect(await res.json()).toEqual(notFoundBody("POST", api(token, action)));
      }
    }
    // Nothing was changed through them.
    expect(await auditRowsOfBooking(orderId)).toEqual([]);
  });

  it("dies when staff reissue the link; the new one works", async () => {
    const { orderId } = await seedBooking({ lines: [stay(40, 43)] });
    const old = await tokenOf(orderId, 1);
    expect((await get(`/my-booking/${old}`)).status).toBe(200);
    await env.DB.prepare("UPDATE bookings SET guest_link_version = 2 WHERE order_id = ?").bind(orderId).run();
    expect((await get(`/my-booking/${old}`)).status).toBe(404);
    expect((await get(api(old))).status).toBe(404);
    expect((await get(api(await tokenOf(orderId, 2)))).status).toBe(200);
  });

  it("stops working 30 days after check-out", async () => {
    const { orderId: recent } = await seedBooking({ lines: [stay(-35, -30)] });
    const { orderId: expired } = await seedBooking({ lines: [stay(-36, -31)] });
    expect((await get(api(await tokenOf(recent)))).status).toBe(200);
    expect((await get(api(await tokenOf(expired)))).status).toBe(404);
    expect((await get(`/my-booking/${await tokenOf(expired)}`)).status).toBe(404);
  });
});

describe("the page", () => {
  it("shows the booking, what was paid and is due, the policy's deadlines and what cancelling refunds, privately", async () => {
    const { orderId } = await seedBooking({ amountPaise: 1_545_000, lines: [stay(60, 63)] });
    const res = await get(`/my-booking/${await tokenOf(orderId)}`);
    expect(res.status).toBe(200);
    expectPrivate(res);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain(orderId);
    expect(html).toContain("Sunrise");
    expect(html).toContain("₹15,450");
    expect(html).toMatch(/Full refund until [^<]+ IST/);
    expect(html).toContain("If you cancel now");
    expect(html).toContain("Pay the balance");
    // Nothing from a third party before the guest chooses to pay.
    expect(html).not.toMatch(/(src|href)="https?:\/\/(?!www\.kaivalyaretreat\.com)/);
  });
});

describe("POST /api/my-booking/:token/cancel", () => {
  it("refunds what the policy owes now, frees the nights, audits it as the guest's and tells guest and resort, once", async () => {
    const item = roomItem("sunrise", { nights: 2 });
    const order = await paidSandboxOrder(item);
    const token = await tokenOf(order.id);
    const before = (await (await get(api(token))).json()) as { refundIfCancelledNow: number; paid: number };
    // Just paid: the free-cancellation window.
    expect(before.refundIfCancelledNow).toBe(order.amount);
    expect((await holdsOf(order.id)).length).toBe(2);

    const first = await postJson(api(token, "cancel"), {});
    expect(first.status).toBe(200);
    expectPrivate(first);
    expect(await first.json()).toEqual({ status: "cancelled", refund: before.refundIfCancelledNow });
    // Repeating answers the same and refunds nothing more.
    const again = await postJson(api(token, "cancel"), {});
    expect(await again.json()).toEqual({ status: "cancelled", refund: before.refundIfCancelledNow });

    expect(await holdsOf(order.id)).toEqual([]);
    expect(await refundRows(order.id)).toEqual([expect.objectContaining({ reason: "guest", amount_paise: before.refundIfCancelledNow })]);
    const row = await env.DB.prepare("SELECT status, cancelled_by FROM bookings WHERE order_id = ?").bind(order.id).first();
    expect(row).toEqual({ status: "refunded", cancelled_by: "guest" });
    expect(await auditRowsOfBooking(order.id)).toEqual([
      expect.objectContaining({ action: "booking.cancel", actor: "guest", staff_email: null, amount_minor: before.refundIfCancelledNow }),
    ]);
    const kinds = (await noticeRows(order.id)).map((n) => n.kind as string);
    expect(kinds.filter((kind) => kind === "guest_cancelled" || kind === "resort_guest_cancelled").sort()).toEqual([
      "guest_cancelled",
      "resort_guest_cancelled",
    ]);
    // The nights are on sale again.
    await createOrderOk([item]);
    // The page says what happened.
    const page = await (await get(`/my-booking/${token}`)).text();
    expect(page).toContain("You cancelled this booking");
  });

  it("refunds half from 14 to 29 days before check-in, after the free window", async () => {
    const paidLongAgo = new Date(Date.now() - 5 * 86_400_000).toISOString();
    const { orderId } = await seedBooking({ amountPaise: 1_000_000, createdAt: paidLongAgo, lines: [stay(20, 23)] });
    const res = await postJson(api(await tokenOf(orderId), "cancel"), {});
    expect(await res.json()).toEqual({ status: "cancelled", refund: 500_000 });
  });

  it("refuses a stay that has begun, a declined request and a booking the resort cancelled (409)", async () => {
    const { orderId: begun } = await seedBooking({ lines: [stay(0, 3)] });
    const { orderId: declined } = await seedBooking({ resortConfirmation: "declined", lines: [stay(50, 53)] });
    const { orderId: resort } = await seedBooking({ lines: [stay(50, 53)] });
    await env.DB.prepare("UPDATE bookings SET status = 'cancelled', cancelled_by = 'resort', cancelled_at = ? WHERE order_id = ?")
      .bind(new Date().toISOString(), resort)
      .run();
    for (const orderId of [begun, declined, resort]) {
      const res = await postJson(api(await tokenOf(orderId), "cancel"), {});
      expect(res.status).toBe(409);
      expect(((await res.json()) as { error: string }).error).toMatch(/\w/);
      expect(await refundRows(orderId)).toEqual([]);
    }
  });
});

describe("POST /api/my-booking/:token/arrival", () => {
  const details = { flightNumber: "AI 937", arrivalTime: "", airportPickup: false, dietaryNeeds: "Vegan", note: "" };

  it("stores the details, shows them to staff, and tells the resort once per change", async () => {
    const { orderId } = await seedBooking({ lines: [stay(30, 33)] });
    const token = await tokenOf(orderId);
    const arrivalTime = `${addDays(today, 30)}T04:35`;
    const first = await postJson(api(token, "arrival"), { ...details, arrivalTime, airportPickup: true });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ saved: true, changed: true });
    const same = await postJson(api(token, "arrival"), { ...details, arrivalTime, airportPickup: true });
    expect(await same.json()).toEqual({ saved: true, changed: false });
    const changed = await postJson(api(token, "arrival"), { ...details, arrivalTime, airportPickup: false });
    expect(await changed.json()).toEqual({ saved: true, changed: true });

    const stored = await env.DB.prepare("SELECT * FROM arrival_details WHERE order_id = ?").bind(orderId).first();
    expect(stored).toMatchObject({
      flight_number: "AI937",
      arrival_time: arrivalTime,
      airport_pickup: 0,
      dietary_needs: "Vegan",
      revision: 2,
    });
    const notices = await env.DB.prepare(
      "SELECT event_key FROM booking_notices WHERE order_id = ? AND kind = 'resort_arrival_details' ORDER BY event_key",
    )
      .bind(orderId)
      .all<{ event_key: string }>();
    expect(notices.results.map((n) => n.event_key)).toEqual(["arrival-1", "arrival-2"]);
    expect((await auditRowsOfBooking(orderId)).map((a) => [a.action, a.actor, a.reason])).toEqual([
      ["booking.arrival", "guest", null],
      ["booking.arrival", "guest", null],
    ]);
  });

  it("is editable until 48 hours before the check-in day, then 409", async () => {
    const { orderId: soon } = await seedBooking({ lines: [stay(2, 4)] });
    const { orderId: later } = await seedBooking({ lines: [stay(3, 5)] });
    const closed = await postJson(api(await tokenOf(soon), "arrival"), details);
    expect(closed.status).toBe(409);
    expect(((await closed.json()) as { error: string }).error).toMatch(/48 hours before check-in/);
    expect((await postJson(api(await tokenOf(later), "arrival"), details)).status).toBe(200);
  });

  it("refuses what is not arrival details with a sentence (422), and a time far from the stay", async () => {
    const { orderId } = await seedBooking({ lines: [stay(30, 33)] });
    const token = await tokenOf(orderId);
    for (const body of [
      {},
      { ...details, airportPickup: true },
      { ...details, flightNumber: "by boat" },
      { ...details, arrivalTime: "tomorrow" },
    ]) {
      const res = await postJson(api(token, "arrival"), body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(((await res.json()) as { error: string }).error).toMatch(/\w/);
    }
    const far = await postJson(api(token, "arrival"), { ...details, arrivalTime: `${addDays(today, 10)}T10:00` });
    expect(far.status).toBe(422);
    expect((await postJson(api(token, "arrival"), "not json")).status).toBe(400);
  });
});

describe("POST /api/my-booking/:token/change-request", () => {
  it("passes the wished dates to the resort once, audited; the booking itself does not change", async () => {
    const { orderId } = await seedBooking({ lines: [stay(30, 33)] });
    const token = await tokenOf(orderId);
    const request = { checkIn: addDays(today, 90), checkOut: addDays(today, 93), message: "Could we come in spring?" };
    for (let i = 0; i < 2; i++) expect((await postJson(api(token, "change-request"), request)).status).toBe(200);
    const audit = await auditRowsOfBooking(orderId);
    expect(audit).toEqual([expect.objectContaining({ action: "booking.change_request", actor: "guest" })]);
    expect(audit[0]?.reason).toContain(`${request.checkIn} to ${request.checkOut}`);
    const notices = (await noticeRows(orderId)).filter((n) => (n.kind as string) === "resort_change_request");
    expect(notices).toHaveLength(1);
    const booking = (await (await get(api(token))).json()) as { checkIn: string };
    expect(booking.checkIn).toBe(addDays(today, 30));
    const backwards = await postJson(api(token, "change-request"), { checkIn: addDays(today, 9), checkOut: addDays(today, 8) });
    expect(backwards.status).toBe(422);
  });
});

describe("what staff see and do", () => {
  it("the booking in the console API includes the arrival details, and the resort's notice names the flight", async () => {
    const { orderId } = await seedBooking({ lines: [stay(30, 33)] });
    const token = await tokenOf(orderId);
    const arrivalTime = `${addDays(today, 30)}T04:35`;
    const body = { flightNumber: "6E 1234", arrivalTime, airportPickup: true, dietaryNeeds: "No nuts", note: "Two suitcases" };
    expect((await postJson(api(token, "arrival"), body)).status).toBe(200);
    const staff = await devSignIn();
    const detail = await staffFetch(`/api/admin/bookings/${orderId}`, { token: staff });
    expect(((await detail.json()) as { booking: { arrival: unknown } }).booking.arrival).toMatchObject({
      flightNumber: "6E1234",
      arrivalTime,
      airportPickup: true,
      dietaryNeeds: "No nuts",
      note: "Two suitcases",
    });
    await vi.waitFor(async () => expect(await formspreeReceived("6E1234")).toHaveLength(1), { timeout: 5_000, interval: 50 });
  });

  it("reissuing the link kills the old one, answers the new one, and is audited", async () => {
    const { orderId } = await seedBooking({ lines: [stay(30, 33)] });
    const old = await tokenOf(orderId, 1);
    const staff = await devSignIn();
    const res = await staffPost(
      `/api/admin/bookings/${orderId}/reissue-link`,
      { reason: "The guest forwarded the e-mail" },
      { token: staff },
    );
    expect(res.status).toBe(200);
    const fresh = await tokenOf(orderId, 2);
    expect(((await res.json()) as { outcome: { message: string } }).outcome.message).toContain(`/my-booking/${fresh}`);
    expect((await get(api(old))).status).toBe(404);
    expect((await get(api(fresh))).status).toBe(200);
    expect((await auditRowsOfBooking(orderId)).map((a) => a.action)).toEqual(["booking.link_reissue"]);
  });
});
