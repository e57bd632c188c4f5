import { COMMUNICATION_MEDIA, type CommunicationMedium } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Checkbox, Label } from "@stampwise/ui";
import { useAuthProviders } from "@stampwise/web";
import { Mail, MessageSquare, Smartphone } from "lucide-react";
import { fieldId } from "./draft";
import { EditorSection } from "./editor-section";

const ICONS = { email: Mail, sms: MessageSquare, in_app: Smartphone } as const;
const HINTS = { email: "emailHint", sms: "smsHint", in_app: "inAppHint" } as const;

/**
 * Email, SMS, in-app: ticking a channel opens its content; unticking keeps its text unsaved. SMS
 * without a provider cannot be ticked (one ticked before may still be unticked), and says why.
 */
export function ChannelsSection({
  media,
  onToggle,
  error,
  readOnly,
}: {
  media: readonly CommunicationMedium[];
  onToggle: (medium: CommunicationMedium, on: boolean) => void;
  error?: string;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const k = "communications.editor.channels" as const;
  const smsSending = useAuthProviders()?.sms;
  return (
    <EditorSection title={t(`${k}.title`)} description={t(`${k}.description`)}>
      <fieldset className="grid gap-3 sm:grid-cols-3" disabled={readOnly}>
        <legend className="sr-only">{t(`${k}.title`)}</legend>
        {COMMUNICATION_MEDIA.map((medium, index) => {
          const Icon = ICONS[medium];
          const id = index === 0 ? fieldId("media") : `communication-medium-${medium}`;
          const checked = media.includes(medium);
          const unavailable = medium === "sms" && smsSending === "unavailable";
          return (
            <div key={medium} className="flex items-start gap-3 rounded-md border p-3">
              <Checkbox
                id={id}
                checked={checked}
                disabled={readOnly || (unavailable && !checked)}
                onCheckedChange={(checked) => onToggle(medium, checked === true)}
                aria-describedby={`${id}-hint`}
                className="mt-0.5"
              />
              <div className="grid gap-1" data-unavailable={unavailable || undefined}>
                <Label htmlFor={id} className="flex items-center gap-2">
                  <Icon aria-hidden className="size-4" />
                  {t(`communications.media.${medium}`)}
                </Label>
                <p id={`${id}-hint`} className="text-sm text-muted-foreground">
                  {t(`${k}.${HINTS[medium]}`)}
                  {medium === "sms" && smsSending === "unavailable" && ` ${t(`${k}.smsUnavailable`)}`}
                  {medium === "sms" && smsSending === "dev-outbox" && ` ${t(`${k}.smsDevOutbox`)}`}
                </p>
              </div>
            </div>
          );
        })}
      </fieldset>
      {error && <p className="text-sm text-destructive">{error}</p>}
    </EditorSection>
  );
}
