import {
  EMAIL_BODY_MAX_LENGTH,
  EMAIL_SUBJECT_MAX_LENGTH,
  IN_APP_BODY_MAX_LENGTH,
  IN_APP_TITLE_MAX_LENGTH,
  SMS_MESSAGE_MAX_LENGTH,
  smsSegments,
} from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { ContentField } from "./content-field";
import { type CommunicationDraft, fieldId } from "./draft";
import { EditorSection } from "./editor-section";

/** Each chosen channel's content, in the order email, SMS, in-app; only those are editable. */
export function ContentSection({
  draft,
  onChange,
  error,
  readOnly,
}: {
  draft: CommunicationDraft;
  onChange: (draft: CommunicationDraft) => void;
  /** The translated message for a field path (`email.subject`…), from the live checks. */
  error: (path: string) => string | undefined;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const k = "communications.editor.content" as const;
  const sms = smsSegments(draft.sms.message);
  const field = (path: string, label: string, value: string, set: (value: string) => void, max: number) => ({
    id: fieldId(path),
    label,
    value,
    onChange: set,
    maxLength: max,
    error: error(path),
    readOnly,
  });

  return (
    <EditorSection title={t(`${k}.title`)}>
      {draft.media.length === 0 && <p className="text-sm text-muted-foreground">{t(`${k}.noChannel`)}</p>}
      {draft.media.includes("email") && (
        <fieldset className="grid gap-4">
          <legend className="mb-2 font-medium">{t("communications.media.email")}</legend>
          <ContentField
            {...field(
              "email.subject",
              t(`${k}.emailSubject`),
              draft.email.subject,
              (subject) => onChange({ ...draft, email: { ...draft.email, subject } }),
              EMAIL_SUBJECT_MAX_LENGTH,
            )}
          />
          <ContentField
            {...field(
              "email.body",
              t(`${k}.emailBody`),
              draft.email.body,
              (body) => onChange({ ...draft, email: { ...draft.email, body } }),
              EMAIL_BODY_MAX_LENGTH,
            )}
            multiline
            hint={t(`${k}.emailBodyHint`)}
          />
        </fieldset>
      )}
      {draft.media.includes("sms") && (
        <fieldset className="grid gap-4">
          <legend className="mb-2 font-medium">{t("communications.media.sms")}</legend>
          <ContentField
            {...field(
              "sms.message",
              t(`${k}.smsMessage`),
              draft.sms.message,
              (message) => onChange({ ...draft, sms: { message } }),
              SMS_MESSAGE_MAX_LENGTH,
            )}
            multiline
            hint={
              <>
                <span
                  className="font-medium tabular-nums text-foreground"
                  aria-live="polite"
                  data-testid="sms-count"
                >
                  {t(`${k}.smsCount`, { count: sms.segments, characters: sms.characters })}
                </span>
                <span className="block">{t(`${k}.smsHint`)}</span>
              </>
            }
          />
        </fieldset>
      )}
      {draft.media.includes("in_app") && (
        <fieldset className="grid gap-4">
          <legend className="mb-2 font-medium">{t("communications.media.in_app")}</legend>
          <ContentField
            {...field(
              "inApp.title",
              t(`${k}.inAppTitle`),
              draft.inApp.title,
              (title) => onChange({ ...draft, inApp: { ...draft.inApp, title } }),
              IN_APP_TITLE_MAX_LENGTH,
            )}
          />
          <ContentField
            {...field(
              "inApp.body",
              t(`${k}.inAppBody`),
              draft.inApp.body,
              (body) => onChange({ ...draft, inApp: { ...draft.inApp, body } }),
              IN_APP_BODY_MAX_LENGTH,
            )}
            multiline
          />
        </fieldset>
      )}
    </EditorSection>
  );
}
