import { escapeHtml, type RenderedMail } from "../mail/mail-templates";

/**
 * To an organization's owners when the server switched an endpoint off after days of failed
 * deliveries: English, then Swedish, in one message (the switch-off is rare, and says the same
 * to every owner).
 */
export function renderSwitchedOffMail(input: {
  organization: string;
  url: string;
  days: number;
}): RenderedMail {
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
  return {
    subject,
    links: [],
    text: `${english.join("\n\n")}\n\n—\n\n${swedish.join("\n\n")}\n`,
    html: `<!doctype html><html lang="en-US"><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(`Webhook switched off for ${organization}`)}</h1>
${english.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
<hr>
<h1 lang="sv-SE" style="font-size:20px">${escapeHtml(`Webhook avstängd för ${organization}`)}</h1>
${swedish.map((paragraph) => `<p lang="sv-SE">${escapeHtml(paragraph)}</p>`).join("\n")}
</body></html>`,
  };
}
