import type { TestProject } from "vitest/node";
import { startFakeChannel } from "./fake-channel.ts";
import { startFakeFormspree } from "./fake-formspree.ts";
import { startFakeMailApi } from "./fake-mail-api.ts";

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

/** A form the fake knows but that is not active (disabled, or never confirmed by its owner). */
export const INACTIVE_TEST_FORM_ID = "testInactiveForm";

declare module "vitest" {
  export interface ProvidedContext {
    formspreeUrl: string;
    mailApiUrl: string;
    channelUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const formspree = await startFakeFormspree({ knownFormIds: Object.values(TEST_FORM_IDS), inactiveFormIds: [INACTIVE_TEST_FORM_ID] });
  const mail = await startFakeMailApi();
  const channel = await startFakeChannel();
  project.provide("formspreeUrl", formspree.url);
  project.provide("mailApiUrl", mail.url);
  project.provide("channelUrl", channel.url);
  return async () => {
    await formspree.close();
    await mail.close();
    await channel.close();
  };
}
