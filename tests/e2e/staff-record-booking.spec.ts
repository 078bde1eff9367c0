import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./pages/accessibility";
import { isoDaysFromToday, orderDay } from "./pages/dates";
import { searchBookings, staffSignIn } from "./pages/staff-console";

/**
 * A booking taken by phone, recorded in the staff console: the form takes it, its page says how it
 * was taken and what was received, and the bookings list shows it.
 */
test("records a phone booking in the console and finds it in the bookings list", async ({ page, allowConsoleError }, testInfo) => {
  // The refused second booking is answered 409, which the browser logs.
  allowConsoleError(/status of 409/);
  // A stretch of nights of this test's own (orderDay): its nights are sold on the shared server.
  const inDays = orderDay(testInfo, 13);
  const checkIn = isoDaysFromToday(inDays);
  const checkOut = isoDaysFromToday(inDays + 2);
  // One word the search can find this booking by, whichever project and run made it.
  const tag = `Pillai-${testInfo.project.name}-${Date.now().toString(36)}`;
  const guest = `Meera ${tag}`;

  await staffSignIn(page);
  await page.getByRole("link", { name: "Record booking" }).click();
  await expect(page.getByRole("heading", { name: "Record a booking", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await expect(page.getByRole("radio", { name: "By phone" })).toBeChecked();
  await page.getByLabel("Name").fill(guest);
  await page.getByLabel(/^Phone/).fill("+91 94470 55555");
  await page.getByLabel("Room or retreat").first().selectOption({ label: "Stoneage" });
  await page.getByLabel("Check-in").first().fill(checkIn);
  await page
    .getByLabel(/^Check-out/)
    .first()
    .fill(checkOut);
  await page
    .getByLabel(/^Agreed price/)
    .first()
    .fill("40,000");
  await page.getByLabel(/^Amount/).fill("10,000");
  await page.getByRole("radio", { name: "UPI" }).check();
  await page.getByRole("button", { name: "Record booking" }).click();

  await expect(page).toHaveURL(/\/admin\/bookings\/rec_[0-9a-f]{28}$/);
  await expect(page.getByRole("heading", { name: guest, level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Guest" }).getByText("By phone")).toBeVisible();
  await expect(page.getByRole("region", { name: "Stay" }).getByText("Stoneage")).toBeVisible();
  await expect(page.getByRole("region", { name: "Amounts" }).getByText("₹40,000").first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Bookings", exact: true }).click();
  await searchBookings(page, tag);
  const results = page.getByRole("list", { name: "Bookings" }).or(page.getByRole("table", { name: /Bookings/ }));
  await expect(results.getByRole("link", { name: new RegExp(guest) })).toBeVisible();
  await expect(results.getByText(/By phone/)).toBeVisible();
  await expect(results.getByText("Paid", { exact: true })).toBeVisible();

  // The same nights again are refused, naming them, and nothing more is stored.
  await page.getByRole("link", { name: "Record booking" }).click();
  await page.getByLabel("Name").fill(`${guest} again`);
  await page.getByLabel("Room or retreat").first().selectOption({ label: "Stoneage" });
  await page.getByLabel("Check-in").first().fill(checkIn);
  await page
    .getByLabel(/^Check-out/)
    .first()
    .fill(checkOut);
  await page
    .getByLabel(/^Agreed price/)
    .first()
    .fill("40,000");
  await page.getByRole("button", { name: "Record booking" }).click();
  await expect(page.getByRole("alert")).toContainText(`Taken: ${checkIn}, ${isoDaysFromToday(inDays + 1)}.`);
  await expect(page.getByLabel("Name")).toHaveValue(`${guest} again`);
});
