import { useTranslation } from "@stampwise/i18n";
import { Skeleton } from "@stampwise/ui";

/** The welcome's shape while the code is looked up. */
export function RedeemSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="flex flex-col items-center gap-4">
      <span className="sr-only" role="status">
        {t("redeem.loading")}
      </span>
      <Skeleton className="size-16 rounded-full" />
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-8 w-full max-w-sm" />
      <Skeleton className="h-4 w-48" />
      <Skeleton className="mt-4 h-11 w-full" />
      <Skeleton className="h-11 w-full" />
    </div>
  );
}
