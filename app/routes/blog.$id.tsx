import { lazy, Suspense } from "react";
import { data, isRouteErrorResponse, Link } from "react-router";
import { articleBodies } from "~/catalogue/article-bodies";
import { ARTICLE_IDS, getArticle, type ArticleId } from "~/catalogue/articles";
import { site } from "~/catalogue/site";
import { DetailNotFound } from "~/components/detail-not-found";
import { ResponsiveImage } from "~/components/responsive-image";
import { formatDisplayDate } from "~/domain/dates/dates";
import { absoluteUrl, breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/blog.$id";
import { catalogueHeaders } from "~/lib/cache-control";

// One chunk per article body: a page downloads only the article it shows.
const bodies = Object.fromEntries(ARTICLE_IDS.map((id) => [id, lazy(articleBodies[id])])) as Record<ArticleId, ReturnType<typeof lazy>>;

export const headers = catalogueHeaders;

export function loader({ params }: Route.LoaderArgs) {
  const article = getArticle(params.id);
  if (!article) throw data("Article not found", { status: 404 });
  return { article };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `Article not found | ${site.name}` }, { name: "robots", content: "noindex" }];
  const { article } = loaderData;
  return [
    ...pageMeta({
      title: `${article.title} | ${site.name}`,
      description: article.description,
      path: `/blog/${article.id}`,
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
          keywords: article.keywords?.join(", "),
          mainEntityOfPage: absoluteUrl(`/blog/${article.id}`),
          author: { "@type": "Organization", name: site.name, url: site.url },
          publisher: { "@type": "Organization", name: site.name, url: site.url },
        },
        breadcrumbJsonLd([
          ["Home", "/"],
          ["Journal", "/blog"],
          [article.title, `/blog/${article.id}`],
        ]),
      ],
    }),
    { property: "article:published_time", content: article.date },
  ];
}

export default function ArticlePage({ loaderData: { article } }: Route.ComponentProps) {
  const Body = bodies[article.id];
  return (
    <main id="main" className="pt-28 pb-20 md:pt-36">
      <article className="container-page max-w-3xl">
        <Link to="/blog" className="text-sm font-semibold text-primary-dark underline decoration-gold underline-offset-4 hover:text-ink">
          ← Back to Blog
        </Link>
        <header className="mt-8">
          <p className="text-xs tracking-[0.2em] text-muted uppercase">
            <time dateTime={article.date}>{formatDisplayDate(article.date)}</time> · {article.readingMinutes} min read
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
          <Suspense fallback={<p className="text-muted">Loading the article…</p>}>
            <Body />
          </Suspense>
        </div>
        <aside className="mt-16 rounded-3xl bg-forest p-8 text-center text-white md:p-12">
          <h2 className="text-3xl font-medium md:text-4xl">Begin your own journey</h2>
          <p className="mx-auto mt-3 max-w-xl text-white/85">
            Ask us anything about retreats, rooms or treatments: we answer within 24 hours.
          </p>
          <div className="mt-7 flex flex-wrap justify-center gap-3">
            <Link
              to="/retreats"
              className="rounded-full bg-white px-6 py-3 text-sm font-semibold tracking-wide text-forest uppercase hover:bg-cream"
            >
              Explore retreats
            </Link>
            <Link
              to="/contact"
              className="rounded-full px-6 py-3 text-sm font-semibold tracking-wide text-white uppercase ring-1 ring-white/70 hover:bg-white/10"
            >
              Contact us
            </Link>
          </div>
        </aside>
      </article>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <DetailNotFound
        title="Article not found"
        message="The article you're looking for doesn't exist."
        backTo="/blog"
        backLabel="Back to Blog"
      />
    );
  }
  throw error;
}
