import { Link, type LinkProps, NavLink, type NavLinkProps } from "react-router";
import { localizePath } from "~/domain/i18n/locale";
import { useLocale } from "./use-locale";

/** A site path (written in English, '/rooms') in the page's own locale: '/de/rooms' on a German page. */
function useLocalizePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => {
    const [pathname = "/", rest = ""] = path.split(/(?=[?#])/);
    return `${localizePath(pathname, locale)}${rest}`;
  };
}

/** A link to another page of the site in the same locale as this one: `<LocalizedLink to="/rooms">`. */
export function LocalizedLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  return <Link to={useLocalizePath()(to)} {...props} />;
}

/** NavLink in the page's locale; `end` also matches '/de' for '/'. */
export function LocalizedNavLink({ to, ...props }: Omit<NavLinkProps, "to"> & { to: string }) {
  return <NavLink to={useLocalizePath()(to)} {...props} />;
}
