/** The articles' ids, in the order the blog index lists them, and the languages they are written in. */
export const ARTICLE_IDS = ["best-ayurveda-retreats-india", "ayurveda-retreat-packages", "day-at-kaivalya", "ayurvedic-detox"] as const;

export type ArticleId = (typeof ARTICLE_IDS)[number];

/** The languages the articles are written in (the site's locales; the catalogue imports nothing outside itself). */
export type ArticleLocale = "en" | "de";
