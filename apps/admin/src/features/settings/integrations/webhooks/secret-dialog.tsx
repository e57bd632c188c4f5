import { useTranslation } from "@stampwise/i18n";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  toast,
} from "@stampwise/ui";
import { Copy } from "lucide-react";

/**
 * The signing secret, shown this once (after adding an endpoint or making a new secret): the
 * server keeps it to sign with and never sends it again.
 */
export function SecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const { t } = useTranslation();
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      toast({ title: t("webhooks.secret.copied") });
    } catch {
      // No clipboard (an insecure origin, a denied permission): the secret is selectable on screen.
      toast({ variant: "destructive", title: t("webhooks.secret.copyFailed") });
    }
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("webhooks.secret.title")}</DialogTitle>
          <DialogDescription>{t("webhooks.secret.description")}</DialogDescription>
        </DialogHeader>
        <output
          aria-label={t("webhooks.secret.title")}
          className="block select-all break-all rounded-md border bg-muted px-3 py-2 font-mono text-sm"
        >
          {secret}
        </output>
        <DialogFooter className="gap-2">
          <Button type="button" variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden />
            {t("webhooks.secret.copy")}
          </Button>
          <Button type="button" onClick={onClose}>
            {t("webhooks.secret.done")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
