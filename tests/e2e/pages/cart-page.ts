import { expect, type Locator, type Page } from "@playwright/test";

/** The /cart page and the navigation's cart badge. */
export class CartPage {
  readonly heading: Locator;
  readonly emptyState: Locator;
  readonly summary: Locator;
  readonly checkoutButton: Locator;
  readonly navBadge: Locator;
  readonly contactDialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Your Cart" });
    this.emptyState = page.getByRole("heading", { name: "Your cart awaits your choices" });
    this.summary = page.getByRole("region", { name: "Order Summary" });
    this.checkoutButton = this.summary.getByRole("button");
    this.navBadge = page.getByRole("navigation", { name: "Main" }).getByTestId("cart-badge");
    this.contactDialog = page.getByRole("dialog", { name: "Contact Information" });
  }

  async goto() {
    await this.page.goto("/cart");
    await expect(this.heading).toBeVisible();
  }

  /** The line under the heading, once the stored cart has been read. */
  itemCountLine(text: string | RegExp) {
    return this.page.getByRole("main").getByText(text, { exact: true });
  }

  item(name: string): Locator {
    return this.page.getByRole("article").filter({ has: this.page.getByRole("heading", { name, exact: true }) });
  }

  quantity(name: string): Locator {
    return this.item(name)
      .getByRole("group", { name: `Quantity of ${name}` })
      .getByRole("status");
  }

  increase(name: string): Locator {
    return this.item(name).getByRole("button", { name: `Increase quantity of ${name}` });
  }

  decrease(name: string): Locator {
    return this.item(name).getByRole("button", { name: `Decrease quantity of ${name}` });
  }

  remove(name: string): Locator {
    return this.item(name).getByRole("button", { name: `Remove ${name}` });
  }
}
