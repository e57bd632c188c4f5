import type { InvitableAccount } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button, toast } from "@stampwise/ui";
import { MailCheck, MailPlus } from "lucide-react";
import { useState } from "react";
import { useInviteCustomer } from "../api/invite-customer";
import { toastRequestFailure } from "../toast-request-failure";

/**
 * An exact email or phone matched an account that is not a customer here: staff learn only that
 * it exists, and may email it a link to join; the person's acceptance makes them a customer.
 */
export function InvitableAccountNotice({ account }: { account: InvitableAccount }) {
  const { t } = useTranslation();
  const invite = useInviteCustomer();
  // Said on the notice once sent, so staff see it after the toast is gone and do not send twice.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sent = sentTo === account.contact;
  const send = () =>
    invite.mutate(account.contact, {
      onSuccess: () => {
        setSentTo(account.contact);
        toast({
          title: t("users.dashboard.search.account.invited.title"),
          description: t("users.dashboard.search.account.invited.description"),
        });
      },
      onError: (error) =>
        toastRequestFailure(error, t, {
          title: t("users.dashboard.search.account.failed.title"),
          description: t("users.dashboard.search.account.failed.description"),
        }),
    });

  return (
    <section
      aria-label={t("users.dashboard.search.account.invite")}
      className="flex flex-col gap-2 rounded-md border border-dashed p-3"
    >
      <p className="font-medium">
        {t("users.dashboard.search.account.accountExists", { contact: account.contact })}
      </p>
      <p className="text-sm text-muted-foreground">{t("users.dashboard.search.account.accountHint")}</p>
      {sent && (
        <p role="status" className="flex items-center gap-1.5 text-sm font-medium">
          <MailCheck aria-hidden className="size-4 text-primary" />
          {t("users.dashboard.search.account.sentTo", { contact: account.contact })}
        </p>
      )}
      <Button variant="outline" size="sm" className="self-start" onClick={send} disabled={invite.isPending}>
        <MailPlus aria-hidden />
        {invite.isPending
          ? t("users.dashboard.search.account.inviting")
          : sent
            ? t("users.dashboard.search.account.inviteAgain")
            : t("users.dashboard.search.account.invite")}
      </Button>
    </section>
  );
}
