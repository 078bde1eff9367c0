import { data } from "react-router";
import { PageTitle } from "~/admin/admin-shell";
import { OutboxList, OutboxTabs } from "~/admin/form-outbox-list";
import { requireStaff, staffHeaders, staffMeta } from "~/admin/staff-route";
import { formOutboxQuerySchema, submissionIdSchema } from "~/domain/staff/staff-queries";
import { staffServicesContext } from "~/worker-context";
import type { Route } from "./+types/admin.forms";

/**
 * The form outbox: every message the site took (contact, consultation, booking details) and
 * whether it reached the resort's inbox. A parked one can be sent again (audited).
 */

export const headers = staffHeaders;

export function meta(_: Route.MetaArgs) {
  return staffMeta("Messages");
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = requireStaff(context.get(staffServicesContext));
  const query = formOutboxQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  return { view: await staff.formOutbox(query.success ? query.data.status : undefined) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context.get(staffServicesContext));
  const form = await request.formData();
  const id = submissionIdSchema.safeParse(form.get("id"));
  if (form.get("intent") !== "resend" || !id.success) {
    return data({ ok: false, message: "That is not something this page can do." }, { status: 422 });
  }
  const result = await staff.resendSubmission(id.data);
  if (!result.ok) return data({ ok: false, message: result.error }, { status: result.status });
  const who = result.value.sender.name ?? result.value.sender.email ?? "the sender";
  return { ok: true, message: `The message from ${who} is on its way again.` };
}

export default function AdminForms({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle>Messages</PageTitle>
      <p className="-mt-3 mb-4 max-w-2xl text-sm text-muted">
        What guests sent through the website, and whether it reached the resort's inbox. A parked message was refused or could not be
        delivered after many tries; send it again once the cause is fixed.
      </p>
      {actionData ? (
        <p
          role="status"
          className={`mb-4 rounded-lg p-3 text-sm ${actionData.ok ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-900"}`}
        >
          {actionData.message}
        </p>
      ) : null}
      <OutboxTabs view={loaderData.view} />
      <OutboxList entries={loaderData.view.submissions} />
    </>
  );
}
