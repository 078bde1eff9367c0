import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { accessibleControl, expectNoAxeViolations } from "./pages/accessibility";

/**
 * Scrolls an element to the middle of the screen and waits until it stays put for three frames.
 * Sections below the first screen are laid out only when near (`render-when-near`): scrolling past
 * them gives them their real height, and on a busy machine that can move the element after a
 * click has aimed at it.
 */
async function settleInView(element: Locator) {
  await element.evaluate(async (node) => {
    node.scrollIntoView({ block: "center" });
    let last = "";
    for (let still = 0; still < 3; ) {
      await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      const { top, left } = node.getBoundingClientRect();
      still = `${top},${left}` === last ? still + 1 : 0;
      last = `${top},${left}`;
    }
  });
}

/** The days of a retreat's 'Daily Itinerary', each a disclosure. */
function itineraryDays(page: Page): Locator {
  return page.getByRole("heading", { name: "Daily Itinerary" }).locator("..").locator("details");
}

const ROUTES: [path: string, h1: string | RegExp][] = [
  ["/", "Where ancient Ayurveda meets timeless luxury"],
  ["/retreats", "Sacred Retreats"],
  ["/retreats/gut-regeneration-14-day", /Gut/],
  ["/retreats/7-day-yoga-ayurveda", /Yoga/],
  ["/rooms", "Sanctuaries of Serenity"],
  ["/rooms/sunrise", "Sunrise"],
  ["/about", "About Kaivalya Ayurveda Retreat"],
  ["/contact", /Begin your journey/],
  ["/privacy", "Privacy"],
  ["/blog", "Insights & Stories"],
  ["/blog/ayurvedic-detox", /Ayurvedic Detox/],
  ["/blog/day-at-kaivalya", /A Day at Kaivalya/],
  ["/custom-retreat", "Design Your Own Retreat"],
  ["/cart", "Your Cart"],
];

test.describe("every page", () => {
  for (const [path, h1] of ROUTES) {
    test(`${path} renders its heading and has no accessibility violations`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("main")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  for (const [path, heading, message] of [
    ["/retreats/no-such-retreat", "Retreat not found", "The retreat you're looking for doesn't exist."],
    ["/rooms/no-such-room", "Room not found", "The room you're looking for doesn't exist."],
  ]) {
    test(`${path} says '${heading}' with status 404`, async ({ page, allowConsoleError }) => {
      allowConsoleError(/status of 404/);
      const response = await page.goto(path!);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(message!)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("privacy", () => {
  test("is linked from every page's footer and says whom to write to and for how long things are kept", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy");
    await expect(page.getByRole("main").getByRole("link", { name: "stay@kaivalyaretreat.com" }).first()).toHaveAttribute(
      "href",
      "mailto:stay@kaivalyaretreat.com",
    );
    await expect(page.getByText(/Kept: 30 days after you last touched it/)).toBeVisible();
    await expect(page.getByText(/Kept: For 8 financial years after the one/)).toBeVisible();
  });
});

/** A text as it is shown: not the words hidden by CSS (a review's rest, the label not in use). */
const shown = { useInnerText: true };

test.describe("home", () => {
  test("shows the retreats, four rooms, four films and the reviews in order", async ({ page }) => {
    await page.goto("/");
    const headings = page.getByRole("heading", { level: 2 });
    await expect(
      headings.filter({ hasText: /^(Sacred Journeys Await|Sanctuaries of Serenity|Voices of Transformation|Guest Reviews)$/ }),
    ).toHaveText(["Sacred Journeys Await", "Sanctuaries of Serenity", "Voices of Transformation", "Guest Reviews"]);

    const journeys = page.getByRole("region", { name: "Sacred Journeys Await" });
    await expect(journeys.getByRole("link", { name: /^View Details/ })).toHaveCount(3);
    await expect(journeys.getByRole("link", { name: /Yoga/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "View All Retreats" })).toHaveAttribute("href", "/retreats");

    const rooms = page.getByRole("region", { name: "Sanctuaries of Serenity" });
    await expect(rooms.getByRole("listitem")).toHaveCount(4);
    await expect(rooms.getByRole("link", { name: /Sanctum Sanctorium/ })).toHaveAttribute("href", "/rooms/sanctum-sanctorium");
    await expect(rooms.getByText("€200/night")).toBeVisible();
    await expect(page.getByRole("link", { name: "Explore All Rooms" })).toHaveAttribute("href", "/rooms");

    // The films are put in when the visitor scrolls near them, a poster picture standing in until then.
    const voices = page.getByRole("region", { name: "Voices of Transformation" });
    await voices.scrollIntoViewIfNeeded();
    const films = voices.locator("video");
    await expect(films).toHaveCount(4);
    for (const film of await films.all()) {
      await expect(film).toHaveAttribute("controls", "");
      await expect(film).toHaveAttribute("preload", "metadata");
      await expect(film).toHaveAttribute("poster", /\.webp$/);
    }
  });

  test("shows six reviews, then all of them; long reviews open and close", async ({ page }) => {
    await page.goto("/");
    const reviews = page.getByRole("region", { name: "Guest Reviews" });
    await expect(reviews.getByRole("article")).toHaveCount(6);
    const longReview = reviews
      .getByRole("article")
      .filter({ has: page.locator("summary", { hasText: "See more" }) })
      .first();
    const text = longReview.locator("p").first();
    await settleInView(longReview);
    // What is shown (not the rest of the text, in the page but hidden): 200 characters and an ellipsis.
    await expect(text).toHaveText(/^.{200}\.\.\.$/s, shown);
    await longReview.locator("summary").click();
    await expect(longReview.locator("details")).toHaveJSProperty("open", true);
    await expect(longReview.locator("summary")).toHaveText("See less", shown);
    await expect(text).toHaveText(/^.{201,}$/s, shown);
    await longReview.locator("summary").click();
    await expect(text).toHaveText(/^.{200}\.\.\.$/s, shown);
    await expect(longReview.locator("summary")).toHaveText("See more", shown);

    const viewAll = reviews.locator("summary", { hasText: "View All Reviews" });
    await settleInView(viewAll);
    await viewAll.click();
    await expect(reviews.getByRole("article")).toHaveCount(14);
    // One way: it is gone once the reviews are all there.
    await expect(viewAll).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test("the page hydrates around the reviews without their code; a visit by a client-side navigation renders them with it", async ({
    page,
  }) => {
    const reviewsCode = /\/assets\/guest-reviews-[^/]*\.js$/;
    const requested: string[] = [];
    page.on("request", (request) => reviewsCode.test(request.url()) && requested.push(request.url()));
    await page.goto("/");
    const reviews = page.getByRole("region", { name: "Guest Reviews" });
    const longReview = reviews
      .getByRole("article")
      .filter({ has: page.locator("summary", { hasText: "See more" }) })
      .first();
    await settleInView(longReview);
    await longReview.locator("summary").click();
    await expect(longReview.locator("summary")).toHaveText("See less", shown);
    expect(requested).toEqual([]);

    await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Kaivalya Ayurveda Retreat");
    await page.getByRole("banner").getByRole("link", { name: "Kaivalya Ayurveda Retreat, home" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Where ancient Ayurveda meets timeless luxury");
    await expect(reviews.getByRole("article")).toHaveCount(6);
    expect(requested).toHaveLength(1);
    const viewAll = reviews.locator("summary", { hasText: "View All Reviews" });
    await settleInView(viewAll);
    await viewAll.click();
    await expect(reviews.getByRole("article")).toHaveCount(14);
  });

  test("the hero keeps its poster as a backdrop that loads at once behind the title, and scrolls down on request", async ({ page }) => {
    await page.goto("/");
    const poster = page.locator("section").first().locator("img");
    await expect(poster).toHaveAttribute("loading", "eager");
    // The title is the largest paint: the backdrop does not jump the queue ahead of it, and has no
    // preload of its own that would make a high-priority request of it.
    await expect(poster).toHaveAttribute("fetchpriority", "low");
    await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(0);
    await expect(poster).toHaveJSProperty("complete", true);
    await page.getByRole("link", { name: "Scroll down to the retreats" }).click();
    await expect(page).toHaveURL(/#journeys$/);
  });
});

test.describe("retreat list", () => {
  test("searches and filters, keeps both in the URL, and clears them", async ({ page }) => {
    await page.goto("/retreats");
    const cards = page.getByRole("main").getByRole("link", { name: /^View Details/ });
    await expect(cards).toHaveCount(4);

    await page.getByPlaceholder("Search retreats...").fill("GUT");
    await expect(cards).toHaveCount(1);
    await expect(page).toHaveURL(/\?q=GUT$/);
    await page.reload();
    await expect(page.getByPlaceholder("Search retreats...")).toHaveValue("GUT");
    await expect(cards).toHaveCount(1);

    await page.getByPlaceholder("Search retreats...").fill("");
    await page.getByRole("combobox", { name: "Price" }).selectOption({ label: "$3,000 & Above" });
    await expect(page).toHaveURL(/price=over3000/);
    await expect(page.getByRole("heading", { name: "No retreats found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filter criteria.")).toBeVisible();

    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/retreats$/);
    await expect(cards).toHaveCount(4);
    await expect(page.getByRole("combobox", { name: "Price" })).toHaveValue("all");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the search form still filters through the URL", async ({ page }) => {
      await page.goto("/retreats");
      await page.getByPlaceholder("Search retreats...").fill("joints");
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/q=joints/);
      await expect(page.getByRole("main").getByRole("link", { name: /^View Details/ })).toHaveCount(1);
    });
  });
});

test.describe("retreat detail", () => {
  test("the itinerary opens one day at a time", async ({ page }) => {
    await page.goto("/retreats/gut-regeneration-14-day");
    await expect(page.getByRole("heading", { name: "Sacred Journey Overview" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "What's Included" })).toBeVisible();
    const days = itineraryDays(page);
    await expect(days.first()).toHaveJSProperty("open", true);
    await days.nth(2).locator("summary").click();
    await expect(days.nth(2)).toHaveJSProperty("open", true);
    await expect(days.first()).toHaveJSProperty("open", false);
    const dayTitle = await days.nth(2).getByRole("heading").locator("span").last().textContent();
    const title = new RegExp(`${(dayTitle ?? "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
    await expect.poll(() => accessibleControl(page, title)).toMatchObject({ expanded: true });
    await expect(page.locator("details[open]")).toHaveCount(1);
    await days.nth(2).locator("summary").press("Enter");
    await expect(days.nth(2)).toHaveJSProperty("open", false);
    await expect.poll(() => accessibleControl(page, title)).toMatchObject({ expanded: false });
  });

  test("a retreat with a film shows it muted and looping over its poster", async ({ page }) => {
    await page.goto("/retreats/7-day-yoga-ayurveda");
    const film = page.locator("section").first().locator("video");
    await expect(film).toHaveJSProperty("muted", true);
    await expect(film).toHaveAttribute("loop", "");
    // This hero is shorter than the screen: its poster is the largest paint and is not held back.
    const poster = page.locator("section").first().locator("img");
    await expect(poster).toHaveAttribute("loading", "eager");
    await expect(poster).not.toHaveAttribute("fetchpriority", "low");
    await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(1);
  });

  test("the film plays only while it is in view", async ({ page }) => {
    await page.goto("/retreats/7-day-yoga-ayurveda");
    const film = page.locator("section").first().locator("video");
    // It starts once its file has begun to arrive, which a loaded machine can take a while over.
    const started = { timeout: 15_000 };
    await expect(film).toHaveJSProperty("paused", false, started);
    await page.getByRole("heading", { name: "Daily Itinerary" }).scrollIntoViewIfNeeded();
    await expect(film).not.toBeInViewport();
    await expect(film).toHaveJSProperty("paused", true);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(film).toHaveJSProperty("paused", false, started);
  });
});

test.describe("rooms", () => {
  test("the room list shows prices, labels and scents and links to each room", async ({ page }) => {
    await page.goto("/rooms");
    const links = page.getByRole("main").getByRole("link", { name: /night/ });
    await expect(links).toHaveCount(8);
    await expect(page.getByText("€147/night")).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Personal Guidance" })).toHaveAttribute("href", "/contact#top");
    await expect(page.getByRole("link", { name: "Browse Retreat Packages" })).toHaveAttribute("href", "/retreats");
  });

  test("the gallery changes picture from its thumbnails", async ({ page }) => {
    await page.goto("/rooms/sanctum-sanctorium");
    const gallery = page.getByRole("radiogroup", { name: /photos/ });
    const thumbs = gallery.getByRole("radio");
    await expect(thumbs.first()).toBeChecked();
    // The chosen photo is the gallery's one picture with a name (the thumbnails are named by their choice).
    const main = gallery.getByRole("img");
    await expect(main).toHaveCount(1);
    const before = await main.getAttribute("src");
    await thumbs.nth(1).click();
    await expect(thumbs.nth(1)).toBeChecked();
    await expect(main).not.toHaveAttribute("src", before!);
    await thumbs.nth(1).press("ArrowRight");
    await expect(thumbs.nth(2)).toBeChecked();
    for (const title of [
      "Signature Scents",
      "Views",
      "Vastu & Energy Alignment",
      "Amenities & Comforts",
      "Room Features",
      "Perfect for These Retreats",
      "Need Something Special?",
    ]) {
      await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
  });
});

test.describe("journal", () => {
  test("lists four articles and opens one, with a way back", async ({ page }) => {
    await page.goto("/blog");
    const readLinks = page.getByRole("link", { name: /^Read Article/ });
    await expect(readLinks).toHaveCount(4);
    await readLinks.filter({ hasText: "" }).nth(3).click();
    await expect(page).toHaveURL(/\/blog\/ayurvedic-detox$/);
    await expect(page).toHaveTitle(/Ayurvedic Detox/);
    await expect(page.locator(".article-body h2").first()).toBeVisible();
    await page.getByRole("link", { name: /Back to Blog/ }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});
