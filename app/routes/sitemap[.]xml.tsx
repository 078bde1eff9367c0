import { articles } from "~/catalogue/articles";
import { retreats } from "~/catalogue/retreats";
import { rooms } from "~/catalogue/rooms";
import { absoluteUrl } from "~/lib/seo";

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

export function loader() {
  const urls = sitemapPaths()
    .map(({ path, lastmod }) => `  <url><loc>${escapeXml(absoluteUrl(path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
