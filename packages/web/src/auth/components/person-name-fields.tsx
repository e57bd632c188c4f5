import { useTranslation } from "@stampwise/i18n";
import type { Path, UseFormReturn } from "react-hook-form";
import { FormTextField } from "../../forms/form-text-field";

type PersonNameValues = { firstName: string; lastName: string };

/** First and last name side by side (one column on a phone), as every sign-up asks them. */
export function PersonNameFields<Values extends PersonNameValues>({
  form,
  inputClassName,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the form's output type does not matter to its fields.
  form: UseFormReturn<Values, unknown, any>;
  inputClassName?: string;
}) {
  const { t } = useTranslation();
  // Both names exist on every form this is given; TypeScript cannot resolve Path<> of a type
  // parameter, hence the casts.
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormTextField
        form={form}
        name={"firstName" as Path<Values>}
        label={t("authFlows.fields.firstName")}
        autoComplete="given-name"
        inputClassName={inputClassName}
      />
      <FormTextField
        form={form}
        name={"lastName" as Path<Values>}
        label={t("authFlows.fields.lastName")}
        autoComplete="family-name"
        inputClassName={inputClassName}
      />
    </div>
  );
}
