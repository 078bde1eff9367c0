import { articles } from "~/catalogue/articles";
import { retreats } from "~/catalogue/retreats";
import { rooms } from "~/catalogue/rooms";
import { site } from "~/catalogue/site";
import { localizePath } from "~/domain/i18n/locale";
import { alternatesOf, publishedLocales } from "~/domain/i18n/localized-routes";

/** Every indexable page, generated from the catalogue so a new retreat or article is listed at once. */
export function sitemapPaths(): { path: string; lastmod?: string }[] {
  return [
    { path: "/" },
    { path: "/retreats" },
    ...retreats.map((r) => ({ path: `/retreats/${r.id}` })),
    { path: "/rooms" },
    ...rooms.map((r) => ({ path: `/rooms/${r.id}` })),
    { path: "/custom-retreat" },
    { path: "/about" },
    { path: "/contact" },
    { path: "/privacy" },
    { path: "/blog" },
    ...articles.map((a) => ({ path: `/blog/${a.id}`, lastmod: a.date })),
  ];
}

function escapeXml(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * Each page in every edition it is published in (English, and German once marked ready), each entry
 * naming all of them, as the page's own hreflang links do.
 */
export function loader() {
  const urls = sitemapPaths()
    .flatMap(({ path, lastmod }) =>
      publishedLocales(path).map((locale) => {
        const alternates = alternatesOf(path, site.url)
          .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
          .join("");
        const loc = escapeXml(new URL(localizePath(path, locale), site.url).href);
        return `  <url><loc>${loc}</loc>${alternates}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
      }),
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
