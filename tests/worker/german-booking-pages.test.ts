import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addDays } from "~/domain/dates/dates";
import { resortTodayIso } from "~/domain/dates/resort-today";
import { ORIGIN, seedBooking } from "./staff-helpers";

/**
 * The pages a German guest reaches after paying, through the built Worker and a real local D1:
 * the confirmation and the guest's booking page in German, with German prices, dates and
 * deadlines, and every link between them kept under /de.
 */

const today = resortTodayIso();
const sunrise = (start: number, end: number) => ({
  kind: "room" as const,
  productId: "sunrise",
  name: "Sunrise",
  start: addDays(today, start),
  end: addDays(today, end),
});

const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("the confirmation page in German", () => {
  it("says the booking is confirmed in German, with German money and deadlines, and links to the German booking page", async () => {
    const { orderId, paymentId } = await seedBooking({ amountPaise: 1_545_000, name: "Anna Weber", lines: [sunrise(60, 63)] });
    const res = await SELF.fetch(`${ORIGIN}/de/booking-confirmation?payment_id=${paymentId}&order_id=${orderId}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<html[^>]*\slang="de"/);
    const text = visibleText(html);
    expect(text).toContain("Vielen Dank, Anna Weber.");
    expect(text).toContain("Buchungsdetails");
    expect(text).toContain("Zahlungsübersicht");
    expect(text).toContain("750 €");
    expect(text).toContain("3 Nächte");
    expect(text).toMatch(/Volle Erstattung bis \d{1,2}\. [^,]+ \d{4}, 23:59 Uhr IST/);
    expect(text).toContain("Stornobedingungen");
    for (const english of ["Booking Details", "Payment Summary", "Full refund", "Return Home", "Deposit paid", "What's Next"]) {
      expect(text, english).not.toContain(english);
    }
    const link = /href="([^"]*\/my-booking\/[^"]+)"/.exec(html)?.[1];
    expect(new URL(link as string).pathname).toMatch(/^\/de\/my-booking\//);
  });

  it("keeps the English page as it was", async () => {
    const { orderId, paymentId } = await seedBooking({ amountPaise: 1_545_000, name: "Anna Weber", lines: [sunrise(64, 66)] });
    const html = await (await SELF.fetch(`${ORIGIN}/booking-confirmation?payment_id=${paymentId}&order_id=${orderId}`)).text();
    const text = visibleText(html);
    expect(text).toContain("Thank you, Anna Weber.");
    expect(text).toContain("Booking Details");
    expect(text).toContain("€750");
    const link = /href="([^"]*\/my-booking\/[^"]+)"/.exec(html)?.[1];
    expect(new URL(link as string).pathname).toMatch(/^\/my-booking\//);
  });

  it("explains a link without its references in German", async () => {
    const res = await SELF.fetch(`${ORIGIN}/de/booking-confirmation`);
    expect(res.status).toBe(400);
    expect(visibleText(await res.text())).toContain("Zahlungsangaben fehlen");
  });
});
