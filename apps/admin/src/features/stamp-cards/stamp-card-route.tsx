import { useTranslation } from "@stampwise/i18n";
import { ErrorPage } from "@stampwise/web";
import { useParams } from "@stampwise/web/router";
import { paths } from "../../app/paths";
import { StampCardPage } from "./components/stamp-card-page";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /admin/loyalty-cards/stamp-cards/:id — an id that cannot be a card is not found without asking. */
export function Component() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  if (!UUID.test(id)) {
    return (
      <ErrorPage
        kind="not-found"
        homePath={paths.admin.stampCards}
        description={t("stampCards.card.notFound")}
        embedded
      />
    );
  }
  // Keyed so moving to another card starts its forms afresh.
  return <StampCardPage key={id} cardId={id} />;
}
