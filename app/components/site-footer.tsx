import { DEPOSIT_PERCENT, depositRateText } from "~/domain/money/money";
import { site, telHref } from "~/catalogue/site";
import { LanguageSwitcher } from "~/i18n/language-switcher";
import { LocalizedLink } from "~/i18n/localized-link";
import { useMessageLocale } from "~/i18n/use-locale";
import { m } from "~/paraglide/messages.js";
import { LotusIcon } from "./icons";

type InLocale = ReturnType<typeof useMessageLocale>;
const EXPLORE = [
  { to: "/retreats", label: (l: InLocale) => m.nav_retreats({}, l) },
  { to: "/rooms", label: (l: InLocale) => m.nav_rooms({}, l) },
  { to: "/custom-retreat", label: (l: InLocale) => m.nav_custom_retreat({}, l) },
  { to: "/blog", label: (l: InLocale) => m.nav_journal({}, l) },
  { to: "/about", label: (l: InLocale) => m.nav_about({}, l) },
  { to: "/contact", label: (l: InLocale) => m.nav_contact({}, l) },
  { to: "/privacy", label: (l: InLocale) => m.nav_privacy({}, l) },
] as const;

/**
 * `year`: the resort's current year, from the root loader (never the browser's clock);
 * `description`: the resort in a sentence, in the page's language, from the root loader too.
 */
export function SiteFooter({ year, description }: { year: number | undefined; description: string }) {
  const inLocale = useMessageLocale();
  return (
    <footer className="bg-forest text-white/80">
      <div className="container-page grid gap-10 py-14 md:grid-cols-[1.4fr_1fr_1fr] md:py-20">
        <div>
          <LocalizedLink to="/" className="inline-flex items-center gap-2 text-white">
            <LotusIcon className="text-gold" width={30} height={30} />
            <span className="font-display text-2xl font-semibold tracking-wide">{site.name}</span>
          </LocalizedLink>
          <p className="mt-4 max-w-sm text-sm leading-relaxed">{description}</p>
        </div>

        <nav aria-label={m.footer_label({}, inLocale)}>
          <h2 className="eyebrow !text-gold">{m.footer_explore({}, inLocale)}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {EXPLORE.map((link) => (
              <li key={link.to}>
                <LocalizedLink to={link.to} className="hover:text-white">
                  {link.label(inLocale)}
                </LocalizedLink>
              </li>
            ))}
            <li>
              <LanguageSwitcher className="hover:text-white" />
            </li>
          </ul>
        </nav>

        <div>
          <h2 className="eyebrow !text-gold">{m.footer_visit_contact({}, inLocale)}</h2>
          <address className="mt-4 space-y-2 text-sm not-italic">
            <p>
              {site.address.street}
              <br />
              {site.address.locality}, {site.address.city}
              <br />
              {site.address.region} {site.address.postalCode}, {m.footer_country({}, inLocale)}
            </p>
            {site.phones.map((phone) => (
              <p key={phone}>
                <a href={telHref(phone)} className="hover:text-white">
                  {phone}
                </a>
              </p>
            ))}
            <p>
              <a href={`mailto:${site.email}`} className="hover:text-white">
                {site.email}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-6 text-xs text-white/70">
          ©{year === undefined ? "" : ` ${year}`} {site.name}.{" "}
          {m.footer_deposit_note({ rate: depositRateText(DEPOSIT_PERCENT, inLocale.locale) }, inLocale)}
        </p>
      </div>
    </footer>
  );
}
