/**
 * Facts about the resort that the specification leaves as placeholders. They live here and only
 * here; see docs/decisions/003-brand-facts.md for what must be confirmed before launch.
 */
export const site = {
  name: "Kaivalya Ayurveda Retreat",
  shortName: "Kaivalya",
  tagline: "Where ancient Ayurveda meets timeless luxury",
  description:
    "A small Ayurveda and yoga retreat on the Kerala coast near Trivandrum: doctor-led healing programmes, sattvic cuisine and eight serene rooms for six guests at a time.",
  url: "https://www.kaivalyaretreat.com",
  email: "stay@kaivalyaretreat.com",
  phones: ["+91 471 248 0108", "+91 94470 21108"],
  address: {
    street: "Chowara Beach Road, Azhimala",
    locality: "Chowara, Kovalam",
    region: "Kerala",
    city: "Thiruvananthapuram (Trivandrum)",
    postalCode: "695501",
    country: "IN",
  },
  geo: { latitude: 8.3545, longitude: 77.0432 },
  airportTransferMinutes: 35,
  /**
   * "The resort hosts six guests at a time" (docs/product.md#availability). Also the retreat capacity: the retreat guests
   * (participants x quantity, custom retreats alike) the resort takes on any one night
   * (docs/decisions/060-availability.md). Rooms are counted separately, one unit each.
   */
  guestsAtOnce: 6,
  officeHours: [
    { days: "Mon-Fri", hours: "9:00 AM-6:00 PM IST" },
    { days: "Sat", hours: "10:00 AM-4:00 PM IST" },
    { days: "Sun", hours: "Closed" },
  ],
  timeZone: "IST (UTC+5:30)",
  /** The resort's calendar: "today" for check-ins and holds is the date in this IANA zone. */
  calendarTimeZone: "Asia/Kolkata",
  /**
   * That zone's offset from UTC in minutes: India keeps +05:30 all year (no daylight saving since
   * 1945), so a browser works out the resort's "today" without loading time-zone data
   * (app/domain/dates/resort-today.test.ts checks the two agree).
   */
  calendarUtcOffsetMinutes: 330,
  themeColor: "#8B7355",
} as const;

/**
 * Check-in from, and check-out by, on the resort's clock (24-hour, as schema.org's Time writes
 * them). Apart from `site`, which every page's JavaScript carries: only the server says them.
 */
export const stayTimes = { checkin: "14:00", checkout: "11:00" } as const;

/** A phone number in the form `tel:` links need. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}
