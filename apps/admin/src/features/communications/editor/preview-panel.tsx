import type { CommunicationPreview, CommunicationPreviewRequest } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormField,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Spinner,
} from "@stampwise/ui";
import { apiErrorToastContent } from "@stampwise/web";
import { Monitor, Smartphone } from "lucide-react";
import { useState } from "react";
import { useCommunicationPreview, usePreviewCustomers } from "../api/preview";
import { type CommunicationDraft, changesOf } from "./draft";
import { useDebouncedValue } from "./use-debounced-value";

const PREVIEW_DELAY_MS = 500;
const EMAIL_WIDTHS = { phone: 375, desktop: 640 } as const;

/**
 * The message as a real customer gets it: the email's HTML as the engine renders it (in a
 * sandboxed frame, at phone or desktop width), the text message with its count, the in-app
 * message as the app shows it.
 */
export function PreviewPanel({ draft }: { draft: CommunicationDraft }) {
  const { t } = useTranslation();
  const k = "communications.editor.preview" as const;
  const customers = usePreviewCustomers("");
  const [chosen, setChosen] = useState<string | null>(null);
  const [width, setWidth] = useState<keyof typeof EMAIL_WIDTHS>("phone");
  const people = customers.data?.users ?? [];
  const userId = chosen ?? people[0]?.id ?? null;
  const changes = changesOf(draft);
  const request: CommunicationPreviewRequest | null =
    userId && draft.media.length > 0
      ? { userId, email: changes.email ?? null, sms: changes.sms ?? null, inApp: changes.inApp ?? null }
      : null;
  const preview = useCommunicationPreview(useDebouncedValue(request, PREVIEW_DELAY_MS));

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">{t(`${k}.title`)}</h2>
        </CardTitle>
        <CardDescription>{t(`${k}.description`)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {customers.data && people.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t(`${k}.noCustomers`)}</p>
        ) : (
          <FormField label={t(`${k}.customer`)}>
            {(control) => (
              <Select value={userId ?? undefined} onValueChange={setChosen}>
                <SelectTrigger {...control} className="w-full">
                  <SelectValue placeholder={t(`${k}.chooseCustomer`)} />
                </SelectTrigger>
                <SelectContent>
                  {people.map((person) => (
                    // The address tells apart two customers of the same name.
                    <SelectItem key={person.id} value={person.id}>
                      {`${person.firstName} ${person.lastName}`.trim()} ({person.email})
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
        )}
        {preview.error ? (
          <p role="alert" className="text-sm text-destructive">
            {t(`${k}.failed.title`)}: {apiErrorToastContent(preview.error, t).description}
          </p>
        ) : draft.media.length === 0 || !userId ? (
          <p className="text-sm text-muted-foreground">{t(`${k}.empty`)}</p>
        ) : !preview.data ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner aria-hidden className="size-3" />
            {t(`${k}.rendering`)}
          </p>
        ) : (
          <Rendered preview={preview.data} width={width} onWidth={setWidth} />
        )}
      </CardContent>
    </Card>
  );
}

function Rendered({
  preview,
  width,
  onWidth,
}: {
  preview: CommunicationPreview;
  width: keyof typeof EMAIL_WIDTHS;
  onWidth: (width: keyof typeof EMAIL_WIDTHS) => void;
}) {
  const { t } = useTranslation();
  const k = "communications.editor.preview" as const;
  return (
    <div className="grid gap-6" lang={preview.language}>
      {preview.email && (
        <section className="grid gap-2" aria-label={t("communications.media.email")}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-medium">{t("communications.media.email")}</h3>
            <fieldset className="flex gap-1">
              <legend className="sr-only">{t(`${k}.width`)}</legend>
              {(["phone", "desktop"] as const).map((option) => {
                const Icon = option === "phone" ? Smartphone : Monitor;
                return (
                  <Button
                    key={option}
                    type="button"
                    size="sm"
                    variant={width === option ? "secondary" : "ghost"}
                    aria-pressed={width === option}
                    onClick={() => onWidth(option)}
                  >
                    <Icon aria-hidden />
                    {t(`${k}.${option}`)}
                  </Button>
                );
              })}
            </fieldset>
          </div>
          <p className="text-sm break-words">{t(`${k}.subject`, { subject: preview.email.subject })}</p>
          <div className="overflow-x-auto rounded-md border bg-white">
            {/* No scripts, no same origin: the email's HTML cannot reach the admin app. */}
            <iframe
              title={t(`${k}.emailFrame`)}
              sandbox=""
              srcDoc={preview.email.html}
              className="mx-auto block h-[28rem] border-0"
              style={{ width: EMAIL_WIDTHS[width], maxWidth: "none" }}
            />
          </div>
        </section>
      )}
      {preview.sms && (
        <section className="grid gap-2" aria-label={t(`${k}.sms`)}>
          <h3 className="font-medium">{t(`${k}.sms`)}</h3>
          <div className="max-w-xs rounded-2xl rounded-bl-sm bg-muted px-4 py-3 text-sm whitespace-pre-wrap break-words">
            {preview.sms.message}
          </div>
          <p className="text-sm text-muted-foreground tabular-nums">
            {t("communications.editor.content.smsCount", {
              count: preview.sms.segments,
              characters: preview.sms.characters,
            })}
          </p>
        </section>
      )}
      {preview.inApp && (
        <section className="grid gap-2" aria-label={t(`${k}.inApp`)}>
          <h3 className="font-medium">{t(`${k}.inApp`)}</h3>
          <div className="max-w-sm rounded-lg border bg-background p-4 shadow-xs">
            <p className="font-semibold break-words">{preview.inApp.title}</p>
            <p className="mt-1 text-sm whitespace-pre-wrap break-words text-muted-foreground">
              {preview.inApp.body}
            </p>
          </div>
        </section>
      )}
    </div>
  );
}
