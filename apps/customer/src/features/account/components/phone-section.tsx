import type { PhoneState } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
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
} from "@stampwise/ui";
import { isApiError, toastSaveFailed, translateFieldMessage } from "@stampwise/web";
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

function usePhoneState() {
  const queryClient = useQueryClient();
  return (state: PhoneState) => queryClient.setQueryData(phoneQueryKey, state);
}

function ConfirmedNumber({ number, onChange }: { number: string; onChange: () => void }) {
  const { t } = useTranslation();
  const setState = usePhoneState();
  const [removing, setRemoving] = useState(false);
  const remove = async () => {
    setRemoving(true);
    try {
      setState(await removePhone());
    } catch (error) {
      toastSaveFailed(error, t, {
        title: t("customerAccount.account.phone.removeFailed.title"),
        description: t("customerAccount.account.phone.removeFailed.description"),
      });
    } finally {
      setRemoving(false);
    }
  };
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
        <Button variant="outline" className="min-h-11" onClick={() => void remove()} disabled={removing}>
          {t("customerAccount.account.phone.remove")}
        </Button>
      </div>
    </div>
  );
}

function NumberForm({ onSent, onCancel }: { onSent: () => void; onCancel?: () => void }) {
  const { t } = useTranslation();
  const setState = usePhoneState();
  const [number, setNumber] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(undefined);
    try {
      setState(await requestPhoneCode(compactPhoneNumber(number)));
      onSent();
    } catch (failure) {
      const issue = isApiError(failure)
        ? failure.issues.find((each) => each.path === "phoneNumber")
        : undefined;
      if (issue) setError(translateFieldMessage(issue.message, t));
      else
        toastSaveFailed(failure, t, {
          title: t("customerAccount.account.phone.sendFailed.title"),
          description: t("customerAccount.account.phone.sendFailed.description"),
        });
    } finally {
      setSending(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3">
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
        <Button type="submit" className="min-h-11" disabled={sending || number.trim() === ""}>
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
  const { t } = useTranslation();
  const setState = usePhoneState();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const pending = state.pendingPhoneNumber ?? "";

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      setState(await confirmPhoneCode(code.trim()));
    } catch (failure) {
      if (
        isApiError(failure) &&
        (failure.code === "PHONE_CODE_INVALID" || failure.code === "VALIDATION_ERROR")
      )
        setError(t("customerAccount.account.phone.codeInvalid"));
      else
        toastSaveFailed(failure, t, {
          title: t("customerAccount.account.phone.confirmFailed.title"),
          description: t("customerAccount.account.phone.confirmFailed.description"),
        });
    } finally {
      setBusy(false);
    }
  };
  const resend = async () => {
    setBusy(true);
    try {
      setState(await requestPhoneCode(pending));
    } catch (failure) {
      toastSaveFailed(failure, t, {
        title: t("customerAccount.account.phone.sendFailed.title"),
        description: t("customerAccount.account.phone.sendFailed.description"),
      });
    } finally {
      setBusy(false);
    }
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
          onClick={() => void resend()}
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
