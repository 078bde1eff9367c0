import { DEPOSIT_PERCENT, depositRateText } from "~/domain/money/money";
import { CustomRetreatForm } from "~/booking/custom-retreat-form";
import { site } from "~/catalogue/site";
import { PageHeader } from "~/components/page-header";
import { catalogueHeaders } from "~/lib/cache-control";
import { localeOfPath } from "~/domain/i18n/locale";
import { LocalizedLink } from "~/i18n/localized-link";
import { useLocale } from "~/i18n/use-locale";
import { pageMeta } from "~/lib/seo";
import { m } from "~/paraglide/messages.js";
import type { Route } from "./+types/custom-retreat";

/** The same shell for everyone: what is in the cart or the form lives in the browser. */
export const headers = catalogueHeaders;

export function meta({ location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  return pageMeta({
    title: `${m.custom_title({}, { locale })} | ${site.name}`,
    description: m.custom_meta_description({ rate: depositRateText(DEPOSIT_PERCENT, locale) }, { locale }),
    path: "/custom-retreat",
    locale,
  });
}

const STEPS = [
  { id: "shape", title: m.custom_step_shape, text: m.custom_step_shape_text },
  { id: "add", title: m.custom_step_add, text: m.custom_step_add_text },
  { id: "reserve", title: m.custom_step_reserve, text: m.custom_step_reserve_text },
] as const;

export default function CustomRetreatPage() {
  const inLocale = { locale: useLocale() };
  return (
    <main id="main">
      <PageHeader eyebrow={m.custom_eyebrow({}, inLocale)} title={m.custom_title({}, inLocale)}>
        {m.custom_intro({}, inLocale)}
      </PageHeader>

      <div className="container-page grid items-start gap-10 pt-12 pb-20 md:pt-16 md:pb-28 lg:grid-cols-[minmax(0,1fr)_22rem] xl:gap-16">
        <CustomRetreatForm />

        <aside aria-labelledby="custom-how-heading" className="lg:sticky lg:top-28">
          <h2 id="custom-how-heading" className="font-display text-2xl font-medium text-ink">
            {m.custom_how({}, inLocale)}
          </h2>
          <ol className="mt-6 space-y-6">
            {STEPS.map((step, i) => (
              <li key={step.id} className="flex gap-4">
                <span
                  aria-hidden
                  className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full border border-gold font-display text-lg text-primary-dark"
                >
                  {i + 1}
                </span>
                <div>
                  <h3 className="font-display text-lg font-medium text-ink">
                    {step.title({ rate: depositRateText(DEPOSIT_PERCENT, inLocale.locale) }, inLocale)}
                  </h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted">{step.text({}, inLocale)}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-8 rounded-2xl bg-sand px-5 py-4 text-sm text-muted">
            {m.custom_no_proposal({}, inLocale)}{" "}
            <LocalizedLink to="/contact" className="font-semibold text-primary-dark underline decoration-gold underline-offset-4">
              {m.custom_talk({}, inLocale)}
            </LocalizedLink>{" "}
            {m.custom_plan_together({}, inLocale)}
          </p>
        </aside>
      </div>
    </main>
  );
}
