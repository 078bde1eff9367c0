import { data } from "react-router";
import { BookingDetail, BookingHeading } from "~/admin/booking-detail";
import { requireStaff, staffHeaders, staffMeta } from "~/admin/staff-route";
import { staffOrderIdSchema } from "~/domain/staff/staff-queries";
import { staffServicesContext } from "~/worker-context";
import type { Route } from "./+types/admin.bookings.$orderId";

export const headers = staffHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return staffMeta(loaderData ? `Booking ${loaderData.booking.orderId}` : "Booking");
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const staff = requireStaff(context.get(staffServicesContext));
  const orderId = staffOrderIdSchema.safeParse(params.orderId);
  const booking = orderId.success ? await staff.booking(orderId.data) : null;
  if (!booking) throw data("There is no booking with this order id.", { status: 404 });
  return { booking };
}

export default function AdminBooking({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <BookingHeading booking={loaderData.booking} />
      <BookingDetail booking={loaderData.booking} />
    </>
  );
}
