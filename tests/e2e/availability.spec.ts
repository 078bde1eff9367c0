import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { RetreatCard, RoomCard } from "./pages/booking-forms";
import { CartPage } from "./pages/cart-page";
import { seedCart, seedRetreat, seedRoom } from "./pages/cart-seed";
import { isoDaysFromToday, orderDay } from "./pages/dates";

/**
 * What the guest sees of availability: taken nights on a room's card, places left on a retreat's,
 * and a cart line flagged before payment once someone else has taken its nights. Another guest's
 * order is placed through the API, as a second browser would.
 */

async function anotherGuestOrders(request: APIRequestContext, cartItems: unknown[]) {
  const res = await request.post("/api/payments/orders", {
    data: { userDetails: { email: "other.guest@example.com", phone: "+44 20 7946 0000" }, cartItems },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test("a room's card shows nights that are taken and will not add them to the cart", async ({ page, request }, testInfo) => {
  const day = orderDay(testInfo, 4);
  await anotherGuestOrders(request, [seedRoom({ roomId: "forest", name: "Forest", rate: 240, nights: 2, guests: 2, inDays: day + 1 })]);

  const card = new RoomCard(page);
  await card.goto("forest");
  await card.checkin.fill(isoDaysFromToday(day));
  await card.checkout.fill(isoDaysFromToday(day + 4));
  await expect(card.card.getByRole("alert")).toHaveText(
    /^Already booked on the nights of \w{3} \d{2}, \d{4} and \w{3} \d{2}, \d{4}\. Please choose other dates\.$/,
  );
  await expect(card.addButton).toBeDisabled();

  // The nights after the other guest's stay are free.
  await card.checkin.fill(isoDaysFromToday(day + 3));
  await card.checkout.fill(isoDaysFromToday(day + 5));
  await expect(card.card.getByText("Available for these dates")).toBeVisible();
  await expect(card.addButton).toBeEnabled();
});

test("a retreat's card shows the places left and caps the participants there", async ({ page, request }, testInfo) => {
  const day = orderDay(testInfo, 6);
  const other = seedRetreat({
    retreatId: "cultural-cuisine-4-day",
    title: "Kerala Culture & Cuisine Retreat",
    pricePerPerson: 490,
    days: 4,
    guests: 4,
    inDays: day,
  });
  await anotherGuestOrders(request, [other]);

  const card = new RetreatCard(page, "Kerala Culture & Cuisine Retreat");
  await card.goto("cultural-cuisine-4-day");
  await card.checkin.fill(isoDaysFromToday(day));
  await expect(card.card).toContainText("2 retreat places left for these dates");
  await expect(card.participants.locator("option")).toHaveCount(2);
  await card.participants.selectOption("2");
  await expect(card.addButton).toBeEnabled();
});

test("a cart line whose nights were taken meanwhile is flagged before payment", async ({ page, request }, testInfo) => {
  const day = orderDay(testInfo, 5);
  const line = seedRoom({ roomId: "lilybeth", name: "Lilybeth", rate: 180, nights: 3, guests: 2, inDays: day });
  const free = seedRoom({ roomId: "stoneage", name: "Stoneage", rate: 220, nights: 2, guests: 1, inDays: day });
  await seedCart(page, [line, free]);
  await anotherGuestOrders(request, [seedRoom({ roomId: "lilybeth", name: "Lilybeth", rate: 180, nights: 1, guests: 2, inDays: day + 1 })]);

  const cart = new CartPage(page);
  await cart.goto();
  await expect(cart.item("Lilybeth").getByRole("alert")).toHaveText(/^Lilybeth is no longer available on the night of \w{3} \d{2}, \d{4}$/);
  await expect(cart.item("Stoneage").getByRole("alert")).toHaveCount(0);
  await expect(cart.checkoutButton.first()).toBeDisabled();

  await cart.item("Lilybeth").getByRole("button", { name: "Remove Lilybeth" }).click();
  await expect(cart.checkoutButton.first()).toBeEnabled();
});
