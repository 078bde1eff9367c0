import { expect, type Page, type Request, type Route } from "@playwright/test";
import { CartPage } from "./cart-page";

/** The checkout as a guest goes through it: contact dialog, then the sandbox payment window. */

export const SANDBOX_DIALOG = "Test payment — no money is taken";

export type FormPost = Record<string, unknown>;

/**
 * Records the checkout's form posts (SPEC 7) and answers them as the forms endpoint does, so
 * the checkout specs do not depend on the form-collection service.
 */
export async function recordFormPosts(page: Page): Promise<FormPost[]> {
  const posts: FormPost[] = [];
  await page.route("**/api/forms/booking", async (route: Route, request: Request) => {
    posts.push(request.postDataJSON() as FormPost);
    await route.fulfill({ status: 201, contentType: "application/json", body: JSON.stringify({ ok: true, id: `sub_${posts.length}` }) });
  });
  return posts;
}

/** Opens the cart and waits for the stored cart to be read (the summary appears). */
export async function openCart(page: Page) {
  const cart = new CartPage(page);
  await cart.goto();
  await expect(cart.summary).toBeVisible();
  return cart;
}

export async function enterContactDetails(page: Page, contact = { email: "asha.menon@example.com", phone: "98470 12345" }) {
  const cart = new CartPage(page);
  await cart.checkoutButton.click();
  const dialog = cart.contactDialog;
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Email").fill(contact.email);
  await dialog.getByLabel("Phone").fill(contact.phone);
  await dialog.getByRole("button", { name: "Proceed to Payment" }).click();
  await expect(dialog).toBeHidden();
}

export function sandboxDialog(page: Page) {
  return page.getByRole("dialog", { name: SANDBOX_DIALOG });
}
