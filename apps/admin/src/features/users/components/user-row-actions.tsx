import type { CustomerSummary } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  toast,
} from "@stampwise/ui";
import { Link } from "@stampwise/web/router";
import { Copy, Ellipsis, UserRound } from "lucide-react";
import { paths } from "../../../shared/paths";
import { fullName } from "../full-name";

/** Copy user ID and view profile, per row. */
export function UserRowActions({ user }: { user: CustomerSummary }) {
  const { t } = useTranslation();

  const copyId = async () => {
    try {
      await navigator.clipboard.writeText(user.id);
      toast({
        title: t("users.table.rowActions.copied.title"),
        description: t("users.table.rowActions.copied.description", { id: user.id }),
      });
    } catch {
      // No clipboard (an insecure origin, a denied permission): show the ID so it can be copied by hand.
      toast({
        variant: "destructive",
        title: t("users.table.rowActions.copyFailed.title"),
        description: t("users.table.rowActions.copyFailed.description", { id: user.id }),
      });
    }
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={t("users.table.rowActions.open", { name: fullName(user) || user.email })}
        >
          <Ellipsis aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={copyId}>
          <Copy aria-hidden />
          {t("users.table.rowActions.copyId")}
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.admin.user(user.id)}>
            <UserRound aria-hidden />
            {t("users.table.rowActions.viewProfile")}
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
