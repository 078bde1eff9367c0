import { articlesIn } from "~/catalogue/articles";
import { articleCard } from "~/catalogue/cards";
import { site } from "~/catalogue/site";
import { buttonClasses } from "~/components/button";
import { PageHeader } from "~/components/page-header";
import { ResponsiveImage } from "~/components/responsive-image";
import { formatDisplayDate } from "~/domain/dates/dates";
import { localeOfPath, localizePath } from "~/domain/i18n/locale";
import { LocalizedLink } from "~/i18n/localized-link";
import { useLocale } from "~/i18n/use-locale";
import { catalogueHeaders } from "~/lib/cache-control";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { m } from "~/paraglide/messages.js";
import type { Route } from "./+types/blog._index";

export const headers = catalogueHeaders;

/** The page's words are worded here, in its locale, so its JavaScript carries neither language. */
export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const inLocale = { locale };
  return {
    articles: articlesIn(locale).map((article) => ({
      ...articleCard(article),
      readingTime: m.blog_reading_time({ minutes: article.readingMinutes }, inLocale),
      readLabel: m.blog_read_article_label({ title: article.title }, inLocale),
    })),
    copy: {
      title: m.blog_index_title({ shortName: site.shortName }, inLocale),
      description: m.blog_index_description({ name: site.name }, inLocale),
      home: m.nav_home({}, inLocale),
      journal: m.nav_journal({}, inLocale),
      eyebrow: m.blog_eyebrow({}, inLocale),
      heading: m.blog_title({}, inLocale),
      intro: m.blog_intro({}, inLocale),
      articlesLabel: m.blog_articles_label({}, inLocale),
      readArticle: m.blog_read_article({}, inLocale),
    },
  };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  const { copy } = loaderData;
  return pageMeta({
    title: copy.title,
    description: copy.description,
    path: "/blog",
    locale,
    jsonLd: breadcrumbJsonLd([
      [copy.home, localizePath("/", locale)],
      [copy.journal, localizePath("/blog", locale)],
    ]),
  });
}

export default function BlogIndex({ loaderData: { articles, copy } }: Route.ComponentProps) {
  const locale = useLocale();
  return (
    <main id="main">
      <PageHeader eyebrow={copy.eyebrow} title={copy.heading}>
        {copy.intro}
      </PageHeader>
      <section aria-label={copy.articlesLabel} className="container-page py-14 md:py-20">
        <ul className="grid gap-8 md:grid-cols-2">
          {articles.map((article, index) => (
            <li key={article.id}>
              <article className="flex h-full flex-col overflow-hidden rounded-3xl border border-linen bg-white">
                <ResponsiveImage
                  image={article.image}
                  priority={index === 0}
                  sizes="(min-width: 768px) 45vw, 100vw"
                  className="aspect-[16/10] w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-7">
                  <p className="text-xs tracking-wide text-muted">
                    <time dateTime={article.date}>{formatDisplayDate(article.date, locale)}</time> · {article.readingTime}
                  </p>
                  <h2 className="mt-3 text-3xl leading-snug font-medium text-ink">{article.title}</h2>
                  <p className="mt-3 flex-1 leading-relaxed text-muted">{article.description}</p>
                  <LocalizedLink
                    to={`/blog/${article.id}`}
                    className={buttonClasses("outline", "sm", "mt-6 self-start")}
                    aria-label={article.readLabel}
                  >
                    {copy.readArticle}
                  </LocalizedLink>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
