import { redirect } from "react-router";
import { requireStaff } from "~/admin/staff-route";
import { staffServicesContext } from "~/worker-context";
import type { Route } from "./+types/admin._index";

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context.get(staffServicesContext));
  return redirect("/admin/bookings");
}
