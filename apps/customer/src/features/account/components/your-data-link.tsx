import { useTranslation } from "@stampwise/i18n";
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from "@stampwise/ui";
import { Link } from "@stampwise/web/router";
import { ShieldCheckIcon } from "lucide-react";
import { paths } from "../../../lib/paths";

/** The way from Account to "Your data": what each business holds, and the copy to download. */
export function YourDataLink() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t("customerAccount.yourData.link.title")}</h2>
        </CardTitle>
        <CardDescription>{t("customerAccount.yourData.link.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline" className="min-h-11">
          <Link to={paths.yourData}>
            <ShieldCheckIcon aria-hidden />
            {t("customerAccount.yourData.link.action")}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
