/** @jsxRuntime automatic */
/** @jsxImportSource react */
import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  render,
  Section,
  Text,
  toPlainText,
} from "@react-email/components";
import type { Language } from "@stampwise/contract";
import type { EmailColors } from "./business-sender";

/** The footer of a campaign email, in the recipient's language. */
const FOOTER: Record<Language, { reason: string; unsubscribe: string }> = {
  "en-US": {
    reason: "You get this email because you said yes to news from {{organizationName}} in Stampwise.",
    unsubscribe: "Unsubscribe",
  },
  "sv-SE": {
    reason:
      "Du får det här mejlet för att du har tackat ja till nyheter från {{organizationName}} i Stampwise.",
    unsubscribe: "Avsluta prenumerationen",
  },
};

/** Marks where the recipient's unsubscribe link goes; no text a person writes contains it. */
export const UNSUBSCRIBE_URL_MARK = "__stampwise_unsubscribe_url__";

export interface CampaignEmailTemplate {
  /** With {{variables}} still in place: they are filled per recipient, HTML-escaped in `html`. */
  subject: string;
  html: string;
  text: string;
}

const colors = { ink: "#1f2937", muted: "#6b7280", line: "#e5e7eb", page: "#f4f4f5" };

function CampaignEmail(props: { subject: string; body: string; language: Language; brand: EmailColors }) {
  const footer = FOOTER[props.language];
  // A blank line starts a paragraph; single line breaks stay inside it.
  const paragraphs = props.body.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== "");
  return (
    <Html lang={props.language}>
      <Head />
      <Preview>{props.subject}</Preview>
      <Body style={{ backgroundColor: colors.page, fontFamily: "Helvetica, Arial, sans-serif", margin: 0 }}>
        <Container style={{ backgroundColor: "#ffffff", maxWidth: "600px", margin: "24px auto" }}>
          {/* The business's band, in its card's colour, with its name in the colour that reads on it. */}
          <Section style={{ backgroundColor: props.brand.accent, padding: "16px 24px" }}>
            <Text style={{ color: props.brand.onAccent, fontSize: "16px", fontWeight: 700, margin: 0 }}>
              {"{{organizationName}}"}
            </Text>
          </Section>
          <Section style={{ padding: "24px 24px 32px" }}>
            <Heading
              as="h1"
              style={{ color: colors.ink, fontSize: "22px", lineHeight: "30px", margin: "0 0 16px" }}
            >
              {props.subject}
            </Heading>
            <Section>
              {paragraphs.map((paragraph, index) => (
                <Text
                  // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity but their order
                  key={index}
                  style={{ color: colors.ink, fontSize: "16px", lineHeight: "24px", whiteSpace: "pre-line" }}
                >
                  {paragraph}
                </Text>
              ))}
            </Section>
            <Hr style={{ borderColor: colors.line, margin: "24px 0 16px" }} />
            <Text style={{ color: colors.muted, fontSize: "12px", lineHeight: "18px", margin: 0 }}>
              {footer.reason}{" "}
              <Link href={UNSUBSCRIBE_URL_MARK} style={{ color: colors.muted, textDecoration: "underline" }}>
                {footer.unsubscribe}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/**
 * A communication's email, rendered once per language by the template library (React Email);
 * each recipient's copy is this with the variables and the unsubscribe link filled in. Rendering
 * per recipient would cost more than sending.
 */
export async function renderCampaignEmail(content: {
  subject: string;
  body: string;
  language: Language;
  /** The business's colours (`emailColors` of its card). */
  brand: EmailColors;
}): Promise<CampaignEmailTemplate> {
  const html = await render(<CampaignEmail {...content} />);
  // The text keeps the heading as written: html-to-text upper-cases headings by default, which
  // would turn the subject's {{firstName}} into {{FIRSTNAME}}, a variable nothing fills.
  const text = toPlainText(html, { selectors: [{ selector: "h1", options: { uppercase: false } }] });
  return { subject: content.subject, html, text };
}
