import { expect, type Page, type Request, type Route } from "@playwright/test";

/** The checkout as a guest goes through it, for the checkout specs. */

export const SANDBOX_DIALOG = "Test payment — no money is taken";

export type FormPost = Record<string, unknown>;

/**
 * Records the checkout's form posts (SPEC 7) and answers them as the forms endpoint does, so
 * these specs do not depend on the form-collection service.
 */
export async function recordFormPosts(page: Page): Promise<FormPost[]> {
  const posts: FormPost[] = [];
  await page.route("**/api/forms/booking", async (route: Route, request: Request) => {
    posts.push(request.postDataJSON() as FormPost);
    await route.fulfill({ status: 201, contentType: "application/json", body: JSON.stringify({ ok: true, id: `sub_${posts.length}` }) });
  });
  return posts;
}

export async function openCart(page: Page) {
  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "Order Summary" })).toBeVisible();
}

export async function enterContactDetails(page: Page, contact = { email: "asha.menon@example.com", phone: "98470 12345" }) {
  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  const dialog = page.getByRole("dialog", { name: "Contact Information" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Email").fill(contact.email);
  await dialog.getByLabel("Phone").fill(contact.phone);
  await dialog.getByRole("button", { name: "Proceed to Payment" }).click();
  await expect(dialog).toBeHidden();
}

export function sandboxDialog(page: Page) {
  return page.getByRole("dialog", { name: SANDBOX_DIALOG });
}
