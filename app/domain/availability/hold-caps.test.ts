import { describe, expect, it } from "vitest";
import { site } from "~/catalogue/site";
import { addDays } from "~/domain/dates/dates";
import {
  MAX_RETREAT_GUEST_NIGHTS_PER_ORDER,
  MAX_ROOM_NIGHTS_PER_ORDER,
  MAX_ROOMS_PER_ORDER,
  orderSize,
  orderTooLargeMessage,
  tooManyUnpaidOrdersMessage,
} from "./hold-caps";
import type { InventoryLine } from "./inventory";

const start = "2027-03-01";
const room = (productId: string, nights: number, from = start): InventoryLine => ({
  kind: "room",
  productId,
  startDate: from,
  endDate: addDays(from, nights),
  guests: 2,
  quantity: 1,
});
const retreat = (guests: number, nights: number, quantity = 1): InventoryLine => ({
  kind: "custom",
  productId: "custom",
  startDate: start,
  endDate: addDays(start, nights),
  guests,
  quantity,
});
const ROOMS = ["sunrise", "forest", "stoneage", "lilybeth", "tranquility", "serenity", "harmony", "bliss"];

describe("the caps on one unpaid order", () => {
  it("are a family's stay: three rooms, 90 room-nights, six retreat guests for three weeks", () => {
    expect(MAX_ROOMS_PER_ORDER).toBe(3);
    expect(MAX_ROOM_NIGHTS_PER_ORDER).toBe(90);
    expect(MAX_RETREAT_GUEST_NIGHTS_PER_ORDER).toBe(126);
  });

  it("refuse the whole resort for 60 nights, naming the resort's contact", () => {
    const message = orderTooLargeMessage(ROOMS.map((id) => room(id, 60)));
    expect(message).toContain("at most 3 rooms (this one asks for 8)");
    expect(message).toContain(site.email);
    expect(message).toContain(site.phones[0]);
  });

  it("count rooms once however many lines they have", () => {
    expect(orderSize([room("sunrise", 5), room("sunrise", 5, addDays(start, 10))])).toEqual({
      rooms: 1,
      roomNights: 10,
      retreatGuestNights: 0,
    });
  });

  it("accept three rooms for 30 nights, refuse a 91st room-night", () => {
    expect(orderTooLargeMessage(ROOMS.slice(0, 3).map((id) => room(id, 30)))).toBeNull();
    expect(orderTooLargeMessage([room("sunrise", 90)])).toBeNull();
    expect(orderTooLargeMessage([room("sunrise", 60), room("forest", 31)])).toContain("at most 90 room-nights (this one asks for 91)");
  });

  it("count retreat guests times quantity times nights", () => {
    expect(orderSize([retreat(2, 10, 3)]).retreatGuestNights).toBe(60);
    expect(orderTooLargeMessage([retreat(6, 21)])).toBeNull();
    expect(orderTooLargeMessage([retreat(6, 60)])).toContain(
      "at most 126 retreat guest-nights (guests times nights; this one asks for 360)",
    );
    expect(orderTooLargeMessage([retreat(1, 60), retreat(1, 67)])).toContain("asks for 127");
  });

  it("say how many unpaid orders a client has and when their dates go", () => {
    expect(tooManyUnpaidOrdersMessage(3, 30)).toMatch(/^You already have 3 unpaid bookings holding dates\..* after 30 minutes\./);
    expect(tooManyUnpaidOrdersMessage(1, 30)).toContain("an unpaid booking holding dates");
    expect(tooManyUnpaidOrdersMessage(3, 30)).toContain(site.email);
  });
});
