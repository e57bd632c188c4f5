import type { Role } from "@stampwise/contract";
import type { TFunction } from "@stampwise/i18n";
import { useTranslation } from "@stampwise/i18n";
import { toast } from "@stampwise/ui";
import { Info } from "lucide-react";
import type { LinkTarget } from "../auth-door";
import { AppLink } from "./app-link";

/**
 * Stays under the form after "Invalid login type", with the way to the right door: the
 * toast fades after five seconds, the link should not.
 */
export function WrongDoorNotice({ accountRole, otherLogin }: { accountRole: Role; otherLogin: LinkTarget }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="mt-6 flex gap-3 rounded-lg border bg-secondary p-4 text-sm text-secondary-foreground"
    >
      <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="grid gap-1">
        <p className="font-medium">{t("auth.invalidLoginType.title")}</p>
        <AppLink link={otherLogin} className="justify-self-start underline underline-offset-4">
          {t("auth.invalidLoginType.link", { role: t(`auth.roles.${accountRole}`) })}
        </AppLink>
      </div>
    </div>
  );
}

/** "Invalid login type" with "Please use the {role} login page". */
export function toastWrongDoor(t: TFunction, accountRole: Role): void {
  toast({
    title: t("auth.invalidLoginType.title"),
    description: t("auth.invalidLoginType.description", { role: t(`auth.roles.${accountRole}`) }),
    variant: "destructive",
  });
}
