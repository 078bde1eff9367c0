import { expect, type MockInstance } from "vitest";

/**
 * What a public error must never show: the name of a setting (every env var and secret of this
 * Worker is an upper-case snake-case name) or a value taken from one. The detail goes to the log.
 */
const SETTING_NAME = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/;

export function expectNoConfigurationDetail(body: string, values: string[] = []) {
  expect(body).not.toMatch(SETTING_NAME);
  for (const value of values) expect(body).not.toContain(value);
}

/** The lines a console spy received, each as one string. */
export function loggedLines(spy: MockInstance<(...args: unknown[]) => void>): string[] {
  return spy.mock.calls.map((args) => args.map(String).join(" "));
}
