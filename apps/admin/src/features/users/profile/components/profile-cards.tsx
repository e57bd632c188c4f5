import type { UserProfile } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button, EmptyState } from "@stampwise/ui";
import { CreditCard, Plus, Sparkles } from "lucide-react";
import { ProfileCardItem } from "./profile-card-item";

/**
 * The person's cards. Somebody who is not a customer yet (found by exact email, phone or their
 * identity code) is invited to get their first card; a customer whose cards were all removed is
 * told so.
 */
export function ProfileCards({
  profile,
  customerName,
  onAddCard,
}: {
  profile: UserProfile;
  customerName: string;
  onAddCard: () => void;
}) {
  const { t } = useTranslation();
  const { user, cards } = profile;

  return (
    <section aria-labelledby="profile-cards-heading" className="flex flex-col gap-3">
      <h2 id="profile-cards-heading" className="text-lg font-semibold">
        {t("users.profile.cards.title")}
      </h2>
      {cards.length === 0 ? (
        <EmptyState
          titleLevel={3}
          icon={user.memberSince ? <CreditCard /> : <Sparkles />}
          title={
            user.memberSince ? t("users.profile.cards.none.title") : t("users.profile.notCustomer.title")
          }
          description={
            user.memberSince
              ? t("users.profile.cards.none.description", { name: customerName })
              : t("users.profile.notCustomer.description")
          }
          action={
            <Button onClick={onAddCard}>
              <Plus aria-hidden />
              {user.memberSince ? t("users.profile.addCard.button") : t("users.profile.notCustomer.action")}
            </Button>
          }
        />
      ) : (
        <div className="grid items-start gap-4 lg:grid-cols-2">
          {cards.map((card) => (
            <ProfileCardItem
              key={card.instance.id}
              userId={user.id}
              customerName={customerName}
              card={card}
            />
          ))}
        </div>
      )}
    </section>
  );
}
