import { Form, Link, useLocation } from "react-router";
import { site } from "~/catalogue/site";
import type { StaffSession } from "~/worker-context";

const SECTIONS = [
  { to: "/admin/bookings", label: "Bookings" },
  { to: "/admin/bookings/new", label: "Record booking" },
  { to: "/admin/arrivals", label: "Arrivals" },
  { to: "/admin/calendar", label: "Calendar" },
  { to: "/admin/channels", label: "Channels" },
  { to: "/admin/forms", label: "Messages" },
  { to: "/admin/vitals", label: "Page speed" },
] as const;

/** A section is current on its own pages, and Bookings not on Record booking's. */
function isCurrent(section: (typeof SECTIONS)[number], pathname: string): boolean {
  const current = pathname === section.to || pathname.startsWith(`${section.to}/`);
  return current && !SECTIONS.some((other) => other.to !== section.to && other.to.startsWith(section.to) && pathname.startsWith(other.to));
}

/** The staff console's frame: who is signed in, the sections, and the page. */
export function AdminShell({ session, children }: { session: StaffSession; children: React.ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="min-h-screen bg-stone-50 text-ink">
      <header className="border-b border-stone-200 bg-forest text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 pt-3 md:px-6">
          <p className="font-display text-xl leading-tight">
            {site.shortName} <span className="font-sans text-xs font-semibold tracking-[0.14em] text-white/70 uppercase">Staff</span>
          </p>
          <div className="flex min-w-0 items-center gap-3 text-xs text-white/80">
            <span className="min-w-0 truncate" title={session.email}>
              {session.email}
              {session.devSignIn ? <span className="hidden sm:inline"> (development)</span> : null}
            </span>
            {session.devSignIn ? (
              <Form method="post" action="/admin/dev-sign-in" reloadDocument>
                <input type="hidden" name="intent" value="sign-out" />
                <button
                  type="submit"
                  className="rounded px-2 py-1 font-semibold whitespace-nowrap text-white underline-offset-4 hover:underline"
                >
                  Sign out
                </button>
              </Form>
            ) : (
              <a
                href={session.signOutUrl}
                className="rounded px-2 py-1 font-semibold whitespace-nowrap text-white underline-offset-4 hover:underline"
              >
                Sign out
              </a>
            )}
          </div>
        </div>
        <nav aria-label="Staff console" className="mx-auto max-w-7xl px-2 md:px-4">
          {/* Wraps on a phone: every section in sight, none scrolled out of reach. */}
          <ul className="flex flex-wrap gap-x-1">
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <Link
                  to={section.to}
                  aria-current={isCurrent(section, pathname) ? "page" : undefined}
                  className={`inline-block border-b-2 px-2 py-2 text-sm font-semibold whitespace-nowrap sm:px-3 sm:py-2.5 ${
                    isCurrent(section, pathname) ? "border-gold text-white" : "border-transparent text-white/75 hover:text-white"
                  }`}
                >
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-5 md:px-6 md:py-8">
        {children}
      </main>
    </div>
  );
}

export function PageTitle({ children, aside }: { children: React.ReactNode; aside?: React.ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <h1 className="font-display text-3xl font-medium md:text-4xl">{children}</h1>
      {aside}
    </div>
  );
}
