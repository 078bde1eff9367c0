// Full-page screenshots of a running site at phone (390 px) and desktop (1440 px) widths.
//   node scripts/screenshots.mjs [--base http://127.0.0.1:8788] [--out screenshots] /path ...
// With --staff (or --staff-email ADDRESS), signs in to the staff console first through the development sign-in
// (sandbox mode only), so /admin pages can be shot: --staff /admin/bookings /admin/arrivals
// With --paid-booking, first pays a room booking through the sandbox gateway (orders, sandbox pay,
// verify: the real path) and replaces `:paid` in the paths with its order id, so the staff page of
// a paid booking can be shot: --staff --paid-booking /admin/bookings/:paid
// --state refund|balance also acts on it first (a partial refund, part of the balance) to show
// those records on the page; --state review fills in the refund form and shows its confirmation step.
// With --no-full, only the first screen of each page (390 × 844 or 1440 × 900).
import { mkdirSync } from "node:fs";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  allowNegative: true,
  options: {
    base: { type: "string", default: "http://127.0.0.1:8788" },
    out: { type: "string", default: "screenshots" },
    full: { type: "boolean", default: true },
    staff: { type: "boolean", default: false },
    "staff-email": { type: "string" },
    "paid-booking": { type: "boolean", default: false },
    state: { type: "string" },
  },
});
const paths = positionals.length ? positionals : ["/"];
mkdirSync(values.out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
/**
 * Pays a sandbox booking through the site's own endpoints, as the checkout does; returns its order id.
 * @param {import("@playwright/test").APIRequestContext} request
 * @returns {Promise<string>}
 */
async function payForBooking(request) {
  const origin = new URL(values.base).origin;
  const headers = { Origin: origin, "Content-Type": "application/json" };
  const inDays = 120 + Math.floor(Math.random() * 300);
  const start = new Date(Date.now() + inDays * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.parse(`${start}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
  const room = {
    id: `tranquility-${Date.parse(`${start}T00:00:00Z`)}`,
    type: "room",
    name: "Tranquility",
    description: "Tranquility room",
    price: 570,
    image: "/favicon.svg",
    startDate: start,
    endDate: end,
    dates: `${start} - ${end}`,
    quantity: 1,
    currency: "EUR",
    roomId: "tranquility",
    nights: 3,
    guests: 2,
  };
  const userDetails = { name: "Asha Menon", email: `asha.menon+${Date.now().toString(36)}@example.com`, phone: "+91 98470 12345" };
  const order = await request.post(new URL("/api/payments/orders", values.base).href, {
    headers,
    data: { userDetails, cartItems: [room] },
  });
  if (order.status() !== 201) throw new Error(`orders answered ${order.status()}: ${await order.text()}`);
  const orderId = (await order.json()).order.id;
  const pay = await request.post(new URL("/api/payments/sandbox/pay", values.base).href, { headers, data: { order_id: orderId } });
  if (!pay.ok()) throw new Error(`sandbox pay answered ${pay.status()}: ${await pay.text()}`);
  const verify = await request.post(new URL("/api/payments/verify", values.base).href, { headers, data: await pay.json() });
  if (!verify.ok()) throw new Error(`verify answered ${verify.status()}: ${await verify.text()}`);
  return orderId;
}

const viewports = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1440, height: 900 } },
];
for (const { name, viewport } of viewports) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  if (values.staff || values["staff-email"]) {
    await page.goto(new URL("/admin/dev-sign-in", values.base).href, { waitUntil: "load" });
    if (values["staff-email"]) await page.getByLabel("Staff e-mail").selectOption(values["staff-email"]);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/admin\/bookings/);
  }
  /** @type {string | null} */
  let paidOrder = null;
  if (values["paid-booking"]) {
    paidOrder = await payForBooking(page.request);
    const origin = new URL(values.base).origin;
    /** @type {(action: string, data: Record<string, unknown>) => Promise<unknown>} */
    const act = (action, data) =>
      page.request.post(new URL(`/api/admin/bookings/${paidOrder}/${action}`, values.base).href, {
        headers: { Origin: origin, "Content-Type": "application/json" },
        data,
      });
    if (values.state === "refund") await act("refund", { amount: 200_000, reason: "Goodwill: the spa was closed one day", refundsSeen: 0 });
    if (values.state === "balance") await act("balance", { amount: 20_000, method: "cash", note: "Receipt 0042" });
  }
  for (const path of paths) {
    const target = paidOrder ? path.replace(":paid", paidOrder) : path;
    await page.goto(new URL(target, values.base).href, { waitUntil: "load" });
    await page.waitForTimeout(400);
    if (values.state === "review") {
      const desk = page.getByRole("region", { name: "Front desk" });
      await desk.getByText("Refund", { exact: true }).click();
      await desk.getByRole("form", { name: "Refund" }).getByLabel("Reason").fill("Guest cannot travel: flight cancelled");
      await desk.getByRole("button", { name: "Review refund" }).click();
      await page.getByRole("region", { name: "Confirm the refund" }).waitFor();
      await page.waitForTimeout(300);
    }
    const file = `${values.out}/${name}${path.replace(/[^a-z0-9]+/gi, "_") || "_"}${values.state ? `_${values.state}` : ""}.png`;
    await page.screenshot({ path: file, fullPage: values.full });
    console.log(file);
  }
  await page.close();
}
await browser.close();
