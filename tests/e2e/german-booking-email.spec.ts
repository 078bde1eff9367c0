import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./pages/accessibility";
import { isoDaysFromToday, orderDay } from "./pages/dates";
import { inboxOf } from "./pages/mail-inbox";

/**
 * A German visitor arrives from a dated deep link (the kind Google's free booking links send),
 * books the room through the sandbox checkout and receives the confirmation in German, read from
 * the fake e-mail API the sandbox server sends through (tests/e2e/pages/mail-inbox.ts). Slot 21
 * of orderDay. Every step is checked in German, the payment window too, and the confirmation and
 * the booking page have no accessibility violations, at both widths.
 */

/** '5. Jan. 2027', as German is written (Node's own ICU, not the site's formatter under test). */
const germanDate = (iso: string) =>
  new Intl.DateTimeFormat("de-DE", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );
/** '5. Jan. – 11. Jan. 2027'. */
const germanRange = (from: string, to: string) =>
  `${new Intl.DateTimeFormat("de-DE", { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${from}T00:00:00Z`))} – ${germanDate(to)}`;
const euros = (amount: string) => `${amount}\u00a0€`;

test("a German visitor books a room from a dated deep link through the sandbox checkout and receives the German e-mail", async ({
  page,
}, testInfo) => {
  const day = orderDay(testInfo, 21);
  const checkin = isoDaysFromToday(day);
  const checkout = isoDaysFromToday(day + 6);
  const dates = germanRange(checkin, checkout);
  // An address of this test's own: the inbox is shared by every test against the server.
  const email = `lena.hoffmann-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;
  expect(await inboxOf(email), "the fake mail inbox answers, and knows nothing of this guest yet").toEqual([]);

  // Six nights in Sunrise at €250 for two: €1,500 in all, a 20% deposit of €300, €1,200 on arrival.
  await page.goto(`/de/rooms/sunrise?checkin=${checkin}&checkout=${checkout}&guests=2`);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  const card = page.getByRole("complementary", { name: "Dieses Zimmer buchen" });
  await expect(card.getByLabel("Anreise", { exact: true })).toHaveValue(checkin);
  await expect(card.getByLabel("Abreise", { exact: true })).toHaveValue(checkout);
  await expect(card.getByLabel("Gäste", { exact: true })).toHaveValue("2");
  await expect(card).toContainText(dates);
  await expect(card).toContainText(euros("1.500"));
  const add = card.getByRole("button", { name: "In den Warenkorb" });
  await expect(add, "the nights are free (a server kept running from an earlier run has them booked)").toBeEnabled();
  await add.click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("cart"))).toContain("sunrise");

  await page
    .getByRole("navigation", { name: "Hauptnavigation" })
    .getByRole("link", { name: /Warenkorb/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/de\/cart$/);
  await expect(page.getByRole("heading", { level: 1, name: "Ihr Warenkorb" })).toBeVisible();
  await expect(page.getByText("6 Nächte · 2 Gäste")).toBeVisible();
  const summary = page.getByRole("region", { name: "Bestellübersicht" });
  await expect(summary.getByText(euros("1.500"), { exact: true })).toBeVisible();
  await expect(summary.getByText(euros("300"), { exact: true })).toBeVisible();
  await expect(summary.getByText(euros("1.200"), { exact: true })).toBeVisible();

  await summary.getByRole("button", { name: "Weiter zur Zahlung" }).click();
  const dialog = page.getByRole("dialog", { name: "Kontaktdaten" });
  await dialog.getByLabel("E-Mail").fill(email);
  await dialog.getByLabel("Telefon").fill("+49 89 2345678");
  await dialog.getByRole("button", { name: "Weiter zur Zahlung" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Kontaktdaten gespeichert!")).toBeVisible();

  // The sandbox window speaks the order's language: a deposit of 300 € is 30.900 ₹.
  await page
    .getByRole("dialog", { name: "Testzahlung – es wird kein Geld abgebucht" })
    .getByRole("button", { name: "30.900,00\u00a0₹ bezahlen" })
    .click();
  await expect(page.getByText("Zahlung erfolgreich")).toBeVisible();
  await expect(page).toHaveURL(/\/de\/booking-confirmation\?payment_id=pay_sbx\w+&order_id=order_sbx\w+$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { name: "Buchungsdetails" })).toBeVisible();
  await expectNoAxeViolations(page);
  const orderId = new URL(page.url()).searchParams.get("order_id") ?? "";

  // The confirmation is sent once the payment is verified, in the background of that request.
  await expect.poll(async () => (await inboxOf(email)).length, { message: "the confirmation reaches the guest", timeout: 15_000 }).toBe(1);
  const [mail] = await inboxOf(email);
  if (!mail) throw new Error("the confirmation vanished from the inbox");
  // In the report, to be read as the guest reads it.
  await testInfo.attach("guest e-mail.html", { body: mail.html ?? "", contentType: "text/html" });
  await testInfo.attach("guest e-mail.txt", { body: `Subject: ${mail.subject}\n\n${mail.text ?? ""}`, contentType: "text/plain" });
  expect(mail.to).toBe(email);
  expect(mail.from).toEqual({ address: "stay@kaivalyaretreat.com", name: "Kaivalya Ayurveda Retreat" });
  expect(mail.subject).toBe(`Kaivalya Ayurveda Retreat: Ihre Buchung ist bestätigt (Buchungsnummer ${orderId})`);

  const text = mail.text ?? "";
  expect(text).toContain("\nGuten Tag,\n");
  expect(text).toContain("Ihre Anzahlung von ");
  expect(text).toContain(`Zimmer: Sunrise\n  ${dates}, 6 Nächte, 2 Gäste\n  Preis: ${euros("1.500")}\n`);
  expect(text).toContain(`Gesamtpreis: ${euros("1.500")}\n`);
  expect(text).toContain(`Restbetrag bei Ankunft: ${euros("1.200")}\n`);
  expect(text).toContain(`Buchungsnummer: ${orderId}\n`);
  expect(text).toContain("STORNIERUNGSBEDINGUNGEN");
  expect(text).not.toMatch(/\b(Dear|Your booking|Total|nights|guests|Cancellation policy|Manage your booking)\b/);
  const link = /^Buchung verwalten: (\S+)$/m.exec(text)?.[1] ?? "";
  // The link is written on the site's public address; its path opens the booking on this server.
  const bookingPage = new URL(link).pathname;
  expect(bookingPage).toMatch(new RegExp(`^/de/my-booking/${orderId}\\.[\\w-]{43}$`));

  const html = mail.html ?? "";
  expect(html).toMatch(/^<!DOCTYPE html><html lang="de">/);
  expect(html).toContain("<p>Guten Tag,</p>");
  expect(html).toContain(dates);
  expect(html).toContain(euros("1.500"));
  expect(html).toContain(`href="${link}"`);
  expect(html).not.toMatch(/Dear guest|Your booking|Manage your booking/);

  const response = await page.goto(bookingPage);
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { name: "Sunrise" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(orderId);
  await expectNoAxeViolations(page);

  // Opening the booking sends nothing more, and the payment's other paths did not send it twice.
  expect(await inboxOf(email)).toHaveLength(1);
});
