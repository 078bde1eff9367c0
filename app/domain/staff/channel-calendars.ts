import "~/domain/zod-config";
import * as z from "zod";

/**
 * The channels' calendars in the staff console (docs/channels.md): each room's export URL, and per
 * room the iCal export URLs the channels gave the resort (their "feeds"), each with the export URL
 * to give that channel back. `GET /api/admin/calendars` answers `CalendarsView` exactly.
 */

export type ChannelFeedView = {
  id: string;
  label: string;
  /** The channel's own export URL: a secret, shown only in the console. */
  url: string;
  /** This room's calendar without this channel's own events: the URL to give the channel. */
  exportUrl: string;
  /** When the feed was last read successfully, or null if never. */
  lastSyncedAt: string | null;
  /** Why the latest read failed, or null when it succeeded. */
  lastError: string | null;
};

export type RoomCalendarView = { roomId: string; exportUrl: string; feeds: ChannelFeedView[] };

export type CalendarsView = { rooms: RoomCalendarView[] };

/** How many channel calendars one room may import: every one is fetched on every sync. */
export const MAX_FEEDS_PER_ROOM = 10;

const LOOPBACK_V4 = /^127(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** Whether a URL host name (as `URL.hostname` gives it) is this machine's loopback: localhost, 127.0.0.0/8 or [::1]. */
export function isLoopbackHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return host === "localhost" || host === "[::1]" || LOOPBACK_V4.test(host);
}

/**
 * Why a channel's calendar URL cannot be imported, or null. It must be https; plain http only for
 * a feed on this machine while the site itself runs here (development and the tests' fake channel):
 * a calendar read over http could be changed on its way by anyone between the two.
 */
export function feedUrlProblem(value: string, options: { siteOnLoopback: boolean }): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "Enter the calendar's full address, starting with https://.";
  }
  if (url.protocol === "https:") return null;
  if (url.protocol === "http:" && options.siteOnLoopback && isLoopbackHostname(url.hostname)) return null;
  if (url.protocol === "http:") return "The calendar's address must start with https://.";
  return "Enter the calendar's full address, starting with https://.";
}

/**
 * A channel calendar to import: a label the staff choose (e.g. "Airbnb") and the channel's export
 * URL. The URL is stored as the URL parser writes it, so the same address typed twice is one feed.
 */
export function channelFeedInputSchema(options: { siteOnLoopback: boolean }) {
  return z.strictObject({
    label: z
      .string("Give the calendar a name, e.g. Airbnb.")
      .trim()
      .min(1, "Give the calendar a name, e.g. Airbnb.")
      .max(60, "Keep the name to 60 characters."),
    url: z
      .string("Paste the calendar's address from the channel.")
      .trim()
      .min(1, "Paste the calendar's address from the channel.")
      .max(2000, "The calendar's address is longer than 2000 characters.")
      .superRefine((value, ctx) => {
        const problem = feedUrlProblem(value, options);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      })
      .transform((value) => new URL(value).href)
      .refine((href) => href.length >= 10 && href.length <= 2000, "The calendar's address is not a usable length."),
  });
}

export type ChannelFeedInput = z.infer<ReturnType<typeof channelFeedInputSchema>>;
