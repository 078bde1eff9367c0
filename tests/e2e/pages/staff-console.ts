import { expect, type Page } from "@playwright/test";

/** The staff console as a member of staff uses it locally: the development sign-in, then the pages. */

export async function staffSignIn(page: Page, email?: string) {
  await page.goto("/admin/dev-sign-in");
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  if (email) await page.getByLabel("Staff e-mail").selectOption(email);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/bookings$/);
  await expect(page.getByRole("heading", { name: "Bookings", level: 1 })).toBeVisible();
}

export async function searchBookings(page: Page, text: string) {
  const search = page.getByRole("search", { name: "Search bookings" });
  await search.getByLabel("Search").fill(text);
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/[.]/g, "\\.")}`));
}

/** Signs in, finds the guest's booking by e-mail and opens its page. */
export async function openBooking(page: Page, email: string, orderId: string) {
  await staffSignIn(page);
  await searchBookings(page, email);
  await page
    .getByRole("link", { name: new RegExp(email.replace(/[.+]/g, "\\$&")) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/bookings/${orderId}$`));
}
