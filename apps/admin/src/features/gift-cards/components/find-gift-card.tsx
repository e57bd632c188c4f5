import { GiftCodeSchema, type IssuedGiftCard } from "@stampwise/contract";
import { currentLanguage, formatMoney, useTranslation } from "@stampwise/i18n";
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormField,
  Input,
  toast,
} from "@stampwise/ui";
import { isApiError, toastForApiError, translateFieldMessage } from "@stampwise/web";
import { Link } from "@stampwise/web/router";
import { Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { findGiftCardByCode } from "../../../shared/api/find-gift-card-by-code";
import { paths } from "../../../shared/paths";

/**
 * The counter's lookup: staff type the code a customer shows and reach the card's holder, whose
 * profile redeems it. A code that is not this organization's answers "no gift card" like a typo.
 */
export function FindGiftCard() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const [code, setCode] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const [found, setFound] = useState<IssuedGiftCard | null>(null);
  const [searching, setSearching] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFound(null);
    const parsed = GiftCodeSchema.safeParse(code);
    if (!parsed.success) {
      setFieldError(translateFieldMessage(parsed.error.issues[0]?.message, t));
      return;
    }
    setFieldError(undefined);
    setSearching(true);
    try {
      setFound(await findGiftCardByCode(parsed.data));
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        // Not this organization's code, or a typo: said under the field and in a toast.
        setFieldError(t("giftCards.findByCode.notFound.title"));
        toast({
          title: t("giftCards.findByCode.notFound.title"),
          description: t("giftCards.findByCode.notFound.description"),
          variant: "destructive",
        });
      } else {
        toastForApiError(error, t, {
          title: t("giftCards.findByCode.failed.title"),
          description: t("giftCards.findByCode.failed.description"),
        });
      }
    } finally {
      setSearching(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t("giftCards.findByCode.title")}</h2>
        </CardTitle>
        <CardDescription>{t("giftCards.findByCode.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <FormField label={t("giftCards.findByCode.label")} error={fieldError} className="flex-1">
            <Input
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              className="font-mono uppercase"
            />
          </FormField>
          <Button type="submit" disabled={searching} className="sm:mt-6">
            <Search aria-hidden />
            {searching ? t("giftCards.findByCode.searching") : t("giftCards.findByCode.submit")}
          </Button>
        </form>
        {found && (
          <div
            aria-live="polite"
            className="flex flex-col gap-2 rounded-md bg-muted px-3 py-2 sm:flex-row sm:items-center sm:justify-between"
          >
            <span>
              {t("giftCards.findByCode.result", {
                name: found.name,
                balance: formatMoney(found.balance, found.currency, language),
              })}
            </span>
            <Button asChild variant="outline" size="sm">
              <Link to={paths.admin.user(found.userId)}>{t("giftCards.findByCode.openProfile")}</Link>
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
