import { depositRateText } from "~/domain/money/money";
import { Link } from "react-router";
import { CustomRetreatForm } from "~/booking/custom-retreat-form";
import { site } from "~/catalogue/site";
import { PageHeader } from "~/components/page-header";
import { catalogueHeaders } from "~/lib/cache-control";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/custom-retreat";

/** The same shell for everyone: what is in the cart or the form lives in the browser. */
export const headers = catalogueHeaders;

export function meta(_: Route.MetaArgs) {
  return pageMeta({
    title: `Design Your Own Retreat | ${site.name}`,
    description: `Shaped a retreat with our Ayurveda doctors? Add it to your cart with its dates and agreed price, and reserve it with a ${depositRateText()} deposit.`,
    path: "/custom-retreat",
  });
}

const STEPS = [
  {
    title: "Shape it with us",
    text: "Tell our doctors and hosts what you are seeking: a longer Panchakarma, a retreat for two, a quiet writing month.",
  },
  {
    title: "Add it here",
    text: "Enter the name we agreed, your dates and the price from your proposal, in the currency we quoted.",
  },
  {
    title: `Reserve with ${depositRateText()}`,
    text: "Pay the deposit online; the balance is settled when you arrive in Kerala.",
  },
] as const;

export default function CustomRetreatPage() {
  return (
    <main id="main">
      <PageHeader eyebrow="Bespoke journeys" title="Design Your Own Retreat">
        A programme shaped around you, by the people who will care for you. Add it to your cart like any of our retreats.
      </PageHeader>

      <div className="container-page grid items-start gap-10 pt-12 pb-20 md:pt-16 md:pb-28 lg:grid-cols-[minmax(0,1fr)_22rem] xl:gap-16">
        <CustomRetreatForm />

        <aside aria-labelledby="custom-how-heading" className="lg:sticky lg:top-28">
          <h2 id="custom-how-heading" className="font-display text-2xl font-medium text-ink">
            How it works
          </h2>
          <ol className="mt-6 space-y-6">
            {STEPS.map((step, i) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden
                  className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full border border-gold font-display text-lg text-primary-dark"
                >
                  {i + 1}
                </span>
                <div>
                  <h3 className="font-display text-lg font-medium text-ink">{step.title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-8 rounded-2xl bg-sand px-5 py-4 text-sm text-muted">
            No proposal yet?{" "}
            <Link to="/contact" className="font-semibold text-primary-dark underline decoration-gold underline-offset-4">
              Talk to our team
            </Link>{" "}
            and we will plan it together.
          </p>
        </aside>
      </div>
    </main>
  );
}
