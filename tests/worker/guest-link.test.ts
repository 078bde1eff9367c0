import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addDays } from "~/domain/dates/dates";
import { resortTodayIso } from "~/domain/dates/resort-today";
import { findBookingByGuestLink, guestLinkUrl } from "../../workers/guest/guest-link";
import { mailReceived, waitForNotices } from "./notices-helpers";
import { createOrderOk, dateSpan, itemsIn, ORIGIN, postJson, verify } from "./payments-helpers";
import { seedBooking } from "./staff-helpers";

/**
 * Which booking a guest link opens, against the real local D1 (sandbox mode without
 * GUEST_LINK_SECRET: the local stand-in signs, as in development).
 */

const now = new Date();
const today = resortTodayIso(now);

async function tokenOf(orderId: string, version = 1): Promise<string> {
  const url = await guestLinkUrl(env, orderId, version);
  expect(url).not.toBeNull();
  return new URL(url as string).pathname.replace("/my-booking/", "");
}

const stay = (start: number, end: number) => ({
  kind: "room" as const,
  productId: "sunrise",
  name: "Sunrise",
  start: addDays(today, start),
  end: addDays(today, end),
});

describe("findBookingByGuestLink", () => {
  it("opens the paid booking its token names", async () => {
    const { orderId } = await seedBooking({ lines: [stay(40, 43)] });
    const booking = await findBookingByGuestLink(env.DB, env, await tokenOf(orderId), now);
    expect(booking).toMatchObject({ orderId, status: "paid", lines: [expect.objectContaining({ productId: "sunrise" })] });
  });

  it("opens nothing for a forged, altered or misshapen token", async () => {
    const { orderId } = await seedBooking({ lines: [stay(40, 43)] });
    const { orderId: other } = await seedBooking({ lines: [stay(40, 43)] });
    const token = await tokenOf(orderId);
    const mac = token.split(".")[1] as string;
    const flipped = `${mac.slice(0, 10)}${mac[10] === "A" ? "B" : "A"}${mac.slice(11)}`;
    for (const wrong of [
      `${orderId}.${flipped}`,
      `${other}.${mac}`,
      `${orderId}.${mac.slice(0, 42)}`,
      `${orderId}.${mac}A`,
      `${orderId}${mac}`,
      mac,
      "",
      ".",
      `${orderId}.`,
      `../${orderId}.${mac}`,
    ]) {
      expect(await findBookingByGuestLink(env.DB, env, wrong, now), wrong).toBeNull();
    }
  });

  it("opens nothing once the link is reissued; the new version's link works", async () => {
    const { orderId } = await seedBooking({ lines: [stay(40, 43)] });
    const old = await tokenOf(orderId, 1);
    await env.DB.prepare("UPDATE bookings SET guest_link_version = 2 WHERE order_id = ?").bind(orderId).run();
    expect(await findBookingByGuestLink(env.DB, env, old, now)).toBeNull();
    expect(await findBookingByGuestLink(env.DB, env, await tokenOf(orderId, 2), now)).toMatchObject({ orderId });
  });

  it("works for 30 days after the latest check-out, in Kerala, then never again", async () => {
    // Two lines: the later check-out counts.
    const { orderId } = await seedBooking({ lines: [stay(-40, -35), { ...stay(-38, -31), productId: "forest", name: "Forest" }] });
    const token = await tokenOf(orderId);
    const checkOut = addDays(today, -31);
    // 18:29:59 UTC is 23:59:59 in Kerala (UTC+05:30).
    const lastMoment = new Date(`${addDays(checkOut, 30)}T18:29:59.999Z`);
    const firstMomentAfter = new Date(`${addDays(checkOut, 30)}T18:30:00.000Z`);
    expect(await findBookingByGuestLink(env.DB, env, token, lastMoment)).toMatchObject({ orderId });
    expect(await findBookingByGuestLink(env.DB, env, token, firstMomentAfter)).toBeNull();
  });

  it("opens nothing for an order that was never paid", async () => {
    const { orderId } = await seedBooking({ status: "created", lines: [stay(40, 43)] });
    expect(await findBookingByGuestLink(env.DB, env, await tokenOf(orderId), now)).toBeNull();
  });

  it("opens nothing in a live deployment without a secret of its own", async () => {
    const { orderId } = await seedBooking({ lines: [stay(40, 43)] });
    const token = await tokenOf(orderId);
    expect(await findBookingByGuestLink(env.DB, { ...env, PAYMENTS_MODE: "live" }, token, now)).toBeNull();
  });
});

describe("the link, where the guest finds it", () => {
  const { roomItem } = itemsIn(dateSpan(640, 660));

  it("is in the confirmation e-mail (HTML and text) and on the confirmation page, absolute on the site's address", async () => {
    const { order } = await createOrderOk([roomItem("sunrise", { nights: 2 })]);
    const pay = (await (await postJson("/api/payments/sandbox/pay", { order_id: order.id })).json()) as {
      razorpay_order_id: string;
      razorpay_payment_id: string;
      razorpay_signature: string;
    };
    expect((await verify(pay)).json.success).toBe(true);
    const link = await guestLinkUrl(env, order.id, 1);
    expect(link).toMatch(/^https:\/\/www\.kaivalyaretreat\.com\/my-booking\/order_\w+\.[\w-]{43}$/);

    await waitForNotices(order.id, 2);
    const [mail] = await mailReceived(order.id);
    const sent = mail?.json as { html: string; text: string };
    expect(sent.html).toContain(`href="${link}"`);
    expect(sent.text).toContain(`Manage your booking: ${link}`);

    const page = await SELF.fetch(`${ORIGIN}/booking-confirmation?payment_id=${pay.razorpay_payment_id}&order_id=${order.id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`href="${link}"`);
  });
});
