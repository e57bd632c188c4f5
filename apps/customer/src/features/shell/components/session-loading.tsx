import { useTranslation } from "@stampwise/i18n";
import { Spinner } from "@stampwise/ui";

/** While the session is checked: a centred spinner with a visible label. */
export function SessionLoading() {
  const { t } = useTranslation();
  const label = t("customer.guard.checking");
  return (
    <main className="grid min-h-dvh place-items-center bg-background text-foreground">
      <div className="flex flex-col items-center gap-3">
        {/* The spinner's status region announces the label; the visible copy is for sighted people. */}
        <Spinner label={label} className="text-primary [&_svg]:size-8" />
        <p aria-hidden className="text-sm text-muted-foreground">
          {label}
        </p>
      </div>
    </main>
  );
}
