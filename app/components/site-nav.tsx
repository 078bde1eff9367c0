import { useEffect, useId, useRef, useState } from "react";
import { useLocation, useMatches } from "react-router";
import { site } from "~/catalogue/site";
import { LanguageSwitcher } from "~/i18n/language-switcher";
import { LocalizedLink, LocalizedNavLink } from "~/i18n/localized-link";
import { useMessageLocale } from "~/i18n/use-locale";
import { m } from "~/paraglide/messages.js";
import { BagIcon, CloseIcon, LotusIcon, MenuIcon } from "./icons";

type InLocale = ReturnType<typeof useMessageLocale>;
const NAV_LINKS = [
  { to: "/", label: (l: InLocale) => m.nav_home({}, l) },
  { to: "/retreats", label: (l: InLocale) => m.nav_retreats({}, l) },
  { to: "/rooms", label: (l: InLocale) => m.nav_rooms({}, l) },
  { to: "/about", label: (l: InLocale) => m.nav_about({}, l) },
  { to: "/contact", label: (l: InLocale) => m.nav_contact({}, l) },
] as const;

/**
 * The bar gains its solid background once the page has scrolled past this many pixels, in one
 * frame. Faded instead (its background, shadow and text colour over 300 ms), every frame of the
 * fade restyled and repainted the bar on the main thread: a tap just after a scroll waited behind
 * it (an itinerary day on the bench's phone, 184 ms median against 80 ms without; docs/benchmarks.md).
 * Before hydration app/app.css turns the bar solid from the scroll itself, at the same 50 px.
 */
const NAV_SOLID_AFTER_PX = 50;

/** Routes that open on a dark full-bleed hero set `handle = { navOverlay: true }` (and have a loader). */
export type NavHandle = { navOverlay?: boolean };

function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > px);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [px]);
  return past;
}

/**
 * The phone menu is the platform's own popover, opened by its button's `popovertarget`: it answers
 * a tap in one frame before the page has hydrated and without JavaScript, closes on Escape and on
 * a tap outside, and the browser tells screen readers whether it is expanded. What follows its
 * state (the bar's solid background, the button's icon and name) is styled from it in app.css
 * (`.site-header:has(:popover-open)`), not kept in React state that would only exist after
 * hydration.
 */
export function SiteNav({ cartQuantity }: { cartQuantity: number }) {
  const scrolled = useScrolledPast(NAV_SOLID_AFTER_PX);
  const inLocale = useMessageLocale();
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const location = useLocation();
  // Only over a hero that actually rendered: a route's 404 boundary has no data and no dark hero.
  const overlay = useMatches().some((m) => (m.handle as NavHandle | undefined)?.navOverlay && m.loaderData != null);

  // A navigation by any means (link, back button) closes the mobile menu; a full page load
  // (without JavaScript) starts closed anyway. Not on hydration: a menu opened before it stays open.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    closeMenu(menu.current);
  }, [location.pathname]);

  const light = overlay && !scrolled;

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={`site-header fixed inset-x-0 top-0 z-50 ${
        scrolled
          ? SOLID_BAR
          : // Over a hero, a soft shade keeps white links legible on the lightest frames.
            `${light ? "bg-gradient-to-b from-forest/55 to-transparent text-white" : "bg-transparent text-ink"}`
      }`}
    >
      {/* From 1024 px the links sit in the bar's centre column, whatever the logo's width (it
          changes when the display face joins): nothing beside them moves them. Narrower, the
          German labels would not fit in one line: the menu holds them. */}
      <nav
        aria-label={m.nav_label({}, inLocale)}
        className="container-page flex h-16 items-center justify-between md:h-20 lg:grid lg:grid-cols-[1fr_auto_1fr]"
      >
        <LocalizedLink
          to="/"
          className="flex items-center gap-2 lg:justify-self-start"
          aria-label={m.nav_home_label({ name: site.name }, inLocale)}
        >
          <LotusIcon className={light ? "site-logo text-white" : "text-primary"} width={28} height={28} />
          <span className="font-display text-xl font-semibold tracking-wide md:text-2xl">{site.shortName}</span>
        </LocalizedLink>

        <ul className="hidden items-center gap-8 lg:flex">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <LocalizedNavLink
                to={link.to}
                end={link.to === "/"}
                data-label={link.label(inLocale)}
                className={({ isActive }) =>
                  `bold-width text-sm tracking-[0.14em] uppercase ${
                    isActive
                      ? `font-semibold underline decoration-gold decoration-2 underline-offset-8 ${light ? "site-bar-active text-white" : "text-primary-dark"}`
                      : light
                        ? "site-bar-text text-white/85 hover:text-white"
                        : "text-ink/75 hover:text-primary-dark"
                  }`
                }
              >
                {link.label(inLocale)}
              </LocalizedNavLink>
            </li>
          ))}
        </ul>

        <div className="flex items-center gap-1 lg:justify-self-end">
          <LanguageSwitcher
            className={`px-2 text-sm tracking-[0.14em] uppercase ${light ? "site-bar-text text-white/85 hover:text-white" : "text-ink/75 hover:text-primary-dark"}`}
          />
          <CartLink quantity={cartQuantity} />
          <button type="button" popoverTarget={menuId} className="inline-flex h-11 w-11 items-center justify-center rounded-full lg:hidden">
            <span className="menu-closed-only sr-only">{m.nav_open_menu({}, inLocale)}</span>
            <span className="menu-open-only sr-only">{m.nav_close_menu({}, inLocale)}</span>
            <MenuIcon className="menu-closed-only" />
            <CloseIcon className="menu-open-only" />
          </button>
        </div>
      </nav>

      <div
        ref={menu}
        id={menuId}
        popover="auto"
        className="inset-x-0 top-16 bottom-auto m-0 w-full max-w-none border-t border-linen bg-cream p-0 text-ink md:top-20 lg:hidden"
      >
        <ul className="container-page flex flex-col py-3">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <LocalizedNavLink
                to={link.to}
                end={link.to === "/"}
                // A link to the page already shown navigates nowhere: close the menu all the same.
                onClick={() => closeMenu(menu.current)}
                className={({ isActive }) =>
                  `block rounded-md px-2 py-3 text-base tracking-wide ${
                    isActive ? "bg-sand font-semibold text-primary-dark" : "text-ink/80"
                  }`
                }
              >
                {link.label(inLocale)}
              </LocalizedNavLink>
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}

/** The solid look; app/app.css's `site-bar-solid` keyframes give the same before hydration. */
const SOLID_BAR = "bg-cream/85 text-ink shadow-[0_1px_0_rgba(43,36,32,0.08)] backdrop-blur-md";

function closeMenu(menu: HTMLElement | null) {
  if (menu?.matches(":popover-open")) menu.hidePopover();
}

function CartLink({ quantity }: { quantity: number }) {
  const inLocale = useMessageLocale();
  const label =
    quantity === 0
      ? m.nav_cart({}, inLocale)
      : quantity === 1
        ? m.nav_cart_one_item({}, inLocale)
        : m.nav_cart_items({ count: quantity }, inLocale);
  return (
    <LocalizedNavLink
      to="/cart"
      aria-label={label}
      className={({ isActive }) =>
        `relative inline-flex h-11 w-11 items-center justify-center rounded-full transition-[background-color] hover:bg-black/5 ${
          isActive ? "text-primary-dark" : ""
        }`
      }
    >
      <BagIcon />
      {quantity > 0 ? (
        <span
          data-testid="cart-badge"
          className="absolute top-1 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary-dark px-1 text-[0.7rem] font-semibold text-white"
        >
          {quantity}
        </span>
      ) : null}
    </LocalizedNavLink>
  );
}
