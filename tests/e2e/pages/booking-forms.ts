import { expect, type Locator, type Page } from "@playwright/test";

/** The booking card on a retreat detail page. */
export class RetreatCard {
  readonly card: Locator;
  readonly checkin: Locator;
  readonly checkout: Locator;
  readonly participants: Locator;
  readonly summary: Locator;
  readonly addButton: Locator;

  constructor(
    readonly page: Page,
    title: string,
  ) {
    this.card = page.getByRole("region", { name: `Book ${title}` });
    this.checkin = this.card.getByLabel("Check-in");
    this.checkout = this.card.getByLabel("Check-out");
    this.participants = this.card.getByLabel("Participants");
    this.summary = this.card.getByRole("heading", { name: "Booking Summary" }).locator("..");
    this.addButton = this.card.getByRole("button", { name: "Add to Cart" });
  }

  async goto(id: string) {
    await this.page.goto(`/retreats/${id}`);
    await expect(this.card).toBeVisible();
    // The controls are enabled once hydrated: only the browser knows the visitor's today.
    await expect(this.checkin).toBeEnabled();
  }

  /** Picks check-in (check-out follows by the retreat's days) and participants, then adds. */
  async add({ checkin, participants = 1 }: { checkin: string; participants?: number }) {
    await this.checkin.fill(checkin);
    await this.participants.selectOption(String(participants));
    await this.addButton.click();
  }
}

/** The 'Book Your Stay' card on a room detail page. */
export class RoomCard {
  readonly card: Locator;
  readonly checkin: Locator;
  readonly checkout: Locator;
  readonly guests: Locator;
  readonly addButton: Locator;

  constructor(readonly page: Page) {
    this.card = page.getByRole("region", { name: "Book Your Stay" });
    this.checkin = this.card.getByLabel("Check-in");
    this.checkout = this.card.getByLabel("Check-out");
    this.guests = this.card.getByLabel("Guests");
    this.addButton = this.card.getByRole("button", { name: "Add to Cart" });
  }

  async goto(id: string) {
    await this.page.goto(`/rooms/${id}`);
    await expect(this.card).toBeVisible();
    // The controls are enabled once hydrated: only the browser knows the visitor's today.
    await expect(this.checkin).toBeEnabled();
  }
}

export type CustomRetreat = { name: string; checkin: string; checkout: string; price: string; currency: "USD" | "EUR" | "INR" };

/** The /custom-retreat builder. */
export class CustomRetreatPage {
  readonly name: Locator;
  readonly checkin: Locator;
  readonly checkout: Locator;
  readonly price: Locator;
  readonly currency: Locator;
  readonly addButton: Locator;

  constructor(readonly page: Page) {
    this.name = page.getByLabel("Retreat name");
    this.checkin = page.getByLabel("Check-in");
    this.checkout = page.getByLabel("Check-out");
    this.price = page.getByLabel("Price");
    this.currency = page.getByLabel("Currency");
    this.addButton = page.getByRole("button", { name: "Add to Cart" });
  }

  async goto() {
    await this.page.goto("/custom-retreat");
    await expect(this.page.getByRole("heading", { level: 1, name: "Design Your Own Retreat" })).toBeVisible();
  }

  async fill(retreat: CustomRetreat) {
    await this.name.fill(retreat.name);
    await this.checkin.fill(retreat.checkin);
    await this.checkout.fill(retreat.checkout);
    await this.price.fill(retreat.price);
    await this.currency.selectOption(retreat.currency);
  }

  /** Builds a retreat and adds it; the builder then opens the cart. */
  async add(retreat: CustomRetreat) {
    await this.goto();
    await this.fill(retreat);
    await this.addButton.click();
    await expect(this.page).toHaveURL(/\/cart$/);
  }
}
