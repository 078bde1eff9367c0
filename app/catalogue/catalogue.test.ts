import { describe, expect, it } from "vitest";
import { articleBodies } from "./article-bodies";
import { ARTICLE_IDS, articles, articlesIn, getArticle } from "./articles";
import { aboutKeralaImage, homeHeroVideo } from "./media";
import { getRetreat, HOME_EXCLUDED_RETREAT_IDS, homeRetreats, retreatDays, retreats } from "./retreats";
import { ABOUT_REVIEWS, reviews } from "./reviews";
import { getRoom, rooms } from "./rooms";
import { testimonials } from "./testimonials";
import type { Media, MediaImage } from "./types";

/**
 * The files under public/, listed by Vite's glob (the functions are never called). Node's fs is not
 * in this project's Workers type environment, and the glob needs no extra types.
 */
const publicFiles = new Set(
  Object.keys(import.meta.glob("../../public/**/*.{webp,mp4,jpg,png,svg}")).map((key) => key.replace(/^\.\.\/\.\.\/public/, "")),
);

/** Every public path a piece of media points at: src, each srcSet candidate, the poster. */
function mediaPaths(media: Media): string[] {
  if (media.kind === "video") return [media.src, ...mediaPaths(media.poster)];
  const image: MediaImage = media;
  const candidates = image.srcSet?.split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? "") ?? [];
  return [image.src, ...candidates];
}

function allMedia(): Media[] {
  return [
    ...retreats.flatMap((retreat) => [retreat.image, retreat.heroImage]),
    ...rooms.flatMap((room) => [room.image, ...room.gallery]),
    ...testimonials.map((testimonial) => testimonial.video),
    ...articles.map((article) => article.image),
    homeHeroVideo,
    aboutKeralaImage,
  ];
}

describe("retreats", () => {
  it("lists exactly the four retreats, in order, at their prices", () => {
    expect(retreats.map((retreat) => [retreat.id, retreat.price])).toEqual([
      ["knees-joints-healing-7-day", 1080],
      ["cultural-cuisine-4-day", 490],
      ["gut-regeneration-14-day", 1980],
      ["7-day-yoga-ayurveda", 950],
    ]);
  });

  it("reads the number of days from each duration", () => {
    expect(retreats.map(retreatDays)).toEqual([7, 4, 14, 7]);
    expect(retreatDays({ duration: "A long weekend" })).toBeNull();
    expect(retreatDays({ duration: "1 Day" })).toBe(1);
  });

  it("finds a retreat by id and nothing for an unknown id", () => {
    expect(getRetreat("gut-regeneration-14-day")?.title).toBeTruthy();
    expect(getRetreat("infinite-marriage-4-day")).toBeUndefined();
  });

  it("leaves three retreats for the home page", () => {
    expect(HOME_EXCLUDED_RETREAT_IDS).toEqual(["7-day-yoga-ayurveda", "infinite-marriage-4-day"]);
    expect(homeRetreats().map((retreat) => retreat.id)).toEqual([
      "knees-joints-healing-7-day",
      "cultural-cuisine-4-day",
      "gut-regeneration-14-day",
    ]);
  });

  it("has rich content for every retreat", () => {
    for (const retreat of retreats) {
      expect(retreat.fullDescription.split("\n\n").length).toBeGreaterThanOrEqual(3);
      expect(retreat.inclusions.length).toBeGreaterThanOrEqual(8);
      expect(retreat.inclusions.length).toBeLessThanOrEqual(12);
      expect(retreat.itinerary.length).toBeGreaterThan(0);
      expect(retreat.dates).toEqual([]);
    }
  });

  it("gives the 14-day programme numeric days with activities and yoga twice daily", () => {
    const gut = getRetreat("gut-regeneration-14-day");
    expect(gut?.itinerary.map((day) => day.day)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(gut?.itinerary.every((day) => (day.activities?.length ?? 0) > 0)).toBe(true);
    expect(gut?.inclusions.some((line) => /yoga twice daily/i.test(line))).toBe(true);
  });

  it("has exactly one video hero, on the yoga retreat", () => {
    const withVideo = retreats.filter((retreat) => retreat.heroImage.kind === "video");
    expect(withVideo.map((retreat) => retreat.id)).toEqual(["7-day-yoga-ayurveda"]);
    expect(withVideo[0]?.heroImage.src).toMatch(/\.mp4$/);
  });
});

describe("rooms", () => {
  it("lists the eight rooms, in order, at their nightly prices", () => {
    expect(rooms.map((room) => [room.id, room.price])).toEqual([
      ["sanctum-sanctorium", 200],
      ["sunrise", 250],
      ["tranquility", 190],
      ["lilybeth", 180],
      ["secret-garden", 180],
      ["lavender-loft", 147],
      ["forest", 240],
      ["stoneage", 220],
    ]);
  });

  it("gives every room its gallery, amenities and scents", () => {
    for (const room of rooms) {
      expect(room.gallery.length).toBeGreaterThanOrEqual(3);
      expect(room.gallery.length).toBeLessThanOrEqual(4);
      expect(room.amenities.length).toBeGreaterThanOrEqual(6);
      expect(room.amenities.length).toBeLessThanOrEqual(10);
      expect(room.scents.length).toBeGreaterThanOrEqual(2);
      expect(room.scents.length).toBeLessThanOrEqual(4);
      expect(room.vastuDescription).toMatch(/Vastu/);
    }
  });

  it("finds a room by id", () => {
    expect(getRoom("lavender-loft")?.price).toBe(147);
    expect(getRoom("penthouse")).toBeUndefined();
  });
});

describe("reviews and testimonials", () => {
  it("has at least twelve five-star reviews, some long enough to truncate and some short", () => {
    expect(reviews.length).toBeGreaterThanOrEqual(12);
    expect(reviews.every((review) => review.rating === 5)).toBe(true);
    expect(reviews.filter((review) => review.content.length > 200).length).toBeGreaterThanOrEqual(3);
    expect(reviews.some((review) => review.content.length <= 200)).toBe(true);
  });

  it("includes anonymous reviews and reviews without a location or title", () => {
    expect(reviews.some((review) => review.name === "Anonymous")).toBe(true);
    expect(reviews.some((review) => review.location === "")).toBe(true);
    expect(reviews.some((review) => review.title === "")).toBe(true);
  });

  it("writes review dates as 'Month D, YYYY'", () => {
    for (const review of reviews) expect(review.date).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  });

  it("shows nine reviews on the About page", () => {
    expect(ABOUT_REVIEWS).toHaveLength(9);
  });

  it("has four testimonials, the first from Germany on August 29, 2025", () => {
    expect(testimonials).toHaveLength(4);
    expect(testimonials[0]).toMatchObject({ country: "Germany", date: "August 29, 2025" });
    for (const testimonial of testimonials) expect(testimonial.video.src).toMatch(/\.mp4$/);
  });
});

describe("articles", () => {
  it("has the four articles with the specified ids", () => {
    expect(articles.map((article) => article.id)).toEqual([
      "best-ayurveda-retreats-india",
      "ayurveda-retreat-packages",
      "day-at-kaivalya",
      "ayurvedic-detox",
    ]);
    expect(ARTICLE_IDS).toEqual(articles.map((article) => article.id));
    expect(getArticle("day-at-kaivalya")?.title).toBeTruthy();
  });

  it("has meta descriptions of search-result length and ISO dates in each language", () => {
    for (const article of [...articles, ...articlesIn("de")]) {
      expect(article.description.length).toBeGreaterThanOrEqual(110);
      expect(article.description.length).toBeLessThanOrEqual(160);
      expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(article.readingMinutes).toBeGreaterThan(0);
    }
  });

  it("has a body module for every article in each language", async () => {
    for (const locale of ["en", "de"] as const) {
      for (const id of ARTICLE_IDS) {
        const body = await articleBodies[locale][id]();
        expect(typeof body.default, `${locale} ${id}`).toBe("function");
      }
    }
  });
});

describe("catalogue integrity", () => {
  it("uses unique ids within each collection", () => {
    for (const ids of [
      retreats.map((retreat) => retreat.id),
      rooms.map((room) => room.id),
      reviews.map((review) => review.id),
      testimonials.map((testimonial) => testimonial.id),
      articles.map((article) => article.id),
    ]) {
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("points every picture and film at a file that exists under public/", () => {
    const paths = [...new Set([...allMedia().flatMap(mediaPaths), "/media/og-default.jpg", "/apple-touch-icon.png", "/favicon.png"])];
    expect(publicFiles.size).toBeGreaterThan(0);
    const missing = paths.filter((path) => !publicFiles.has(path));
    expect(missing).toEqual([]);
  });

  it("describes every picture and film for screen readers", () => {
    for (const media of allMedia()) {
      expect(media.alt.length).toBeGreaterThan(10);
      if (media.kind === "video") expect(media.poster.alt.length).toBeGreaterThan(10);
    }
  });
});
