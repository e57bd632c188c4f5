import { useTranslation } from "@stampwise/i18n";
import { StampwiseMark } from "../../brand/stampwise-mark";

/** The product mark and name above each form: a stamp with a tick in the theme's primary colour. */
export function AuthBrand() {
  const { t } = useTranslation();
  return (
    <p className="mb-6 flex items-center gap-2 text-lg font-semibold tracking-tight">
      <StampwiseMark />
      {t("common.productName")}
    </p>
  );
}
