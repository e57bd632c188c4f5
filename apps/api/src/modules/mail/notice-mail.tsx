/** @jsxRuntime automatic */
/** @jsxImportSource react */
import {
  Body,
  Column,
  Container,
  Heading,
  Hr,
  Html,
  Row,
  render,
  Section,
  Text,
} from "@react-email/components";
import type { Language } from "@stampwise/contract";
import type { RenderedMail } from "./mail-templates";

/** One language's part of a notice: a heading, what happened, and what to do. */
export interface NoticePart {
  language: Language;
  heading: string;
  paragraphs: string[];
  /** A line before the details. */
  intro?: string;
  /** Label and value rows (the contact form's sender), shown before the paragraphs. */
  details?: [string, string][];
  /** Text someone else wrote (the contact form's message), set apart and kept as typed. */
  quote?: string;
  /** A muted closing line. */
  footnote?: string;
}

const colors = { ink: "#1f2937", muted: "#6b7280", line: "#e5e7eb" };

function NoticeMail({ parts }: { parts: NoticePart[] }) {
  return (
    <Html lang={parts[0]?.language ?? "en-US"}>
      <Body style={{ fontFamily: "system-ui, Helvetica, Arial, sans-serif", color: colors.ink, margin: 0 }}>
        <Container style={{ maxWidth: "560px", margin: "0 auto", padding: "24px" }}>
          {parts.map((part, index) => (
            <Section key={part.language} lang={part.language}>
              {index > 0 && <Hr style={{ borderColor: colors.line, margin: "24px 0" }} />}
              <Heading as="h1" style={{ fontSize: "20px", lineHeight: "28px" }}>
                {part.heading}
              </Heading>
              {part.intro && <Text style={{ fontSize: "16px", lineHeight: "24px" }}>{part.intro}</Text>}
              {part.details?.map(([label, value]) => (
                <Row key={label}>
                  <Column style={{ fontSize: "14px", fontWeight: 600, paddingRight: "12px", width: "120px" }}>
                    {label}
                  </Column>
                  <Column style={{ fontSize: "14px" }}>{value}</Column>
                </Row>
              ))}
              {part.quote !== undefined && (
                <Text
                  style={{
                    whiteSpace: "pre-wrap",
                    borderLeft: `3px solid ${colors.line}`,
                    paddingLeft: "12px",
                    fontSize: "15px",
                  }}
                >
                  {part.quote}
                </Text>
              )}
              {part.paragraphs.map((paragraph) => (
                <Text key={paragraph} style={{ fontSize: "16px", lineHeight: "24px" }}>
                  {paragraph}
                </Text>
              ))}
              {part.footnote && (
                <Text style={{ color: colors.muted, fontSize: "13px" }}>{part.footnote}</Text>
              )}
            </Section>
          ))}
        </Container>
      </Body>
    </Html>
  );
}

/**
 * A mail with no button (alerts to owners and the operator, the contact form's copy), its HTML
 * rendered by the template library (React Email), which escapes every value. Several parts are
 * the same notice in several languages, one after the other.
 */
export async function renderNoticeMail(
  subject: string,
  parts: NoticePart[],
  options: { replyTo?: string } = {},
): Promise<RenderedMail> {
  const text = parts
    .map((part) =>
      [
        ...(part.intro ? [part.intro] : []),
        ...(part.details ?? []).map(([label, value]) => `${label}: ${value}`),
        ...(part.quote !== undefined ? [part.quote] : []),
        ...part.paragraphs,
        ...(part.footnote ? [part.footnote] : []),
      ].join("\n\n"),
    )
    .join("\n\n—\n\n");
  return {
    subject,
    links: [],
    ...(options.replyTo ? { replyTo: options.replyTo } : {}),
    text: `${text}\n`,
    html: await render(<NoticeMail parts={parts} />),
  };
}
