import { channelUid } from "../fakes/channel-feeds";
import { startFakeChannel } from "../fakes/fake-channel";
import { expect, test } from "./fixtures";
import { isoDaysFromToday, orderDay } from "./pages/dates";
import { staffSignIn } from "./pages/staff-console";

/**
 * A booking taken on a channel reaches the resort's calendar: staff give the console a room's
 * Airbnb feed (served by a fake channel on loopback), the sync reads it, and the stay shows on the
 * arrivals grid as the channel's, and as taken to guests.
 */

test.describe("channel sync", () => {
  test("a channel's booking appears on the arrivals grid and is taken for guests", async ({ page, baseURL }, testInfo) => {
    const channel = await startFakeChannel();
    const origin = baseURL ?? "";
    let feedId: string | null = null;
    try {
      const inDays = orderDay(testInfo, 23);
      const from = isoDaysFromToday(inDays);
      const to = isoDaysFromToday(inDays + 3);
      const name = `e2e-${testInfo.project.name}-${Date.now().toString(36)}`;
      const published = await fetch(`${channel.url}/__channel/feeds/${name}`, {
        method: "PUT",
        body: JSON.stringify({ shape: "airbnb", events: [{ uid: channelUid("airbnb", name), from, to }] }),
      });
      expect(published.status).toBe(200);

      await staffSignIn(page);
      // What the channels page sends when staff add the room's Airbnb export URL.
      const added = await page.request.post("/api/admin/calendars/forest/feeds", {
        headers: { Origin: origin },
        data: { label: "Airbnb", url: `${channel.url}/feeds/${name}.ics` },
      });
      expect(added.status(), await added.text()).toBe(201);
      feedId = ((await added.json()) as { id: string }).id;

      const synced = await page.request.post("/api/admin/calendars/sync", { headers: { Origin: origin } });
      expect(synced.status()).toBe(200);
      const { feeds } = (await synced.json()) as { feeds: { id: string; ok: boolean; events: number }[] };
      expect(feeds.find((feed) => feed.id === feedId)).toEqual({ id: feedId, ok: true, events: 1 });

      await page.getByRole("link", { name: "Arrivals" }).click();
      await expect(page.getByRole("heading", { name: "Arrivals", level: 1 })).toBeVisible();
      await page.getByLabel("From", { exact: true }).fill(from);
      await page.getByLabel("To", { exact: true }).fill(isoDaysFromToday(inDays + 6));
      await page.getByRole("button", { name: "Show" }).click();
      await expect(page.getByText("Channel: Airbnb").first()).toBeVisible();

      // Guests see the nights taken, and nothing of why.
      const availability = await page.request.get(`/api/availability?from=${from}&to=${to}`);
      const calendar = (await availability.json()) as { rooms: Record<string, string[]> };
      expect(calendar.rooms.forest).toEqual([from, isoDaysFromToday(inDays + 1), isoDaysFromToday(inDays + 2)]);
    } finally {
      if (feedId) await page.request.delete(`/api/admin/calendars/feeds/${feedId}`, { headers: { Origin: origin } });
      await channel.close();
    }
  });
});
