import { useTranslation } from "@stampwise/i18n";
import { Button, EmptyState, ListLoading, LoadFailedCard } from "@stampwise/ui";
import { isNotFoundError, isRecordId } from "@stampwise/web";
import { Link } from "@stampwise/web/router";
import { SearchX } from "lucide-react";
import { useLoyaltyLevels } from "../../../shared/api/get-loyalty-levels";
import { useStampCards } from "../../../shared/api/get-stamp-cards";
import { usePageTitle } from "../../../shared/page-title";
import { paths } from "../../../shared/paths";
import { useCommunication } from "../api/communications";
import { useTargetGroup } from "../api/targeting";
import { CommunicationEditor } from "./communication-editor";

/** /admin/communications/{id}: loads the communication, its rules and the choices the rules offer. */
export function CommunicationEditorPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const communication = useCommunication(id);
  const group = useTargetGroup(communication.data?.targetGroupId ?? null);
  const cards = useStampCards();
  // No loyalty program answers 404: then there are no levels to choose.
  const levels = useLoyaltyLevels();
  const failed = communication.isError || group.isError;
  const notFound = !isRecordId(id) || (failed && isNotFoundError(communication.error ?? group.error));
  // The id in the address gets no name when loading fails: the crumb says what happened instead.
  usePageTitle(
    notFound
      ? t("communications.editor.notFound.title")
      : failed
        ? t("communications.editor.loadFailed.title")
        : communication.data?.title,
  );

  if (notFound) {
    return (
      <EmptyState
        icon={<SearchX />}
        title={t("communications.editor.notFound.title")}
        description={t("communications.editor.notFound.description")}
        action={
          <Button asChild>
            <Link to={paths.admin.communications}>{t("communications.editor.notFound.back")}</Link>
          </Button>
        }
      />
    );
  }
  if (failed) {
    return (
      <LoadFailedCard
        title={t("communications.editor.loadFailed.title")}
        description={t("communications.editor.loadFailed.description")}
        retryLabel={t("communications.editor.loadFailed.retry")}
        retrying={communication.isFetching || group.isFetching}
        onRetry={() => void Promise.all([communication.refetch(), group.refetch()])}
      />
    );
  }
  const waitingForGroup = Boolean(communication.data?.targetGroupId) && !group.data;
  if (!communication.data || waitingForGroup || cards.isPending || levels.isPending) {
    return <ListLoading label={t("common.loading")} rows={6} />;
  }
  return (
    <CommunicationEditor
      key={communication.data.updatedAt}
      communication={communication.data}
      targetGroup={group.data ?? null}
      choices={{
        cards: (cards.data ?? []).map((card) => ({ id: card.id, label: card.name })),
        levels: (levels.data ?? []).map((level) => ({ id: level.id, label: level.name })),
      }}
    />
  );
}
