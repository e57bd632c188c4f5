import type { CustomerImportSummary } from "@stampwise/contract";
import { LANGUAGES, type Language, useTranslation } from "@stampwise/i18n";
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Checkbox,
  FormField,
  Input,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Spinner,
  toast,
} from "@stampwise/ui";
import { Upload } from "lucide-react";
import { useId, useState } from "react";
import { useImportDryRun, useStartImport } from "../api/customer-imports";
import { toastImportError } from "../toast-import-error";
import { DryRunSummary } from "./dry-run-summary";
import { ImportProgress } from "./import-progress";

/**
 * The owner's way through an import: choose a file (the dry run runs at once), read what it holds,
 * import with or without invitations, and follow the progress to the result.
 */
export function ImportUpload() {
  const { t, i18n } = useTranslation();
  const texts = "settings.import";
  const inputId = useId();
  const dryRun = useImportDryRun();
  const start = useStartImport();
  const [file, setFile] = useState<File>();
  const [summary, setSummary] = useState<CustomerImportSummary>();
  const [sendInvitations, setSendInvitations] = useState(false);
  const [language, setLanguage] = useState<Language>(i18n.language);
  const [importId, setImportId] = useState<string>();
  const importable = summary ? summary.newPeople + summary.customers : 0;

  async function check(chosen: File | undefined) {
    setFile(chosen);
    setSummary(undefined);
    setImportId(undefined);
    if (!chosen) return;
    try {
      setSummary(await dryRun.mutateAsync(chosen));
    } catch (error) {
      toastImportError(error, t);
    }
  }

  async function startImport() {
    if (!file) return;
    try {
      const started = await start.mutateAsync({ file, sendInvitations, language });
      setImportId(started.id);
      toast({
        title: t(`${texts}.start.started.title`),
        description: t(`${texts}.start.started.description`),
      });
    } catch (error) {
      toastImportError(error, t);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t(`${texts}.title`)}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {!importId && (
          <div className="grid gap-2">
            <Label htmlFor={inputId}>{t(`${texts}.choose.label`)}</Label>
            <Input
              id={inputId}
              type="file"
              accept=".csv,text/csv,text/plain"
              disabled={dryRun.isPending || start.isPending}
              onChange={(event) => check(event.currentTarget.files?.[0])}
            />
            {dryRun.isPending && (
              <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
                <Spinner />
                {t(`${texts}.choose.checking`)}
              </p>
            )}
          </div>
        )}
        {summary && !importId && (
          <>
            <DryRunSummary summary={summary} />
            {importable === 0 ? (
              <p className="text-sm text-muted-foreground">{t(`${texts}.summary.nothing`)}</p>
            ) : (
              <div className="flex flex-col gap-3">
                <div className="flex items-start gap-3">
                  <Checkbox
                    id={`${inputId}-invite`}
                    checked={sendInvitations}
                    onCheckedChange={(checked) => setSendInvitations(checked === true)}
                    className="mt-0.5"
                  />
                  <div className="grid gap-1">
                    <Label htmlFor={`${inputId}-invite`}>{t(`${texts}.start.invite`)}</Label>
                    <p className="text-sm text-muted-foreground">{t(`${texts}.start.inviteHint`)}</p>
                  </div>
                </div>
                <FormField
                  label={t(`${texts}.start.language`)}
                  description={t(`${texts}.start.languageHint`)}
                >
                  {(control) => (
                    <Select value={language} onValueChange={(chosen) => setLanguage(chosen as Language)}>
                      <SelectTrigger {...control} className="w-full sm:w-64">
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        {LANGUAGES.map((choice) => (
                          <SelectItem key={choice.code} value={choice.code} lang={choice.code}>
                            {choice.label}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                </FormField>
                <div>
                  <Button onClick={startImport} disabled={start.isPending}>
                    <Upload aria-hidden />
                    {start.isPending
                      ? t(`${texts}.start.starting`)
                      : t(`${texts}.start.button`, { count: importable })}
                  </Button>
                </div>
              </div>
            )}
          </>
        )}
        {importId && (
          <>
            <ImportProgress importId={importId} />
            <div>
              <Button variant="outline" onClick={() => check(undefined)}>
                {t(`${texts}.start.chooseAnother`)}
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
