import type { PhoneState } from "@stampwise/contract";
import { currentLanguage, useTranslation } from "@stampwise/i18n";
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormField,
  Input,
  Skeleton,
  toast,
} from "@stampwise/ui";
import { isApiError, toastSaveFailed, translateFieldMessage, useAuthProviders } from "@stampwise/web";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import {
  compactPhoneNumber,
  confirmPhoneCode,
  phoneQueryKey,
  phoneQueryOptions,
  removePhone,
  requestPhoneCode,
} from "../account-api";
import { tooManyCodesText } from "../too-many-codes";

/**
 * The customer's phone number, confirmed by a six-digit code sent to it by SMS: staff find the
 * customer by it, and news by SMS goes only to a confirmed number.
 */
export function PhoneSection() {
  const { t } = useTranslation();
  const phone = useQuery(phoneQueryOptions);
  const [changing, setChanging] = useState(false);

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t("customerAccount.account.phone.title")}</h2>
        </CardTitle>
        <CardDescription>{t("customerAccount.account.phone.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {!phone.data ? (
          phone.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {t("customerAccount.account.phone.loadFailed")}
            </p>
          ) : (
            <Skeleton className="h-10 w-full" />
          )
        ) : changing ? (
          <NumberForm onSent={() => setChanging(false)} onCancel={() => setChanging(false)} />
        ) : phone.data.pendingPhoneNumber ? (
          <CodeForm state={phone.data} onOtherNumber={() => setChanging(true)} />
        ) : phone.data.phoneNumber ? (
          <ConfirmedNumber number={phone.data.phoneNumber} onChange={() => setChanging(true)} />
        ) : (
          <NumberForm onSent={() => setChanging(false)} />
        )}
      </CardContent>
    </Card>
  );
}

/**
 * One phone request at a time: busy while it runs, the answer into the cache, and on failure a
 * toast with the step's texts, unless `placed` shows the error under a field (and answers true).
 */
function usePhoneRequest() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async (
    request: () => Promise<PhoneState>,
    failed: "sendFailed" | "confirmFailed" | "removeFailed",
    placed?: (error: unknown) => boolean,
  ): Promise<boolean> => {
    setBusy(true);
    try {
      queryClient.setQueryData(phoneQueryKey, await request());
      return true;
    } catch (error) {
      // No SMS provider: no code can be sent, whatever is tried again.
      const unavailable = isApiError(error) && error.code === "SMS_UNAVAILABLE";
      if (!placed?.(error))
        toastSaveFailed(error, t, {
          title: t(`customerAccount.account.phone.${unavailable ? "unavailable" : failed}.title`),
          description: t(`customerAccount.account.phone.${unavailable ? "unavailable" : failed}.description`),
        });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

function ConfirmedNumber({ number, onChange }: { number: string; onChange: () => void }) {
  const { t } = useTranslation();
  const { busy, run } = usePhoneRequest();
  return (
    <div className="flex flex-col gap-3">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium tabular-nums">{number}</span>
        <Badge variant="secondary">{t("customerAccount.account.phone.confirmed")}</Badge>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" className="min-h-11" onClick={onChange}>
          {t("customerAccount.account.phone.change")}
        </Button>
        <Button
          variant="outline"
          className="min-h-11"
          onClick={() => void run(removePhone, "removeFailed")}
          disabled={busy}
        >
          {t("customerAccount.account.phone.remove")}
        </Button>
      </div>
    </div>
  );
}

function NumberForm({ onSent, onCancel }: { onSent: () => void; onCancel?: () => void }) {
  const { t, i18n } = useTranslation();
  const { busy: sending, run } = usePhoneRequest();
  // Without an SMS provider no code can reach the phone: say so before anyone types a number.
  const unavailable = useAuthProviders()?.sms === "unavailable";
  const [number, setNumber] = useState("");
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const sent = await run(
      () => requestPhoneCode(compactPhoneNumber(number), currentLanguage(i18n)),
      "sendFailed",
      (failure) => {
        const tooMany = tooManyCodesText(failure, t);
        if (tooMany) {
          setError(tooMany);
          return true;
        }
        const issue = isApiError(failure)
          ? failure.issues.find((each) => each.path === "phoneNumber")
          : undefined;
        if (issue) setError(translateFieldMessage(issue.message, t));
        return issue !== undefined;
      },
    );
    if (sent) onSent();
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3">
      {unavailable && (
        <p role="status" className="text-sm text-muted-foreground">
          {t("customerAccount.account.phone.unavailable.description")}
        </p>
      )}
      <FormField
        label={t("customerAccount.account.phone.number")}
        description={t("customerAccount.account.phone.numberHint")}
        error={error}
      >
        <Input
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+46 70 123 45 67"
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" className="min-h-11" disabled={sending || unavailable || number.trim() === ""}>
          {sending ? t("customerAccount.account.phone.sending") : t("customerAccount.account.phone.send")}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" className="min-h-11" onClick={onCancel} disabled={sending}>
            {t("customerAccount.account.phone.cancel")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function CodeForm({ state, onOtherNumber }: { state: PhoneState; onOtherNumber: () => void }) {
  const { t, i18n } = useTranslation();
  const { busy, run } = usePhoneRequest();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const pending = state.pendingPhoneNumber ?? "";

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    await run(
      () => confirmPhoneCode(code.trim()),
      "confirmFailed",
      (failure) => {
        const wrongCode =
          isApiError(failure) &&
          (failure.code === "PHONE_CODE_INVALID" || failure.code === "VALIDATION_ERROR");
        if (wrongCode) setError(t("customerAccount.account.phone.codeInvalid"));
        return wrongCode;
      },
    );
  };
  return (
    <form onSubmit={(event) => void confirm(event)} noValidate className="flex flex-col gap-3">
      <p className="text-sm">{t("customerAccount.account.phone.codeSent", { number: pending })}</p>
      <FormField label={t("customerAccount.account.phone.code")} error={error}>
        <Input
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className="max-w-40 tracking-widest tabular-nums"
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" className="min-h-11" disabled={busy || code.trim().length !== 6}>
          {t("customerAccount.account.phone.confirm")}
        </Button>
        <Button
          type="button"
          variant="outline"
          className="min-h-11"
          onClick={() =>
            void run(
              () => requestPhoneCode(pending, currentLanguage(i18n)),
              "sendFailed",
              (failure) => {
                const tooMany = tooManyCodesText(failure, t);
                if (tooMany) {
                  toast({
                    variant: "destructive",
                    title: t("customerAccount.account.phone.sendFailed.title"),
                    description: tooMany,
                  });
                }
                return tooMany !== undefined;
              },
            )
          }
          disabled={busy}
        >
          {t("customerAccount.account.phone.resend")}
        </Button>
        <Button type="button" variant="ghost" className="min-h-11" onClick={onOtherNumber} disabled={busy}>
          {t("customerAccount.account.phone.otherNumber")}
        </Button>
      </div>
    </form>
  );
}
