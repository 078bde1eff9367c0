import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./pages/accessibility";
import { staffSignIn } from "./pages/staff-console";

/**
 * The booking channels' calendars in the staff console: a member of staff imports a channel's
 * calendar into a room, copies the address to give that channel, changes the room's addresses
 * when one has leaked, and removes the channel again, on a phone as on a desktop.
 */

const EXPORT_PATH = /\/calendars\/secret-garden\/[A-Za-z0-9_-]{43}\.ics$/;
const CHANNEL_EXPORT_PATH = /\/calendars\/secret-garden\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43}\.ics$/;

test("imports a channel's calendar, gives its address, changes the room's addresses and removes it", async ({
  page,
  allowConsoleError,
}) => {
  // The refused address is answered 422, which the browser logs.
  allowConsoleError(/status of 422/);
  const label = `Airbnb ${crypto.randomUUID().slice(0, 8)}`;
  await staffSignIn(page);
  await page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Channels" }).click();
  await expect(page).toHaveURL(/\/admin\/channels$/);
  await expect(page.getByRole("heading", { name: "Channels", level: 1 })).toBeVisible();

  const room = page.getByRole("region", { name: "Secret Garden" });
  const roomAddress = room.getByRole("textbox", { name: /^The room's calendar/ });
  await expect(roomAddress).toHaveValue(EXPORT_PATH);
  const oldAddress = new URL(await roomAddress.inputValue()).pathname;
  // The export answers where the site runs (URLs name SITE_URL's host; here it is loopback).
  expect((await page.request.get(oldAddress)).headers()["content-type"]).toBe("text/calendar; charset=utf-8");

  await room.getByText("Import a channel's calendar").click();
  await room.getByLabel("Channel", { exact: true }).fill(label);
  await room.getByLabel("Calendar address").fill("http://calendar.example.com/secret-garden.ics");
  await room.getByRole("button", { name: "Add calendar" }).click();
  await expect(room.getByText("The calendar's address must start with https://.")).toBeVisible();
  await expect(room.getByLabel("Channel", { exact: true })).toHaveValue(label);

  const channelUrl = `https://calendar.example.com/${crypto.randomUUID()}.ics`;
  await room.getByLabel("Calendar address").fill(channelUrl);
  await room.getByRole("button", { name: "Add calendar" }).click();
  await expect(page.getByRole("status")).toContainText(`${label}'s calendar is added.`);
  const feed = room.getByRole("listitem").filter({ hasText: label });
  await expect(feed.getByText("Not read yet")).toBeVisible();
  await expect(feed.getByRole("textbox", { name: `Give ${label} this address` })).toHaveValue(CHANNEL_EXPORT_PATH);
  // The channel's own address is private: folded away until asked for.
  await expect(feed.getByText(channelUrl)).toBeHidden();
  await feed.getByText("The channel's address (private)").click();
  await expect(feed.getByText(channelUrl)).toBeVisible();

  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(page);

  await room.getByText("Change this room's addresses").click();
  await room.getByRole("button", { name: "Change the addresses" }).click();
  await expect(page.getByRole("status")).toContainText("The room's addresses are changed.");
  await expect(roomAddress).not.toHaveValue(new RegExp(`${oldAddress}$`));
  expect((await page.request.get(oldAddress)).status()).toBe(404);

  await feed.getByRole("button", { name: `Remove ${label} from Secret Garden` }).click();
  await expect(page.getByRole("status")).toContainText("The channel's calendar is removed");
  await expect(room.getByRole("listitem").filter({ hasText: label })).toHaveCount(0);
});
