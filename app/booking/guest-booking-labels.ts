import type { BookingView } from "~/domain/booking/booking-view";
import type { Locale } from "~/domain/i18n/locale";
import { m } from "~/paraglide/messages.js";

/**
 * The guest booking page's labels and buttons, worded by its loader in the page's language only:
 * as messages in the page's code they shipped both languages to every guest (54 of them, 1.5 kB
 * gzip of its first load). Only the loader calls this, so the browser loads none of them.
 */
export function guestBookingLabels(booking: Pick<BookingView, "guest" | "orderId" | "totals">, locale: Locale) {
  const inLocale = { locale };
  return {
    title: m.mybooking_title({}, inLocale),
    heading: booking.guest.name ? m.mybooking_welcome({ name: booking.guest.name }, inLocale) : m.mybooking_stay_at({}, inLocale),
    order: m.mybooking_order({ orderId: booking.orderId }, inLocale),
    testBooking: m.mybooking_test_booking({}, inLocale),
    stayTitle: m.mybooking_stay_title({}, inLocale),
    dates: m.mybooking_dates({}, inLocale),
    nights: m.mybooking_nights({}, inLocale),
    guests: m.mybooking_guests({}, inLocale),
    value: m.mybooking_value({}, inLocale),
    paymentTitle: m.mybooking_payment_title({}, inLocale),
    /** One per total, in the order of `booking.totals`. */
    fullValue: booking.totals.map(({ currency }) =>
      booking.totals.length > 1 ? m.mybooking_full_value_in({ currency }, inLocale) : m.mybooking_full_value({}, inLocale),
    ),
    paid: m.mybooking_paid({}, inLocale),
    refunded: m.mybooking_refunded({}, inLocale),
    balanceDue: m.mybooking_balance_due({}, inLocale),
    payBalance: m.mybooking_pay_balance({}, inLocale),
    policyTitle: m.mybooking_policy_title({}, inLocale),
    policyForBooking: m.mybooking_policy_for_booking({}, inLocale),
    cancelNow: m.mybooking_cancel_now({}, inLocale),
    cancel: m.mybooking_cancel({}, inLocale),
    cancelTitle: m.mybooking_cancel_title({}, inLocale),
    cancelKeep: m.mybooking_cancel_keep({}, inLocale),
    arrivalTitle: m.mybooking_arrival_title({}, inLocale),
    arrivalNone: m.mybooking_arrival_none({}, inLocale),
    flightNumber: m.mybooking_flight_number({}, inLocale),
    arrivalTime: m.mybooking_arrival_time({}, inLocale),
    pickupRequest: m.mybooking_pickup_request({}, inLocale),
    dietaryNeeds: m.mybooking_dietary_needs({}, inLocale),
    note: m.mybooking_note({}, inLocale),
    formCSummary: m.mybooking_form_c_summary({}, inLocale),
    formC: {
      nationality: m.mybooking_form_c_nationality({}, inLocale),
      passportNumber: m.mybooking_form_c_passport_number({}, inLocale),
      passportExpiresOn: m.mybooking_form_c_passport_expiry({}, inLocale),
      visaNumber: m.mybooking_form_c_visa_number({}, inLocale),
      visaExpiresOn: m.mybooking_form_c_visa_expiry({}, inLocale),
    },
    saveArrival: m.mybooking_save_arrival({}, inLocale),
    notGiven: m.mybooking_not_given({}, inLocale),
    flight: m.mybooking_flight({}, inLocale),
    landing: m.mybooking_landing({}, inLocale),
    airportPickup: m.mybooking_airport_pickup({}, inLocale),
    yes: m.mybooking_yes({}, inLocale),
    no: m.mybooking_no({}, inLocale),
    none: m.mybooking_none({}, inLocale),
    changeTitle: m.mybooking_change_title({}, inLocale),
    changeSummary: m.mybooking_change_summary({}, inLocale),
    changeCheckIn: m.mybooking_change_check_in({}, inLocale),
    changeCheckOut: m.mybooking_change_check_out({}, inLocale),
    changeMessage: m.mybooking_change_message({}, inLocale),
    changeSend: m.mybooking_change_send({}, inLocale),
  };
}

export type GuestBookingLabels = ReturnType<typeof guestBookingLabels>;
