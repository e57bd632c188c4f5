import { useTranslation } from "react-i18next";

/** The product mark and name above each form: a stamp with a tick in the theme's primary colour. */
export function AuthBrand() {
  const { t } = useTranslation();
  return (
    <p className="mb-6 flex items-center gap-2 text-lg font-semibold tracking-tight">
      <svg viewBox="0 0 32 32" aria-hidden className="size-8">
        <circle cx="16" cy="16" r="15" className="fill-primary" />
        <circle
          cx="16"
          cy="16"
          r="10"
          fill="none"
          strokeWidth="2.5"
          strokeDasharray="4 3"
          className="stroke-primary-foreground"
        />
        <path
          d="m11 16.5 3.5 3.5 6.5-7"
          fill="none"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="stroke-primary-foreground"
        />
      </svg>
      {t("common.productName")}
    </p>
  );
}
