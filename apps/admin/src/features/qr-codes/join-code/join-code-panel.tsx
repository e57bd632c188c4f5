import type { JoinCodeSettings, JoinWelcome, LoyaltyProgram, StampCardSummary } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormField,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  toast,
} from "@stampwise/ui";
import { toastSaveFailed, useCurrentOrganization } from "@stampwise/web";
import { QrCode } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useJoinCodeSettings, useSaveJoinCodeSettings } from "./join-code-api";
import { JoinCodeScreen } from "./join-code-screen";
import { welcomeRewardText } from "./welcome-text";

type Names = { cards: readonly StampCardSummary[]; program: LoyaltyProgram | null };

/**
 * The QR codes page's identity code of the store: what a new customer scans at the till to join,
 * the welcome reward the owner sets for it, and the button that shows it on a screen.
 */
export function JoinCodePanel(names: Names) {
  const { t } = useTranslation();
  const { current } = useCurrentOrganization();
  const settings = useJoinCodeSettings();
  const [showing, setShowing] = useState(false);
  const organization = current?.name ?? "";
  const welcome = settings.data?.welcome ?? null;
  const reward = welcomeRewardText(t, welcome, names);

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle asChild>
            <h2>{t("joining.joinCode.heading")}</h2>
          </CardTitle>
          <CardDescription>{t("joining.joinCode.description", { organization })}</CardDescription>
        </div>
        <Button onClick={() => setShowing(true)}>
          <QrCode aria-hidden />
          {t("joining.joinCode.show")}
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {settings.data && (
          <>
            <p className="text-sm" data-testid="join-welcome-summary">
              {welcome === null
                ? t("joining.joinCode.welcome.summaryNone")
                : welcome.type === "points"
                  ? t("joining.joinCode.welcome.summaryPoints", { count: welcome.points })
                  : t("joining.joinCode.welcome.summaryStamps", {
                      count: welcome.stamps,
                      card: names.cards.find((card) => card.id === welcome.stampCardId)?.name ?? "",
                    })}
            </p>
            <WelcomeForm key={JSON.stringify(welcome)} saved={settings.data} {...names} />
          </>
        )}
      </CardContent>
      <JoinCodeScreen
        open={showing}
        onOpenChange={setShowing}
        organizationName={organization}
        reward={reward}
      />
    </Card>
  );
}

type Choice = "none" | "stamp" | "points";

function WelcomeForm({ saved, cards, program }: Names & { saved: JoinCodeSettings }) {
  const { t } = useTranslation();
  const save = useSaveJoinCodeSettings();
  const initial = saved.welcome;
  const [choice, setChoice] = useState<Choice>(initial?.type ?? "none");
  const [cardId, setCardId] = useState(
    initial?.type === "stamp" ? initial.stampCardId : (cards[0]?.id ?? ""),
  );
  const [amount, setAmount] = useState(
    String(initial?.type === "stamp" ? initial.stamps : initial?.type === "points" ? initial.points : 1),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const count = Number(amount);
    const welcome: JoinWelcome | null =
      choice === "none"
        ? null
        : choice === "points"
          ? { type: "points", points: count }
          : { type: "stamp", stampCardId: cardId, stamps: count };
    save.mutate(
      { welcome },
      {
        onSuccess: () => toast({ title: t("joining.joinCode.welcome.saved") }),
        onError: (error) =>
          toastSaveFailed(error, t, {
            title: t("joining.joinCode.welcome.saveFailed"),
            description: t("joining.page.problem.failed"),
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-3 sm:items-end">
      <FormField label={t("joining.joinCode.welcome.label")}>
        {(control) => (
          <Select value={choice} onValueChange={(value) => setChoice(value as Choice)}>
            <SelectTrigger {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="none">{t("joining.joinCode.welcome.none")}</SelectItem>
              <SelectItem value="stamp" disabled={cards.length === 0}>
                {t("joining.joinCode.welcome.stamps")}
              </SelectItem>
              <SelectItem value="points" disabled={program === null}>
                {t("joining.joinCode.welcome.points")}
              </SelectItem>
            </SelectContent>
          </Select>
        )}
      </FormField>
      {choice === "stamp" && (
        <FormField label={t("joining.joinCode.welcome.card")}>
          {(control) => (
            <Select value={cardId} onValueChange={setCardId}>
              <SelectTrigger {...control}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {cards.map((card) => (
                  <SelectItem key={card.id} value={card.id}>
                    {card.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
      )}
      {choice !== "none" && (
        <FormField
          label={
            choice === "points"
              ? t("joining.joinCode.welcome.pointsAmount")
              : t("joining.joinCode.welcome.stampsAmount")
          }
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            required
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </FormField>
      )}
      <Button
        type="submit"
        variant="secondary"
        disabled={save.isPending}
        className="sm:col-start-1 sm:justify-self-start"
      >
        {t("joining.joinCode.welcome.save")}
      </Button>
    </form>
  );
}
