import { PersonNameSchema, type User } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import {
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  FormField,
  Input,
  toast,
} from "@stampwise/ui";
import {
  placeApiIssues,
  toastSaveFailed,
  translateFieldMessage,
  useSetSessionUser,
  useZodForm,
} from "@stampwise/web";
import { z } from "zod";
import { updateOwnNames } from "../account-api";

const NamesSchema = z.object({ firstName: PersonNameSchema, lastName: PersonNameSchema });
const NAME_FIELDS = ["firstName", "lastName"] as const;

/** The customer's names, as staff see them when they look the customer up. */
export function NamesForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const setSessionUser = useSetSessionUser();
  const form = useZodForm(NamesSchema, {
    defaultValues: { firstName: user.firstName, lastName: user.lastName },
  });
  const messageOf = (name: (typeof NAME_FIELDS)[number]) =>
    translateFieldMessage(form.getFieldState(name, form.formState).error?.message, t);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await updateOwnNames(values);
      setSessionUser(saved);
      form.reset({ firstName: saved.firstName, lastName: saved.lastName });
      toast({ title: t("customerAccount.account.names.saved") });
    } catch (error) {
      placeApiIssues(error, form.setError, NAME_FIELDS);
      toastSaveFailed(error, t, {
        title: t("customerAccount.account.names.saveFailed.title"),
        description: t("customerAccount.account.names.saveFailed.description"),
      });
    }
  });

  return (
    <Card>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="account-names-title"
        className="flex flex-col gap-6"
      >
        <CardHeader>
          <CardTitle asChild>
            <h2 id="account-names-title">{t("customerAccount.account.names.title")}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid items-start gap-4 sm:grid-cols-2">
          <FormField label={t("customerAccount.account.names.firstName")} error={messageOf("firstName")}>
            <Input {...form.register("firstName")} autoComplete="given-name" />
          </FormField>
          <FormField label={t("customerAccount.account.names.lastName")} error={messageOf("lastName")}>
            <Input {...form.register("lastName")} autoComplete="family-name" />
          </FormField>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" className="min-h-11" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting
              ? t("customerAccount.account.names.saving")
              : t("customerAccount.account.names.save")}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
