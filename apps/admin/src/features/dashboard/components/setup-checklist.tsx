import type { SetupChecklist as Checklist } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import {
  Button,
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Progress,
} from "@stampwise/ui";
import { toastSaveFailed } from "@stampwise/web";
import { Link } from "@stampwise/web/router";
import { ArrowRight, Circle, CircleCheck } from "lucide-react";
import { useIsOwner } from "../../../shared/use-is-owner";
import { useDismissSetupChecklist } from "../api/setup-checklist";
import { setupProgress } from "../setup-steps";

/**
 * A new organization's first steps, each ticked from its own data, with the way to where it is
 * done. Owners may hide it for everybody; it goes by itself once every step is done.
 */
export function SetupChecklist({ checklist }: { checklist: Checklist }) {
  const { t } = useTranslation();
  const isOwner = useIsOwner();
  const dismiss = useDismissSetupChecklist();
  const { steps, done, total } = setupProgress(checklist);
  const progress = t("users.dashboard.setup.progress", { done, total });

  const onDismiss = () =>
    dismiss.mutate(undefined, {
      onError: (error) =>
        toastSaveFailed(error, t, {
          title: t("users.dashboard.setup.dismissFailed.title"),
          description: t("users.dashboard.setup.dismissFailed.description"),
        }),
    });

  return (
    <Card role="region" aria-labelledby="setup-checklist-title">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="setup-checklist-title">{t("users.dashboard.setup.title")}</h2>
        </CardTitle>
        <CardDescription>{t("users.dashboard.setup.description")}</CardDescription>
        {isOwner && (
          <CardAction>
            <Button variant="ghost" size="sm" onClick={onDismiss} disabled={dismiss.isPending}>
              {t("users.dashboard.setup.dismiss")}
            </Button>
          </CardAction>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <Progress
            value={(done / total) * 100}
            aria-label={t("users.dashboard.setup.title")}
            valueText={progress}
          />
          <p className="text-sm text-muted-foreground">{progress}</p>
        </div>
        <ol className="flex flex-col divide-y">
          {steps.map(({ step, done: stepDone, path }) => (
            <li
              key={step}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 items-start gap-3">
                {stepDone ? (
                  <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
                ) : (
                  <Circle aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
                )}
                <div className="min-w-0">
                  <p className={stepDone ? "font-medium text-muted-foreground line-through" : "font-medium"}>
                    {t(`users.dashboard.setup.steps.${step}.title`)}
                    <span className="sr-only">
                      {" "}
                      ({stepDone ? t("users.dashboard.setup.done") : t("users.dashboard.setup.toDo")})
                    </span>
                  </p>
                  {!stepDone && (
                    <p className="text-sm text-muted-foreground">
                      {t(`users.dashboard.setup.steps.${step}.description`)}
                    </p>
                  )}
                </div>
              </div>
              {!stepDone && (
                <Button asChild variant="outline" size="sm" className="ml-8 self-start sm:ml-0 sm:self-auto">
                  <Link to={path}>
                    {t(`users.dashboard.setup.steps.${step}.action`)}
                    <ArrowRight aria-hidden />
                  </Link>
                </Button>
              )}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
