// Full-page screenshots of a running site at phone (390 px) and desktop (1440 px) widths.
//   node scripts/screenshots.mjs [--base http://127.0.0.1:8788] [--out screenshots] /path ...
// With --staff (or --staff-email ADDRESS), signs in to the staff console first through the development sign-in
// (sandbox mode only), so /admin pages can be shot: --staff /admin/bookings /admin/arrivals
import { mkdirSync } from "node:fs";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: "string", default: "http://127.0.0.1:8788" },
    out: { type: "string", default: "screenshots" },
    full: { type: "boolean", default: true },
    staff: { type: "boolean", default: false },
    "staff-email": { type: "string" },
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
  for (const path of paths) {
    await page.goto(new URL(path, values.base).href, { waitUntil: "load" });
    await page.waitForTimeout(400);
    const file = `${values.out}/${name}${path.replace(/[^a-z0-9]+/gi, "_") || "_"}.png`;
    await page.screenshot({ path: file, fullPage: values.full });
    console.log(file);
  }
  await page.close();
}
await browser.close();
