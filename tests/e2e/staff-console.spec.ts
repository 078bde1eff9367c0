import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./pages/accessibility";
import { seedCart, seedRoom } from "./pages/cart-seed";
import { enterContactDetails, openCart, recordFormPosts, sandboxDialog } from "./pages/checkout";
import { isoDaysFromToday, orderDay } from "./pages/dates";
import { searchBookings, staffSignIn } from "./pages/staff-console";

/**
 * The resort's side: a booking paid through the sandbox checkout appears in the staff console,
 * opens with its details, and shows on the arrivals grid.
 */

function monthDay(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  return `${d.getUTCDate()} ${["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][d.getUTCMonth()]}`;
}

test.describe("staff console", () => {
  test("refuses the console without signing in", async ({ page, allowConsoleError }) => {
    allowConsoleError(/status of 403/);
    const response = await page.goto("/admin/bookings");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "403 Staff only" })).toBeVisible();
  });

  test("shows a booking paid in the sandbox checkout, its details and its room on the arrivals grid", async ({ page }, testInfo) => {
    // A stretch of nights of its own for each run and project.
    // Its own days (orderDay): the order holds its nights on the server all tests share.
    const inDays = orderDay(testInfo, 7);
    const room = seedRoom({ roomId: "lilybeth", name: "Lilybeth", rate: 180, nights: 2, guests: 2, inDays });
    const email = `staff-e2e-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;

    await recordFormPosts(page);
    await seedCart(page, [room]);
    await openCart(page);
    await enterContactDetails(page, { email, phone: "98470 12345" });
    await sandboxDialog(page)
      .getByRole("button", { name: /^Pay ₹/ })
      .click();
    await expect(page.getByText("Payment Successful")).toBeVisible();
    await expect(page).toHaveURL(/\/booking-confirmation\?/);
    const orderId = new URL(page.url()).searchParams.get("order_id") ?? "";
    expect(orderId).toMatch(/^order_sbx/);

    await staffSignIn(page);
    await searchBookings(page, email);
    const booking = page.getByRole("link", { name: new RegExp(email.replace(/[.+]/g, "\\$&")) }).first();
    await expect(booking).toBeVisible();
    // Cards on a phone, a table on a desktop: whichever the viewport shows.
    const results = page.getByRole("list", { name: "Bookings" }).or(page.getByRole("table", { name: /Bookings/ }));
    await expect(results.getByText("Paid", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await booking.click();
    await expect(page).toHaveURL(new RegExp(`/admin/bookings/${orderId}$`));
    await expect(page.getByRole("heading", { name: email, level: 1 })).toBeVisible();
    await expect(page.getByText(orderId).first()).toBeVisible();
    const stay = page.getByRole("region", { name: "Stay" });
    await expect(stay.getByText("Lilybeth")).toBeVisible();
    const amounts = page.getByRole("region", { name: "Amounts" });
    await expect(amounts.getByText("€360")).toBeVisible(); // 2 nights × €180
    await expect(amounts.getByText("€288")).toBeVisible(); // balance due on arrival
    await expect(amounts.getByText("₹7,416")).toBeVisible(); // the €72 deposit × 103
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Arrivals" }).click();
    await expect(page.getByRole("heading", { name: "Arrivals", level: 1 })).toBeVisible();
    await page.getByLabel("From", { exact: true }).fill(room.startDate);
    await page.getByLabel("To", { exact: true }).fill(isoDaysFromToday(inDays + 6));
    await page.getByRole("button", { name: "Show" }).click();
    const arrival = page.getByRole("link", {
      name: new RegExp(`^Lilybeth, \\w{3} ${monthDay(room.startDate)} \\d{4}: ${email.replace(/[.+]/g, "\\$&")}, arrives$`),
    });
    await expect(arrival).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(`^Lilybeth, \\w{3} ${monthDay(room.endDate)} \\d{4}:`) })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await arrival.click();
    await expect(page).toHaveURL(new RegExp(`/admin/bookings/${orderId}$`));
  });
});
