import { WalletsHoldingSchema } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { apiGet, useCurrentOrganization } from "@stampwise/web";
import { useQuery } from "@tanstack/react-query";
import { WalletCards } from "lucide-react";

/**
 * Which phone wallets hold this customer's cards here (a device registered their pass): a line
 * under the header, or nothing while none does. Asked on its own, so the counter's profile answer
 * stays as small as it is.
 */
export function ProfileWallets({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { current } = useCurrentOrganization();
  const holding = useQuery({
    queryKey: ["user-wallets", current?.id, userId],
    queryFn: ({ signal }) =>
      apiGet(`/wallet/customer/${encodeURIComponent(userId)}`, WalletsHoldingSchema, { signal }),
    enabled: Boolean(current?.id),
  });
  const apple = holding.data?.wallets.find((held) => held.wallet === "apple");
  if (!apple) return null;
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground">
      <WalletCards aria-hidden className="size-4" />
      {t("users.profile.wallets.apple", { count: apple.cards })}
    </p>
  );
}
