import { type Currency, formatMoney, isCurrency } from "~/domain/money/money";
import {
  BALANCE_METHOD_LABELS,
  type BalanceInput,
  balanceInputSchema,
  type CancelInput,
  type ConfirmInput,
  cancelInputSchema,
  confirmInputSchema,
  type DeclineInput,
  declineInputSchema,
  parseMajorAmount,
  type RefundInput,
  refundInputSchema,
} from "~/domain/staff/booking-actions";
import type { StaffBookingDetail } from "~/domain/staff/staff-views";
import { describeValidationError } from "~/domain/validation";

/**
 * The booking page's forms, read on the server: each posts its fields as text, with an `intent`
 * of `review-<action>` (the first step: check the input and show what will happen) or `<action>`
 * (the confirmed step: do it). Both steps parse with the same schemas as the JSON endpoints.
 */

export type BookingActionName = "refund" | "balance" | "cancel" | "confirm" | "decline";

export type ParsedAction =
  | { action: "refund"; input: RefundInput }
  | { action: "balance"; input: BalanceInput }
  | { action: "cancel"; input: CancelInput }
  | { action: "confirm"; input: ConfirmInput }
  | { action: "decline"; input: DeclineInput };

/** The text fields a confirmation step posts again, unchanged. */
export type ActionFields = Record<string, string>;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

const count = (value: string) => (/^\d{1,4}$/.test(value) ? Number(value) : value === "" ? undefined : -1);

export function actionFields(form: FormData, names: readonly string[]): ActionFields {
  return Object.fromEntries(names.map((name) => [name, text(form, name)]));
}

export const FIELDS: Readonly<Record<BookingActionName, readonly string[]>> = {
  refund: ["amount", "reason", "refundsSeen"],
  balance: ["amount", "currency", "method", "note", "paymentsSeen"],
  cancel: ["refund", "reason", "refundsSeen"],
  confirm: ["note"],
  decline: ["reason", "refundsSeen"],
};

function amountOf(value: string, what: string): { ok: true; minor: number | undefined } | { ok: false; error: string } {
  if (value === "") return { ok: true, minor: undefined };
  const minor = parseMajorAmount(value);
  return minor === null ? { ok: false, error: `${what} is an amount such as 1500 or 1,500.50` } : { ok: true, minor };
}

/** Parses one action's fields; a refusal is the sentence to show. */
export function parseActionFields(
  action: BookingActionName,
  fields: ActionFields,
): { ok: true; parsed: ParsedAction } | { ok: false; error: string } {
  const fail = (error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) => ({
    ok: false as const,
    error: describeValidationError(error).error,
  });
  if (action === "refund") {
    const amount = amountOf(fields.amount ?? "", "The refund");
    if (!amount.ok) return amount;
    const result = refundInputSchema.safeParse({
      amount: amount.minor,
      reason: fields.reason ?? "",
      refundsSeen: count(fields.refundsSeen ?? ""),
    });
    return result.success ? { ok: true, parsed: { action, input: result.data } } : fail(result.error);
  }
  if (action === "balance") {
    const amount = amountOf(fields.amount ?? "", "The amount received");
    if (!amount.ok) return amount;
    if (amount.minor === undefined) return { ok: false, error: "Enter the amount received" };
    const result = balanceInputSchema.safeParse({
      amount: amount.minor,
      currency: fields.currency || undefined,
      method: fields.method || undefined,
      note: fields.note || undefined,
      paymentsSeen: count(fields.paymentsSeen ?? ""),
    });
    return result.success ? { ok: true, parsed: { action, input: result.data } } : fail(result.error);
  }
  if (action === "confirm") {
    const result = confirmInputSchema.safeParse({ note: fields.note || undefined });
    return result.success ? { ok: true, parsed: { action, input: result.data } } : fail(result.error);
  }
  if (action === "decline") {
    const result = declineInputSchema.safeParse({ reason: fields.reason ?? "", refundsSeen: count(fields.refundsSeen ?? "") });
    return result.success ? { ok: true, parsed: { action, input: result.data } } : fail(result.error);
  }
  const refund = fields.refund === "yes" ? true : fields.refund === "no" ? false : undefined;
  const result = cancelInputSchema.safeParse({ refund, reason: fields.reason ?? "", refundsSeen: count(fields.refundsSeen ?? "") });
  return result.success ? { ok: true, parsed: { action, input: result.data } } : fail(result.error);
}

/** What the confirmation step says will happen, and the label of the button that does it. */
export function reviewOf(parsed: ParsedAction, booking: StaffBookingDetail): { summary: string; confirm: string } {
  const inr = (paise: number) => formatMoney(paise / 100, "INR");
  if (parsed.action === "refund") {
    const amount = parsed.input.amount ?? booking.refundablePaise;
    const whole = amount === booking.refundablePaise ? "everything left of" : "part of";
    return {
      summary: `Refund ${inr(amount)} (${whole} the ${inr(booking.chargedPaise)} paid online) to the guest's original payment method. Reason: ${parsed.input.reason}`,
      confirm: `Refund ${inr(amount)} now`,
    };
  }
  if (parsed.action === "balance") {
    const owing = booking.balances.filter((b) => b.leftMinor > 0);
    const currency: Currency =
      parsed.input.currency ?? (owing.length === 1 && owing[0] ? owing[0].currency : (booking.balances[0]?.currency ?? "EUR"));
    const money = formatMoney(parsed.input.amount / 100, isCurrency(currency) ? currency : "EUR");
    const method = BALANCE_METHOD_LABELS[parsed.input.method];
    return {
      summary: `Record ${money} received at the front desk (${method.toLowerCase() === "upi" ? "UPI" : method.toLowerCase()})${
        parsed.input.note ? `: ${parsed.input.note}` : ""
      }.`,
      confirm: `Record ${money} received`,
    };
  }
  if (parsed.action === "confirm") {
    return {
      summary: `Confirm this custom retreat: it becomes a confirmed stay, and the guest is told by e-mail.${
        parsed.input.note ? ` Note: ${parsed.input.note}` : ""
      }`,
      confirm: "Confirm the custom retreat",
    };
  }
  if (parsed.action === "decline") {
    const paid = inr(booking.chargedPaise);
    return {
      summary: `Decline this custom retreat: refund the ${paid} paid online in full, give its dates back, and tell the guest by e-mail. Reason: ${parsed.input.reason}`,
      confirm: `Decline and refund ${paid}`,
    };
  }
  const left = inr(booking.refundablePaise);
  return parsed.input.refund
    ? {
        summary: `Cancel this booking and refund ${left} (everything left of the online payment). Reason: ${parsed.input.reason}`,
        confirm: `Cancel and refund ${left}`,
      }
    : {
        summary: `Cancel this booking without a refund: the ${left} left of the online payment is kept. Reason: ${parsed.input.reason}`,
        confirm: "Cancel without a refund",
      };
}
