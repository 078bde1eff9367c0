// Makes sure Debian's Chromium is available for the browser tests. Playwright's own browser
// download is not used: the suite drives the system Chromium.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (existsSync(chromium)) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasApt = existsSync("/usr/bin/apt-get");

if (isRoot && hasApt && !process.env.CHROMIUM_PATH) {
  console.log("Chromium is missing; installing Debian's chromium package (apt-get)...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
  if (existsSync(chromium)) process.exit(0);
}

console.error(
  [
    `The end-to-end tests need Chromium at ${chromium}, and it could not be installed automatically.`,
    "Install it, then run the tests again:",
    "  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium",
    "  elsewhere:      install Chromium or Chrome and set CHROMIUM_PATH=/path/to/the/binary",
  ].join("\n"),
);
process.exit(1);
