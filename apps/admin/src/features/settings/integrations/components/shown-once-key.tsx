import { useTranslation } from "@stampwise/i18n";
import { Button, Input, Label, toast } from "@stampwise/ui";
import { Check, Copy, TriangleAlert } from "lucide-react";
import { useId, useState } from "react";

/**
 * A secret shown this once: read-only, selected on focus, with a copy button and the warning that
 * it will not be shown again. Without a clipboard (an insecure origin, a denied permission) the
 * field is still there to select by hand.
 */
export function ShownOnceKey({ value }: { value: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast({ title: t("settings.shownOnce.copied") });
    } catch {
      toast({
        variant: "destructive",
        title: t("settings.shownOnce.copyFailed.title"),
        description: t("settings.shownOnce.copyFailed.description"),
      });
    }
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t("settings.shownOnce.label")}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={value}
          spellCheck={false}
          className="min-w-0 flex-1 font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={copy}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? t("settings.shownOnce.copiedShort") : t("settings.shownOnce.copy")}
        </Button>
      </div>
      <p role="note" className="flex items-start gap-2 text-sm text-muted-foreground">
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" />
        {t("settings.shownOnce.warning")}
      </p>
    </div>
  );
}
