import { useTranslation } from "@stampwise/i18n";
import { buttonVariants, cn, toast } from "@stampwise/ui";
import { ImageUp } from "lucide-react";
import QrScanner from "qr-scanner";
import { type ChangeEvent, useId } from "react";

/**
 * The way on without a camera (or a camera that will not focus): a photo or screenshot of the
 * customer's code, decoded in the browser by the same library.
 */
export function ImageUploadScan({
  onDecode,
  disabled,
}: {
  onDecode: (text: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = `${inputId}-hint`;

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared at once, so choosing the same photo again fires another change.
    input.value = "";
    if (!file) return;
    let bitmap: ImageBitmap | undefined;
    try {
      // Decoded to a bitmap here: handed the File, qr-scanner would load it through a blob: URL
      // in an <img>, which the page's Content-Security-Policy (img-src) rightly refuses.
      bitmap = await createImageBitmap(file);
      const result = await QrScanner.scanImage(bitmap, {
        returnDetailedScanResult: true,
        alsoTryWithoutScanRegion: true,
      });
      onDecode(result.data);
    } catch {
      toast({
        variant: "destructive",
        title: t("users.dashboard.scanner.noCodeInImage.title"),
        description: t("users.dashboard.scanner.noCodeInImage.description"),
      });
    } finally {
      bitmap?.close();
    }
  };

  return (
    <div className="flex flex-col items-center gap-2">
      <input
        id={inputId}
        type="file"
        accept="image/*"
        className="peer sr-only"
        aria-describedby={hintId}
        disabled={disabled}
        onChange={onChange}
      />
      <label
        htmlFor={inputId}
        className={cn(
          buttonVariants({ variant: "outline" }),
          "cursor-pointer peer-focus-visible:border-ring peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 peer-disabled:pointer-events-none peer-disabled:opacity-50",
        )}
      >
        <ImageUp aria-hidden />
        {t("users.dashboard.scanner.upload")}
      </label>
      <p id={hintId} className="text-center text-sm text-muted-foreground">
        {t("users.dashboard.scanner.uploadHint")}
      </p>
    </div>
  );
}
