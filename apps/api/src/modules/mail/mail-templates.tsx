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
  | "imported-customer";

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

/** A one-button email: the same structure serves every transactional message. */
export function renderActionMail(
  kind: MailKind,
  language: Language,
  link: string,
  values: Record<string, string> = {},
): RenderedMail {
  const template = TEXTS[kind][language];
  const text = Object.fromEntries(
    Object.entries(template).map(([part, words]) => [part, fill(words, values)]),
  ) as unknown as MailText;
  return {
    subject: text.subject,
    links: [link],
    text: `${text.greeting}\n\n${text.body}\n\n${text.action}: ${link}\n\n${text.footer}\n`,
    html: `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(text.greeting)}</h1>
<p>${escapeHtml(text.body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(text.action)}</a></p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(link)}</p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(text.footer)}</p>
</body></html>`,
  };
}
