import { data } from "react-router";
import { RetreatBookingCard } from "~/booking/retreat-booking-card";
import { getRetreat } from "~/catalogue/retreats";
import { site } from "~/catalogue/site";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/retreats.$id";

// Minimal page to exercise the booking card; the full retreat detail page replaces it.

export function loader({ params }: Route.LoaderArgs) {
  const retreat = getRetreat(params.id);
  if (!retreat) throw data("Retreat not found", { status: 404 });
  return { retreat };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `Retreat not found | ${site.name}` }];
  const { retreat } = loaderData;
  return pageMeta({ title: `${retreat.title} | ${site.name}`, description: retreat.description, path: `/retreats/${retreat.id}` });
}

export default function RetreatDetail({ loaderData: { retreat } }: Route.ComponentProps) {
  return (
    <main id="main" className="container-page grid items-start gap-10 pt-32 pb-20 lg:grid-cols-[minmax(0,1fr)_26rem]">
      <div>
        <p className="eyebrow">{retreat.duration}</p>
        <h1 className="mt-3 text-5xl font-medium text-ink">{retreat.title}</h1>
        <p className="mt-5 max-w-2xl text-lg text-muted">{retreat.description}</p>
      </div>
      <div className="lg:sticky lg:top-28">
        <RetreatBookingCard retreat={retreat} />
      </div>
    </main>
  );
}
