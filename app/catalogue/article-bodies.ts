import type { ComponentType } from "react";
import type { ArticleId } from "./articles";

export type ArticleBodyModule = { default: ComponentType };

/**
 * Article bodies, one module each, loaded on demand so a page ships only the article it shows:
 * `const Body = lazy(articleBodies[id])`, or `await articleBodies[id]()` in a loader.
 */
export const articleBodies: Record<ArticleId, () => Promise<ArticleBodyModule>> = {
  "best-ayurveda-retreats-india": () => import("./articles/best-ayurveda-retreats-india"),
  "ayurveda-retreat-packages": () => import("./articles/ayurveda-retreat-packages"),
  "day-at-kaivalya": () => import("./articles/day-at-kaivalya"),
  "ayurvedic-detox": () => import("./articles/ayurvedic-detox"),
};
