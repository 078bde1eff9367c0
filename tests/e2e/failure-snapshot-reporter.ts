import { readFileSync } from "node:fs";
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/** Enough of a page's snapshot to see what it showed, without flooding the log. */
const MAX_CHARS = 6000;

/**
 * The attachment (tests/e2e/fixtures.ts) that lists the requests a failed test's page had not seen
 * answered, and for how long: a page that stayed put may have been waiting for one of them.
 */
export const REQUESTS_IN_FLIGHT = "requests in flight";

/**
 * CI keeps only the log, not test-results/: for every test that fails, this prints what its page
 * showed at the failure (the accessibility snapshot in the error-context.md Playwright writes) and
 * what it was still loading, so a failure that happens once can still be understood afterwards.
 */
export default class FailureSnapshotReporter implements Reporter {
  private readonly shown: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === "passed" || result.status === "skipped") return;
    const snapshot = pageSnapshot(result);
    const inFlight = result.attachments.find((attachment) => attachment.name === REQUESTS_IN_FLIGHT)?.body?.toString("utf8");
    if (!snapshot && !inFlight) return;
    const title = test.titlePath().slice(1).join(" › ");
    const parts = [`── what the page showed when "${title}" failed ──\n${snapshot ?? "(no snapshot)"}\n`];
    if (inFlight) parts.push(`── what it was still loading (how long, what) ──\n${inFlight}\n`);
    this.shown.push(parts.join(""));
  }

  /** After the list reporter's summary. */
  onEnd() {
    if (this.shown.length) process.stdout.write(`\n${this.shown.join("\n")}\n`);
  }

  printsToStdio() {
    return false;
  }
}

/** The page's snapshot: the YAML block of the error context (the error and the test's source are in the log already). */
function pageSnapshot(result: TestResult): string | undefined {
  const context = result.attachments.find((attachment) => attachment.name === "error-context" && attachment.path);
  if (!context?.path) return undefined;
  let text: string;
  try {
    text = readFileSync(context.path, "utf8");
  } catch {
    return undefined;
  }
  const snapshot = /```yaml\n([\s\S]*?)\n```/.exec(text)?.[1];
  if (!snapshot) return undefined;
  return snapshot.length > MAX_CHARS ? `${snapshot.slice(0, MAX_CHARS)}\n… (${snapshot.length - MAX_CHARS} more characters)` : snapshot;
}
