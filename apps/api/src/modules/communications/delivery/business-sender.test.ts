import { eq } from "drizzle-orm";
import MailComposer from "nodemailer/lib/mail-composer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeHeaderValue, parseMail } from "../../../../test/mail-message";
import { type SmtpStandIn, startSmtpStandIn } from "../../../../test/smtp-stand-in";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import { cardTemplates } from "../../cards/cards.table";
import { organizations } from "../../organizations/organizations.table";
import { communicationsAdmin, completeCommunication } from "../communications.test-helpers";
import { businessFrom, emailColors } from "./business-sender";

const MAIL_FROM = "Stampwise <no-reply@stampwise.test>";

/** A From or Reply-To header read back: the display name (unquoted, decoded) and the address. */
function readAddress(header: string | undefined): { name: string; address: string } {
  const match = /^(.*?)\s*<([^<>]+)>$/.exec(header ?? "");
  if (!match) return { name: "", address: header ?? "" };
  const phrase = match[1] ?? "";
  const name = phrase.startsWith('"')
    ? phrase.slice(1, -1).replace(/\\(.)/g, "$1")
    : decodeHeaderValue(phrase);
  return { name, address: match[2] ?? "" };
}

/** Names a business may have that a header must quote or encode. */
const AWKWARD_NAMES = [
  'Kaffe & Co, "Bönan"',
  'Joe\'s "Best", Coffee <Bar>',
  "Café Åsa; Ölstugan",
  "Björk =?utf-8?q?x?= & Söner",
  "Frisör 💈 Salong",
];

describe("a business's From", () => {
  it.each(AWKWARD_NAMES)("writes %s as the display name, in a header of plain ASCII", async (name) => {
    const raw = (
      await new MailComposer({
        from: businessFrom(MAIL_FROM, name),
        to: "someone@example.com",
        subject: "Hi",
        text: "Hi",
      })
        .compile()
        .build()
    ).toString();
    const from = parseMail(raw).headers.get("from");
    expect(from).toMatch(/^[\x20-\x7e]+$/);
    expect(readAddress(from)).toEqual({ name, address: "no-reply@stampwise.test" });
  });

  it("picks white or ink on the accent, whichever reads better, and a neutral accent without a card", () => {
    expect(emailColors("#7c3aed")).toEqual({ accent: "#7c3aed", onAccent: "#ffffff" });
    expect(emailColors("#fde68a")).toEqual({ accent: "#fde68a", onAccent: "#1f2937" });
    expect(emailColors(null)).toEqual({ accent: "#1f2937", onAccent: "#ffffff" });
    expect(emailColors("red")).toEqual({ accent: "#1f2937", onAccent: "#ffffff" });
  });
});

describe("a business's campaign email", () => {
  let smtp: SmtpStandIn;
  let testApp: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    testApp = await createTestApp({ MAIL_URL: smtp.url, MAIL_FROM });
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  async function sendCampaign(admin: Awaited<ReturnType<typeof communicationsAdmin>>) {
    const customer = await admin.customer({ consent: ["email"] });
    const communication = await admin.createCommunication(
      completeCommunication(await admin.targetGroup(), { media: ["email"] }),
    );
    await admin.scheduleAndActivate(communication.id);
    await testApp.communications.deliverer.deliverDue();
    const [message] = smtp.messagesTo(customer.email);
    if (!message) throw new Error("no email arrived");
    return parseMail(message.raw);
  }

  it("comes from the business by name, answers to its contact email, in its card's colour", async () => {
    const admin = await communicationsAdmin(testApp);
    const name = 'Kaffe & Co, "Bönan"';
    await testApp.db
      .update(organizations)
      .set({ name, email: "hej@bonan.se" })
      .where(eq(organizations.id, admin.organizationId));
    const card = await admin.createCard();
    await testApp.db
      .update(cardTemplates)
      .set({ primaryColor: "#0e7490" })
      .where(eq(cardTemplates.cardId, card.id));

    const mail = await sendCampaign(admin);
    expect(readAddress(mail.headers.get("from"))).toEqual({ name, address: "no-reply@stampwise.test" });
    // The editor's preview is coloured the same.
    const previewed = await admin.call("POST", "/communication/preview", {
      userId: (await admin.customer({ consent: [] })).id,
      email: { subject: "Hi", body: "News" },
    });
    expect(previewed.statusCode, previewed.body).toBe(200);
    expect(previewed.json().email.html).toContain("background-color:#0e7490");
    expect(mail.headers.get("reply-to")).toBe("hej@bonan.se");
    expect(mail.html).toContain("background-color:#0e7490");
    expect(mail.html).not.toContain("#7c3aed");
    // The Message-ID stays on the server's domain: the address is still MAIL_FROM's.
    expect(mail.headers.get("message-id")).toMatch(/@stampwise\.test>$/);
  }, 60_000);

  it("without a contact email has no Reply-To, and without a card a neutral accent", async () => {
    const admin = await communicationsAdmin(testApp);
    await testApp.db
      .update(organizations)
      .set({ email: null })
      .where(eq(organizations.id, admin.organizationId));
    const mail = await sendCampaign(admin);
    expect(readAddress(mail.headers.get("from")).name).toBe(admin.organization.name);
    expect(mail.headers.has("reply-to")).toBe(false);
    expect(mail.html).toContain("background-color:#1f2937");
    expect(mail.html).not.toContain("#7c3aed");
  }, 60_000);
});
