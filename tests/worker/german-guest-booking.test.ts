import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { site } from "~/catalogue/site";
import { localizedFieldErrors, localizedRefusal } from "~/booking/guest-booking-refusals";
import { addDays, formatDateRange } from "~/domain/dates/dates";
import { resortTodayIso } from "~/domain/dates/resort-today";
import { guestLinkUrl } from "../../workers/guest/guest-link";
import { ORIGIN, postJson } from "./payments-helpers";
import { seedBooking } from "./staff-helpers";

/**
 * The guest's booking page in German (/de/my-booking/<token>), against the built Worker and a
 * real local D1: the same booking as on the English page, every label, sentence, status, amount,
 * date and deadline in German, its 404 and 429 in German, and the refusals of its API in the
 * German the page shows; the English page as it was.
 */

const today = resortTodayIso();

const stay = (start: number, end: number) => ({
  kind: "room" as const,
  productId: "sunrise",
  name: "Sunrise",
  start: addDays(today, start),
  end: addDays(today, end),
});

async function tokenOf(orderId: string): Promise<string> {
  return new URL((await guestLinkUrl(env, orderId, 1)) as string).pathname.split("/").at(-1) as string;
}

const get = (path: string, headers: Record<string, string> = {}) => SELF.fetch(`${ORIGIN}${path}`, { headers });
const mainOf = (html: string) => html.slice(html.indexOf("<main"), html.lastIndexOf("</main>"));
/** The visible text of <main>, with React's text separators and tags out and the no-break spaces plain. */
const textOf = (html: string) =>
  mainOf(html)
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/[\s\u00a0]+/g, " ");

/** Words of the English page that no German one may show. */
const ENGLISH = [
  "Your booking",
  "Welcome,",
  "Your stay",
  "Nights",
  "Guests",
  "Cancellation policy",
  "For this booking",
  "Full refund",
  "If you cancel now",
  "Cancel booking",
  "Your arrival",
  "Flight number",
  "Dietary needs",
  "Save arrival details",
  "Ask to change dates",
  "Payment",
  "Balance due",
  "Pay the balance",
  "Questions?",
  "Confirmed",
  "refunded",
  " to ",
  "Indian rupees",
];

describe("the guest's booking page in German", () => {
  it("shows the booking in German: language, headings, status, amounts, dates, deadlines, and the form's labels", async () => {
    const { orderId } = await seedBooking({ amountPaise: 1_545_000, lines: [stay(60, 63)] });
    const token = await tokenOf(orderId);
    const res = await get(`/de/my-booking/${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const html = await res.text();
    expect(html).toMatch(/<html[^>]*\slang="de"/);
    expect(html).toContain(`<title>Ihre Buchung | ${site.name}</title>`);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');

    const text = textOf(html);
    for (const german of [
      "Ihre Buchung",
      "Willkommen, Asha Menon",
      "Bestätigt",
      `Buchungsnummer ${orderId}`,
      "Ihr Aufenthalt",
      "Zimmer",
      "3 Nächte",
      "Stornobedingungen",
      "Für diese Buchung",
      "Wenn Sie jetzt stornieren:",
      "Buchung stornieren",
      "Ihre Anreise",
      "Flugnummer",
      "Landung in Kerala (IST)",
      "Bitte holen Sie mich am Flughafen Trivandrum ab",
      "Ernährungswünsche",
      "Anreise aus dem Ausland? Pass und Visum (freiwillig)",
      "Ankunftsdaten speichern",
      "Andere Termine anfragen",
      "Zahlung",
      "Gesamtwert",
      "Offener Betrag",
      "Restbetrag bezahlen",
      "In indischen Rupien",
      "Fragen? Schreiben Sie an",
    ]) {
      expect(text, german).toContain(german);
    }
    // Money and dates through the site's formatters, in German.
    expect(text).toContain("15.450 ₹");
    expect(text).toContain(formatDateRange(addDays(today, 60), addDays(today, 63), "de"));
    expect(text).toMatch(/Volle Erstattung bis \d{1,2}\. [A-ZÄ][a-zä]+\.? \d{4}, \d\d:\d\d Uhr IST/);
    // The policy's terms, as the German e-mails write them.
    expect(text).toMatch(/Stornierung \d+ Tage oder mehr vor der Anreise: volle Erstattung\./);
    for (const english of ENGLISH) expect(text, english).not.toContain(english);
  });

  it("leaves the English page as it was", async () => {
    const { orderId } = await seedBooking({ amountPaise: 1_545_000, lines: [stay(60, 63)] });
    const html = await (await get(`/my-booking/${await tokenOf(orderId)}`)).text();
    expect(html).toMatch(/<html[^>]*\slang="en"/);
    expect(html).toContain(`<title>Your booking | ${site.name}</title>`);
    const text = textOf(html);
    for (const english of [
      "Welcome, Asha Menon",
      "Your stay",
      "3 nights",
      "₹15,450",
      "Pay the balance",
      "Balance due",
      "If you cancel now:",
    ]) {
      expect(text, english).toContain(english);
    }
    expect(text).toMatch(/Full refund until [^.]+ IST/);
    for (const german of ["Ihre Buchung", "Zahlung", "Nächte", "Erstattung", "Uhr IST"]) expect(text, german).not.toContain(german);
  });

  it("says in German that the guest cancelled, and what came back", async () => {
    const { orderId } = await seedBooking({ amountPaise: 1_545_000, lines: [stay(61, 64)] });
    const token = await tokenOf(orderId);
    expect((await postJson(`/api/my-booking/${token}/cancel`, {})).status).toBe(200);
    const text = textOf(await (await get(`/de/my-booking/${token}`)).text());
    expect(text).toContain("Von Ihnen storniert");
    expect(text).toContain("Sie haben diese Buchung storniert.");
    expect(text).not.toContain("You cancelled");
    expect(text).not.toContain("Ihre Anreise");
  });

  it("is published in German yet private: both editions name each other, and neither is in the sitemap", async () => {
    const { orderId } = await seedBooking({ lines: [stay(62, 65)] });
    const token = await tokenOf(orderId);
    const html = await (await get(`/de/my-booking/${token}`)).text();
    expect(html).toContain(`hrefLang="en" href="${site.url}/my-booking/${token}"`);
    expect(html).toContain(`hrefLang="de" href="${site.url}/de/my-booking/${token}"`);
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>");
    expect(sitemap).not.toContain("my-booking");
  });

  it("answers a wrong link with the German 404", async () => {
    const res = await get("/de/my-booking/order_sbxNoSuchOrder00.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toMatch(/<html[^>]*\slang="de"/);
    expect(html).toContain(`<title>Seite nicht gefunden | ${site.name}</title>`);
    expect(textOf(html)).toContain("Diese Seite gibt es leider nicht");
  });

  it("answers a client over the limit with the German sentence", async () => {
    // The page shares its limit with its API, whose 404s are cheap to count up with.
    const ip = "203.0.113.194";
    let limited = false;
    for (let round = 0; round < 30 && !limited; round++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => get("/api/my-booking/nothing-here", { "CF-Connecting-IP": ip }).then((r) => r.status)),
      );
      limited = answers.includes(429);
    }
    expect(limited).toBe(true);
    const res = await get("/de/my-booking/nothing-here", { "CF-Connecting-IP": ip });
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toBe("60");
    const html = await res.text();
    expect(html).toMatch(/<html[^>]*\slang="de"/);
    expect(textOf(html)).toContain("Zu viele Anfragen von Ihrer Adresse. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.");
    const english = await get("/my-booking/nothing-here", { "CF-Connecting-IP": ip });
    expect(english.status).toBe(429);
    expect(textOf(await english.text())).toContain("Too many requests from your address. Please wait a minute and try again.");
  });
});

describe("the API's refusals, as the German page shows them", () => {
  const generic = localizedRefusal("a sentence the page does not know", "de");

  it("has the German of what the API answers: cancelling twice, arrival details too late or far from the stay, dates in the past", async () => {
    const { orderId: soon } = await seedBooking({ lines: [stay(2, 4)] });
    const { orderId: later } = await seedBooking({ lines: [stay(30, 33)] });
    const details = { flightNumber: "AI 937", arrivalTime: "", airportPickup: false, dietaryNeeds: "", note: "" };
    const answers = [
      await postJson(`/api/my-booking/${await tokenOf(soon)}/arrival`, details),
      await postJson(`/api/my-booking/${await tokenOf(later)}/arrival`, { ...details, arrivalTime: `${addDays(today, 10)}T10:00` }),
      await postJson(`/api/my-booking/${await tokenOf(later)}/change-request`, {
        checkIn: addDays(today, -3),
        checkOut: addDays(today, 2),
      }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBeGreaterThanOrEqual(409);
      const { error } = (await answer.json()) as { error: string };
      const german = localizedRefusal(error, "de");
      expect(german, error).not.toBe(generic);
      expect(german).not.toBe(error);
      expect(localizedRefusal(error, "en")).toBe(error);
    }
  });

  it("puts the form's field messages in German", async () => {
    const { orderId } = await seedBooking({ lines: [stay(30, 33)] });
    const res = await postJson(`/api/my-booking/${await tokenOf(orderId)}/arrival`, {
      flightNumber: "by boat",
      arrivalTime: "",
      airportPickup: true,
      dietaryNeeds: "",
      note: "",
    });
    expect(res.status).toBe(422);
    const { fieldErrors } = (await res.json()) as { fieldErrors: Record<string, string[]> };
    const german = Object.values(localizedFieldErrors(fieldErrors, "de")).flat();
    expect(german.length).toBeGreaterThan(0);
    expect(german).toContain("Bitte geben Sie eine Flugnummer wie AI 937 ein");
    for (const message of german) expect(message).not.toMatch(/please|must|required/i);
  });
});
