import type { MetaDescriptor } from "react-router";
import { site } from "~/catalogue/site";
import { type Locale, localizePath } from "~/domain/i18n/locale";
import { publishedLocales } from "~/domain/i18n/localized-routes";

/** Absolute URL on the production origin, for canonical links, Open Graph and the sitemap. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.url).href;
}

export type PageMetaInput = {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/retreats". */
  path: string;
  /** Site-relative or absolute image URL for link previews. */
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
  /** One or more JSON-LD objects (schema-dts's types are interfaces: no index signature). */
  jsonLd?: object | object[];
  /** The edition being rendered; `path` stays locale-free. English when left out. */
  locale?: Locale;
};

/**
 * The canonical URL of `path` (locale-free) in `locale`: its own edition once that is published,
 * else the English page, which a German page still being translated only duplicates.
 */
function canonicalUrl(path: string, locale: Locale = "en"): string {
  const published = publishedLocales(path).includes(locale);
  return absoluteUrl(localizePath(path, published ? locale : "en"));
}

/** Title, description, canonical URL, Open Graph, Twitter card and JSON-LD for a page. */
export function pageMeta({
  title,
  description,
  path,
  image = "/media/og-default.jpg",
  type = "website",
  noindex,
  jsonLd,
  locale,
}: PageMetaInput): MetaDescriptor[] {
  const url = canonicalUrl(path, locale);
  const imageUrl = absoluteUrl(image);
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: type },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (noindex) meta.push({ name: "robots", content: "noindex" });
  if (jsonLd) meta.push({ "script:ld+json": jsonLd as never });
  return meta;
}

/** The resort's postal address as schema.org writes one (the LodgingBusiness and the Hotel share it). */
export function resortAddress() {
  return {
    "@type": "PostalAddress",
    streetAddress: site.address.street,
    addressLocality: site.address.locality,
    addressRegion: site.address.region,
    postalCode: site.address.postalCode,
    addressCountry: site.address.country,
  } as const;
}

/** A BreadcrumbList for a trail of [name, path] pairs. */
export function breadcrumbJsonLd(trail: [name: string, path: string][]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map(([name, path], i) => ({
      "@type": "ListItem",
      position: i + 1,
      name,
      item: absoluteUrl(path),
    })),
  };
}
