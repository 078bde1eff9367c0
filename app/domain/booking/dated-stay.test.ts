import { describe, expect, it } from "vitest";
import { retreatPlacesText, retreatStayVerdict, roomStayVerdict, roomTakenText } from "./dated-stay";

const stay = { checkin: "2027-02-01", checkout: "2027-02-04", guests: 2 };

describe("roomStayVerdict", () => {
  it("is available when none of the stay's nights is taken (check-out night excluded)", () => {
    const calendar = { rooms: { sunrise: ["2027-01-31", "2027-02-04"], forest: ["2027-02-02"] } };
    expect(roomStayVerdict(calendar, "sunrise", stay, "en")).toEqual({ status: "available" });
  });

  it("names the taken nights, in the page's language", () => {
    const calendar = { rooms: { sunrise: ["2027-02-02", "2027-02-03"] } };
    expect(roomStayVerdict(calendar, "sunrise", stay, "en")).toEqual({
      status: "taken",
      message: "Already booked on the nights of Feb 02, 2027 and Feb 03, 2027. Please choose other dates.",
    });
    expect(roomStayVerdict(calendar, "sunrise", stay, "de")).toEqual({
      status: "taken",
      message: "Bereits belegt in den Nächten vom 2. Feb. 2027 und 3. Feb. 2027. Bitte wählen Sie andere Daten.",
    });
  });
});

describe("retreatStayVerdict", () => {
  it("is available while every night has places for the participants", () => {
    expect(retreatStayVerdict({ retreatPlaces: { "2027-02-02": 2 } }, stay, "en")).toEqual({ status: "available" });
  });

  it("is taken when a night has fewer places than the link asks for", () => {
    expect(retreatStayVerdict({ retreatPlaces: { "2027-02-03": 1 } }, stay, "en")).toEqual({
      status: "taken",
      message: "1 retreat place left for these dates",
    });
    expect(retreatStayVerdict({ retreatPlaces: { "2027-02-01": 0 } }, stay, "de")).toEqual({
      status: "taken",
      message: "Für diese Daten ist kein Retreat-Platz mehr frei",
    });
  });
});

describe("the sentences", () => {
  it("say one night and one place in the singular", () => {
    expect(roomTakenText(["2027-02-02"], "de")).toBe("Bereits belegt in der Nacht vom 2. Feb. 2027. Bitte wählen Sie andere Daten.");
    expect(retreatPlacesText(1, "de")).toBe("Für diese Daten ist nur noch ein Retreat-Platz frei");
    expect(retreatPlacesText(3, "de")).toBe("Für diese Daten sind nur noch 3 Retreat-Plätze frei");
  });
});
