import { type ContactRequest, ContactRequestSchema } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button, FormField, Textarea, toast } from "@stampwise/ui";
import {
  FormTextField,
  isApiError,
  placeApiIssues,
  toastForApiError,
  translateFieldMessage,
  useZodForm,
} from "@stampwise/web";
import { Send } from "lucide-react";
import { WithServerState } from "../../../shared/with-server-state";
import { useSendContactMessage } from "../api/send-contact-message";

type ContactFormApi = ReturnType<typeof useZodForm<typeof ContactRequestSchema>>;

const FIELDS: readonly (keyof ContactRequest)[] = ["name", "email", "message"];

/**
 * Loaded lazily by the contact section, with its own link to the app's server-state cache: the
 * landing page around it does not carry react-query.
 */
export function ContactForm() {
  return (
    <WithServerState>
      <ContactFormFields />
    </WithServerState>
  );
}

/** The landing page's contact form, checked with the API's own schema. */
function ContactFormFields() {
  const { t } = useTranslation();
  const send = useSendContactMessage();
  const form = useZodForm(ContactRequestSchema, { defaultValues: { name: "", email: "", message: "" } });

  const onSubmit = form.handleSubmit((values) =>
    send.mutateAsync(values).then(
      () => {
        toast({ title: t("landing.contact.sent.title"), description: t("landing.contact.sent.description") });
        form.reset();
      },
      (error: unknown) => {
        // Field problems go under their fields; anything else (429, offline, 500) is a toast.
        const unplaced = placeApiIssues(error, form.setError, FIELDS);
        const placedAll = isApiError(error) && error.issues.length > 0 && unplaced.length === 0;
        if (placedAll) return;
        toastForApiError(error, t, {
          title: t("landing.contact.failed.title"),
          description: t("landing.contact.failed.description"),
        });
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormTextField form={form} name="name" label={t("landing.contact.name")} autoComplete="name" />
      <FormTextField
        form={form}
        name="email"
        type="email"
        label={t("landing.contact.email")}
        autoComplete="email"
      />
      <MessageField form={form} />
      <Button type="submit" size="lg" disabled={send.isPending} className="justify-self-start">
        <Send aria-hidden />
        {send.isPending ? t("landing.contact.sending") : t("landing.contact.submit")}
      </Button>
    </form>
  );
}

/**
 * Its own component, like FormTextField, so it registers after the fields above it: react-hook-form
 * focuses the first invalid field in registration order.
 */
function MessageField({ form }: { form: ContactFormApi }) {
  const { t } = useTranslation();
  const { error } = form.getFieldState("message", form.formState);
  return (
    <FormField label={t("landing.contact.message")} error={translateFieldMessage(error?.message, t)}>
      <Textarea rows={5} className="min-h-32" {...form.register("message")} />
    </FormField>
  );
}
