import type { TestProject } from "vitest/node";
import { startFakeFormspree } from "./fake-formspree.ts";

/**
 * Vitest globalSetup of the `worker` project: starts the vendor fakes on loopback (free ports)
 * and hands their URLs to vitest.config.ts, which passes them to the Worker as bindings.
 */

/** The form ids the Worker is configured with in the tests; the fake knows exactly these. */
export const TEST_FORM_IDS = {
  contact: "testContactForm",
  consultation: "testConsultationForm",
  booking: "testBookingForm",
} as const;

declare module "vitest" {
  export interface ProvidedContext {
    formspreeUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const formspree = await startFakeFormspree(Object.values(TEST_FORM_IDS));
  project.provide("formspreeUrl", formspree.url);
  return async () => {
    await formspree.close();
  };
}
