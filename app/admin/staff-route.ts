import { data, type MetaDescriptor } from "react-router";
import { site } from "~/catalogue/site";
import { NO_STORE } from "~/lib/cache-control";
import type { StaffServices } from "~/worker-context";

/** Marks a route as part of the staff console (its own chrome, see root.tsx). */
export const staffConsoleHandle = { staffConsole: true } as const;

export function isStaffConsoleRoute(match: { handle?: unknown }): boolean {
  return Boolean((match.handle as { staffConsole?: boolean } | undefined)?.staffConsole);
}

/** Every staff page: its title, and never in a search index. */
export function staffMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${site.shortName} staff` }, { name: "robots", content: "noindex, nofollow" }];
}

/** Staff pages belong to one signed-in person: no cache keeps them. */
export function staffHeaders() {
  return NO_STORE;
}

/**
 * The staff services for this request. The Worker provides them only after verifying the Access
 * assertion; a page reached any other way refuses to render.
 */
export function requireStaff(services: StaffServices | null): StaffServices {
  if (!services) throw data("Staff only: sign in through Cloudflare Access.", { status: 403 });
  return services;
}
