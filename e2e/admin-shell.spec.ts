import type { Page } from "@playwright/test";
import { signIn } from "./support/accounts";
import { expectLabelsInNames } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { en, expectHeading, sv, toast } from "./support/ui";

const shell = en.shell;

const navigation = (page: Page) => page.getByRole("navigation", { name: shell.navigation.label });
const navigationWidth = async (page: Page) => (await navigation(page).boundingBox())?.width ?? 0;
const sidebarCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === "sidebar_state");

test("Ctrl+B folds the sidebar to icons, and the choice survives a reload", async ({ page, admin, a11y }) => {
  await signIn(page, admin);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(navigation(page)).toBeVisible();
  await expect.poll(() => navigationWidth(page)).toBeGreaterThan(200);
  await a11y.check(page);

  await page.keyboard.press("Control+b");
  await expect.poll(() => navigationWidth(page)).toBeLessThan(80);
  const cookie = await sidebarCookie(page);
  expect(cookie?.value).toBe("false");
  // The sidebar cookie lasts seven days (the browser reports the absolute expiry).
  expect(Math.round(((cookie?.expires ?? 0) - Date.now() / 1000) / 3600)).toBe(7 * 24);
  await a11y.check(page, "sidebar in icon mode");

  await page.reload();
  await expect(navigation(page)).toBeVisible();
  await expect.poll(() => navigationWidth(page)).toBeLessThan(80);

  await page.keyboard.press("Control+b");
  await expect.poll(() => navigationWidth(page)).toBeGreaterThan(200);
  expect((await sidebarCookie(page))?.value).toBe("true");
});

test("on a 375 px phone the sidebar is a sheet that closes after navigating", async ({
  page,
  admin,
  a11y,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, admin);
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("button", { name: en.ui.sidebar.toggle })).toBeVisible();
  await expect(navigation(page)).toBeHidden();
  await a11y.check(page);

  await page.getByRole("button", { name: en.ui.sidebar.toggle }).click();
  const sheet = page.getByRole("dialog");
  await expect(sheet).toBeVisible();
  await a11y.check(page, "mobile sidebar sheet");
  await sheet.getByRole("link", { name: shell.navigation.items.users }).click();

  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(sheet).toBeHidden();
});

test("breadcrumbs name each segment, in the reader's language", async ({ page, admin, a11y }) => {
  await signIn(page, admin);
  await page.goto("/admin/settings/general");
  const crumbs = page.getByRole("navigation", { name: en.ui.breadcrumb });
  await expect(crumbs.getByRole("link", { name: shell.breadcrumbs.segments.admin })).toHaveAttribute(
    "href",
    "/admin",
  );
  await expect(crumbs.getByRole("link", { name: shell.breadcrumbs.segments.settings })).toHaveAttribute(
    "href",
    "/admin/settings",
  );
  // The last crumb is the page itself: not a link, marked current (the page may name it itself).
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(/General/);
  await a11y.check(page);

  await page.evaluate(() => localStorage.setItem("language", "sv-SE"));
  await page.reload();
  const svCrumbs = page.getByRole("navigation", { name: sv.ui.breadcrumb });
  await expect(svCrumbs.getByRole("link", { name: sv.shell.breadcrumbs.segments.admin })).toBeVisible();
  await expect(svCrumbs.getByRole("link", { name: sv.shell.breadcrumbs.segments.settings })).toBeVisible();
  await expect(svCrumbs.locator('[aria-current="page"]')).toHaveText(/Allmän/);
  await a11y.check(page, "breadcrumbs in Swedish");

  // Small screens have no room for them.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(svCrumbs).toBeHidden();
});

test("the organization switcher shows the current organization, checked", async ({ page, admin, a11y }) => {
  await signIn(page, admin);
  await page.goto("/admin/dashboard");
  const name = admin.organizationName ?? "";
  await page.getByRole("button", { name: `${shell.organizations.open} ${name}` }).click();
  // A checkable menu item either way: radio or checkbox semantics both announce "checked".
  const current = page
    .getByRole("menuitemradio", { name: new RegExp(name) })
    .or(page.getByRole("menuitemcheckbox", { name: new RegExp(name) }));
  await expect(current).toHaveAttribute("aria-checked", "true");
  await a11y.check(page, "organization switcher open");
  // The switcher and the user menu are named by what they show (name and email), with what they do.
  await page.keyboard.press("Escape");
  await expectLabelsInNames(page);
});

test("an admin starts a second organization and switches between the two", async ({ page, admin, a11y }) => {
  const first = admin.organizationName ?? "";
  const second = `Second shop ${Date.now()}`;
  const switcher = (name: string) =>
    page.getByRole("button", { name: `${shell.organizations.open} ${name}` });
  const nameField = page.getByLabel(en.settings.general.name);
  await signIn(page, admin);
  await page.goto("/admin/settings/general");
  await expect(nameField).toHaveValue(first);

  await switcher(first).click();
  await page.getByRole("menuitem", { name: shell.organizations.add }).click();
  const dialog = page.getByRole("dialog", { name: shell.organizations.add });
  await dialog.getByLabel(shell.organizations.name).fill(second);
  await a11y.check(page, "add organization dialog");
  await dialog.getByRole("button", { name: shell.organizations.create }).click();
  await expect(
    toast(page, shell.organizations.created.description.replace("{{name}}", second)),
  ).toBeVisible();

  // The new organization is current: the switcher names it and the settings show its data.
  await expect(switcher(second)).toBeVisible();
  await expect(nameField).toHaveValue(second);

  // Ctrl+1 is the first organization of the list again, and everything on screen follows.
  await page.keyboard.press("Control+1");
  await expect(switcher(first)).toBeVisible();
  await expect(nameField).toHaveValue(first);
  await expect(
    toast(page, shell.organizations.switched.description.replace("{{name}}", first)),
  ).toBeVisible();

  // And back through the menu, where the current one is checked.
  await switcher(first).click();
  await page.getByRole("menuitemcheckbox", { name: new RegExp(second) }).click();
  await expect(switcher(second)).toBeVisible();
  await expect(nameField).toHaveValue(second);
});

test("the general settings save a new organization name", async ({ page, admin, a11y }) => {
  await signIn(page, admin);
  await page.goto("/admin/settings/general");
  await expectHeading(page, en.settings.general.title);
  const nameField = page.getByLabel(en.settings.general.name);
  await expect(nameField).toHaveValue(admin.organizationName ?? "");
  await expect(page.getByLabel(en.settings.general.email)).toHaveValue(admin.email);
  await a11y.check(page);

  const newName = `${admin.organizationName} & Bakery`;
  await nameField.fill(newName);
  await page.getByRole("button", { name: en.common.save }).click();
  await expect(toast(page, en.settings.saved.title)).toBeVisible();
  // The switcher reads the session, which is refetched after the save.
  await expect(page.getByRole("button", { name: `${shell.organizations.open} ${newName}` })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(en.settings.general.name)).toHaveValue(newName);
});

test("the user menu switches the theme and logs out to the login page", async ({ page, admin, a11y }) => {
  await signIn(page, admin);
  await page.goto("/admin/dashboard");
  await page
    .getByRole("button", {
      name: `${shell.userMenu.open} ${admin.firstName} ${admin.lastName}`,
    })
    .click();
  await expect(page.getByRole("menu").getByText(admin.email)).toBeVisible();
  // The theme choice lives here too; the area is checked in dark while we are at it.
  await page.getByRole("menuitemradio", { name: en.common.themes.dark }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await a11y.check(page, "admin area in dark with the user menu open");
  await page.getByRole("menuitem", { name: shell.userMenu.logOut }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login$/);
});

test("the contact settings save a phone number typed as dialled in the country, an address and a map location", async ({
  page,
  admin,
  a11y,
}) => {
  const contact = en.settings.contact;
  await signIn(page, admin);
  await page.goto("/admin/settings/general");
  await page.getByRole("link", { name: en.settings.navigation.contact }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/contact$/);
  await expectHeading(page, contact.title);
  await a11y.check(page);

  await expect(page.getByRole("combobox", { name: contact.country })).toHaveText("Sweden");
  await page.getByLabel(contact.phoneNumber).fill("070-123 45 67");
  await page.getByLabel(contact.address).fill("Storgatan 1, 111 22 Stockholm");
  await page.getByLabel(contact.latitude).fill("59.3293");
  await page.getByLabel(contact.longitude).fill("18.0686");
  await expect(page.getByRole("link", { name: new RegExp(contact.openInMap) })).toHaveAttribute(
    "href",
    /openstreetmap\.org\/\?mlat=59\.3293&mlon=18\.0686/,
  );
  await page.getByRole("button", { name: en.common.save }).click();
  await expect(toast(page, en.settings.saved.title)).toBeVisible();
  // Saved with its country code, as every number is stored.
  await expect(page.getByLabel(contact.phoneNumber)).toHaveValue("+46701234567");

  await page.reload();
  await expect(page.getByLabel(contact.phoneNumber)).toHaveValue("+46701234567");
  await expect(page.getByLabel(contact.address)).toHaveValue("Storgatan 1, 111 22 Stockholm");
});

test("an address whose id names nothing shows the screen's not-found state, and the breadcrumbs say so", async ({
  page,
  admin,
  a11y,
}) => {
  await signIn(page, admin);
  const current = page.getByRole("navigation", { name: en.ui.breadcrumb }).locator('[aria-current="page"]');
  // UUID-shaped but no id the API takes (version 0), and a well-formed id of nothing here.
  const ids = ["3f2b8c1e-9a4d-0e6f-8b7a-1c2d3e4f5a6b", "00000000-0000-4000-8000-000000000000"];
  const screens = [
    { path: (id: string) => `/admin/communications/${id}`, title: en.communications.editor.notFound.title },
    {
      path: (id: string) => `/admin/communication/statistics/${id}`,
      title: en.communicationStatistics.notFound.title,
    },
    { path: (id: string) => `/admin/users/${id}`, title: en.users.profile.notFound.title },
  ];
  for (const id of ids) {
    for (const screen of screens) {
      await page.goto(screen.path(id));
      await expect(page.getByRole("heading", { name: screen.title })).toBeVisible();
      await expect(current).toHaveText(screen.title);
    }
    await page.goto(`/admin/loyalty-cards/stamp-cards/${id}`);
    await expect(page.getByText(en.stampCards.card.notFound)).toBeVisible();
    await expect(current).not.toHaveText(en.common.loading);
  }
  await a11y.check(page, "a stamp card not found");
});
