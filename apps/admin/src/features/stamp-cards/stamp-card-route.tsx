import { useTranslation } from "@stampwise/i18n";
import { ErrorPage, isRecordId } from "@stampwise/web";
import { useParams } from "@stampwise/web/router";
import { paths } from "../../shared/paths";
import { StampCardPage } from "./components/stamp-card-page";

/** /admin/loyalty-cards/stamp-cards/:id — an id that cannot be a card is not found without asking. */
export function Component() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  if (!isRecordId(id)) {
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
