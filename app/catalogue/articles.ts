import { ARTICLE_IDS, type ArticleId, type ArticleLocale } from "./article-ids";
import { germanArticleCopy } from "./articles.de";
import { mediaImage } from "./media";
import type { Article } from "./types";

export { ARTICLE_IDS, type ArticleId, type ArticleLocale };

/** The blog's articles, in the order the blog index lists them. Bodies: ./article-bodies. */
export const articles: (Article & { id: ArticleId })[] = [
  {
    id: "best-ayurveda-retreats-india",
    title: "The 10 Best Ayurveda Retreats in India: A Guide for 2025",
    description:
      "From Kerala's coast to the Himalayan foothills: ten Ayurveda retreats in India compared for doctors, therapies, food, group size and setting.",
    image: mediaImage(
      "articles/best-ayurveda-retreats-india/cover",
      "Sunset over the Arabian Sea at Chowara, laterite cliffs and fishing boats on the beach",
    ),
    date: "2025-06-12",
    readingMinutes: 7,
    keywords: ["best Ayurveda retreats India", "Ayurveda retreat Kerala", "Panchakarma retreat", "Ayurveda resort Trivandrum"],
  },
  {
    id: "ayurveda-retreat-packages",
    title: "Ayurveda Retreat Packages: How to Choose Between 7, 14 and 21 Days",
    description:
      "What a 7-day rebalancing retreat, a 14-day detox and a 21-day deep healing programme each include, and how to choose the right Ayurveda package.",
    image: mediaImage(
      "articles/ayurveda-retreat-packages/cover",
      "A brass Shirodhara vessel letting a fine stream of warm oil fall into a bowl, with a lit oil lamp beside it",
    ),
    date: "2025-05-20",
    readingMinutes: 6,
    keywords: ["Ayurveda retreat packages", "Panchakarma 14 days", "21 day Ayurveda", "custom Ayurveda retreat"],
  },
  {
    id: "day-at-kaivalya",
    title: "A Day at Kaivalya: Inside an Ayurveda Retreat, Hour by Hour",
    description:
      "Sunrise yoga above the sea, a pulse reading, warm-oil therapies and sattvic meals: what a day at an Ayurveda retreat in Kerala really looks like.",
    image: mediaImage(
      "articles/day-at-kaivalya/cover",
      "Morning on the Chowara coast: palms, laterite cliffs and fishing boats on a quiet beach",
    ),
    date: "2025-04-08",
    readingMinutes: 6,
    keywords: ["day at an Ayurveda retreat", "Ayurveda retreat schedule", "yoga retreat Kerala", "Ayurvedic daily routine"],
  },
  {
    id: "ayurvedic-detox",
    title: "Ayurvedic Detox vs Juice Cleanse: What Really Resets the Body",
    description:
      "Why Ayurveda prefers warm food, oil and a doctor's guidance to cold juice, and how a Panchakarma detox prepares, cleanses and rebuilds digestion.",
    image: mediaImage(
      "articles/ayurvedic-detox/cover",
      "Clay pots simmering on a wood fire in a Kerala kitchen, bowls of turmeric, chilli, pepper and cardamom in front",
    ),
    date: "2025-03-15",
    readingMinutes: 6,
    keywords: ["Ayurvedic detox", "juice cleanse", "Panchakarma detox", "Virechana", "Basti"],
  },
];

export function getArticle(id: string, locale: ArticleLocale = "en"): (Article & { id: ArticleId }) | undefined {
  return articlesIn(locale).find((article) => article.id === id);
}

/** The articles as the edition in `locale` presents them: the same pictures, dates and order, in its words. */
export function articlesIn(locale: ArticleLocale): (Article & { id: ArticleId })[] {
  if (locale === "en") return articles;
  return articles.map((article) => {
    const { title, description, imageAlt, keywords } = germanArticleCopy[article.id];
    return { ...article, title, description, image: { ...article.image, alt: imageAlt }, keywords };
  });
}
