import { ACCOUNT_DELETION_GRACE_DAYS, type YourData } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from "@stampwise/ui";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { DeleteAccountDialog } from "./delete-account-dialog";

/**
 * "Delete your account": what it erases, the grace period in which signing in cancels it, and the
 * button to the dialog that confirms it.
 */
export function DeleteAccountCard({ account }: { account: YourData["account"] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const texts = "customerAccount.yourData.deleteAccount";
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t(`${texts}.title`)}</h2>
        </CardTitle>
        <CardDescription>{t(`${texts}.description`)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm">{t(`${texts}.grace`, { days: ACCOUNT_DELETION_GRACE_DAYS })}</p>
        <div>
          <Button variant="destructive" onClick={() => setOpen(true)}>
            <Trash2 aria-hidden />
            {t(`${texts}.button`)}
          </Button>
        </div>
      </CardContent>
      {open && <DeleteAccountDialog account={account} onClose={() => setOpen(false)} />}
    </Card>
  );
}
