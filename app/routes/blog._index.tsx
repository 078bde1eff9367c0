import { Link } from "react-router";
import { articles } from "~/catalogue/articles";
import { articleCard } from "~/catalogue/cards";
import { site } from "~/catalogue/site";
import { buttonClasses } from "~/components/button";
import { PageHeader } from "~/components/page-header";
import { ResponsiveImage } from "~/components/responsive-image";
import { formatDisplayDate } from "~/domain/dates/dates";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/blog._index";
import { catalogueHeaders } from "~/lib/cache-control";

export const headers = catalogueHeaders;

export function loader() {
  return { articles: articles.map(articleCard) };
}

export function meta(_: Route.MetaArgs) {
  return pageMeta({
    title: `Insights & Stories | The ${site.shortName} Journal`,
    description: `Guides to Ayurveda retreats in India, retreat packages, detox and a day at our Kerala retreat, from the team at ${site.name}.`,
    path: "/blog",
    jsonLd: breadcrumbJsonLd([
      ["Home", "/"],
      ["Journal", "/blog"],
    ]),
  });
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHeader eyebrow="The journal" title="Insights & Stories">
        Ayurveda explained by the people who practise it: how to choose a retreat, what a detox really is, and what a day here feels like.
      </PageHeader>
      <section aria-label="Articles" className="container-page py-14 md:py-20">
        <ul className="grid gap-8 md:grid-cols-2">
          {loaderData.articles.map((article, index) => (
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
                    <time dateTime={article.date}>{formatDisplayDate(article.date)}</time> · {article.readingMinutes} min read
                  </p>
                  <h2 className="mt-3 text-3xl leading-snug font-medium text-ink">{article.title}</h2>
                  <p className="mt-3 flex-1 leading-relaxed text-muted">{article.description}</p>
                  <Link
                    to={`/blog/${article.id}`}
                    className={buttonClasses("outline", "sm", "mt-6 self-start")}
                    aria-label={`Read Article: ${article.title}`}
                  >
                    Read Article
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
