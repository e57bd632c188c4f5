import { useTranslation } from "@stampwise/i18n";
import { Stamp } from "lucide-react";

/** The product mark: a stamp in a caramel square beside the name. */
export function BrandLogo() {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-2 text-lg font-bold tracking-tight">
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Stamp aria-hidden className="size-5" />
      </span>
      {t("common.productName")}
    </span>
  );
}
