import { ACCOUNT_DELETION_GRACE_DAYS, type YourData } from "@stampwise/contract";
import { currentLanguage, formatDate, useTranslation } from "@stampwise/i18n";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Button,
  FormField,
  Input,
  toast,
} from "@stampwise/ui";
import { forgetSession, isApiError, toastForApiError, useGoogleSignIn, useReturnFocus } from "@stampwise/web";
import { useNavigate } from "@stampwise/web/router";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useContext, useRef, useState } from "react";
import { forgetAccounts } from "../../../lib/account-storage";
import { paths } from "../../../lib/paths";
import { LogOutIntentContext } from "../../shell/hooks/log-out-intent";
import { requestAccountDeletion } from "../your-data-api";

const texts = "customerAccount.yourData.deleteAccount" as const;

/**
 * Confirms "Delete my account" with the password, or, for an account without one, with a Google
 * sign-in right now. On success the server has signed the account out everywhere: the device
 * forgets it too and the login page tells the date, before which signing in cancels it.
 */
export function DeleteAccountDialog({
  account,
  onClose,
}: {
  account: YourData["account"];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logOutIntent = useContext(LogOutIntentContext);
  const [password, setPassword] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const passwordInput = useRef<HTMLInputElement>(null);
  const returnFocus = useReturnFocus(true);

  const deleteAccount = async (withPassword?: string) => {
    setPending(true);
    setFieldError(undefined);
    try {
      const scheduled = await requestAccountDeletion(withPassword);
      if (logOutIntent) logOutIntent.current = true;
      forgetAccounts();
      forgetSession(queryClient);
      toast({
        title: t(`${texts}.scheduled.title`, {
          date: formatDate(scheduled.dueAt, currentLanguage(i18n)),
        }),
        description: t(`${texts}.scheduled.description`),
      });
      navigate(paths.login, { replace: true });
    } catch (error) {
      if (isApiError(error) && error.code === "PASSWORD_INCORRECT") {
        setFieldError(t(`${texts}.wrongPassword`));
        passwordInput.current?.focus();
      } else if (isApiError(error) && error.code === "FRESH_SIGN_IN_REQUIRED") {
        toast({ title: t(`${texts}.freshSignIn.title`), description: t(`${texts}.freshSignIn.description`) });
      } else {
        toastForApiError(error, t, {
          title: t(`${texts}.failed.title`),
          description: t(`${texts}.failed.description`),
        });
      }
      setPending(false);
    }
  };

  const google = useGoogleSignIn({
    loginType: "user",
    purpose: "login",
    // Signed in again just now: that is the confirmation the server asks of an account without a
    // password. Another Google account than this one deletes nothing (the session is now that one's).
    onSignedIn: (user) => {
      if (user.email === account.email) return void deleteAccount();
      toast({
        variant: "destructive",
        title: t(`${texts}.otherAccount.title`),
        description: t(`${texts}.otherAccount.description`, { email: user.email }),
      });
      window.location.assign(`/app${paths.yourData}`);
    },
    onSessionMissing: () => onClose(),
    onWrongDoor: () => onClose(),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setFieldError(t(`${texts}.passwordRequired`));
      passwordInput.current?.focus();
      return;
    }
    void deleteAccount(password);
  };

  const busy = pending || google.isBusy;
  return (
    <AlertDialog open onOpenChange={(next) => !next && !busy && onClose()}>
      <AlertDialogContent
        onCloseAutoFocus={returnFocus}
        // The password first (an alert dialog would start on Cancel): it is what the person came to give.
        onOpenAutoFocus={(event) => {
          if (!passwordInput.current) return;
          event.preventDefault();
          passwordInput.current.focus();
        }}
      >
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <AlertDialogHeader>
            <AlertDialogTitle>{t(`${texts}.dialogTitle`)}</AlertDialogTitle>
            <AlertDialogDescription asChild>
              <div className="flex flex-col gap-3">
                <p className="font-medium text-foreground">{t(`${texts}.forfeit`)}</p>
                <p>{t(`${texts}.grace`, { days: ACCOUNT_DELETION_GRACE_DAYS })}</p>
              </div>
            </AlertDialogDescription>
          </AlertDialogHeader>
          {account.hasPassword ? (
            <FormField label={t(`${texts}.passwordLabel`)} error={fieldError}>
              {(control) => (
                <Input
                  {...control}
                  ref={passwordInput}
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => {
                    setPassword(event.target.value);
                    setFieldError(undefined);
                  }}
                />
              )}
            </FormField>
          ) : (
            <p className="text-sm text-muted-foreground">{t(`${texts}.googleHint`)}</p>
          )}
          <AlertDialogFooter>
            <AlertDialogCancel type="button" disabled={busy}>
              {t("common.cancel")}
            </AlertDialogCancel>
            {account.hasPassword ? (
              <Button type="submit" variant="destructive" disabled={busy}>
                {pending ? t(`${texts}.deleting`) : t(`${texts}.confirm`)}
              </Button>
            ) : (
              <Button type="button" variant="destructive" disabled={busy} onClick={google.start}>
                {busy ? t(`${texts}.deleting`) : t(`${texts}.confirmGoogle`)}
              </Button>
            )}
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
