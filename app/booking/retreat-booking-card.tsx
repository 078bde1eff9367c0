import { FormProblem, PeopleField, StayDateFields, SummaryRow } from "~/booking/booking-fields";
import {
  exactDaysWarning,
  nextCheckoutOnCheckinChange,
  parseDurationDays,
  RETREAT_MAX_PARTICIPANTS,
  retreatTotal,
  validateRetreatBooking,
} from "~/domain/booking/booking-rules";
import { useEffect } from "react";
import { AvailabilityNote } from "~/booking/availability-note";
import { loadCartItemBuilders } from "~/booking/load-cart-item";
import { site } from "~/catalogue/site";
import { preloadAvailability, useAvailability } from "~/lib/use-availability";
import { useStayBooking } from "~/booking/use-stay-booking";
import { useStayRefusals } from "~/booking/use-stay-refusals";
import type { Retreat } from "~/catalogue/types";
import { Button } from "~/components/button";
import { daysBetween, formatDateRange, isIsoDate } from "~/domain/dates/dates";
import { formatMoney } from "~/domain/money/money";
import { plural } from "~/domain/plural";
import type { DatedStay } from "~/domain/booking/stay-query";
import type { Locale } from "~/domain/i18n/locale";
import type { RetreatCardLabels } from "~/booking/stay-page-labels";

/**
 * The retreat detail page's booking card (docs/product.md#retreat-booking-card).
 * Choosing check-in sets check-out to check-in plus the retreat's days.
 * The controls wait for hydration: only the browser knows the visitor's today. A dated deep link
 * (`dated`, ADR 092) fills it on the server, with the calendar's word on its places.
 */
export function RetreatBookingCard({
  retreat,
  priceTerms,
  labels,
  dated = null,
  locale = "en",
}: {
  retreat: Retreat;
  /** What the package price includes, worded by the loader (app/booking/price-terms.ts). */
  priceTerms: string;
  /** The card's words in the page's language, from the loader (stay-page-labels.ts). */
  labels: RetreatCardLabels;
  dated?: DatedStay | null;
  locale?: Locale;
}) {
  const refusals = useStayRefusals(locale);
  const daysText = (count: number) => plural(count, labels.dayNoun, labels.daysNoun);
  const participantsText = (count: number) => plural(count, labels.participantNoun, labels.participantsNoun);
  const durationDays = parseDurationDays(retreat.duration);
  const booking = useStayBooking({
    initial: dated,
    validate: ({ checkin, checkout, guests, today }) =>
      refusals && validateRetreatBooking({ startDate: checkin, endDate: checkout, guests, durationDays, today, text: refusals.rules }),
    windowText: refusals?.window,
    nextCheckout: (checkin, checkout) => nextCheckoutOnCheckinChange(checkin, checkout, durationDays),
    buildItem: async ({ checkin, checkout, guests }) => {
      const { buildRetreatCartItem } = await loadCartItemBuilders();
      return buildRetreatCartItem({
        retreat: {
          id: retreat.id,
          title: retreat.title,
          description: retreat.description,
          price: retreat.price,
          image: retreat.image.src,
        },
        durationDays,
        startDate: checkin,
        endDate: checkout,
        guests,
      });
    },
    added: (item, guests) => [labels.added, `${formatDateRange(item.startDate, item.endDate, locale)} · ${participantsText(guests)}`],
    what: "the retreat",
    failed: [labels.addFailed, labels.tryAgain],
  });
  const { checkin, checkout, guests, check } = booking;

  const nights = isIsoDate(checkin) && isIsoDate(checkout) ? daysBetween(checkin, checkout) : 0;
  const wrongDayCount = durationDays !== null && nights > 0 && nights !== durationDays;
  // Problems show once the visitor has started choosing dates, not on an untouched form.
  // Places left on the chosen nights (the fewest on any of them) cap the participants.
  const calendar = useAvailability(nights > 0 && !wrongDayCount ? [{ from: checkin, to: checkout }] : []);
  const placesLeft = calendar.rules?.placesLeftFor(calendar.availability, checkin, checkout) ?? null;
  // Retreat places a night (ADR 060); the same fact as RETREAT_PLACES_PER_NIGHT, without loading the rules.
  const placesPerNight = site.guestsAtOnce;
  const maxParticipants = Math.max(1, Math.min(RETREAT_MAX_PARTICIPANTS, placesLeft ?? placesPerNight));
  const { setGuests } = booking;
  useEffect(() => {
    if (guests > maxParticipants) setGuests(maxParticipants);
  }, [guests, maxParticipants, setGuests]);
  // Until the browser's own calendar answers, the server's word on the deep link's places stands.
  const linkVerdict =
    dated && calendar.status !== "ready" && checkin === dated.checkin && checkout === dated.checkout && guests === dated.guests
      ? dated.verdict
      : null;
  const short = (placesLeft !== null && placesLeft < guests) || linkVerdict?.status === "taken";
  const problem =
    (placesLeft !== null && placesLeft < guests ? calendar.rules?.placesLeftMessage(placesLeft, locale) : null) ??
    (linkVerdict?.status === "taken" ? linkVerdict.message : null) ??
    booking.windowProblem ??
    (check && !check.ok && checkin !== "" ? check.message : null);
  const total = retreatTotal(retreat.price, guests);

  return (
    <section
      aria-labelledby={`${booking.id}-heading`}
      className="rounded-[1.75rem] bg-white p-6 shadow-[0_30px_60px_-30px_rgba(43,36,32,0.35)] ring-1 ring-linen md:p-8"
    >
      <h2 id={`${booking.id}-heading`} className="sr-only">
        {labels.bookTitle}
      </h2>
      <p className="eyebrow">{labels.reserveEyebrow}</p>
      <p className="mt-3 flex items-baseline gap-2">
        <span className="font-display text-4xl font-semibold text-ink">{formatMoney(retreat.price, "EUR", { locale })}</span>
        <span className="text-sm text-muted">{labels.perPerson}</span>
      </p>
      <p className="mt-1 text-sm text-muted">{retreat.duration}</p>
      <p className="mt-2 text-xs leading-relaxed text-muted">{priceTerms}</p>

      {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: focus anywhere in the form only preloads the cart's and the calendar's code */}
      <form
        className="@container mt-7 space-y-6"
        onSubmit={(event) => (short ? event.preventDefault() : booking.submit(event))}
        onFocus={() => {
          void loadCartItemBuilders();
          preloadAvailability();
        }}
        noValidate
      >
        <fieldset>
          <legend className="font-display text-xl font-medium text-ink">{labels.selectDates}</legend>
          <div className="mt-4">
            <StayDateFields
              booking={booking}
              labels={{ checkin: labels.checkin, checkout: labels.checkout }}
              checkoutDisabled={!isIsoDate(checkin)}
              checkoutInvalid={wrongDayCount}
            />
          </div>
          {labels.checkoutFollows !== null ? <p className="mt-2 text-xs text-muted">{labels.checkoutFollows}</p> : null}
        </fieldset>

        <PeopleField
          id={`${booking.id}-participants`}
          label={labels.participants}
          value={guests}
          onChange={booking.setGuests}
          max={maxParticipants}
          noun={[labels.participantNoun, labels.participantsNoun]}
          hint={placesLeft !== null ? (calendar.rules?.placesLeftMessage(placesLeft, locale) ?? "") : labels.maxParticipants}
          disabled={!booking.today}
        />

        <div className="rounded-2xl bg-sand/70 p-5">
          <h3 className="font-display text-lg font-medium text-ink">{labels.summaryTitle}</h3>
          <dl className="mt-3 space-y-2 text-sm">
            <SummaryRow term={labels.dates}>
              {nights > 0 ? formatDateRange(checkin, checkout, locale) : <span className="text-muted">{labels.notSelected}</span>}
            </SummaryRow>
            <SummaryRow term={labels.duration}>{nights > 0 ? daysText(nights) : retreat.duration}</SummaryRow>
            <SummaryRow term={labels.participants}>{guests}</SummaryRow>
            <SummaryRow term={`${formatMoney(retreat.price, "EUR", { locale })} × ${participantsText(guests)}`}>
              {formatMoney(total, "EUR", { locale })}
            </SummaryRow>
            <div className="border-t border-linen" />
            <SummaryRow term={labels.total} strong>
              {formatMoney(total, "EUR", { locale })}
            </SummaryRow>
          </dl>
          <AvailabilityNote
            status={linkVerdict && calendar.status === "idle" && linkVerdict.status !== "unknown" ? "ready" : calendar.status}
            available={!short}
            availableText={labels.available}
            checkingText={labels.checkingAvailability}
          />
          {wrongDayCount && durationDays !== null && refusals ? (
            <p className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
              {exactDaysWarning(durationDays, refusals.rules)}
            </p>
          ) : null}
        </div>

        <div className="space-y-3">
          <Button type="submit" size="lg" className="w-full" disabled={!booking.ready || booking.adding || short}>
            {booking.adding ? labels.adding : labels.addToCart}
          </Button>
          {problem ? <FormProblem>{problem}</FormProblem> : null}
          <p className="text-center text-xs text-muted">{labels.notCharged}</p>
        </div>
      </form>
    </section>
  );
}
