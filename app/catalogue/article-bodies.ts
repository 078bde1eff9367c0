import type { ComponentType } from "react";
import type { ArticleId, ArticleLocale } from "./articles";
import type { ArticleBodyProps } from "./articles/article-link";

/** An article body: the English ones write their own links, the translated ones are given a `Link` that keeps the locale. */
export type ArticleBodyModule = { default: ComponentType<ArticleBodyProps> };

/**
 * Article bodies, one module per article and locale, loaded on demand so a page ships only the
 * article it shows, in its own language: `const Body = lazy(articleBodies[locale][id])`, rendered `<Body Link={LocalizedLink} />`, or
 * `await articleBodies[locale][id]()` in a loader.
 */
export const articleBodies: Record<ArticleLocale, Record<ArticleId, () => Promise<ArticleBodyModule>>> = {
  en: {
    "best-ayurveda-retreats-india": () => import("./articles/best-ayurveda-retreats-india"),
    "ayurveda-retreat-packages": () => import("./articles/ayurveda-retreat-packages"),
    "day-at-kaivalya": () => import("./articles/day-at-kaivalya"),
    "ayurvedic-detox": () => import("./articles/ayurvedic-detox"),
  },
  de: {
    "best-ayurveda-retreats-india": () => import("./articles/de/best-ayurveda-retreats-india"),
    "ayurveda-retreat-packages": () => import("./articles/de/ayurveda-retreat-packages"),
    "day-at-kaivalya": () => import("./articles/de/day-at-kaivalya"),
    "ayurvedic-detox": () => import("./articles/de/ayurvedic-detox"),
  },
};
