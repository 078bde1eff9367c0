import { expect, test } from "./fixtures";

/** The contact page (docs/product.md#contact-page, docs/product.md#contact-form): the form with and without JavaScript, and its content. */

function uniqueEmail(label: string) {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

test.describe("contact page", () => {
  test("shows the form, the Get in Touch card and the four FAQ cards", async ({ page }) => {
    await page.goto("/contact#top");
    await expect(page).toHaveTitle("Contact | Kaivalya Ayurveda Retreat");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveAttribute("required", "");
    await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Message")).toHaveAttribute("required", "");

    const card = page.getByRole("complementary", { name: "Get in Touch" });
    await expect(card.getByRole("link", { name: "+91 471 248 0108" })).toHaveAttribute("href", "tel:+914712480108");
    await expect(card.getByRole("link", { name: "+91 94470 21108" })).toBeVisible();
    await expect(card.getByRole("link", { name: "stay@kaivalyaretreat.com" })).toBeVisible();
    await expect(card).toContainText("9:00 AM-6:00 PM IST");
    await expect(card).toContainText("10:00 AM-4:00 PM IST");
    await expect(card).toContainText("Closed");
    await expect(card).toContainText("IST (UTC+5:30)");

    for (const question of ["What should I bring?", "beginners", "dietary needs", "How do I get there?"]) {
      await expect(page.getByRole("heading", { level: 3, name: new RegExp(question.replace("?", "\\?")) })).toBeVisible();
    }
    await expect(page.getByText(/about 35 minutes/)).toBeVisible();
  });
});

test.describe("contact form with JavaScript", () => {
  test("sends the message, toasts success and clears the form", async ({ page }) => {
    await page.goto("/contact");
    const email = uniqueEmail("e2e-js");
    await page.getByLabel("Name").fill("  Maya Fischer ");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Message").fill("Could we come for the 14-day programme in February?");
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByText("Message sent successfully!")).toBeVisible();
    await expect(page.getByText("We'll get back to you within 24 hours.")).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("");
    await expect(page.getByLabel("Email")).toHaveValue("");
    await expect(page.getByLabel("Message")).toHaveValue("");
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("refuses blank fields with the 'Please fill all fields' toast", async ({ page }) => {
    let posted = false;
    // The message's posts only: a sampled page-speed beacon (POST /api/vitals) may go out at the first key.
    page.on("request", (request) => {
      if (request.method() === "POST" && !new URL(request.url()).pathname.startsWith("/api/vitals")) posted = true;
    });
    await page.goto("/contact");
    await page.getByLabel("Name").fill("   ");
    await page.getByLabel("Email").fill(uniqueEmail("e2e-blank"));
    await page.getByLabel("Message").fill("   ");
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByText("Please fill all fields")).toBeVisible();
    await expect(page.getByText("Name, email, and message are required.")).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    expect(posted).toBe(false);
  });

  test("toasts the failure and keeps what was typed when the server cannot take it", async ({ page, allowConsoleError }) => {
    allowConsoleError(/status of 503/);
    await page.route("**/api/forms/contact", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "Unavailable" }) }),
    );
    await page.goto("/contact");
    await page.getByLabel("Name").fill("Maya");
    await page.getByLabel("Email").fill(uniqueEmail("e2e-fail"));
    await page.getByLabel("Message").fill("Hello");
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByText("Failed to send message")).toBeVisible();
    await expect(page.getByText("Please try again or contact us directly.")).toBeVisible();
    await expect(page.getByLabel("Message")).toHaveValue("Hello");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  test("toasts the failure when the network is down", async ({ page, allowConsoleError }) => {
    allowConsoleError(/net::ERR_FAILED|Failed to load resource/);
    await page.route("**/api/forms/contact", (route) => route.abort("failed"));
    await page.goto("/contact");
    await page.getByLabel("Name").fill("Maya");
    await page.getByLabel("Email").fill(uniqueEmail("e2e-offline"));
    await page.getByLabel("Message").fill("Hello");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Failed to send message")).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("Maya");
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts to the page's action and shows the result", async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel("Name").fill("Jonas");
    await page.getByLabel("Email").fill(uniqueEmail("e2e-nojs"));
    await page.getByLabel("Message").fill("Do you offer airport pickup at night?");
    await page.getByRole("button", { name: "Send Message" }).click();

    const status = page.getByRole("status");
    await expect(status).toContainText("Message sent successfully!");
    await expect(status).toContainText("We'll get back to you within 24 hours.");
    await expect(page.getByLabel("Name")).toHaveValue("");
    await expect(page.getByLabel("Message")).toHaveValue("");
  });

  test("shows what is wrong and keeps the typed values", async ({ page, allowConsoleError }) => {
    allowConsoleError(/status of 422/);
    const email = uniqueEmail("e2e-nojs-error");
    await page.goto("/contact");
    await page.getByLabel("Name").fill("Jonas");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Message").fill("    ");
    await page.getByRole("button", { name: "Send Message" }).click();

    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Failed to send message");
    await expect(alert).toContainText("Message is required");
    await expect(page.getByLabel("Name")).toHaveValue("Jonas");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByText("Message is required").last()).toBeVisible();
  });
});
