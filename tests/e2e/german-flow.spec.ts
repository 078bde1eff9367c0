import { expect, test } from "./fixtures";
import { isoDaysFromToday, orderDay } from "./pages/dates";

/**
 * A German guest's booking from start to end, under /de: a room into the cart, German totals and
 * policy, the contact dialog's German messages, the sandbox payment, the German confirmation and
 * the way on to the booking page, every step staying in German. Slot 23 of orderDay.
 */

test.describe("the booking flow in German", () => {
  test("a German guest books a room and stays in German to the booking page", async ({ page }, testInfo) => {
    const day = orderDay(testInfo, 23);

    // The room page's own words may be English or German: the flow after it is what is checked here.
    await page.goto("/de/rooms/sunrise");
    const checkin = page.getByLabel(/^(Check-in|Anreise)$/).first();
    await expect(checkin).toBeEnabled();
    await checkin.fill(isoDaysFromToday(day));
    await page
      .getByLabel(/^(Check-out|Abreise)$/)
      .first()
      .fill(isoDaysFromToday(day + 5));
    await page
      .getByRole("button", { name: /^(Add to Cart|In den Warenkorb)$/ })
      .first()
      .click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("cart"))).toContain("sunrise");

    await page
      .getByRole("navigation", { name: "Hauptnavigation" })
      .getByRole("link", { name: /Warenkorb/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/de\/cart$/);
    await expect(page.getByRole("heading", { level: 1, name: "Ihr Warenkorb" })).toBeVisible();
    await expect(page.getByText("1 Artikel im Warenkorb", { exact: true })).toBeVisible();
    await expect(page.getByText("5 Nächte · 1 Gast").or(page.getByText("5 Nächte · 2 Gäste"))).toBeVisible();

    const summary = page.getByRole("region", { name: "Bestellübersicht" });
    await expect(summary.getByText("1.250\u00a0€", { exact: true })).toBeVisible(); // 5 nights at €250
    await expect(summary.getByText("250\u00a0€", { exact: true })).toBeVisible(); // the 20% deposit
    await expect(summary.getByText("1.000\u00a0€", { exact: true })).toBeVisible(); // the balance
    await expect(summary.getByRole("heading", { name: "Stornobedingungen" })).toBeVisible();
    await expect(summary.getByText(/^Volle Erstattung bis \d{1,2}\. .+ \d{4}, \d{2}:\d{2} Uhr IST$/).first()).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText(/Order Summary|Proceed to Payment|Cancellation policy|Full refund/);

    // The contact dialog, its German messages first.
    await summary.getByRole("button", { name: "Weiter zur Zahlung" }).click();
    const dialog = page.getByRole("dialog", { name: "Kontaktdaten" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Weiter zur Zahlung" }).click();
    await expect(dialog.getByText("Bitte geben Sie Ihre E-Mail-Adresse ein")).toBeVisible();
    await expect(dialog.getByText("Bitte geben Sie Ihre Telefonnummer ein")).toBeVisible();
    await dialog.getByLabel("E-Mail").fill("nicht-gueltig");
    await expect(dialog.getByText("Bitte geben Sie eine gültige E-Mail-Adresse ein")).toBeVisible();
    await dialog.getByLabel("E-Mail").fill("anna.weber@example.com");
    await dialog.getByLabel("Telefon").fill("+49 30 1234567");
    await dialog.getByRole("button", { name: "Weiter zur Zahlung" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Kontaktdaten gespeichert!")).toBeVisible();

    // The payment window speaks the language the order recorded: 250 € of deposit is 25.750 ₹.
    const paymentWindow = page.getByRole("dialog", { name: "Testzahlung – es wird kein Geld abgebucht" });
    await expect(paymentWindow).toHaveAttribute("lang", "de");
    await expect(paymentWindow.getByText("Buchung Ihrer Auszeit")).toBeVisible();
    await expect(paymentWindow.getByText("25.750,00\u00a0₹", { exact: true })).toBeVisible();
    await expect(paymentWindow.getByRole("button", { name: "Zahlung ablehnen" })).toBeVisible();
    await expect(paymentWindow.getByRole("button", { name: "Testzahlung schließen" })).toBeVisible();
    await expect(paymentWindow).not.toContainText(/Sandbox|Amount|Order|Phone|Pay |Fail payment|Sacred Journey/);
    await paymentWindow.getByRole("button", { name: "25.750,00\u00a0₹ bezahlen" }).click();
    await expect(page.getByText("Zahlung erfolgreich")).toBeVisible();
    await expect(page).toHaveURL(/\/de\/booking-confirmation\?payment_id=pay_sbx\w+&order_id=order_sbx\w+$/);
    // The language switcher leads to the same booking in English.
    const confirmation = new URL(page.url());
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "English" })).toHaveAttribute(
      "href",
      `/booking-confirmation${confirmation.search}`,
    );
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { name: "Buchungsdetails" })).toBeVisible();
    const payment = page.getByRole("complementary", { name: "Zahlungsübersicht" });
    await expect(payment.getByText("1.250\u00a0€", { exact: true })).toBeVisible();
    await expect(payment.getByText("Bestätigt", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Stornobedingungen" })).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText(/Booking Details|Payment Summary|Return Home|Full refund/);

    // The link is written on the site's public address (as in the e-mail): opened here on this server.
    const href = (await payment.getByRole("link", { name: "Ihre Buchung verwalten" }).getAttribute("href")) ?? "";
    const bookingPage = new URL(href).pathname;
    expect(bookingPage).toMatch(/^\/de\/my-booking\/order_sbx\w+\.[\w-]{43}$/);
    await page.goto(bookingPage);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toBeVisible();
  });

  test("the contact page's form answers in German", async ({ page }) => {
    await page.goto("/de/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Beginnen Sie Ihre Reise mit uns" })).toBeVisible();
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Nachricht senden" }) });
    await form.getByLabel("Name").fill("Anna Weber");
    // Valid to the browser's own check, not to the site's rules.
    await form.getByLabel("E-Mail").fill("anna@beispiel");
    await form.getByLabel("Nachricht").fill("Ist der März eine gute Reisezeit?");
    await form.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(form.getByText("Bitte geben Sie eine gültige E-Mail-Adresse ein")).toBeVisible();
    await expect(page.getByText("Bitte prüfen Sie Ihre Angaben")).toBeVisible();
    await expect(page.getByText("Please enter a valid email")).toHaveCount(0);
  });
});
