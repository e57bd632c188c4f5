import { COMMUNICATION_CONTENT_MAX_LENGTH, COMMUNICATION_TITLE_MAX_LENGTH } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { FormField, Input, Textarea } from "@stampwise/ui";
import { DeliveryTypeChoice } from "../components/delivery-type-choice";
import { type CommunicationDraft, fieldId } from "./draft";
import { EditorSection } from "./editor-section";

/** Title and the internal description, and instant or continuous delivery. */
export function BasicsSection({
  draft,
  onChange,
  error,
  readOnly,
}: {
  draft: CommunicationDraft;
  onChange: (draft: CommunicationDraft) => void;
  error: (path: string) => string | undefined;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const k = "communications.editor" as const;
  return (
    <>
      <EditorSection title={t(`${k}.basics.title`)}>
        <FormField
          id={fieldId("title")}
          label={t(`${k}.basics.titleLabel`)}
          description={t(`${k}.basics.titleHint`)}
          error={error("title")}
        >
          <Input
            value={draft.title}
            maxLength={COMMUNICATION_TITLE_MAX_LENGTH}
            readOnly={readOnly}
            onChange={(event) => onChange({ ...draft, title: event.target.value })}
          />
        </FormField>
        <FormField
          id={fieldId("content")}
          label={t(`${k}.basics.descriptionLabel`)}
          description={t(`${k}.basics.descriptionHint`)}
          error={error("content")}
        >
          <Textarea
            value={draft.content}
            maxLength={COMMUNICATION_CONTENT_MAX_LENGTH}
            readOnly={readOnly}
            onChange={(event) => onChange({ ...draft, content: event.target.value })}
          />
        </FormField>
      </EditorSection>
      <EditorSection title={t(`${k}.delivery.title`)}>
        <DeliveryTypeChoice
          legend={t(`${k}.delivery.title`)}
          value={draft.deliveryType}
          onChange={(deliveryType) => onChange({ ...draft, deliveryType })}
          disabled={readOnly}
          legendHidden
        />
      </EditorSection>
    </>
  );
}
