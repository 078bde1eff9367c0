import { expect, type Page } from "@playwright/test";
import { CartPage } from "./cart-page";

/** The checkout as a guest goes through it: contact dialog, then the sandbox payment window. */

const SANDBOX_DIALOG = "Test payment — no money is taken";

type FormPost = Record<string, unknown>;

/** A checkout form post as the forms endpoint answered it. */
export type RecordedFormPost = { status: number; body: FormPost };

/**
 * Records the checkout's form posts (docs/product.md#what-the-resort-receives) as they reach the real forms endpoint, which stores
 * them in the outbox (no Formspree ids in the e2e server, so nothing leaves the machine). Only
 * records: a test asserts on what was recorded, at its own line (an `expect` in this listener
 * would fail as an unhandled rejection, after the test, if at all).
 */
export function recordFormPosts(page: Page): RecordedFormPost[] {
  const posts: RecordedFormPost[] = [];
  page.on("response", (response) => {
    const request = response.request();
    if (request.method() !== "POST" || !request.url().endsWith("/api/forms/booking")) return;
    posts.push({ status: response.status(), body: request.postDataJSON() as FormPost });
  });
  return posts;
}

/** Waits for the checkout's contact-details post and checks that the forms endpoint took it. */
export async function expectContactDetailsPosted(posts: readonly RecordedFormPost[]) {
  await expect.poll(() => posts.map((post) => post.status), { message: "the forms endpoint accepts the checkout's post" }).toEqual([202]);
  expect(posts[0]?.body).toMatchObject({ status: "Contact details submitted - Payment pending" });
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

/** From the open cart: the guest's contact, the sandbox payment, and the confirmation page it ends on. */
export async function payInSandbox(page: Page, email: string) {
  await enterContactDetails(page, { email, phone: "98470 12345" });
  await sandboxDialog(page)
    .getByRole("button", { name: /^Pay ₹/ })
    .click();
  await expect(page.getByText("Payment Successful")).toBeVisible();
  await expect(page).toHaveURL(/\/booking-confirmation\?/);
}
