import { MINIMUM_AGE } from "@stampwise/contract";
import { Trans, useTranslation } from "@stampwise/i18n";
import { Checkbox, cn, Label } from "@stampwise/ui";
import { type ReactNode, useId } from "react";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { translateFieldMessage } from "../../forms/field-message";
import type { LinkTarget } from "../auth-door";
import { AppLink } from "./app-link";
import { textLinkClassName } from "./text-link";

/**
 * "I am at least 18 years old and accept the terms of service and privacy policy".
 * The legal pages open in a new tab so the half-filled form stays where it is.
 */
export function AcceptTermsField<Values extends FieldValues & { acceptTerms?: true }>({
  control,
  terms,
  privacy,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the form's output type does not matter to a field.
  control: Control<Values, unknown, any>;
  terms: LinkTarget;
  privacy: LinkTarget;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Controller
      control={control}
      // Every form given here has the field (Values requires it); TypeScript cannot resolve Path<>
      // of a type parameter, hence the cast.
      name={"acceptTerms" as Path<Values>}
      render={({ field, fieldState }) => {
        const error = translateFieldMessage(fieldState.error?.message, t);
        return (
          <div className="grid gap-2">
            <div className="flex items-start gap-3">
              <Checkbox
                id={id}
                ref={field.ref}
                name={field.name}
                checked={field.value === true}
                // Unticked reads as "missing" to the schema, which names the rule in its message.
                onCheckedChange={(checked) => field.onChange(checked === true ? true : undefined)}
                onBlur={field.onBlur}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className="mt-0.5 size-5"
              />
              <Label
                htmlFor={id}
                className={cn("block leading-snug font-normal", error && "text-destructive")}
              >
                <Trans
                  i18nKey="authFlows.verify.acceptTerms"
                  values={{ age: MINIMUM_AGE }}
                  components={{
                    terms: <LegalLink target={terms} />,
                    privacy: <LegalLink target={privacy} />,
                  }}
                />
              </Label>
            </div>
            {error && (
              <p id={errorId} className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
        );
      }}
    />
  );
}

function LegalLink({ target, children }: { target: LinkTarget; children?: ReactNode }) {
  return (
    <AppLink link={target} newTab className={cn(textLinkClassName, "underline")}>
      {children}
    </AppLink>
  );
}
