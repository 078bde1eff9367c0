import type { ReactNode } from "react";
import { data } from "react-router";
import { site, telHref } from "~/catalogue/site";
import { bookingLineKindLabel, type BookingLineView, type BookingView, bookingStatusLabel } from "~/domain/booking/booking-view";
import { CancellationPolicyNote } from "~/booking/cancellation-policy-note";
import { cancellationTermsText } from "~/domain/booking/cancellation-policy";
import { ButtonLink } from "~/components/button";
import { depositRateText, formatMoney } from "~/domain/money/money";
import { plural } from "~/domain/plural";
import { pageMeta } from "~/lib/seo";
import { serverServicesContext } from "~/worker-context";
import type { Route } from "./+types/booking-confirmation";

/**
 * /booking-confirmation?payment_id=..&order_id=.. : the booking as the server stores it now, paid,
 * awaiting the resort's confirmation, refunded or otherwise: the page says which, and never calls
 * a booking confirmed that is not. Nothing here comes from the browser's cart.
 */

type LoaderData =
  | { state: "missing" }
  | { state: "not-found" }
  | { state: "error" }
  /** `now`: the server's instant, so the page and its hydration leave out the same past deadlines. */
  | { state: "confirmed"; booking: BookingView; now: string; guestLink: string | null; cancellationTerms: string[] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const paymentId = url.searchParams.get("payment_id")?.trim() ?? "";
  const orderId = url.searchParams.get("order_id")?.trim() ?? "";
  if (!paymentId || !orderId) return data<LoaderData>({ state: "missing" }, { status: 400 });
  try {
    const services = context.get(serverServicesContext);
    const booking = await services.getBooking(orderId, paymentId);
    if (!booking) return data<LoaderData>({ state: "not-found" }, { status: 404 });
    return data<LoaderData>({
      state: "confirmed",
      booking,
      now: new Date().toISOString(),
      guestLink: await services.guestLinkUrl(orderId),
      // Written here, so the page loads none of the policy's rules in the browser.
      cancellationTerms: cancellationTermsText(booking.cancellationPolicy),
    });
  } catch (error) {
    console.error("booking confirmation: lookup failed", error);
    return data<LoaderData>({ state: "error" }, { status: 503 });
  }
}

/** A booking is personal: never stored by a browser or a shared cache. */
export function headers() {
  return { "Cache-Control": "no-store" };
}

export function meta(_: Route.MetaArgs) {
  return pageMeta({
    title: `Booking Confirmation | ${site.name}`,
    description: `Your booking at ${site.name}: dates, guests, the deposit paid and the balance due on arrival.`,
    path: "/booking-confirmation",
    noindex: true,
  });
}

export default function BookingConfirmation({ loaderData }: Route.ComponentProps) {
  const result = loaderData as LoaderData;
  if (result.state === "confirmed") {
    return (
      <Confirmed
        booking={result.booking}
        now={new Date(result.now)}
        guestLink={result.guestLink}
        cancellationTerms={result.cancellationTerms}
      />
    );
  }
  if (result.state === "missing") {
    return (
      <Notice title="Missing payment information">
        This page shows a booking from the payment and order references in its address, and this link does not have both. Please use the
        link from your confirmation, or contact us.
      </Notice>
    );
  }
  if (result.state === "error") {
    return (
      <Notice title="Failed to load booking details">
        We could not load your booking just now. Please reload the page in a moment; your payment is safe.
      </Notice>
    );
  }
  return (
    <Notice title="Booking Not Found">
      We could not find a booking for these references. If you have paid, please contact support with your payment id.
    </Notice>
  );
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="bg-cream">
      <section className="container-page flex min-h-[70vh] flex-col items-center justify-center pt-32 pb-20 text-center">
        <p className="eyebrow">Booking confirmation</p>
        <h1 className="mt-3 text-4xl font-medium text-ink md:text-5xl">{title}</h1>
        <p className="mx-auto mt-5 max-w-xl text-base leading-relaxed text-muted md:text-lg">{children}</p>
        <p className="mt-4 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-sm text-muted">
          <span>Support:</span>
          <a className="font-semibold whitespace-nowrap text-primary-dark underline-offset-4 hover:underline" href={`mailto:${site.email}`}>
            {site.email}
          </a>
          <a
            className="font-semibold whitespace-nowrap text-primary-dark underline-offset-4 hover:underline"
            href={telHref(site.phones[0])}
          >
            {site.phones[0]}
          </a>
        </p>
        <ButtonLink to="/" className="mt-10">
          Return Home
        </ButtonLink>
      </section>
    </main>
  );
}

function rateText(line: BookingLineView): string {
  const rate = formatMoney(line.unitRate, line.currency);
  if (line.kind === "retreat") return `${rate} per person`;
  if (line.kind === "room") return `${rate} per night`;
  return `${rate} for the stay`;
}

/** The header's eyebrow and sentence for the booking's status now. */
function statusCopy(booking: BookingView): { eyebrow: string; text: string } {
  const deposit = formatMoney(booking.charged.amount, "INR");
  const thanks = `Thank you${booking.guest.name ? `, ${booking.guest.name}` : ""}.`;
  switch (booking.status) {
    case "paid":
      if (booking.resortConfirmation === "awaiting") {
        return {
          eyebrow: "Request received",
          text: `${thanks} Your deposit of ${deposit} has been received. Our team will confirm your custom retreat within 24 hours.`,
        };
      }
      if (booking.resortConfirmation === "declined") {
        return {
          eyebrow: "Request declined",
          text: `The resort could not accept this custom retreat, so the request is declined. Your deposit of ${deposit} is being refunded in full; it reaches your card in 5-7 working days.`,
        };
      }
      if (booking.resortConfirmation === "confirmed") {
        return {
          eyebrow: "Booking confirmed",
          text: `${thanks} The resort has confirmed your custom retreat. Your deposit of ${deposit} has been received and your booking is confirmed.`,
        };
      }
      return {
        eyebrow: "Booking confirmed",
        text: `${thanks} Your deposit of ${deposit} has been received and your booking is confirmed.`,
      };
    case "authorized":
      return {
        eyebrow: "Payment being completed",
        text: `${thanks} Your bank has approved your deposit of ${deposit}; we are completing the payment, and this page will show your booking as confirmed once it is done.`,
      };
    case "conflict":
      return {
        eyebrow: "Booking not confirmed",
        text: `Your payment reached us after the hold on your dates had lapsed and another guest had booked them. Your deposit of ${deposit} is being refunded in full; our team will contact you within 24 hours to help you choose other dates.`,
      };
    case "partially_refunded":
      return {
        eyebrow: "Partially refunded",
        text: `${formatMoney(booking.refunded.amount, "INR")} of your deposit of ${deposit} has been refunded.`,
      };
    case "refunded":
      if (booking.resortConfirmation === "declined") {
        return {
          eyebrow: "Request declined",
          text: `The resort could not accept this custom retreat, so the request is declined. Your deposit of ${deposit} has been refunded in full.`,
        };
      }
      return { eyebrow: "Refunded", text: `Your deposit of ${deposit} has been refunded in full. This booking is no longer active.` };
    case "cancelled":
      return { eyebrow: "Booking cancelled", text: "This booking has been cancelled. Please contact us with any questions." };
    default:
      return { eyebrow: "Awaiting payment", text: "We have not received a payment for this booking." };
  }
}

function Confirmed({
  booking,
  now,
  guestLink,
  cancellationTerms,
}: {
  booking: BookingView;
  now: Date;
  guestLink: string | null;
  cancellationTerms: string[];
}) {
  const confirmed = booking.status === "paid" && booking.resortConfirmation !== "awaiting" && booking.resortConfirmation !== "declined";
  const copy = statusCopy(booking);
  // What happens next is for a booking that goes ahead; a refunded or cancelled one has no next steps.
  const active = (booking.status === "paid" || booking.status === "authorized") && booking.resortConfirmation !== "declined";
  const depositEquivalent = booking.totals.map((t) => formatMoney(t.deposit, t.currency)).join(" + ");
  return (
    <main id="main" className="bg-cream">
      <header className="relative overflow-hidden bg-sand pt-32 pb-12 md:pt-40 md:pb-16">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-24 -right-24 h-80 w-80 rounded-full bg-[radial-gradient(circle,rgba(184,149,90,0.22),transparent_70%)]"
        />
        <div className="relative container-page text-center">
          <div aria-hidden className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-forest text-2xl text-white">
            {confirmed ? "✓" : "i"}
          </div>
          <p className="eyebrow mt-6">{copy.eyebrow}</p>
          <h1 className="mx-auto mt-3 max-w-3xl text-4xl leading-[1.08] font-medium text-ink md:text-6xl">
            {active && booking.status === "paid" ? "Your sacred journey awaits" : copy.eyebrow}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-base leading-relaxed text-muted md:text-lg">{copy.text}</p>
          {booking.mode === "sandbox" ? (
            <p className="mx-auto mt-4 inline-block rounded-full bg-white px-4 py-1.5 text-xs font-semibold tracking-[0.12em] text-primary-dark uppercase">
              Test booking · no money was taken
            </p>
          ) : null}
        </div>
      </header>

      <div className="container-page grid gap-8 py-12 md:py-16 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <section aria-labelledby="booking-details">
          <h2 id="booking-details" className="text-3xl font-medium text-ink">
            Booking Details
          </h2>
          <ul className="mt-6 grid gap-5">
            {booking.lines.map((line) => (
              <li
                key={`${line.kind}-${line.productId}-${line.startDate}-${line.endDate}`}
                className="rounded-2xl border border-linen bg-white p-5 md:p-6"
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="text-xs font-semibold tracking-[0.16em] text-primary-dark uppercase">{bookingLineKindLabel(line.kind)}</p>
                    <h3 className="mt-1 text-2xl leading-tight font-medium text-ink">{line.name}</h3>
                  </div>
                  <p className="text-xl font-semibold text-forest tabular-nums">{formatMoney(line.lineTotal, line.currency)}</p>
                </div>
                <p className="mt-2 text-sm leading-relaxed text-muted">{line.description}</p>
                <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
                  <Fact label="Dates" wide>
                    {line.dates}
                  </Fact>
                  <Fact label="Nights">{plural(line.nights, "night")}</Fact>
                  <Fact label="Guests">{plural(line.guests, "guest")}</Fact>
                  <Fact label="Price">
                    {formatMoney(line.price, line.currency)}
                    <span className="block text-xs text-muted">{rateText(line)}</span>
                  </Fact>
                  <Fact label="Quantity">{line.quantity}</Fact>
                </dl>
              </li>
            ))}
          </ul>
        </section>

        {active && booking.cancellationPolicy ? (
          <CancellationPolicyNote
            terms={cancellationTerms}
            deadlines={booking.cancellationPolicy.deadlines}
            now={now}
            headingId="cancellation-policy"
            headingLevel={2}
            className="-mt-3 rounded-2xl border border-linen bg-white p-5 md:p-6 lg:col-start-1"
          />
        ) : null}

        <aside
          aria-labelledby="payment-summary"
          className="rounded-2xl bg-forest p-6 text-white md:p-7 lg:sticky lg:top-28 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <h2 id="payment-summary" className="text-3xl font-medium">
            Payment Summary
          </h2>
          <dl className="mt-6 grid gap-4 text-sm">
            {booking.totals.map((t) => (
              <SummaryRow key={`total-${t.currency}`} label={booking.totals.length > 1 ? `Subtotal (${t.currency})` : "Subtotal"}>
                {formatMoney(t.total, t.currency)}
              </SummaryRow>
            ))}
            <SummaryRow label={`Deposit paid (${depositRateText(booking.depositPercent)})`} strong>
              {formatMoney(booking.charged.amount, "INR")}
              <span className="block text-xs font-normal text-white/70">≈ {depositEquivalent}</span>
            </SummaryRow>
            {booking.refunded.amountPaise > 0 ? (
              <SummaryRow label="Amount refunded">{formatMoney(booking.refunded.amount, "INR")}</SummaryRow>
            ) : null}
            {booking.totals.map((t) => (
              <SummaryRow key={`balance-${t.currency}`} label="Balance due on arrival">
                {formatMoney(t.balance, t.currency)}
              </SummaryRow>
            ))}
          </dl>
          <p className="mt-4 text-xs leading-relaxed text-white/70">No service fees or taxes were charged online.</p>
          {guestLink ? (
            <p className="mt-5 border-t border-white/15 pt-5 text-sm leading-relaxed">
              <a className="font-semibold text-gold underline underline-offset-4" href={guestLink}>
                Manage your booking
              </a>
              <span className="block text-xs text-white/70">
                Pay the balance, add your flight or cancel: keep this link, it is also in your e-mail.
              </span>
            </p>
          ) : null}
          <dl className="mt-6 grid gap-3 border-t border-white/15 pt-5 text-sm">
            <IdRow label="Payment ID" value={booking.paymentId ?? "-"} />
            <IdRow label="Order ID" value={booking.orderId} />
            <div className="flex items-center justify-between gap-4">
              <dt className="text-white/70">Status</dt>
              <dd>
                <span className="rounded-full bg-gold px-3 py-1 text-xs font-semibold tracking-[0.12em] text-forest uppercase">
                  {bookingStatusLabel(booking)}
                </span>
              </dd>
            </div>
          </dl>
        </aside>
      </div>

      <section aria-labelledby={active ? "whats-next" : undefined} className="bg-sand py-12 md:py-16">
        <div className="container-page">
          {active ? (
            <>
              <h2 id="whats-next" className="text-center text-3xl font-medium text-ink md:text-4xl">
                What's Next
              </h2>
              <ol className="mx-auto mt-8 grid max-w-5xl gap-5 md:grid-cols-3">
                <NextStep n={1} title="Check your email">
                  A confirmation with these details is on its way to {booking.guest.email}.
                </NextStep>
                <NextStep n={2} title="We'll be in touch">
                  {booking.resortConfirmation === "awaiting"
                    ? "Our team will confirm your custom retreat within 24 hours."
                    : "Our team will contact you within 24 hours to plan your arrival, transfers and consultation."}
                </NextStep>
                <NextStep n={3} title="Prepare for your journey">
                  Arrange your visa and flights to Trivandrum; we will share what to pack and expect.
                </NextStep>
              </ol>
            </>
          ) : null}
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <ButtonLink to="/retreats" variant="outline">
              Explore More Retreats
            </ButtonLink>
            <ButtonLink to="/">Return Home</ButtonLink>
          </div>
        </div>
      </section>
    </main>
  );
}

function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "col-span-2 sm:col-span-1" : undefined}>
      <dt className="text-xs tracking-[0.12em] text-muted uppercase">{label}</dt>
      <dd className="mt-0.5 font-medium text-ink">{children}</dd>
    </div>
  );
}

function SummaryRow({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex items-start justify-between gap-4">
      <dt className="text-white/80">{label}</dt>
      <dd className={`text-right tabular-nums ${strong ? "text-lg font-semibold text-gold" : "font-medium"}`}>{children}</dd>
    </div>
  );
}

function IdRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-start justify-between gap-4">
      <dt className="shrink-0 text-white/70">{label}</dt>
      <dd className="min-w-0 text-right font-mono text-xs break-all">{value}</dd>
    </div>
  );
}

function NextStep({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <li className="rounded-2xl bg-white p-6">
      <span aria-hidden className="flex h-9 w-9 items-center justify-center rounded-full bg-primary-dark text-sm font-semibold text-white">
        {n}
      </span>
      <h3 className="mt-4 text-2xl font-medium text-ink">{title}</h3>
      <p className="mt-2 text-sm leading-relaxed text-muted">{children}</p>
    </li>
  );
}
