import { lazy, Suspense } from "react";
import { data, isRouteErrorResponse } from "react-router";
import { type ArticleBodyModule, articleBodies } from "~/catalogue/article-bodies";
import { type ArticleId, getArticle } from "~/catalogue/articles";
import { site } from "~/catalogue/site";
import { DetailNotFound } from "~/components/detail-not-found";
import { ResponsiveImage } from "~/components/responsive-image";
import { formatDisplayDate } from "~/domain/dates/dates";
import { type Locale, localeOfPath, localizePath } from "~/domain/i18n/locale";
import { LocalizedLink } from "~/i18n/localized-link";
import { useLocale, useMessageLocale } from "~/i18n/use-locale";
import { catalogueHeaders } from "~/lib/cache-control";
import { absoluteUrl, breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { m } from "~/paraglide/messages.js";
import type { Route } from "./+types/blog.$id";

// One chunk per article and language: a page downloads only the article it shows, in its own language.
const lazyBodies = (byId: Record<ArticleId, () => Promise<ArticleBodyModule>>) =>
  Object.fromEntries(Object.entries(byId).map(([id, load]) => [id, lazy(load)])) as Record<ArticleId, ReturnType<typeof lazy>>;
const bodies: Record<Locale, Record<ArticleId, ReturnType<typeof lazy>>> = {
  en: lazyBodies(articleBodies.en),
  de: lazyBodies(articleBodies.de),
};

export const headers = catalogueHeaders;

/** The article in the page's locale, and the words around it worded here, so its JavaScript carries neither language. */
export function loader({ params, url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const article = getArticle(params.id, locale);
  if (!article) throw data("Article not found", { status: 404 });
  const inLocale = { locale };
  return {
    article,
    copy: {
      readingTime: m.blog_reading_time({ minutes: article.readingMinutes }, inLocale),
      home: m.nav_home({}, inLocale),
      journal: m.nav_journal({}, inLocale),
      back: m.blog_back({}, inLocale),
      loading: m.blog_loading({}, inLocale),
      journeyTitle: m.blog_journey_title({}, inLocale),
      journeyText: m.blog_journey_text({}, inLocale),
      exploreRetreats: m.blog_explore_retreats({}, inLocale),
      contactUs: m.blog_contact_us({}, inLocale),
    },
  };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  if (!loaderData) {
    return [{ title: `${m.blog_not_found_title({}, { locale })} | ${site.name}` }, { name: "robots", content: "noindex" }];
  }
  const { article, copy } = loaderData;
  const path = `/blog/${article.id}`;
  return [
    ...pageMeta({
      title: `${article.title} | ${site.name}`,
      description: article.description,
      path,
      locale,
      image: article.image.src,
      type: "article",
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          headline: article.title,
          description: article.description,
          image: absoluteUrl(article.image.src),
          datePublished: article.date,
          inLanguage: locale,
          keywords: article.keywords?.join(", "),
          mainEntityOfPage: absoluteUrl(localizePath(path, locale)),
          author: { "@type": "Organization", name: site.name, url: site.url },
          publisher: { "@type": "Organization", name: site.name, url: site.url },
        },
        breadcrumbJsonLd([
          [copy.home, localizePath("/", locale)],
          [copy.journal, localizePath("/blog", locale)],
          [article.title, localizePath(path, locale)],
        ]),
      ],
    }),
    { property: "article:published_time", content: article.date },
  ];
}

export default function ArticlePage({ loaderData: { article, copy } }: Route.ComponentProps) {
  const locale = useLocale();
  const Body = bodies[locale][article.id];
  return (
    <main id="main" className="pt-28 pb-20 md:pt-36">
      <article className="container-page max-w-3xl">
        <LocalizedLink
          to="/blog"
          className="text-sm font-semibold text-primary-dark underline decoration-gold underline-offset-4 hover:text-ink"
        >
          ← {copy.back}
        </LocalizedLink>
        <header className="mt-8">
          <p className="text-xs tracking-[0.2em] text-muted uppercase">
            <time dateTime={article.date}>{formatDisplayDate(article.date, locale)}</time> · {copy.readingTime}
          </p>
          <h1 className="mt-4 text-4xl leading-tight font-medium text-ink md:text-6xl">{article.title}</h1>
          <p className="mt-5 text-xl leading-relaxed text-muted">{article.description}</p>
        </header>
        <div className="mt-10 overflow-hidden rounded-[2rem]">
          <ResponsiveImage
            image={article.image}
            priority
            sizes="(min-width: 768px) 48rem, 100vw"
            className="aspect-[16/10] w-full object-cover"
          />
        </div>
        <div className="mt-12">
          <Suspense fallback={<p className="text-muted">{copy.loading}</p>}>
            <Body Link={LocalizedLink} />
          </Suspense>
        </div>
        <aside className="mt-16 rounded-3xl bg-forest p-8 text-center text-white md:p-12">
          <h2 className="text-3xl font-medium md:text-4xl">{copy.journeyTitle}</h2>
          <p className="mx-auto mt-3 max-w-xl text-white/85">{copy.journeyText}</p>
          <div className="mt-7 flex flex-wrap justify-center gap-3">
            <LocalizedLink
              to="/retreats"
              className="rounded-full bg-white px-6 py-3 text-sm font-semibold tracking-wide text-forest uppercase hover:bg-cream"
            >
              {copy.exploreRetreats}
            </LocalizedLink>
            <LocalizedLink
              to="/contact"
              className="rounded-full px-6 py-3 text-sm font-semibold tracking-wide text-white uppercase ring-1 ring-white/70 hover:bg-white/10"
            >
              {copy.contactUs}
            </LocalizedLink>
          </div>
        </aside>
      </article>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const inLocale = useMessageLocale();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <DetailNotFound
        title={m.blog_not_found_title({}, inLocale)}
        message={m.blog_not_found_message({}, inLocale)}
        backTo={localizePath("/blog", inLocale.locale)}
        backLabel={m.blog_back({}, inLocale)}
      />
    );
  }
  throw error;
}
