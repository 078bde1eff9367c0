import type { Retreat, Room } from "~/catalogue/types";
import { site } from "~/catalogue/site";
import { RETREAT_MAX_PARTICIPANTS, ROOM_MAX_GUESTS, parseDurationDays } from "~/domain/booking/booking-rules";
import type { Locale } from "~/domain/i18n/locale";
import { formatMoney } from "~/domain/money/money";
import { plural } from "~/domain/plural";
import { m } from "~/paraglide/messages.js";

/**
 * A room's and a retreat's page labels, their booking cards' included, worded by the page's
 * loader in its language only. As messages in the pages' code each shipped in both languages
 * (ADR 091: about 35 B gzip a label, 2.6 kB of a stay page's first load once its German was
 * published); in the loader data each page carries its own language alone. Only loaders call
 * these, so the browser loads none of them.
 */

export function roomCardLabels(room: Pick<Room, "name" | "price">, locale: Locale) {
  const inLocale = { locale };
  return {
    nightNoun: m.rooms_night_noun({}, inLocale),
    nightsNoun: m.rooms_nights_noun({}, inLocale),
    pricePerNight: m.rooms_price_per_night({ price: formatMoney(room.price, "EUR", { locale }) }, inLocale),
    bookTitle: m.rooms_book_title({}, inLocale),
    checkin: m.rooms_checkin({}, inLocale),
    checkout: m.rooms_checkout({}, inLocale),
    guests: m.rooms_guests({}, inLocale),
    guestNoun: m.rooms_guest_noun({}, inLocale),
    guestsNoun: m.rooms_guests_noun({}, inLocale),
    guestsMax: m.rooms_guests_max({ max: ROOM_MAX_GUESTS }, inLocale),
    yourStay: m.rooms_your_stay({}, inLocale),
    dates: m.rooms_dates({}, inLocale),
    total: m.rooms_total({}, inLocale),
    available: m.rooms_available({}, inLocale),
    checkingAvailability: m.rooms_checking_availability({}, inLocale),
    adding: m.rooms_adding({}, inLocale),
    addToCart: m.rooms_add_to_cart({}, inLocale),
    notCharged: m.rooms_not_charged({}, inLocale),
    added: m.rooms_added({ name: room.name }, inLocale),
    addFailed: m.rooms_add_failed({}, inLocale),
    tryAgain: m.rooms_try_again({}, inLocale),
  };
}

export type RoomCardLabels = ReturnType<typeof roomCardLabels>;

export function roomPageLabels(locale: Locale) {
  const inLocale = { locale };
  return {
    breadcrumb: m.rooms_breadcrumb_label({}, inLocale),
    perNight: m.rooms_per_night({}, inLocale),
    scentsTitle: m.rooms_scents_title({}, inLocale),
    viewsTitle: m.rooms_views_title({}, inLocale),
    vastuTitle: m.rooms_vastu_title({}, inLocale),
    amenitiesTitle: m.rooms_amenities_title({}, inLocale),
    bookLabel: m.rooms_book_label({}, inLocale),
    featuresTitle: m.rooms_features_title({}, inLocale),
    features: [
      m.rooms_feature_bedding({}, inLocale),
      m.rooms_feature_bathroom({}, inLocale),
      m.rooms_feature_fast_wifi({}, inLocale),
      m.rooms_feature_climate({}, inLocale),
    ],
    perfectForTitle: m.rooms_perfect_for_title({}, inLocale),
    viewRetreat: m.rooms_view_retreat({}, inLocale),
    specialTitle: m.rooms_special_title({}, inLocale),
    specialText: m.rooms_special_text({}, inLocale),
    contactUs: m.rooms_contact_us({}, inLocale),
  };
}

export function retreatCardLabels(retreat: Pick<Retreat, "title" | "duration">, locale: Locale) {
  const inLocale = { locale };
  const durationDays = parseDurationDays(retreat.duration);
  const dayNoun = m.retreat_day_noun({}, inLocale);
  const daysNoun = m.retreat_days_noun({}, inLocale);
  return {
    dayNoun,
    daysNoun,
    participantNoun: m.retreat_participant_noun({}, inLocale),
    participantsNoun: m.retreat_participants_noun({}, inLocale),
    bookTitle: m.retreat_book_title({ title: retreat.title }, inLocale),
    reserveEyebrow: m.retreat_reserve_eyebrow({}, inLocale),
    perPerson: m.retreat_per_person({}, inLocale),
    selectDates: m.retreat_select_dates({}, inLocale),
    checkin: m.retreat_checkin({}, inLocale),
    checkout: m.retreat_checkout({}, inLocale),
    checkoutFollows: durationDays === null ? null : m.retreat_checkout_follows({ days: plural(durationDays, dayNoun, daysNoun) }, inLocale),
    participants: m.retreat_participants({}, inLocale),
    // The hint before the calendar answers: the card's cap is then the resort's places a night.
    maxParticipants: m.retreat_max_participants(
      { max: Math.max(1, Math.min(RETREAT_MAX_PARTICIPANTS, site.guestsAtOnce)), places: site.guestsAtOnce },
      inLocale,
    ),
    summaryTitle: m.retreat_summary_title({}, inLocale),
    dates: m.retreat_dates({}, inLocale),
    notSelected: m.retreat_not_selected({}, inLocale),
    duration: m.retreat_duration({}, inLocale),
    total: m.retreat_total({}, inLocale),
    available: m.retreat_available({}, inLocale),
    checkingAvailability: m.retreat_checking_availability({}, inLocale),
    adding: m.retreat_adding({}, inLocale),
    addToCart: m.retreat_add_to_cart({}, inLocale),
    notCharged: m.retreat_not_charged({}, inLocale),
    added: m.retreat_added({ title: retreat.title }, inLocale),
    addFailed: m.retreat_add_failed({}, inLocale),
    tryAgain: m.retreat_try_again({}, inLocale),
  };
}

export type RetreatCardLabels = ReturnType<typeof retreatCardLabels>;

export function retreatPageLabels(locale: Locale) {
  const inLocale = { locale };
  return {
    overviewEyebrow: m.retreat_overview_eyebrow({}, inLocale),
    overviewTitle: m.retreat_overview_title({}, inLocale),
    itineraryEyebrow: m.retreat_itinerary_eyebrow({}, inLocale),
    itineraryTitle: m.retreat_itinerary_title({}, inLocale),
    includedTitle: m.retreat_included_title({}, inLocale),
    bookLabel: m.retreat_book_label({}, inLocale),
  };
}

/**
 * What a room's or retreat's page says when there is no such room or retreat: the loader throws it
 * as its 404's data, so the error boundary and the title read it rather than ship it.
 */
export type DetailNotFoundText = { title: string; message: string; back: string };

export function roomNotFound(locale: Locale): DetailNotFoundText {
  const inLocale = { locale };
  return {
    title: m.rooms_not_found_title({}, inLocale),
    message: m.rooms_not_found_message({}, inLocale),
    back: m.rooms_not_found_back({}, inLocale),
  };
}

export function retreatNotFound(locale: Locale): DetailNotFoundText {
  const inLocale = { locale };
  return {
    title: m.retreat_not_found_title({}, inLocale),
    message: m.retreat_not_found_message({}, inLocale),
    back: m.retreat_not_found_back({}, inLocale),
  };
}
