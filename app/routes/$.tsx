import { data } from "react-router";
import { NotFoundPage } from "~/components/not-found";
import { site } from "~/catalogue/site";
import type { Route } from "./+types/$";

export function loader() {
  return data(null, { status: 404 });
}

export function meta(_: Route.MetaArgs) {
  return [{ title: `Page not found | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function CatchAll() {
  return <NotFoundPage />;
}
