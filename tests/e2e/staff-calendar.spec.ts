import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./pages/accessibility";
import { RoomCard } from "./pages/booking-forms";
import { isoDaysFromToday, orderDay } from "./pages/dates";
import { staffSignIn } from "./pages/staff-console";

/**
 * The resort closes a room from the staff console's calendar, and the guest's booking card on the
 * room's page shows those nights taken (without saying why); lifted, they are free again.
 */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** '12 Jan', as the console writes the start of a range. */
function dayMonth(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}

test("staff block a room in the console; the guest's booking card shows those nights taken until the block is lifted", async ({
  page,
}, testInfo) => {
  // Nights of this test's own (orderDay): the server is shared by every test.
  const day = orderDay(testInfo, 12);
  const from = isoDaysFromToday(day + 1);
  const to = isoDaysFromToday(day + 3);

  await staffSignIn(page);
  await page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Calendar" }).click();
  await expect(page.getByRole("heading", { name: "Calendar", level: 1 })).toBeVisible();
  const form = page.getByRole("form", { name: "Block nights" });
  await form.getByLabel("Room").selectOption({ label: "Lavender Loft" });
  await form.getByLabel("Reason").selectOption({ label: "Maintenance" });
  await form.getByLabel("First night").fill(from);
  await form.getByLabel("Open again on").fill(to);
  await form.getByRole("button", { name: "Block these nights" }).click();
  await expect(page.getByRole("status")).toHaveText(
    /^Lavender Loft is blocked for \w{3} \d{1,2} \w{3} \d{4} to \w{3} \d{1,2} \w{3} \d{4} \(2 nights;/,
  );
  const lift = page.getByRole("button", {
    name: new RegExp(`^Lift the block of Lavender Loft, ${dayMonth(from)}( \\d{4})? – ${dayMonth(to)} \\d{4}$`),
  });
  await expect(lift).toBeVisible();
  await expectNoAxeViolations(page);

  // The guest's side: the card names both nights as taken and will not add the stay.
  const card = new RoomCard(page);
  await card.goto("lavender-loft");
  await card.checkin.fill(isoDaysFromToday(day));
  await card.checkout.fill(isoDaysFromToday(day + 4));
  await expect(card.card.getByRole("alert")).toHaveText(
    /^Already booked on the nights of \w{3} \d{2}, \d{4} and \w{3} \d{2}, \d{4}\. Please choose other dates\.$/,
  );
  await expect(card.card).not.toContainText(/maintenance|blocked/i);
  await expect(card.addButton).toBeDisabled();

  // Lifted, the nights can be had again.
  await page.goto("/admin/calendar");
  await lift.click();
  await expect(page.getByRole("status").filter({ hasText: /^Lifted: Lavender Loft is open again for / })).toBeVisible();
  await expect(lift).toHaveCount(0);
  await card.goto("lavender-loft");
  await card.checkin.fill(isoDaysFromToday(day));
  await card.checkout.fill(isoDaysFromToday(day + 4));
  await expect(card.card.getByText("Available for these dates")).toBeVisible();
  await expect(card.addButton).toBeEnabled();
});
