import { calendarFeedSecret } from "../calendar/export-links";
import { formsConfigProblem } from "../forms/config";
import { guestLinkSecretProblem } from "../guest/guest-link";
import { PaymentsUnavailableError, paymentsConfig } from "../payments/config";
import { sandboxAllowedAt } from "../payments/sandbox-hosts";

/**
 * What is wrong with this deployment's settings, in words for the staff console. Visitors are
 * only told that a service is unavailable (a 503 names no setting); the log and this list say
 * which setting to fix. Access settings are not here: without them nobody reaches the console,
 * so the log is where they are named.
 */
export function settingsProblems(env: Env, url: URL): string[] {
  const problems: string[] = [];
  try {
    const config = paymentsConfig(env);
    if (config.mode === "sandbox" && !sandboxAllowedAt(url, env)) {
      problems.push(
        `Online payments are off: this deployment runs the sandbox gateway, which answers only on local hosts and on hosts SANDBOX_ALLOWED_HOSTS lists, and ${url.hostname} is neither.`,
      );
    }
  } catch (error) {
    if (!(error instanceof PaymentsUnavailableError)) throw error;
    problems.push(`Online payments are off: ${error.message}`);
  }
  const forms = formsConfigProblem(env);
  if (forms) problems.push(`Form submissions are stored but not forwarded to Formspree: ${forms}`);
  const guestLink = guestLinkSecretProblem(env);
  if (guestLink) problems.push(`Guests' booking-page links are off: ${guestLink}`);
  const calendars = calendarFeedSecret(env, url);
  if (!calendars.ok) problems.push(`The rooms' calendar exports for the booking channels are off: ${calendars.problem}`);
  return problems;
}
