import { expect, test } from "./fixtures";
import { seedCart, seedRoom } from "./pages/cart-seed";
import { openCart, payInSandbox, sandboxDialog } from "./pages/checkout";
import { isoDaysFromToday, orderDay } from "./pages/dates";

/**
 * The guest's own booking page, as a guest uses it: pay the deposit in the sandbox, open the link
 * the confirmation page gives, tell the resort the flight, pay the balance, then cancel and see the
 * refund.
 */

test.describe("the guest's booking page", () => {
  test("opens from the confirmation page, takes arrival details, and cancels with the refund it promised", async ({ page }, testInfo) => {
    const day = orderDay(testInfo, 16);
    await seedCart(page, [seedRoom({ roomId: "sunrise", name: "Sunrise", rate: 250, nights: 3, guests: 2, inDays: day })]);
    await openCart(page);
    await payInSandbox(page, "guest.page@example.com");

    // The link is built from the site's own address; this server answers on its path.
    const link = page.getByRole("link", { name: "Manage your booking" });
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toMatch(/^https:\/\/www\.kaivalyaretreat\.com\/my-booking\/order_sbx\w+\.[\w-]{43}$/);
    const response = await page.goto(new URL(href).pathname);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
    expect(response?.headers()["cache-control"]).toBe("no-store");

    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Sunrise" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Pay the balance" })).toBeVisible();
    // Just paid, check-in weeks away: everything paid comes back. 20% of 3 x €250 at 103: ₹15,450.
    await expect(page.getByText("₹15,450 refunded")).toBeVisible();
    await expect(page.getByText(/^Full refund until .+ IST$/).first()).toBeVisible();

    // Arrival details.
    const arrival = page.getByRole("region", { name: "Your arrival" });
    await arrival.getByLabel("Flight number").fill("AI 937");
    await arrival.getByLabel("Landing in Kerala (IST)").fill(`${isoDaysFromToday(day)}T04:35`);
    await arrival.getByLabel("Please pick me up at Trivandrum airport").check();
    await arrival.getByLabel("Dietary needs").fill("Vegan");
    await arrival.getByRole("button", { name: "Save arrival details" }).click();
    await expect(page.getByText("Arrival details saved")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("region", { name: "Your arrival" }).getByLabel("Flight number")).toHaveValue("AI937");

    // Cancel: the dialog states the refund before anything happens.
    await page.getByRole("button", { name: "Cancel booking" }).click();
    const confirm = page.getByRole("dialog", { name: "Cancel this booking?" });
    await expect(confirm).toContainText("We will refund ₹15,450");
    await confirm.getByRole("button", { name: "Cancel and refund ₹15,450" }).click();
    await expect(page.getByText("Booking cancelled")).toBeVisible();
    await expect(page.getByText(/You cancelled this booking\. ₹15,450 is refunded/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel booking" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Pay the balance" })).toHaveCount(0);
  });

  test("pays the balance in the sandbox, then cancelling refunds the deposit and the balance", async ({ page }, testInfo) => {
    const day = orderDay(testInfo, 17);
    await seedCart(page, [seedRoom({ roomId: "sunrise", name: "Sunrise", rate: 250, nights: 3, guests: 2, inDays: day })]);
    await openCart(page);
    await payInSandbox(page, "guest.balance@example.com");
    const href = (await page.getByRole("link", { name: "Manage your booking" }).getAttribute("href")) ?? "";
    await page.goto(new URL(href).pathname);

    // 3 x €250 at 103 is ₹77,250: ₹15,450 paid as the deposit, ₹61,800 due.
    const payment = page.getByRole("complementary", { name: "Payment" });
    const amountOf = (label: string) => payment.locator("div", { has: page.getByText(label, { exact: true }) }).getByRole("definition");
    await expect(amountOf("Paid")).toHaveText("₹15,450");
    await expect(amountOf("Balance due")).toHaveText("₹61,800");

    await payment.getByRole("button", { name: "Pay the balance" }).click();
    await sandboxDialog(page).getByRole("button", { name: "Pay ₹61,800.00" }).click();
    await expect(page.getByText("Your balance is paid. Thank you!")).toBeVisible();
    await expect(amountOf("Paid")).toHaveText("₹77,250");
    await expect(amountOf("Balance due")).toHaveText("₹0");
    await expect(page.getByRole("button", { name: "Pay the balance" })).toHaveCount(0);
    await expect(payment.getByText(/Paid in full/)).toBeVisible();
    await expect(payment.getByText(/pay the balance here/)).toHaveCount(0);
    // Still within the free cancellation: both payments come back.
    await expect(page.getByText("₹77,250 refunded")).toBeVisible();
    await page.reload();
    await expect(amountOf("Balance due")).toHaveText("₹0");

    await page.getByRole("button", { name: "Cancel booking" }).click();
    const confirm = page.getByRole("dialog", { name: "Cancel this booking?" });
    await expect(confirm).toContainText("We will refund ₹77,250");
    await confirm.getByRole("button", { name: "Cancel and refund ₹77,250" }).click();
    await expect(page.getByText(/You cancelled this booking\. ₹77,250 is refunded/)).toBeVisible();
    await expect(amountOf("Refunded")).toHaveText("₹77,250");
    await expect(amountOf("Balance due")).toHaveText("₹0");
    await expect(payment.getByText(/Paid in full/)).toHaveCount(0);
  });

  test("in German: the booking under /de takes arrival details and confirms them in German", async ({
    page,
    allowConsoleError,
  }, testInfo) => {
    // The refused flight number below: the browser logs the API's 422.
    allowConsoleError(/status of 422/);
    const day = orderDay(testInfo, 27);
    await seedCart(page, [seedRoom({ roomId: "sunrise", name: "Sunrise", rate: 250, nights: 3, guests: 2, inDays: day })]);
    await openCart(page);
    await payInSandbox(page, "guest.german@example.com");
    const href = (await page.getByRole("link", { name: "Manage your booking" }).getAttribute("href")) ?? "";
    const response = await page.goto(`/de${new URL(href).pathname}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page).toHaveTitle(/^Ihre Buchung \|/);
    await expect(page.getByRole("button", { name: "Restbetrag bezahlen" })).toBeVisible();
    await expect(page.getByText("15.450\u00a0₹ Erstattung")).toBeVisible();

    const arrival = page.getByRole("region", { name: "Ihre Anreise" });
    // A refusal of the API reaches the guest in German too.
    await arrival.getByLabel("Flugnummer").fill("by boat");
    await arrival.getByRole("button", { name: "Ankunftsdaten speichern" }).click();
    await expect(arrival.getByText("Bitte geben Sie eine Flugnummer wie AI 937 ein").first()).toBeVisible();
    await arrival.getByLabel("Flugnummer").fill("AI 937");
    await arrival.getByLabel("Landung in Kerala (IST)").fill(`${isoDaysFromToday(day)}T04:35`);
    await arrival.getByLabel("Bitte holen Sie mich am Flughafen Trivandrum ab").check();
    await arrival.getByRole("button", { name: "Ankunftsdaten speichern" }).click();
    await expect(page.getByText("Ankunftsdaten gespeichert")).toBeVisible();
    await expect(page.getByText("Das Resort weiß Bescheid.")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("region", { name: "Ihre Anreise" }).getByLabel("Flugnummer")).toHaveValue("AI937");
  });

  test("a wrong link is the site's plain not-found page", async ({ page, allowConsoleError }) => {
    // The not-found page's own log lines, as on any address the site does not have.
    allowConsoleError(/status of 404/);
    allowConsoleError(/non-existent route/);
    const response = await page.goto("/my-booking/order_sbxNoSuchOrder00.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/^Page not found/);
  });
});
