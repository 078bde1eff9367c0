import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./pages/accessibility";
import { seedCart, seedRoom } from "./pages/cart-seed";
import { openCart, payInSandbox, recordFormPosts } from "./pages/checkout";
import { CustomRetreatPage } from "./pages/booking-forms";
import { isoDaysFromToday, orderDay } from "./pages/dates";
import { openBooking, searchBookings, staffSignIn } from "./pages/staff-console";

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
    await payInSandbox(page, email);
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

  test("refunds a booking paid in the sandbox checkout; the guest's confirmation page then says refunded", async ({ page }, testInfo) => {
    // A room and a stretch of nights of this test's own (orderDay).
    const inDays = orderDay(testInfo, 10);
    const room = seedRoom({ roomId: "secret-garden", name: "Secret Garden", rate: 180, nights: 2, guests: 2, inDays });
    const email = `staff-refund-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;

    await recordFormPosts(page);
    await seedCart(page, [room]);
    await openCart(page);
    await payInSandbox(page, email);
    const confirmation = page.url();
    const orderId = new URL(confirmation).searchParams.get("order_id") ?? "";

    await openBooking(page, email, orderId);

    // €360 for two nights: a €72 deposit, ₹7,416 at 103 rupees per euro.
    const desk = page.getByRole("region", { name: "Front desk" });
    await desk.getByText("Refund", { exact: true }).click();
    const refund = desk.getByRole("form", { name: "Refund" });
    await refund.getByLabel("Reason").fill("Guest cannot travel");
    await refund.getByRole("button", { name: "Review refund" }).click();

    const confirm = page.getByRole("region", { name: "Confirm the refund" });
    await expect(confirm.getByText(/Refund ₹7,416 \(everything left of the ₹7,416 paid online\)/)).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.getByRole("button", { name: "Refund ₹7,416 now" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Refunded ₹7,416 to the guest's original payment method." })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: email })).toBeVisible();
    await expect(page.getByText("Refunded", { exact: true }).first()).toBeVisible();
    const refunds = page.getByRole("list", { name: "Refunds" });
    await expect(refunds.getByText("Processed")).toBeVisible();
    await expect(page.getByRole("region", { name: "Staff actions" }).getByText("Guest cannot travel")).toBeVisible();
    // Nothing more to do on it: each form gives way to the reason why.
    await expect(desk.getByText(/has been refunded in full/)).toHaveCount(3);
    await expectNoAxeViolations(page);

    await page.goto(confirmation);
    await expect(page.getByRole("heading", { level: 1, name: "Refunded" })).toBeVisible();
    await expect(page.getByText(/has been refunded in full/)).toBeVisible();
  });
  test("confirms a custom retreat paid in the sandbox checkout; the guest's confirmation page then says confirmed", async ({
    page,
  }, testInfo) => {
    // Dates of this test's own, far ahead (a custom retreat takes retreat places for its nights).
    const inDays = orderDay(testInfo, 11);
    const email = `staff-confirm-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;

    await recordFormPosts(page);
    // €1,000 for the stay: a €200 deposit, ₹20,600 at 103 rupees per euro.
    await new CustomRetreatPage(page).add({
      name: "Family Panchakarma week",
      checkin: isoDaysFromToday(inDays),
      checkout: isoDaysFromToday(inDays + 5),
      price: "1000",
      currency: "EUR",
    });
    await payInSandbox(page, email);
    const confirmation = page.url();
    const orderId = new URL(confirmation).searchParams.get("order_id") ?? "";
    await expect(page.getByText("Our team will confirm your custom retreat within 24 hours.").first()).toBeVisible();

    await openBooking(page, email, orderId);

    const request = page.getByRole("region", { name: "Custom retreat request" });
    await expect(request.getByText(/paid ₹20,600 for a retreat of their own design/)).toBeVisible();
    await request.getByLabel(/^Note/).fill("Garden villa held");
    await request.getByRole("button", { name: "Review confirmation" }).click();
    const confirm = page.getByRole("region", { name: "Confirm the custom retreat" });
    await expect(confirm.getByText(/it becomes a confirmed stay, and the guest is told by e-mail\. Note: Garden villa held/)).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.getByRole("button", { name: "Confirm the custom retreat" }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Confirmed: the custom retreat is a confirmed stay/ })).toBeVisible();
    // Answered: the request's buttons give way, and the audit trail has it.
    await expect(page.getByRole("region", { name: "Custom retreat request" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Staff actions" }).getByText("Garden villa held")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(confirmation);
    await expect(page.getByText("Booking confirmed", { exact: true })).toBeVisible();
    await expect(page.getByText(/The resort has confirmed your custom retreat/)).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Payment Summary" }).getByText("Confirmed", { exact: true })).toBeVisible();
    await expect(page.getByText("Our team will confirm your custom retreat within 24 hours.")).toHaveCount(0);
  });
});
