import { FormProblem, PeopleField, StayDateFields, SummaryRow } from "~/booking/booking-fields";
import {
  nextCheckoutOnRoomCheckinChange,
  ROOM_MAX_GUESTS,
  roomNights,
  roomTotal,
  validateRoomBooking,
} from "~/domain/booking/booking-rules";
import { loadCartItemBuilders } from "~/booking/load-cart-item";
import { AvailabilityNote } from "~/booking/availability-note";
import { preloadAvailability, useAvailability } from "~/lib/use-availability";
import { useStayBooking } from "~/booking/use-stay-booking";
import { useStayRefusals } from "~/booking/use-stay-refusals";
import type { Room } from "~/catalogue/types";
import { Button } from "~/components/button";
import { formatDateRange } from "~/domain/dates/dates";
import { formatMoney } from "~/domain/money/money";
import { plural } from "~/domain/plural";
import type { DatedStay } from "~/domain/booking/stay-query";
import type { Locale } from "~/domain/i18n/locale";
import type { RoomCardLabels } from "~/booking/stay-page-labels";

/**
 * The room detail page's 'Book Your Stay' card (docs/product.md#room-booking-card).
 * The summary appears only once the dates make at least one night. A dated deep link (`dated`,
 * ADR 092) fills it on the server, with the calendar's word on those nights.
 */
export function RoomBookingCard({
  room,
  priceTerms,
  labels,
  dated = null,
  locale = "en",
}: {
  room: Room;
  /** What the nightly price includes, worded by the loader (app/booking/price-terms.ts). */
  priceTerms: string;
  /** The card's words in the page's language, from the loader (stay-page-labels.ts). */
  labels: RoomCardLabels;
  dated?: DatedStay | null;
  locale?: Locale;
}) {
  const refusals = useStayRefusals(locale);
  const nightsText = (count: number) => plural(count, labels.nightNoun, labels.nightsNoun);
  const booking = useStayBooking({
    initial: dated,
    validate: ({ checkin, checkout, guests, today }) =>
      refusals && validateRoomBooking({ startDate: checkin, endDate: checkout, guests, today, text: refusals.rules }),
    windowText: refusals?.window,
    nextCheckout: nextCheckoutOnRoomCheckinChange,
    buildItem: async ({ checkin, checkout, guests }) => {
      const { buildRoomCartItem } = await loadCartItemBuilders();
      return buildRoomCartItem({
        room: { id: room.id, name: room.name, description: room.description, price: room.price, image: room.image.src },
        startDate: checkin,
        endDate: checkout,
        guests,
      });
    },
    added: (item) => [labels.added, `${formatDateRange(item.startDate, item.endDate, locale)} · ${nightsText(item.nights)}`],
    what: "the room",
    failed: [labels.addFailed, labels.tryAgain],
  });
  const { checkin, checkout, guests, check } = booking;

  const nights = roomNights(checkin, checkout);
  const total = roomTotal(nights, room.price);
  // Which of the chosen nights are taken, asked for once the dates make a stay.
  const calendar = useAvailability(nights > 0 ? [{ from: checkin, to: checkout }] : []);
  const taken = calendar.rules?.takenNightsOf(calendar.availability, room.id, checkin, checkout) ?? [];
  // Until the browser's own calendar answers, the server's word on the deep link's nights stands.
  const linkVerdict =
    dated && calendar.status !== "ready" && checkin === dated.checkin && checkout === dated.checkout ? dated.verdict : null;
  const unavailable = taken.length > 0 || linkVerdict?.status === "taken";
  // Say what is wrong once both dates are in (or check-in alone is already impossible), not while
  // the visitor is still on their way to choosing check-out.
  const problem =
    (taken.length > 0 ? calendar.rules?.bookedNightsMessage(taken, locale) : null) ??
    (linkVerdict?.status === "taken" ? linkVerdict.message : null) ??
    booking.windowProblem ??
    (check && !check.ok && checkin !== "" && (checkout !== "" || check.message === refusals?.rules.pastCheckin) ? check.message : null);

  return (
    <section
      aria-labelledby={`${booking.id}-heading`}
      className="rounded-[1.75rem] bg-white p-6 shadow-[0_30px_60px_-30px_rgba(43,36,32,0.35)] ring-1 ring-linen md:p-8"
    >
      <p className="eyebrow">{labels.pricePerNight}</p>
      <h2 id={`${booking.id}-heading`} className="mt-3 font-display text-3xl font-medium text-ink">
        {labels.bookTitle}
      </h2>
      <p className="mt-2 text-xs leading-relaxed text-muted">{priceTerms}</p>

      {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: focus anywhere in the form only preloads the cart's and the calendar's code */}
      <form
        className="@container mt-6 space-y-6"
        onSubmit={(event) => (unavailable ? event.preventDefault() : booking.submit(event))}
        onFocus={() => {
          void loadCartItemBuilders();
          preloadAvailability();
        }}
        noValidate
      >
        <StayDateFields booking={booking} labels={{ checkin: labels.checkin, checkout: labels.checkout }} />

        <PeopleField
          id={`${booking.id}-guests`}
          label={labels.guests}
          value={guests}
          onChange={booking.setGuests}
          max={ROOM_MAX_GUESTS}
          noun={[labels.guestNoun, labels.guestsNoun]}
          hint={labels.guestsMax}
          disabled={!booking.today}
        />

        {nights > 0 ? (
          <div className="rounded-2xl bg-sand/70 p-5">
            <h3 className="font-display text-lg font-medium text-ink">{labels.yourStay}</h3>
            <dl className="mt-3 space-y-2 text-sm">
              <SummaryRow term={labels.dates}>{formatDateRange(checkin, checkout, locale)}</SummaryRow>
              <SummaryRow term={labels.guests}>{guests}</SummaryRow>
              <SummaryRow term={`${formatMoney(room.price, "EUR", { locale })} × ${nightsText(nights)}`}>
                {formatMoney(total, "EUR", { locale })}
              </SummaryRow>
              <div className="border-t border-linen" />
              <SummaryRow term={labels.total} strong>
                {formatMoney(total, "EUR", { locale })}
              </SummaryRow>
            </dl>
            <AvailabilityNote
              status={linkVerdict && calendar.status === "idle" && linkVerdict.status !== "unknown" ? "ready" : calendar.status}
              available={!unavailable}
              availableText={labels.available}
              checkingText={labels.checkingAvailability}
            />
          </div>
        ) : null}

        <div className="space-y-3">
          <Button type="submit" size="lg" className="w-full" disabled={!booking.ready || booking.adding || unavailable}>
            {booking.adding ? labels.adding : labels.addToCart}
          </Button>
          {problem ? <FormProblem>{problem}</FormProblem> : null}
          <p className="text-center text-xs text-muted">{labels.notCharged}</p>
        </div>
      </form>
    </section>
  );
}
