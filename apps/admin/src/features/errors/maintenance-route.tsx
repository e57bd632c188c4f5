import { Button } from "@stampwise/ui";
import { ErrorPage } from "@stampwise/web";
import { Info } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../app/paths";

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
