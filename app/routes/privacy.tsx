import type { ReactNode } from "react";
import { Link } from "react-router";
import { site } from "~/catalogue/site";
import { PageHeader } from "~/components/page-header";
import { ACCOUNTS_RETENTION_FINANCIAL_YEARS, FORM_SUBMISSION_DAYS, UNPAID_ORDER_DAYS } from "~/domain/retention/retention-rules";
import { catalogueHeaders } from "~/lib/cache-control";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy";

/**
 * What the site keeps about guests, why, for how long, and whom to write to
 * (docs/decisions/081-retention.md). The periods come from the constants the daily retention run
 * enforces, so the page and the Cron Trigger cannot disagree.
 */

export const headers = catalogueHeaders;

export function meta(_: Route.MetaArgs) {
  return pageMeta({
    title: `Privacy | ${site.name}`,
    description: `What ${site.name} keeps about you when you book or write to us, why, for how long, who else sees it, and how to have it corrected or erased.`,
    path: "/privacy",
    jsonLd: [
      breadcrumbJsonLd([
        ["Home", "/"],
        ["Privacy", "/privacy"],
      ]),
    ],
  });
}

type Kept = { what: string; why: string; howLong: ReactNode };

const KEPT: Kept[] = [
  {
    what: "A booking you did not complete: your name, e-mail and phone, the dates and rooms you chose",
    why: "So we can help if you come back to pay or write to us about it.",
    howLong: `${UNPAID_ORDER_DAYS} days after you last touched it. Then your name, e-mail and phone are removed; the dates and amounts stay, with nothing that points to you.`,
  },
  {
    what: "A booking you paid for: your contact details, your stay, what you paid and what was refunded",
    why: "To prepare and host your stay, then because Indian law requires us to keep accounting records.",
    howLong: `For ${ACCOUNTS_RETENTION_FINANCIAL_YEARS} financial years after the one in which your stay (or its last refund) falls, the period the Companies Act 2013 (s.128(5)) sets for books of account. Then your details are removed as above.`,
  },
  {
    what: "Arrival details you give on your booking page: your flight and landing time, whether you want the airport pickup, dietary needs, a note, and for guests from abroad, if you choose, passport and visa details",
    why: "To meet you at the airport, to cook for you, and to register foreign guests with the authorities (Form C) within 24 hours of arrival, as Indian law requires.",
    howLong: "Until your stay is over: deleted the day after check-out, or as soon as the booking is cancelled.",
  },
  {
    what: "Messages you send us (the contact form, a consultation request, your contact details at checkout)",
    why: "To pass them to our team's inbox and answer you.",
    howLong: `${FORM_SUBMISSION_DAYS} days after we received (or last tried to deliver) them, then deleted from this website. Our replies live in our e-mail.`,
  },
  {
    what: "Notes our team writes about your booking (for a refund, a payment at the front desk)",
    why: "Our own bookkeeping.",
    howLong: "As long as your details: they are cleared when your details are removed.",
  },
];

const RECIPIENTS: { who: string; what: string }[] = [
  {
    who: "Razorpay (payments, India)",
    what: "Takes your card or UPI payment. It receives your e-mail, phone and the booking reference, and keeps its own records as Indian payment rules require.",
  },
  {
    who: "Cloudflare (hosting)",
    what: "Runs this website, stores its database and sends our e-mails to you. Its request logs are kept for a few days.",
  },
  {
    who: "Formspree (forms)",
    what: "Delivers your messages and our booking notices to our team's inbox.",
  },
];

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

export default function Privacy() {
  return (
    <main id="main">
      <PageHeader eyebrow="Your data" title="Privacy">
        What we keep when you book a stay or write to us, why we keep it, for how long, and how to have it corrected or erased.
      </PageHeader>

      <div className="container-page max-w-3xl py-16 md:py-24">
        <Section id="who" title="Who we are">
          <p>
            {site.name}, {site.address.street}, {site.address.locality}, {site.address.region} {site.address.postalCode}, India. We decide
            what this website keeps about you. Write to us at{" "}
            <a href={`mailto:${site.email}`} className="text-forest underline underline-offset-4 hover:text-ink">
              {site.email}
            </a>{" "}
            about anything on this page.
          </p>
        </Section>

        <Section id="kept" title="What we keep, and for how long">
          <dl className="divide-y divide-ink/10 border-y border-ink/10">
            {KEPT.map((item) => (
              <div key={item.what} className="grid gap-2 py-6 md:grid-cols-[2fr_3fr] md:gap-8">
                <dt className="font-medium text-ink">{item.what}</dt>
                <dd className="space-y-2 text-base">
                  <p>{item.why}</p>
                  <p>
                    <span className="font-medium text-ink">Kept: </span>
                    {item.howLong}
                  </p>
                </dd>
              </div>
            ))}
          </dl>
          <p>
            We never ask for health details through this website. Your cart stays in your own browser until you pay, and we measure how fast
            our pages load without anything that identifies you.
          </p>
        </Section>

        <Section id="recipients" title="Who else sees it">
          <ul className="space-y-4">
            {RECIPIENTS.map((recipient) => (
              <li key={recipient.who}>
                <span className="font-medium text-ink">{recipient.who}.</span> {recipient.what}
              </li>
            ))}
          </ul>
          <p>We do not sell your details or share them for advertising.</p>
        </Section>

        <Section id="rights" title="Your rights">
          <p>
            You may ask to see what we hold about you, to correct it, or to have it erased. Write to{" "}
            <a href={`mailto:${site.email}`} className="text-forest underline underline-offset-4 hover:text-ink">
              {site.email}
            </a>{" "}
            from the address you booked with. We erase every booking and message under that address, keeping only the amounts and dates the
            law requires, with nothing that points to you. While your stay is still ahead, or money is still on its way to or from you, we
            finish that first.
          </p>
          <p>
            Our backups keep a copy of the database for 30 days, so an erasure reaches every copy within 30 days. If you are unhappy with
            our answer, you may complain to the data protection authority where you live, or to the Data Protection Board of India.
          </p>
        </Section>

        <p className="mt-16 text-base text-muted">
          Questions before you book?{" "}
          <Link to="/contact" className="text-forest underline underline-offset-4 hover:text-ink">
            Contact us
          </Link>
          .
        </p>
      </div>
    </main>
  );
}
