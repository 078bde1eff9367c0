import { readFileSync } from "node:fs";
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/** Enough of a page's snapshot to see what it showed, without flooding the log. */
const MAX_CHARS = 6000;

/**
 * CI keeps only the log, not test-results/: for every test that fails, this prints what its page
 * showed at the failure (the accessibility snapshot in the error-context.md Playwright writes), so a
 * failure that happens once can still be understood afterwards.
 */
export default class FailureSnapshotReporter implements Reporter {
  private readonly shown: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === "passed" || result.status === "skipped") return;
    const context = result.attachments.find((attachment) => attachment.name === "error-context" && attachment.path);
    if (!context?.path) return;
    let text: string;
    try {
      text = readFileSync(context.path, "utf8");
    } catch {
      return;
    }
    // The page's snapshot is the file's YAML block; the error and the test's source are in the log already.
    const snapshot = /```yaml\n([\s\S]*?)\n```/.exec(text)?.[1];
    if (!snapshot) return;
    const shown =
      snapshot.length > MAX_CHARS ? `${snapshot.slice(0, MAX_CHARS)}\n… (${snapshot.length - MAX_CHARS} more characters)` : snapshot;
    this.shown.push(`── what the page showed when "${test.titlePath().slice(1).join(" › ")}" failed ──\n${shown}\n`);
  }

  /** After the list reporter's summary. */
  onEnd() {
    if (this.shown.length) process.stdout.write(`\n${this.shown.join("\n")}\n`);
  }

  printsToStdio() {
    return false;
  }
}
