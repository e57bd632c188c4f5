import { signIn } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { adminApi, organizationIdOf } from "./support/loyalty";
import { en, expectHeading, fill, toast } from "./support/ui";

const communications = en.communications;
const general = en.settings.general;

// The owner's laptop is in New York; the shop keeps Stockholm's time until they change it.
test.use({ timezoneId: "America/New_York" });

test("an owner whose browser is in another zone sees the shop's times, named, and schedules on its clock", async ({
  page,
  admin,
  a11y,
}) => {
  await signIn(page, admin);
  const organizationId = await organizationIdOf(page.request);
  const api = adminApi(page.request, organizationId);
  const group = await api.createTargetGroup({ name: "Everyone" });
  const content = { media: ["in_app" as const], inApp: { title: "Buns", body: "Two for one." } };
  const scheduled = await api.createCommunication({
    title: "Winter buns",
    deliveryType: "instant",
    targetGroupId: group.id,
    ...content,
  });
  // 09:00 in Stockholm (UTC+1 in January) is 03:00 in New York.
  await api.scheduleCommunication(scheduled.id, new Date("2031-01-15T08:00:00Z"));
  const draft = await api.createCommunication({
    title: "Spring buns",
    deliveryType: "instant",
    targetGroupId: group.id,
    ...content,
  });

  await test.step("the list shows the shop's clock and names its zone", async () => {
    await page.goto("/admin/communications");
    const row = page.getByRole("row", { name: /Winter buns/ });
    await expect(row).toContainText("1/15/31, 9:00 AM GMT+1");
    await a11y.check(page, "the list in the organization's zone");
  });

  await test.step("Settings → General says where the browser is and changes the zone", async () => {
    await page.goto("/admin/settings/general");
    await expect(page.getByTestId("browser-time-zone")).toContainText(
      fill(general.browserElsewhere, { timeZone: "America/New_York" }),
    );
    await page.getByRole("combobox", { name: general.timeZone }).click();
    await page.getByRole("option", { name: /^Asia\/Tokyo \(/ }).click();
    await page.getByRole("button", { name: en.common.save }).click();
    await expect(toast(page, en.settings.saved.title)).toBeVisible();
    await a11y.check(page, "the general settings with a time zone");
  });

  await test.step("every time follows the new zone", async () => {
    await page.goto("/admin/communications");
    await expect(page.getByRole("row", { name: /Winter buns/ })).toContainText("1/15/31, 5:00 PM GMT+9");
  });

  await test.step("the schedule dialog reads the typed time on the shop's clock", async () => {
    await page.goto(`/admin/communications/${draft.id}`);
    await expectHeading(page, "Spring buns");
    await page.getByRole("button", { name: communications.editor.schedule.open }).click();
    const dialog = page.getByRole("dialog", {
      name: fill(communications.editor.schedule.title, { title: "Spring buns" }),
    });
    await expect(
      dialog.getByText(fill(communications.editor.schedule.timeZone, { timeZone: "Asia/Tokyo" })),
    ).toBeVisible();
    await dialog.getByLabel(communications.editor.schedule.date).fill("2031-02-01");
    await dialog.getByLabel(communications.editor.schedule.time).fill("10:00");
    await expect(dialog).toContainText("Saturday, February 1, 2031 at 10:00 AM GMT+9");
    await dialog.getByRole("button", { name: communications.editor.schedule.submit }).click();
    await expect(toast(page, communications.editor.schedule.done.title)).toBeVisible();
    const stored = await page.request.get(`/api/communication/${draft.id}`, {
      headers: { "x-organization-id": organizationId },
    });
    expect((await stored.json()).scheduledFor).toBe("2031-02-01T01:00:00.000Z");
  });
});
