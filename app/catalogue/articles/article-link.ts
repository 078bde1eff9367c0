import type { ComponentType, ReactNode } from "react";

/**
 * The link a translated article body writes its links with: the page passes one that keeps the
 * reader in the article's language (the catalogue knows nothing of locales and paths).
 */
type ArticleLink = ComponentType<{ to: string; children: ReactNode }>;

export type ArticleBodyProps = { Link: ArticleLink };
