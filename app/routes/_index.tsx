import { Link } from "react-router";
import { site } from "~/catalogue/site";
import type { NavHandle } from "~/components/site-nav";
import { ConsultationPopup } from "~/forms/consultation-popup";
import type { Route } from "./+types/_index";

export const handle: NavHandle = { navOverlay: true };

export function meta(_: Route.MetaArgs) {
  return [
    { title: `${site.name} | Ayurveda & Yoga Retreats in Kerala` },
    { name: "description", content: site.description },
  ];
}

export default function Home() {
  return (
    <main id="main">
      <section className="relative flex min-h-svh items-center justify-center overflow-hidden bg-forest text-white">
        <div
          aria-hidden
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_30%_20%,#5b6b4f_0%,#27342a_55%,#1b241d_100%)]"
        />
        <div className="relative container-page text-center">
          <p className="eyebrow !text-gold">Kerala · India</p>
          <h1 className="mx-auto mt-5 max-w-4xl text-5xl leading-[1.05] font-medium md:text-7xl">
            Where ancient Ayurveda meets timeless luxury
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-white/85">{site.description}</p>
          <Link
            to="/retreats"
            className="mt-10 inline-flex rounded-full bg-gold px-8 py-3.5 text-sm font-semibold tracking-[0.14em] text-forest uppercase transition-colors hover:bg-white"
          >
            Explore retreats
          </Link>
        </div>
      </section>
      <ConsultationPopup />
    </main>
  );
}
