import { useTranslation } from "@stampwise/i18n";
import { Button } from "@stampwise/ui";
import { ErrorPage } from "@stampwise/web";
import { Link } from "@stampwise/web/router";
import { Info } from "lucide-react";
import { paths } from "../../shared/paths";

/** `/503`: "Learn more" leads to the landing page's contact section. */
export function Component() {
  const { t } = useTranslation();
  return (
    <ErrorPage
      kind="maintenance"
      homePath={paths.home}
      actions={
        <Button asChild>
          <Link to={{ pathname: paths.home, hash: "contact" }}>
            <Info aria-hidden />
            {t("errors.maintenance.learnMore")}
          </Link>
        </Button>
      }
    />
  );
}
