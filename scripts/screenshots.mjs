// Full-page screenshots of a running site at phone (390 px) and desktop (1440 px) widths.
//   node scripts/screenshots.mjs [--base http://127.0.0.1:8788] [--out screenshots] /path ...
import { mkdirSync } from "node:fs";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: "string", default: "http://127.0.0.1:8788" },
    out: { type: "string", default: "screenshots" },
    full: { type: "boolean", default: true },
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
