import type { ReactNode } from "react";
import { site } from "~/catalogue/site";
import { PageHeader } from "~/components/page-header";
import { localeOfPath, localizePath } from "~/domain/i18n/locale";
import { germanPrivacyNotice } from "~/domain/retention/privacy-notice.de";
import { englishPrivacyNotice } from "~/domain/retention/privacy-notice.en";
import { LocalizedLink } from "~/i18n/localized-link";
import { catalogueHeaders } from "~/lib/cache-control";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy";

/**
 * What the site keeps about guests, why, for how long, and whom to write to
 * (docs/decisions/081-retention.md), in the page's language: the words come from the loader, so
 * the page's JavaScript carries neither language.
 */

export const headers = catalogueHeaders;

export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  return { notice: locale === "de" ? germanPrivacyNotice : englishPrivacyNotice };
}

export function meta({ loaderData: { notice }, location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  return pageMeta({
    title: notice.title,
    description: notice.description,
    path: "/privacy",
    locale,
    jsonLd: [
      breadcrumbJsonLd([
        [notice.home, localizePath("/", locale)],
        [notice.heading, localizePath("/privacy", locale)],
      ]),
    ],
  });
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-14 first:mt-0">
      <h2 id={id} className="text-3xl leading-tight font-medium text-ink md:text-4xl">
        {title}
      </h2>
      <div className="mt-5 space-y-4 text-lg leading-relaxed text-ink/80">{children}</div>
    </section>
  );
}

export default function Privacy({ loaderData: { notice } }: Route.ComponentProps) {
  const { who, kept, recipients, rights } = notice;
  const email = (
    <a href={`mailto:${site.email}`} className="text-forest underline underline-offset-4 hover:text-ink">
      {site.email}
    </a>
  );
  return (
    <main id="main">
      <PageHeader eyebrow={notice.eyebrow} title={notice.heading}>
        {notice.intro}
      </PageHeader>

      <div className="container-page max-w-3xl py-16 md:py-24">
        <Section id="who" title={who.title}>
          <p>
            {who.text} {who.before} {email}
            {who.after}
          </p>
        </Section>

        <Section id="kept" title={kept.title}>
          <dl className="divide-y divide-ink/10 border-y border-ink/10">
            {kept.items.map((item) => (
              <div key={item.what} className="grid gap-2 py-6 md:grid-cols-[2fr_3fr] md:gap-8">
                <dt className="font-medium text-ink">{item.what}</dt>
                <dd className="space-y-2 text-base">
                  <p>{item.why}</p>
                  <p>
                    <span className="font-medium text-ink">{kept.label}</span>
                    {item.howLong}
                  </p>
                </dd>
              </div>
            ))}
          </dl>
          <p>{kept.note}</p>
        </Section>

        <Section id="recipients" title={recipients.title}>
          <ul className="space-y-4">
            {recipients.items.map((recipient) => (
              <li key={recipient.who}>
                <span className="font-medium text-ink">{recipient.who}.</span> {recipient.what}
              </li>
            ))}
          </ul>
          <p>{recipients.note}</p>
        </Section>

        <Section id="rights" title={rights.title}>
          <p>
            {rights.before} {email}
            {rights.after}
          </p>
          <p>{rights.backups}</p>
        </Section>

        <p className="mt-16 text-base text-muted">
          {notice.questions}{" "}
          <LocalizedLink to="/contact" className="text-forest underline underline-offset-4 hover:text-ink">
            {notice.contact}
          </LocalizedLink>
          .
        </p>
      </div>
    </main>
  );
}
