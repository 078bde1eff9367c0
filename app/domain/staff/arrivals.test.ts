import { describe, expect, it } from "vitest";
import { buildArrivals, nightsBetween, type StayClaim } from "./arrivals";

const rooms = [
  { id: "sunrise", name: "Sunrise" },
  { id: "forest", name: "Forest" },
];

function claim(overrides: Partial<StayClaim>): StayClaim {
  return {
    kind: "booking",
    orderId: "order_a",
    guest: "Asha Menon",
    status: "paid",
    source: "online",
    lineKind: "room",
    productId: "sunrise",
    name: "Sunrise",
    startDate: "2027-01-02",
    endDate: "2027-01-04",
    places: 0,
    ...overrides,
  };
}

describe("buildArrivals", () => {
  it("lists the nights of the range, inclusive", () => {
    expect(nightsBetween("2027-12-30", "2028-01-02")).toEqual(["2027-12-30", "2027-12-31", "2028-01-01", "2028-01-02"]);
  });

  it("puts a room stay on each of its nights, not on the check-out day, marking arrival and last night", () => {
    const view = buildArrivals({ from: "2027-01-01", to: "2027-01-05", rooms, retreatCapacity: 6, claims: [claim({})] });
    const sunrise = view.rooms[0]?.nights ?? {};
    expect(sunrise["2027-01-01"]).toEqual([]);
    expect(sunrise["2027-01-02"]).toEqual([expect.objectContaining({ orderId: "order_a", arrives: true, leavesNext: false })]);
    expect(sunrise["2027-01-03"]).toEqual([expect.objectContaining({ arrives: false, leavesNext: true })]);
    expect(sunrise["2027-01-04"]).toEqual([]);
    expect(view.arrivals["2027-01-02"]).toEqual([{ orderId: "order_a", guest: "Asha Menon", source: "online", names: ["Sunrise"] }]);
  });

  it("says how a booking was taken: a phone booking staff recorded is marked so on its nights and among the arrivals", () => {
    const view = buildArrivals({ from: "2027-01-02", to: "2027-01-02", rooms, retreatCapacity: 6, claims: [claim({ source: "phone" })] });
    expect(view.rooms[0]?.nights["2027-01-02"]).toEqual([expect.objectContaining({ orderId: "order_a", source: "phone" })]);
    expect(view.arrivals["2027-01-02"]).toEqual([expect.objectContaining({ orderId: "order_a", source: "phone" })]);
  });

  it("says which arrivals asked for the airport pickup, with their flight", () => {
    const pickup = { flightNumber: "AI937", landsAt: "2027-01-02T04:35" };
    const view = buildArrivals({ from: "2027-01-01", to: "2027-01-05", rooms, retreatCapacity: 6, claims: [claim({ pickup })] });
    expect(view.arrivals["2027-01-02"]).toEqual([
      { orderId: "order_a", source: "online", guest: "Asha Menon", names: ["Sunrise"], pickup },
    ]);
  });

  it("shows an unpaid hold on its room's nights, marked as a hold, but not among the arrivals", () => {
    const view = buildArrivals({
      from: "2027-01-01",
      to: "2027-01-05",
      rooms,
      retreatCapacity: 6,
      claims: [claim({ kind: "hold", orderId: "order_h", guest: "Ravi", status: "created", productId: "forest", name: "Forest" })],
    });
    expect(view.rooms[1]?.nights["2027-01-02"]).toEqual([
      { kind: "hold", orderId: "order_h", guest: "Ravi", status: "created", source: "online", arrives: true, leavesNext: false },
    ]);
    expect(view.arrivals["2027-01-02"]).toEqual([]);
  });

  it("shows two stays in one room on one night (a double booking) instead of hiding one", () => {
    const view = buildArrivals({
      from: "2027-01-02",
      to: "2027-01-02",
      rooms,
      retreatCapacity: 6,
      claims: [claim({}), claim({ orderId: "order_b", guest: "Ravi" })],
    });
    expect(view.rooms[0]?.nights["2027-01-02"]).toHaveLength(2);
  });

  it("counts retreat and custom-retreat places per night and never shows fewer than none left", () => {
    const view = buildArrivals({
      from: "2027-01-01",
      to: "2027-01-03",
      rooms,
      retreatCapacity: 6,
      claims: [
        claim({ lineKind: "retreat", productId: "detox", name: "Detox", places: 4, startDate: "2027-01-01", endDate: "2027-01-03" }),
        claim({
          orderId: "order_c",
          lineKind: "custom",
          productId: "custom",
          name: "Family week",
          places: 3,
          startDate: "2027-01-02",
          endDate: "2027-01-05",
        }),
        claim({
          orderId: "order_d",
          kind: "hold",
          lineKind: "retreat",
          productId: "detox",
          name: "Detox",
          places: 1,
          startDate: "2027-01-03",
          endDate: "2027-01-04",
        }),
      ],
    });
    expect(view.retreatPlaces.nights["2027-01-01"]).toMatchObject({ taken: 4, left: 2 });
    expect(view.retreatPlaces.nights["2027-01-02"]).toMatchObject({ taken: 7, left: 0 });
    expect(view.retreatPlaces.nights["2027-01-03"]).toMatchObject({ taken: 4, left: 2 });
    expect(view.retreatPlaces.nights["2027-01-03"]?.stays.map((s) => s.kind)).toEqual(["booking", "hold"]);
  });

  it("ignores nights outside the range and rooms it does not know", () => {
    const view = buildArrivals({
      from: "2027-01-03",
      to: "2027-01-03",
      rooms,
      retreatCapacity: 6,
      claims: [claim({ startDate: "2026-12-01", endDate: "2026-12-05" }), claim({ productId: "demolished" })],
    });
    expect(view.rooms.flatMap((r) => Object.values(r.nights).flat())).toEqual([]);
    expect(view.arrivals["2027-01-03"]).toEqual([]);
  });

  it("lays blocks beside the stays: a room's, the whole resort's (every room and no retreat place left), a channel's", () => {
    const view = buildArrivals({
      from: "2027-01-01",
      to: "2027-01-05",
      rooms,
      retreatCapacity: 6,
      claims: [claim({ productId: "forest", name: "Forest", startDate: "2027-01-04", endDate: "2027-01-06" })],
      blocks: [
        { blockId: "blk_1", roomId: "sunrise", label: "Maintenance", startDate: "2027-01-01", endDate: "2027-01-03" },
        { blockId: "blk_2", roomId: null, label: "Resort closed", startDate: "2027-01-03", endDate: "2027-01-04" },
        { blockId: null, roomId: "forest", label: "Channel: Airbnb", startDate: "2027-01-05", endDate: "2027-01-09" },
      ],
    });
    const [sunrise, forest] = view.rooms;
    expect(sunrise?.blocks["2027-01-01"]).toEqual([{ blockId: "blk_1", label: "Maintenance", starts: true, ends: false }]);
    expect(sunrise?.blocks["2027-01-02"]).toEqual([{ blockId: "blk_1", label: "Maintenance", starts: false, ends: true }]);
    for (const room of [sunrise, forest]) {
      expect(room?.blocks["2027-01-03"]).toEqual([{ blockId: "blk_2", label: "Resort closed", starts: true, ends: true }]);
    }
    expect(view.retreatPlaces.nights["2027-01-03"]).toMatchObject({ closedBy: "Resort closed", left: 0, taken: 0 });
    expect(view.retreatPlaces.nights["2027-01-02"]).toMatchObject({ closedBy: null, left: 6 });
    // A channel's booking over a night sold here stays visible beside the stay: a double booking to see.
    expect(forest?.blocks["2027-01-05"]).toEqual([{ blockId: null, label: "Channel: Airbnb", starts: true, ends: false }]);
    expect(forest?.nights["2027-01-05"]).toHaveLength(1);
    expect(sunrise?.blocks["2027-01-04"]).toEqual([]);
    // Blocks are not arrivals.
    expect(
      Object.values(view.arrivals)
        .flat()
        .map((a) => a.orderId),
    ).toEqual(["order_a"]);
  });
});
