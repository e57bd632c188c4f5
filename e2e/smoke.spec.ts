import { expect, test } from "@playwright/test";

test("the landing page introduces Stampwise in English and remembers a switch to Swedish", async ({
  page,
}) => {
  // A blocked script or a crash shows up here (the CSP allows only scripts from our origin).
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Stampwise" })).toBeVisible();
  await expect(page.getByText(/^Digital loyalty for small businesses/)).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");

  await page.getByRole("button", { name: "Svenska" }).click();
  await expect(page.getByText(/^Digital lojalitet för småföretag/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Svenska" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("html")).toHaveAttribute("lang", "sv-SE");

  await page.reload();
  await expect(page.getByText(/^Digital lojalitet för småföretag/)).toBeVisible();
  await expect(page).toHaveTitle(/lojalitet/);

  // Both apps share the origin, so the choice carries over to the customer app.
  await page.getByRole("link", { name: "Öppna kundappen" }).click();
  await expect(page).toHaveURL(/\/app\/$/);
  await expect(page.getByText(/^Ha dina lojalitetskort i mobilen/)).toBeVisible();

  expect(problems).toEqual([]);
});

test("the customer app tells a phone user what it is for", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/app/");
  await expect(page.getByRole("heading", { level: 1, name: "Stampwise" })).toBeVisible();
  await expect(page.getByText(/personal QR code at the counter/)).toBeVisible();
  await expect(page.getByRole("group", { name: "Language" })).toBeVisible();
});

test.describe("with a Swedish browser", () => {
  test.use({ locale: "sv-SE" });

  test("the customer app starts in Swedish", async ({ page }) => {
    await page.goto("/app/");
    await expect(page.getByText(/personliga QR-kod vid kassan/)).toBeVisible();
  });
});

test("the colours follow the system's light or dark preference, also when it changes", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
});
