import type { UserProfile } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button } from "@stampwise/ui";
import { isNotFoundError } from "@stampwise/web";
import { Link, useLocation } from "@stampwise/web/router";
import { ArrowLeft, FileDown, Plus, UserX } from "lucide-react";
import { type ReactNode, useState } from "react";
import { OpenedByScanContext } from "../../../../shared/opened-by-scan";
import { usePageTitle } from "../../../../shared/page-title";
import { paths } from "../../../../shared/paths";
import { readScannedVisit } from "../../../../shared/scanned-visit";
import { useIsOwner } from "../../../../shared/use-is-owner";
import { ProfileGiftCards } from "../../../gift-cards/components/profile-gift-cards";
import { ProfilePoints } from "../../../points/components/profile-points";
import { personLabel } from "../../full-name";
import { useUserProfile } from "../api/get-user-profile";
import { useInvalidateProfile } from "../api/invalidate-profile";
import { AddCardDialog } from "./add-card-dialog";
import { ProfileCards } from "./profile-cards";
import { ProfileHeader } from "./profile-header";
import { ProfileLoadFailed, ProfileSkeleton } from "./profile-load-states";
import { ProfileTotals } from "./profile-totals";
import { ProfileWallets } from "./profile-wallets";
import { SendDataCopyDialog } from "./send-data-copy-dialog";
import { StartErasureDialog } from "./start-erasure-dialog";
import { UserNotFound } from "./user-not-found";

/** A customer's profile: who they are, their totals and their cards, and what the admin can change. */
export function UserProfilePage({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [scanned] = useState(() => readScannedVisit(location.state, userId));
  const query = useUserProfile(userId, scanned);
  const profile = query.data;
  const notFound = !profile && query.isError && isNotFoundError(query.error);
  // A failed load names no one: the crumb says what happened rather than "Loading...".
  usePageTitle(
    profile
      ? personLabel(profile.user, t("users.profile.withheldName"))
      : notFound
        ? t("users.profile.notFound.title")
        : query.isError
          ? t("users.profile.loadFailed.title")
          : undefined,
  );

  let content: ReactNode;
  if (profile)
    content = (
      <OpenedByScanContext.Provider value={Boolean(scanned)}>
        <ProfileContent profile={profile} />
      </OpenedByScanContext.Provider>
    );
  else if (notFound) content = <ProfileNotFound />;
  else if (query.isError)
    content = <ProfileLoadFailed onRetry={() => query.refetch()} retrying={query.isFetching} />;
  else content = <ProfileSkeleton />;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <BackToUsers />
      {content}
    </div>
  );
}

/** A person nobody here may see: the page still has a heading for screen readers' outline. */
export function ProfileNotFound() {
  const { t } = useTranslation();
  // The id in the address never gets a name; the crumb says what happened instead of "Loading...".
  usePageTitle(t("users.profile.notFound.title"));
  return (
    <>
      <h1 className="sr-only">{t("shell.breadcrumbs.segments.user-profile")}</h1>
      <UserNotFound />
    </>
  );
}

function ProfileContent({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const [addingCard, setAddingCard] = useState(false);
  const [sendingDataCopy, setSendingDataCopy] = useState(false);
  const [startingErasure, setStartingErasure] = useState(false);
  // Owners send a customer who asked in person a copy of their data, or delete their account (only a
  // customer's email shows here).
  const canSendDataCopy = useIsOwner() && Boolean(profile.user.memberSince && profile.user.email);
  const customerName = personLabel(profile.user, t("users.profile.withheldPerson"));
  const refreshProfile = useInvalidateProfile(profile.user.id);
  return (
    <>
      <ProfileHeader
        user={profile.user}
        actions={
          <>
            {canSendDataCopy && (
              <>
                <Button variant="outline" onClick={() => setSendingDataCopy(true)}>
                  <FileDown aria-hidden />
                  {t("users.profile.dataCopy.button")}
                </Button>
                <Button variant="outline" onClick={() => setStartingErasure(true)}>
                  <UserX aria-hidden />
                  {t("users.profile.erasure.button")}
                </Button>
              </>
            )}
            <Button onClick={() => setAddingCard(true)}>
              <Plus aria-hidden />
              {t("users.profile.addCard.button")}
            </Button>
          </>
        }
      />
      <ProfileWallets userId={profile.user.id} />
      <ProfileTotals totals={profile.totals} />
      <ProfileCards profile={profile} customerName={customerName} onAddCard={() => setAddingCard(true)} />
      <ProfilePoints profile={profile} customerName={customerName} onChanged={refreshProfile} />
      <ProfileGiftCards userId={profile.user.id} customerName={customerName} onChanged={refreshProfile} />
      <AddCardDialog
        userId={profile.user.id}
        customerName={customerName}
        heldCardIds={profile.cards.map((card) => card.card.id)}
        open={addingCard}
        onOpenChange={setAddingCard}
      />
      {canSendDataCopy && (
        <SendDataCopyDialog
          userId={profile.user.id}
          customerName={customerName}
          email={profile.user.email ?? ""}
          open={sendingDataCopy}
          onClose={() => setSendingDataCopy(false)}
        />
      )}
      {canSendDataCopy && (
        <StartErasureDialog
          userId={profile.user.id}
          customerName={customerName}
          email={profile.user.email ?? ""}
          open={startingErasure}
          onClose={() => setStartingErasure(false)}
        />
      )}
    </>
  );
}

/** The breadcrumbs hide below md; this keeps a way back on phones too. */
function BackToUsers() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2 self-start">
      <Link to={paths.admin.users}>
        <ArrowLeft aria-hidden />
        {t("users.profile.backToUsers")}
      </Link>
    </Button>
  );
}
