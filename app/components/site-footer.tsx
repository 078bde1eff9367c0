import { depositRateText } from "~/domain/money/money";
import { Link } from "react-router";
import { site, telHref } from "~/catalogue/site";
import { LotusIcon } from "./icons";

const EXPLORE = [
  { to: "/retreats", label: "Retreats" },
  { to: "/rooms", label: "Rooms" },
  { to: "/custom-retreat", label: "Design your own retreat" },
  { to: "/blog", label: "Journal" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
  { to: "/privacy", label: "Privacy" },
] as const;

/** `year`: the resort's current year, from the root loader (never the browser's clock). */
export function SiteFooter({ year }: { year: number | undefined }) {
  return (
    <footer className="bg-forest text-white/80">
      <div className="container-page grid gap-10 py-14 md:grid-cols-[1.4fr_1fr_1fr] md:py-20">
        <div>
          <Link to="/" className="inline-flex items-center gap-2 text-white">
            <LotusIcon className="text-gold" width={30} height={30} />
            <span className="font-display text-2xl font-semibold tracking-wide">{site.name}</span>
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed">{site.description}</p>
        </div>

        <nav aria-label="Footer">
          <h2 className="eyebrow !text-gold">Explore</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {EXPLORE.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="eyebrow !text-gold">Visit &amp; contact</h2>
          <address className="mt-4 space-y-2 text-sm not-italic">
            <p>
              {site.address.street}
              <br />
              {site.address.locality}, {site.address.city}
              <br />
              {site.address.region} {site.address.postalCode}, India
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
          ©{year === undefined ? "" : ` ${year}`} {site.name}. Deposits are {depositRateText()} of your stay; the balance is settled on
          arrival.
        </p>
      </div>
    </footer>
  );
}
