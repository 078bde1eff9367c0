import { describe, expect, it } from "vitest";
import { homeRetreatsIn, retreatsIn, roomsIn, siteTextsIn } from "./localized";
import { retreats } from "./retreats";
import { rooms } from "./rooms";
import { site } from "./site";
import { isVideo } from "./types";

describe("the catalogue in German", () => {
  it("keeps each retreat's id, name, price and pictures and gives it German words", () => {
    const german = retreatsIn("de");
    expect(german.map(({ id, title, price }) => ({ id, title, price }))).toEqual(
      retreats.map(({ id, title, price }) => ({ id, title, price })),
    );
    german.forEach((retreat, index) => {
      const english = retreats[index];
      if (!english) throw new Error("missing retreat");
      expect(retreat.image.src).toBe(english.image.src);
      expect(retreat.description).not.toBe(english.description);
      expect(retreat.image.alt).not.toBe(english.image.alt);
      if (isVideo(retreat.heroImage)) expect(retreat.heroImage.poster.alt).toBe(retreat.heroImage.alt);
      expect(retreat.heroImage.alt).not.toBe(english.heroImage.alt);
      expect(retreat.inclusions).toHaveLength(english.inclusions.length);
      expect(retreat.itinerary.map((day) => day.activities?.length)).toEqual(english.itinerary.map((day) => day.activities?.length));
      expect(retreat.duration).toMatch(/^\d+ Tage, \d+ Nächte$/);
    });
    expect(homeRetreatsIn("de").map((retreat) => retreat.id)).toEqual(homeRetreatsIn("en").map((retreat) => retreat.id));
  });

  it("keeps each room's id, name, price and pictures and describes every picture in German", () => {
    const german = roomsIn("de");
    german.forEach((room, index) => {
      const english = rooms[index];
      if (!english) throw new Error("missing room");
      expect({ id: room.id, name: room.name, price: room.price }).toEqual({ id: english.id, name: english.name, price: english.price });
      expect(room.gallery.map((image) => image.src)).toEqual(english.gallery.map((image) => image.src));
      for (const [picture, image] of room.gallery.entries()) expect(image.alt).not.toBe(english.gallery[picture]?.alt);
      // The card picture is the gallery's first, so it reads the same.
      expect(room.image.alt).toBe(room.gallery[0]?.alt);
      expect(room.amenities).toHaveLength(english.amenities.length);
      expect(room.scents).toHaveLength(english.scents.length);
    });
  });

  it("is the English catalogue itself in English", () => {
    expect(retreatsIn("en")).toEqual(retreats);
    expect(roomsIn("en")).toEqual(rooms);
    expect(siteTextsIn("en").description).toBe(site.description);
    expect(siteTextsIn("de").description).not.toBe(site.description);
  });
});
