import { Link, redirect } from "react-router";
import { PageTitle } from "~/admin/admin-shell";
import { ChannelConflicts } from "~/admin/channel-conflicts";
import { requireStaff, staffHeaders, staffMeta } from "~/admin/staff-route";
import { getRoom } from "~/catalogue/rooms";
import { staffServicesContext } from "~/worker-context";
import type { Route } from "./+types/admin._index";

export const headers = staffHeaders;

export function meta(_: Route.MetaArgs) {
  return staffMeta("Console");
}

/** The console's home: double bookings across channels first, when there are any; else the bookings. */
export async function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaff(context.get(staffServicesContext));
  const conflicts = await staff.channelConflicts();
  if (conflicts.length === 0) throw redirect("/admin/bookings");
  // Room names from the catalogue here, on the server: the catalogue stays out of the console's scripts.
  return { conflicts: conflicts.map((conflict) => ({ ...conflict, roomName: getRoom(conflict.roomId)?.name ?? conflict.roomId })) };
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle>Console</PageTitle>
      <ChannelConflicts conflicts={loaderData.conflicts} />
      <p>
        <Link className="underline" to="/admin/bookings">
          Go to the bookings
        </Link>
      </p>
    </>
  );
}
