import type { RenderedMail } from "../mail/mail-templates";
import { renderNoticeMail } from "../mail/notice-mail";

/**
 * To an organization's owners when the server switched an endpoint off after days of failed
 * deliveries: English, then Swedish, in one message (the switch-off is rare, and says the same
 * to every owner).
 */
export function renderSwitchedOffMail(input: {
  organization: string;
  url: string;
  days: number;
}): Promise<RenderedMail> {
  const { organization, url, days } = input;
  const english = [
    `Every delivery to the webhook endpoint ${url} of ${organization} has failed for ${days} days, so Stampwise has switched it off and given up the events that were waiting.`,
    "Check that the receiving system is running and answers with a 2xx status, then switch the endpoint on again in Settings → Integrations. Its delivery log shows what the receiver answered; any delivery can be sent again from there.",
  ];
  const swedish = [
    `Alla leveranser till webhook-mottagaren ${url} för ${organization} har misslyckats i ${days} dagar, så Stampwise har stängt av den och gett upp händelserna som väntade.`,
    "Kontrollera att det mottagande systemet är i gång och svarar med en 2xx-status, och slå sedan på mottagaren igen under Inställningar → Integrationer. Leveransloggen visar vad mottagaren svarade; varje leverans kan skickas igen därifrån.",
  ];
  const subject = `Webhook switched off for ${organization} · Webhook avstängd för ${organization}`;
  return renderNoticeMail(subject, [
    { language: "en-US", heading: `Webhook switched off for ${organization}`, paragraphs: english },
    { language: "sv-SE", heading: `Webhook avstängd för ${organization}`, paragraphs: swedish },
  ]);
}
