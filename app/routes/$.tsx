import { data } from "react-router";
import { NotFoundPage } from "~/components/not-found";
import { site } from "~/catalogue/site";
import { notFoundHeaders } from "~/lib/cache-control";
import { localeOfPath } from "~/domain/i18n/locale";
import { m } from "~/paraglide/messages.js";
import type { Route } from "./+types/$";

export function loader() {
  return data(null, { status: 404 });
}

export const headers = notFoundHeaders;

export function meta({ location }: Route.MetaArgs) {
  return [
    { title: `${m.notfound_title({}, { locale: localeOfPath(location.pathname) })} | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function CatchAll() {
  return <NotFoundPage />;
}
