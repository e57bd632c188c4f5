import {
  type CommunicationPreview,
  type CommunicationPreviewRequestSchema,
  smsSegments,
} from "@stampwise/contract";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/app-error";
import { emailColors, loadBusinessSenders } from "./delivery/business-sender";
import { compileCampaignEmail, fillCampaignEmail, inAppCopy, smsCopy } from "./delivery/message-copy";
import { loadCustomerRecipient } from "./delivery/recipients";

type PreviewRequest = z.output<typeof CommunicationPreviewRequestSchema>;

/**
 * The editor's previews: unsaved content rendered for one real customer of the
 * organization through the same copy functions the deliverer sends with.
 */
export function createCommunicationPreviewService(deps: { db: Db; publicUrl: string }) {
  // Not the customer's real unsubscribe link: that one works without a login, for as long as the
  // server secret stands, so minting it would hand the admin (and anyone the preview is shown to)
  // a way to switch this customer's consent off. The customer's preferences page, where a
  // signed-in customer changes the same consent, stands in for it.
  const unsubscribePlaceholder = `${deps.publicUrl}/app/preferences`;

  return {
    async preview(organizationId: string, request: PreviewRequest): Promise<CommunicationPreview> {
      const [recipient, senders] = await Promise.all([
        loadCustomerRecipient(deps.db, organizationId, request.userId, new Date()),
        loadBusinessSenders(deps.db, [organizationId]),
      ]);
      if (!recipient) throw notFound("Customer");
      const { values, language } = recipient;
      // The editor previews as a person types: fields not written yet render as empty strings.
      const email = request.email
        ? fillCampaignEmail(
            await compileCampaignEmail({
              subject: request.email.subject ?? "",
              body: request.email.body ?? "",
              language,
              brand: senders.get(organizationId)?.colors ?? emailColors(null),
            }),
            values,
            unsubscribePlaceholder,
          )
        : null;
      const smsMessage = request.sms ? smsCopy(request.sms.message ?? "", values) : null;
      const inApp = request.inApp
        ? inAppCopy({ title: request.inApp.title ?? "", body: request.inApp.body ?? "" }, values)
        : null;
      return {
        language,
        email,
        sms: smsMessage === null ? null : { message: smsMessage, ...smsSegments(smsMessage) },
        inApp,
      };
    },
  };
}

export type CommunicationPreviewService = ReturnType<typeof createCommunicationPreviewService>;
