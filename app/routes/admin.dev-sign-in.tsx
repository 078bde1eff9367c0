import { data, Form, redirect, useNavigation } from "react-router";
import { staffConsoleHandle, staffHeaders, staffMeta } from "~/admin/staff-route";
import { site } from "~/catalogue/site";
import { devSignInContext } from "~/worker-context";
import type { Route } from "./+types/admin.dev-sign-in";

/**
 * Development sign-in (on this machine's loopback address, in sandbox mode without a Cloudflare
 * Access team, with STAFF_DEV_SIGN_IN = "on" only; 404 elsewhere, where the Worker never even
 * renders this). It mints a token as Access would for a listed address; the
 * Worker then checks it with the same code as a real one (docs/decisions/070-staff-console.md).
 */

export const handle = staffConsoleHandle;
export const headers = staffHeaders;

export function meta(_: Route.MetaArgs) {
  return staffMeta("Development sign-in");
}

function devSignIn(context: Route.LoaderArgs["context"]) {
  const service = context.get(devSignInContext);
  if (!service) throw data("Not found", { status: 404 });
  return service;
}

export async function loader({ context }: Route.LoaderArgs) {
  return { staffEmails: devSignIn(context).staffEmails };
}

export async function action({ request, context }: Route.ActionArgs) {
  const service = devSignIn(context);
  const form = await request.formData();
  if (form.get("intent") === "sign-out") {
    return redirect("/admin/dev-sign-in", { headers: { "Set-Cookie": service.signOut() } });
  }
  const result = await service.signIn(String(form.get("email") ?? ""));
  if (!result.ok) return data({ error: result.error }, { status: 422 });
  return redirect("/admin/bookings", { headers: { "Set-Cookie": result.setCookie } });
}

export default function DevSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  return (
    <main id="main" className="flex min-h-screen items-start justify-center bg-stone-50 px-4 py-12 md:items-center">
      <div className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 shadow-sm md:p-8">
        <p className="text-xs font-semibold tracking-[0.14em] text-primary-dark uppercase">{site.shortName} staff · development</p>
        <h1 className="mt-2 font-display text-3xl">Staff sign-in</h1>
        <p className="mt-3 text-sm leading-relaxed text-muted">
          Local development has no Cloudflare Access in front of it. Choose an address from the staff list: the Worker signs a token for it
          with its own key and checks it exactly as it checks Cloudflare's. This page does not exist in production.
        </p>
        <Form method="post" className="mt-6 grid gap-3">
          <label htmlFor="staff-email" className="text-sm font-semibold">
            Staff e-mail
          </label>
          <select
            id="staff-email"
            name="email"
            defaultValue={loaderData.staffEmails[0]}
            className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-base"
            aria-describedby={actionData?.error ? "sign-in-error" : undefined}
          >
            {loaderData.staffEmails.map((email) => (
              <option key={email} value={email}>
                {email}
              </option>
            ))}
          </select>
          {actionData?.error ? (
            <p id="sign-in-error" role="alert" className="text-sm text-red-800">
              {actionData.error}
            </p>
          ) : null}
          <button
            type="submit"
            name="intent"
            value="sign-in"
            disabled={busy}
            className="mt-2 min-h-11 rounded-full bg-forest px-6 text-sm font-semibold tracking-[0.08em] text-white uppercase hover:bg-forest-light disabled:opacity-60"
          >
            Sign in
          </button>
        </Form>
      </div>
    </main>
  );
}
