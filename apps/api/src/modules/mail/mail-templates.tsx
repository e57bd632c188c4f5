/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Body, Button, Container, Heading, Html, render, Section, Text } from "@react-email/components";
import type { Language } from "@stampwise/contract";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  links: string[];
  replyTo?: string;
}

interface MailText {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  footer: string;
}

type MailKind =
  | "verify-email"
  | "reset-password"
  | "invitation"
  | "customer-invitation"
  | "imported-customer"
  | "data-export-ready"
  | "data-export-ready-asked-at"
  | "account-deletion-scheduled"
  | "account-deletion-scheduled-asked-at"
  | "account-deletion-cancelled";

/** Mail texts in both languages; the recipient's chosen language picks one. */
const TEXTS: Record<MailKind, Record<Language, MailText>> = {
  "verify-email": {
    "en-US": {
      subject: "Confirm your email for Stampwise",
      greeting: "Welcome to Stampwise!",
      body: "Confirm your email address to finish creating your account. The link works once and expires in 24 hours.",
      action: "Confirm email",
      footer: "If you did not ask for an account, you can ignore this message.",
    },
    "sv-SE": {
      subject: "Bekräfta din e-post för Stampwise",
      greeting: "Välkommen till Stampwise!",
      body: "Bekräfta din e-postadress för att slutföra ditt konto. Länken fungerar en gång och gäller i 24 timmar.",
      action: "Bekräfta e-post",
      footer: "Om du inte har bett om ett konto kan du bortse från det här meddelandet.",
    },
  },
  "reset-password": {
    "en-US": {
      subject: "Reset your Stampwise password",
      greeting: "Hello!",
      body: "Someone asked to reset the password of your Stampwise account. The link works once and expires in 1 hour.",
      action: "Choose a new password",
      footer: "If it was not you, ignore this message: your password stays as it is.",
    },
    "sv-SE": {
      subject: "Återställ ditt lösenord för Stampwise",
      greeting: "Hej!",
      body: "Någon har bett om att återställa lösenordet för ditt Stampwise-konto. Länken fungerar en gång och gäller i 1 timme.",
      action: "Välj ett nytt lösenord",
      footer: "Om det inte var du kan du bortse från meddelandet: ditt lösenord förblir detsamma.",
    },
  },
  invitation: {
    "en-US": {
      subject: "{{inviter}} invited you to {{organization}} on Stampwise",
      greeting: "Hello {{firstName}}!",
      body: "{{inviter}} invited you to help run {{organization}} on Stampwise, as {{role}}. The link works once and expires in 7 days.",
      action: "Accept the invitation",
      footer: "If you do not know {{organization}}, you can ignore this message.",
    },
    "sv-SE": {
      subject: "{{inviter}} har bjudit in dig till {{organization}} på Stampwise",
      greeting: "Hej {{firstName}}!",
      body: "{{inviter}} har bjudit in dig att hjälpa till att driva {{organization}} på Stampwise, som {{role}}. Länken fungerar en gång och gäller i 7 dagar.",
      action: "Acceptera inbjudan",
      footer: "Om du inte känner till {{organization}} kan du bortse från det här meddelandet.",
    },
  },
  "customer-invitation": {
    "en-US": {
      subject: "Join {{organization}} on Stampwise",
      greeting: "Hello!",
      body: "{{organization}} invites you to collect stamps and points with them. Open the link and accept to become their customer; until you do, they see nothing of your account. The link works once and expires in 7 days.",
      action: "Join {{organization}}",
      footer: "If you would rather not join, ignore this message: nothing changes.",
    },
    "sv-SE": {
      subject: "Gå med i {{organization}} på Stampwise",
      greeting: "Hej!",
      body: "{{organization}} bjuder in dig att samla stämplar och poäng hos dem. Öppna länken och acceptera för att bli deras kund; tills du gör det ser de ingenting av ditt konto. Länken fungerar en gång och gäller i 7 dagar.",
      action: "Gå med i {{organization}}",
      footer: "Om du inte vill gå med kan du bortse från meddelandet: ingenting ändras.",
    },
  },
  "imported-customer": {
    "en-US": {
      subject: "Your cards at {{organization}} are now on Stampwise",
      greeting: "Hello!",
      body: "{{organization}} now keeps its loyalty cards on Stampwise and brought what you had collected with them. To see your cards, open the link, choose “Forgot password?” with this email address ({{email}}) and pick a password. You get no news from {{organization}} unless you say yes to it.",
      action: "Open Stampwise",
      footer: "If you do not know {{organization}}, you can ignore this message.",
    },
    "sv-SE": {
      subject: "Dina kort hos {{organization}} finns nu på Stampwise",
      greeting: "Hej!",
      body: "{{organization}} har nu sina lojalitetskort på Stampwise och tog med det du har samlat. Öppna länken, välj ”Glömt lösenordet?” med den här e-postadressen ({{email}}) och välj ett lösenord för att se dina kort. Du får inga nyheter från {{organization}} om du inte själv tackar ja.",
      action: "Öppna Stampwise",
      footer: "Om du inte känner till {{organization}} kan du bortse från det här meddelandet.",
    },
  },
  "data-export-ready": {
    "en-US": {
      subject: "Your Stampwise data is ready to download",
      greeting: "Hello!",
      body: "The copy of your data you asked for is ready: one file with everything Stampwise holds about you, for every business. Open the link, signed in as {{email}}, to download it. The link works once and expires in {{days}} days.",
      action: "Download your data",
      footer: "If you did not ask for this, sign in and change your password: someone may know it.",
    },
    "sv-SE": {
      subject: "Dina uppgifter från Stampwise är klara att ladda ned",
      greeting: "Hej!",
      body: "Kopian av dina uppgifter som du bad om är klar: en fil med allt Stampwise har om dig, för varje företag. Öppna länken, inloggad som {{email}}, för att ladda ned den. Länken fungerar en gång och gäller i {{days}} dagar.",
      action: "Ladda ned dina uppgifter",
      footer: "Om du inte har bett om detta, logga in och byt lösenord: någon kan känna till det.",
    },
  },
  "data-export-ready-asked-at": {
    "en-US": {
      subject: "Your Stampwise data is ready to download",
      greeting: "Hello!",
      body: "As you asked at {{organization}}, Stampwise has prepared a copy of your data: one file with everything it holds about you, for every business. {{organization}} does not see the file. Open the link, signed in as {{email}}, to download it. The link works once and expires in {{days}} days.",
      action: "Download your data",
      footer: "If you did not ask for this, you can ignore this message: the file goes to nobody but you.",
    },
    "sv-SE": {
      subject: "Dina uppgifter från Stampwise är klara att ladda ned",
      greeting: "Hej!",
      body: "Som du bad om hos {{organization}} har Stampwise förberett en kopia av dina uppgifter: en fil med allt Stampwise har om dig, för varje företag. {{organization}} ser inte filen. Öppna länken, inloggad som {{email}}, för att ladda ned den. Länken fungerar en gång och gäller i {{days}} dagar.",
      action: "Ladda ned dina uppgifter",
      footer:
        "Om du inte har bett om detta kan du bortse från meddelandet: filen går inte till någon annan än dig.",
    },
  },
  "account-deletion-scheduled": {
    "en-US": {
      subject: "Your Stampwise account will be deleted on {{date}}",
      greeting: "Hello!",
      body: "You asked to delete your Stampwise account ({{email}}). On {{date}} it is erased: your name, email and phone go from every business, and your cards and what they hold end for good. You have been signed out everywhere. Changed your mind? Sign in before {{date}} and nothing is deleted.",
      action: "Sign in to keep your account",
      footer:
        "If you did not ask for this, sign in now to stop it, then change your password: someone may know it.",
    },
    "sv-SE": {
      subject: "Ditt Stampwise-konto raderas den {{date}}",
      greeting: "Hej!",
      body: "Du har bett om att få ditt Stampwise-konto ({{email}}) raderat. Den {{date}} raderas det: ditt namn, din e-post och ditt telefonnummer försvinner hos alla företag, och dina kort och det de innehåller upphör för gott. Du har loggats ut överallt. Ångrat dig? Logga in före den {{date}} så raderas ingenting.",
      action: "Logga in och behåll kontot",
      footer:
        "Om du inte har bett om detta, logga in nu för att stoppa det och byt sedan lösenord: någon kan känna till det.",
    },
  },
  "account-deletion-scheduled-asked-at": {
    "en-US": {
      subject: "Your Stampwise account will be deleted on {{date}}",
      greeting: "Hello!",
      body: "As you asked at {{organization}}, your Stampwise account ({{email}}) will be deleted. On {{date}} it is erased: your name, email and phone go from every business, and your cards and what they hold end for good. You have been signed out everywhere. Changed your mind? Sign in before {{date}} and nothing is deleted.",
      action: "Sign in to keep your account",
      footer: "If you did not ask for this, sign in now: that stops it.",
    },
    "sv-SE": {
      subject: "Ditt Stampwise-konto raderas den {{date}}",
      greeting: "Hej!",
      body: "Som du bad om hos {{organization}} raderas ditt Stampwise-konto ({{email}}). Den {{date}} raderas det: ditt namn, din e-post och ditt telefonnummer försvinner hos alla företag, och dina kort och det de innehåller upphör för gott. Du har loggats ut överallt. Ångrat dig? Logga in före den {{date}} så raderas ingenting.",
      action: "Logga in och behåll kontot",
      footer: "Om du inte har bett om detta, logga in nu: då stoppas det.",
    },
  },
  "account-deletion-cancelled": {
    "en-US": {
      subject: "Your Stampwise account stays",
      greeting: "Welcome back!",
      body: "You signed in to your Stampwise account ({{email}}), so its deletion is cancelled: nothing was deleted, and your cards are as you left them. To delete it after all, ask again from Account, Your data.",
      action: "Open Stampwise",
      footer: "If this was not you, change your password: someone may know it.",
    },
    "sv-SE": {
      subject: "Ditt Stampwise-konto finns kvar",
      greeting: "Välkommen tillbaka!",
      body: "Du loggade in på ditt Stampwise-konto ({{email}}), så raderingen är avbruten: ingenting raderades och dina kort är som du lämnade dem. Vill du ändå radera det kan du be om det igen under Konto, Dina uppgifter.",
      action: "Öppna Stampwise",
      footer: "Om det inte var du, byt lösenord: någon kan känna till det.",
    },
  },
};

/** Words a mail puts into its texts, per language (the role names of an invitation). */
export const ROLE_WORDS: Record<Language, Record<"owner" | "admin", string>> = {
  "en-US": { owner: "an owner", admin: "an administrator" },
  "sv-SE": { owner: "ägare", admin: "administratör" },
};

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);
}

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const colors = { ink: "#1f2937", muted: "#6b7280", accent: "#4f46e5" };
const small = { color: colors.muted, fontSize: "13px", lineHeight: "20px", wordBreak: "break-all" } as const;

/** One button and its words; `{{link}}` and the texts' own {{variables}} are filled per message. */
function ActionMail({ text, language }: { text: MailText; language: Language }) {
  return (
    <Html lang={language}>
      <Body style={{ fontFamily: "system-ui, Helvetica, Arial, sans-serif", color: colors.ink, margin: 0 }}>
        <Container style={{ maxWidth: "560px", margin: "0 auto", padding: "24px" }}>
          <Heading as="h1" style={{ fontSize: "20px", lineHeight: "28px" }}>
            {text.greeting}
          </Heading>
          <Text style={{ fontSize: "16px", lineHeight: "24px" }}>{text.body}</Text>
          <Section>
            <Button
              href="{{link}}"
              style={{
                backgroundColor: colors.accent,
                color: "#ffffff",
                padding: "10px 18px",
                borderRadius: "8px",
                textDecoration: "none",
              }}
            >
              {text.action}
            </Button>
          </Section>
          <Text style={small}>{"{{link}}"}</Text>
          <Text style={small}>{text.footer}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/**
 * Each kind's HTML, rendered by the template library (React Email) once per language with its
 * {{variables}} in place: an import that invites 100,000 people fills one template 100,000 times
 * instead of rendering a page for each.
 */
const renderedTemplates = new Map<string, Promise<string>>();
function actionMailHtml(kind: MailKind, language: Language): Promise<string> {
  const key = `${kind}:${language}`;
  let html = renderedTemplates.get(key);
  if (!html) {
    html = render(<ActionMail text={TEXTS[kind][language]} language={language} />);
    renderedTemplates.set(key, html);
  }
  return html;
}

/** A one-button email: the same structure serves every transactional message. */
export async function renderActionMail(
  kind: MailKind,
  language: Language,
  link: string,
  values: Record<string, string> = {},
): Promise<RenderedMail> {
  const template = TEXTS[kind][language];
  const filled = { ...values, link };
  const escaped = Object.fromEntries(
    Object.entries(filled).map(([name, value]) => [name, escapeHtml(value)]),
  );
  const text = (part: keyof MailText) => fill(template[part], values);
  return {
    subject: text("subject"),
    links: [link],
    text: `${text("greeting")}\n\n${text("body")}\n\n${text("action")}: ${link}\n\n${text("footer")}\n`,
    html: fill(await actionMailHtml(kind, language), escaped),
  };
}
