import { useTranslation } from "@stampwise/i18n";
import { Button, EmptyState } from "@stampwise/ui";
import { Link } from "@stampwise/web/router";
import { ArrowLeft, UserX } from "lucide-react";
import { paths } from "../../../../shared/paths";

/**
 * One message for "does not exist" and "not yours", so another organization's ids reveal
 * nothing.
 */
export function UserNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      role="alert"
      icon={<UserX />}
      title={t("users.profile.notFound.title")}
      titleLevel={2}
      description={t("users.profile.notFound.description")}
      action={
        <Button asChild variant="outline">
          <Link to={paths.admin.users}>
            <ArrowLeft aria-hidden />
            {t("users.profile.backToUsers")}
          </Link>
        </Button>
      }
    />
  );
}
