import { isLocalHostname } from "../payments/sandbox-hosts";

/**
 * Which channel feed URLs the Worker fetches: https, always; plain http only for a feed on this
 * machine while the Worker itself is served from it (development and the tests' fake channel), so
 * a deployed site never reads a calendar, or sends its conditional-request validators, in clear.
 * The URL itself is a secret (whoever has it reads the channel's calendar): the problem named here
 * never quotes it.
 */
export function feedUrlProblem(url: string, workerOnLoopback: boolean): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "the feed URL is not a URL";
  }
  if (parsed.username || parsed.password) return "the feed URL must not carry a user name or password";
  if (parsed.protocol === "https:") return null;
  if (parsed.protocol === "http:" && workerOnLoopback && isLocalHostname(parsed.hostname)) return null;
  return "the feed URL must use https";
}
