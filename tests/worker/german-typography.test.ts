import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addDays } from "~/domain/dates/dates";
import { resortTodayIso } from "~/domain/dates/resort-today";
import { ORIGIN, seedBooking } from "./staff-helpers";

/**
 * Percentages on the built pages as each language writes them: '20 %' with a no-break space
 * under /de (so the sign never starts a line of its own), '20%' in English as the copy always had.
 */

const NBSP = "\u00a0";
const html = async (path: string) => (await SELF.fetch(`${ORIGIN}${path}`)).text();
/** What a reader sees, without the page's styles, scripts and attributes (whose CSS has its own percentages). */
const visibleText = (page: string) => page.replace(/<(style|script)\b[\s\S]*?<\/\1>/g, " ").replace(/<[^>]+>/g, " ");

describe("the deposit rate in each edition", () => {
  it("is '20 %' on the German pages that state it (the footer on each) and '20%' on the English ones", async () => {
    const today = resortTodayIso();
    const { orderId, paymentId } = await seedBooking({
      lines: [{ kind: "room", productId: "sunrise", name: "Sunrise", start: addDays(today, 82), end: addDays(today, 84) }],
    });
    const confirmation = `/booking-confirmation?payment_id=${paymentId}&order_id=${orderId}`;
    const pages: [string, string[], string[]][] = [
      ["/custom-retreat", [`Mit 20${NBSP}% reservieren`], ["Reserve with 20%"]],
      ["/cart", [`mit einer Anzahlung von 20${NBSP}%.`], ["20% deposit"]],
      [confirmation, [`Anzahlung geleistet (20${NBSP}%)`], ["Deposit paid (20%)"]],
      ["/about", [], []],
    ];
    for (const [path, german, english] of pages) {
      const [de, en] = await Promise.all([html(`/de${path}`), html(path)]);
      for (const text of [...german, `Die Anzahlung beträgt 20${NBSP}% Ihres Aufenthalts`]) expect(de, `/de${path}`).toContain(text);
      expect(visibleText(de), `/de${path}`).not.toMatch(/\d%/);
      for (const text of english) expect(en, path).toContain(text);
      expect(en, path).not.toContain(`20${NBSP}%`);
    }
  });
});
