import { describe, expect, it } from "vitest";
import { site } from "~/catalogue/site";
import { getRetreat } from "~/catalogue/retreats";
import { buildCustomRetreatCartItem, buildRetreatCartItem, buildRoomCartItem } from "~/domain/cart/cart-item";
import {
  AVAILABILITY_MAX_DAYS,
  availabilityRangeProblem,
  bookedNightsMessage,
  calendarRangesFor,
  cartInventoryProblems,
  cartLineProblems,
  describeNights,
  type InventoryLine,
  inventoryLineOf,
  placesLeftFor,
  placesLeftMessage,
  RETREAT_PLACES_PER_NIGHT,
  retreatPlacesOf,
  ROOM_QUANTITY_MESSAGE,
  stayNights,
  takenNightsOf,
  unavailableLines,
  unavailableSummary,
} from "./inventory";

const room = (productId: string, startDate: string, endDate: string, quantity = 1): InventoryLine => ({
  kind: "room",
  productId,
  name: productId === "sunrise" ? "Sunrise" : productId,
  startDate,
  endDate,
  guests: 2,
  quantity,
});
const retreat = (
  startDate: string,
  endDate: string,
  guests: number,
  quantity = 1,
  kind: "retreat" | "custom" = "retreat",
): InventoryLine => ({
  kind,
  productId: kind === "custom" ? "custom" : "cultural-cuisine-4-day",
  name: kind === "custom" ? "Family week" : "Cultural Cuisine",
  startDate,
  endDate,
  guests,
  quantity,
});

describe("the inventory's facts", () => {
  it("takes the nightly retreat places from the one site fact (six guests at a time)", () => {
    expect(RETREAT_PLACES_PER_NIGHT).toBe(site.guestsAtOnce);
    expect(RETREAT_PLACES_PER_NIGHT).toBe(6);
  });

  it("counts a stay's nights from check-in to the night before check-out, across month and year ends", () => {
    expect(stayNights("2027-12-30", "2028-01-02")).toEqual(["2027-12-30", "2027-12-31", "2028-01-01"]);
    expect(stayNights("2028-02-28", "2028-03-01")).toEqual(["2028-02-28", "2028-02-29"]);
    expect(stayNights("2027-01-05", "2027-01-05")).toEqual([]);
    expect(stayNights("2027-01-05", "2027-01-01")).toEqual([]);
    expect(stayNights("nope", "2027-01-01")).toEqual([]);
  });

  it("counts guests x quantity for retreats and custom retreats, nothing for rooms", () => {
    expect(retreatPlacesOf(retreat("2027-01-01", "2027-01-05", 2, 3))).toBe(6);
    expect(retreatPlacesOf(retreat("2027-01-01", "2027-01-05", 1, 4, "custom"))).toBe(4);
    expect(retreatPlacesOf(room("sunrise", "2027-01-01", "2027-01-05"))).toBe(0);
  });

  it("lists nights the way a person reads them", () => {
    expect(describeNights(["2027-01-05"])).toBe("Jan 05, 2027");
    expect(describeNights(["2027-01-05", "2027-01-06"])).toBe("Jan 05, 2027 and Jan 06, 2027");
    expect(describeNights(["2027-01-05", "2027-01-06", "2027-01-07"])).toBe("Jan 05, 2027, Jan 06, 2027 and Jan 07, 2027");
  });
});

describe("cartInventoryProblems: what a cart asks of itself", () => {
  it("accepts rooms once per night, back-to-back stays, and retreats within the places", () => {
    expect(
      cartInventoryProblems([
        room("sunrise", "2027-01-01", "2027-01-04"),
        room("sunrise", "2027-01-04", "2027-01-06"),
        room("forest", "2027-01-01", "2027-01-04"),
        retreat("2027-01-01", "2027-01-05", 3),
        retreat("2027-01-02", "2027-01-04", 1, 3, "custom"),
      ]),
    ).toEqual([]);
  });

  it("refuses a room line with a quantity other than 1", () => {
    expect(cartInventoryProblems([room("sunrise", "2027-01-01", "2027-01-03", 2)])).toEqual([{ index: 0, message: ROOM_QUANTITY_MESSAGE }]);
  });

  it("refuses the later of two lines of one room that share nights, naming them", () => {
    const problems = cartInventoryProblems([
      room("forest", "2027-01-01", "2027-01-03"),
      room("sunrise", "2027-01-01", "2027-01-04"),
      room("sunrise", "2027-01-03", "2027-01-06"),
    ]);
    expect(problems).toEqual([{ index: 2, message: "Sunrise is already in your cart for the night of Jan 03, 2027" }]);
  });

  it("refuses a retreat line over the nightly places, and lines that together go over", () => {
    expect(cartInventoryProblems([retreat("2027-01-01", "2027-01-05", 7)])).toEqual([
      { index: 0, message: "The resort hosts at most 6 retreat guests on any night: Cultural Cuisine asks for 7" },
    ]);
    expect(cartInventoryProblems([retreat("2027-01-01", "2027-01-05", 3, 3)])[0]?.message).toMatch(/asks for 9/);
    const together = cartInventoryProblems([retreat("2027-01-01", "2027-01-05", 4), retreat("2027-01-04", "2027-01-06", 1, 3, "custom")]);
    expect(together).toEqual([
      {
        index: 1,
        message:
          "The resort hosts at most 6 retreat guests on any night: with the other retreats in your cart, Family week goes over on Jan 04, 2027",
      },
    ]);
  });
});

describe("the calendar against a cart", () => {
  const calendar = {
    rooms: { sunrise: ["2027-01-02", "2027-01-03"], forest: ["2027-01-10"] },
    retreatPlaces: { "2027-01-02": 2, "2027-01-03": 0 },
  };

  it("finds a room stay's taken nights and the fewest places left over a stay", () => {
    expect(takenNightsOf(calendar, "sunrise", "2027-01-01", "2027-01-04")).toEqual(["2027-01-02", "2027-01-03"]);
    expect(takenNightsOf(calendar, "sunrise", "2027-01-04", "2027-01-08")).toEqual([]);
    expect(takenNightsOf(calendar, "lilybeth", "2027-01-01", "2027-01-04")).toEqual([]);
    expect(placesLeftFor(calendar, "2027-01-01", "2027-01-03")).toBe(2);
    expect(placesLeftFor(calendar, "2027-01-01", "2027-01-05")).toBe(0);
    expect(placesLeftFor(calendar, "2027-02-01", "2027-02-05")).toBe(RETREAT_PLACES_PER_NIGHT);
  });

  it("reports the lines it can no longer give, with their nights and a reason", () => {
    const lines = [
      room("sunrise", "2027-01-03", "2027-01-05"),
      room("forest", "2027-01-01", "2027-01-05"),
      retreat("2027-01-01", "2027-01-03", 2),
      retreat("2027-01-01", "2027-01-03", 1, 1, "custom"),
      retreat("2027-01-03", "2027-01-04", 1),
    ];
    expect(unavailableLines(lines, calendar)).toEqual([
      { index: 0, nights: ["2027-01-03"], reason: "Sunrise is no longer available on the night of Jan 03, 2027" },
      // Two places left on Jan 02: the first retreat takes both, the custom one is short.
      {
        index: 3,
        nights: ["2027-01-02"],
        reason: "Family week: only 2 retreat places are left on the night of Jan 02, 2027 (1 needed)",
      },
      { index: 4, nights: ["2027-01-03"], reason: "Cultural Cuisine: no retreat places are left on the night of Jan 03, 2027 (1 needed)" },
    ]);
  });

  it("sums the dates up for the 409's headline", () => {
    expect(unavailableSummary([{ nights: ["2027-01-03", "2027-01-02"] }, { nights: ["2027-01-02"] }])).toBe(
      "No longer available: Jan 02, 2027 and Jan 03, 2027. Please choose other dates or remove the stay from your cart.",
    );
    expect(unavailableSummary([])).toMatch(/no longer available/);
  });
});

describe("availabilityRangeProblem", () => {
  it("accepts up to a year and refuses anything else with a reason", () => {
    expect(availabilityRangeProblem("2027-01-01", "2027-01-02")).toBeNull();
    expect(availabilityRangeProblem("2027-01-01", "2028-01-02")).toBeNull();
    expect(AVAILABILITY_MAX_DAYS).toBe(366);
    expect(availabilityRangeProblem("2027-01-01", "2028-01-03")).toMatch(/at most 366 days/);
    expect(availabilityRangeProblem("2027-01-02", "2027-01-01")).toMatch(/after from/);
    expect(availabilityRangeProblem("2027-01-01", "2027-01-01")).toMatch(/after from/);
    expect(availabilityRangeProblem(undefined, "2027-01-01")).toMatch(/YYYY-MM-DD/);
    expect(availabilityRangeProblem("2027-02-30", "2027-03-01")).toMatch(/YYYY-MM-DD/);
  });
});

describe("the cart's view", () => {
  const sunrise = (startDate: string, endDate: string) =>
    buildRoomCartItem({ room: { id: "sunrise", name: "Sunrise", description: "", price: 250, image: "" }, startDate, endDate, guests: 2 });

  it("asks for one range when the stays fit in a year, else one per stay", () => {
    expect(calendarRangesFor([sunrise("2027-03-01", "2027-03-04"), sunrise("2027-01-10", "2027-01-12")])).toEqual([
      { from: "2027-01-10", to: "2027-03-04" },
    ]);
    expect(calendarRangesFor([sunrise("2028-06-01", "2028-06-03"), sunrise("2027-01-10", "2027-01-12")])).toEqual([
      { from: "2027-01-10", to: "2027-01-12" },
      { from: "2028-06-01", to: "2028-06-03" },
    ]);
    expect(calendarRangesFor([])).toEqual([]);
  });

  it("flags its own clashes at once and taken nights once the calendar is in", () => {
    const items = [
      sunrise("2027-01-01", "2027-01-04"),
      { ...sunrise("2027-02-01", "2027-02-03"), quantity: 2 },
      buildCustomRetreatCartItem({ name: "Family week", startDate: "2027-01-02", endDate: "2027-01-03", price: 100, currency: "EUR" }),
    ];
    expect([...cartLineProblems(items, null)]).toEqual([[1, ROOM_QUANTITY_MESSAGE]]);
    const problems = cartLineProblems(items, { rooms: { sunrise: ["2027-01-03"] }, retreatPlaces: { "2027-01-02": 0 } });
    expect([...problems.keys()]).toEqual([1, 0, 2]);
    expect(problems.get(0)).toBe("Sunrise is no longer available on the night of Jan 03, 2027");
    expect(problems.get(2)).toMatch(/^Family week: no retreat places are left/);
  });
});

describe("the inventory's sentences", () => {
  it("says nothing for no nights, and night or nights by their number", () => {
    expect(describeNights([])).toBe("");
    expect(bookedNightsMessage(["2027-01-05"])).toBe("Already booked on the night of Jan 05, 2027. Please choose other dates.");
    expect(bookedNightsMessage(["2027-01-05", "2027-01-06"])).toBe(
      "Already booked on the nights of Jan 05, 2027 and Jan 06, 2027. Please choose other dates.",
    );
    expect(
      unavailableLines([room("sunrise", "2027-01-01", "2027-01-04")], {
        rooms: { sunrise: ["2027-01-02", "2027-01-03"] },
        retreatPlaces: {},
      }),
    ).toEqual([
      {
        index: 0,
        nights: ["2027-01-02", "2027-01-03"],
        reason: "Sunrise is no longer available on the nights of Jan 02, 2027 and Jan 03, 2027",
      },
    ]);
  });

  it("counts the places left on a retreat card for the chosen dates", () => {
    expect(placesLeftMessage(0)).toBe("No retreat places are left for these dates");
    expect(placesLeftMessage(-1)).toBe("No retreat places are left for these dates");
    expect(placesLeftMessage(1)).toBe("1 retreat place left for these dates");
    expect(placesLeftMessage(RETREAT_PLACES_PER_NIGHT)).toBe("6 retreat places left for these dates");
  });
  it("says both in German for a German page", () => {
    expect(bookedNightsMessage(["2027-01-05"], "de")).toBe("Bereits belegt in der Nacht vom 5. Jan. 2027. Bitte wählen Sie andere Daten.");
    expect(bookedNightsMessage(["2027-01-05", "2027-01-06", "2027-01-07"], "de")).toBe(
      "Bereits belegt in den Nächten vom 5. Jan. 2027, 6. Jan. 2027 und 7. Jan. 2027. Bitte wählen Sie andere Daten.",
    );
    expect(placesLeftMessage(0, "de")).toBe("Für diese Daten ist kein Retreat-Platz mehr frei");
    expect(placesLeftMessage(1, "de")).toBe("Für diese Daten ist nur noch ein Retreat-Platz frei");
    expect(placesLeftMessage(4, "de")).toBe("Für diese Daten sind nur noch 4 Retreat-Plätze frei");
  });
});

describe("the inventory's limits", () => {
  it("takes a single retreat line of exactly the nightly places", () => {
    expect(cartInventoryProblems([retreat("2027-01-01", "2027-01-05", RETREAT_PLACES_PER_NIGHT)])).toEqual([]);
    expect(cartInventoryProblems([retreat("2027-01-01", "2027-01-05", 3, 2, "custom")])).toEqual([]);
  });

  it("states the fewest places left over the nights a retreat line is short", () => {
    const calendar = { rooms: {}, retreatPlaces: { "2027-01-02": 1, "2027-01-03": 0 } };
    expect(unavailableLines([retreat("2027-01-02", "2027-01-04", 2)], calendar)).toEqual([
      {
        index: 0,
        nights: ["2027-01-02", "2027-01-03"],
        reason: "Cultural Cuisine: no retreat places are left on the nights of Jan 02, 2027 and Jan 03, 2027 (2 needed)",
      },
    ]);
    expect(unavailableLines([retreat("2027-01-02", "2027-01-03", 2)], calendar)).toEqual([
      {
        index: 0,
        nights: ["2027-01-02"],
        reason: "Cultural Cuisine: only 1 retreat place is left on the night of Jan 02, 2027 (2 needed)",
      },
    ]);
  });

  it("asks for one range up to exactly a year, and none for a stay without nights", () => {
    const stay = (startDate: string, endDate: string) => ({ startDate, endDate });
    expect(calendarRangesFor([stay("2027-01-10", "2027-01-12"), stay("2028-01-09", "2028-01-11")])).toEqual([
      { from: "2027-01-10", to: "2028-01-11" },
    ]);
    expect(calendarRangesFor([stay("2027-05-01", "2027-05-01"), stay("2027-05-03", "2027-05-02"), stay("", "2027-05-02")])).toEqual([]);
    expect(calendarRangesFor([stay("2027-05-01", "2027-05-01"), stay("2027-06-01", "2027-06-03")])).toEqual([
      { from: "2027-06-01", to: "2027-06-03" },
    ]);
  });
});

describe("inventoryLineOf and cartLineProblems", () => {
  it("sees a catalogue retreat, a custom retreat and a room as what they are", () => {
    const catalogue = getRetreat("cultural-cuisine-4-day");
    if (!catalogue) throw new Error("cultural-cuisine-4-day");
    const booked = buildRetreatCartItem({
      retreat: { ...catalogue, image: catalogue.image.src },
      durationDays: 4,
      startDate: "2027-01-01",
      endDate: "2027-01-05",
      guests: 2,
    });
    const custom = buildCustomRetreatCartItem({
      name: "Family week",
      startDate: "2027-01-02",
      endDate: "2027-01-03",
      price: 100,
      currency: "EUR",
    });
    const sunrise = buildRoomCartItem({
      room: { id: "sunrise", name: "Sunrise", description: "", price: 250, image: "" },
      startDate: "2027-01-01",
      endDate: "2027-01-03",
      guests: 2,
    });
    expect([booked, custom, sunrise].map(inventoryLineOf)).toEqual([
      {
        kind: "retreat",
        productId: "cultural-cuisine-4-day",
        name: booked.name,
        startDate: "2027-01-01",
        endDate: "2027-01-05",
        guests: 2,
        quantity: 1,
      },
      {
        kind: "custom",
        productId: "custom",
        name: "Family week",
        startDate: "2027-01-02",
        endDate: "2027-01-03",
        guests: custom.guests,
        quantity: 1,
      },
      { kind: "room", productId: "sunrise", name: "Sunrise", startDate: "2027-01-01", endDate: "2027-01-03", guests: 2, quantity: 1 },
    ]);
  });

  it("keeps a line's own problem when the calendar also has one for it", () => {
    const doubled = {
      ...buildRoomCartItem({
        room: { id: "sunrise", name: "Sunrise", description: "", price: 250, image: "" },
        startDate: "2027-01-01",
        endDate: "2027-01-03",
        guests: 2,
      }),
      quantity: 2,
    };
    const problems = cartLineProblems([doubled], { rooms: { sunrise: ["2027-01-02"] }, retreatPlaces: {} });
    expect([...problems]).toEqual([[0, ROOM_QUANTITY_MESSAGE]]);
  });
});
