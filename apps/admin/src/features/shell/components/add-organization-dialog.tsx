import { CreateOrganizationRequestSchema } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  toast,
} from "@stampwise/ui";
import {
  FormTextField,
  isApiError,
  placeApiIssues,
  useCurrentOrganization,
  useZodForm,
} from "@stampwise/web";
import { useCreateOrganization } from "../api/create-organization";
import { createOrganizationErrorToast } from "./create-organization-error";

/**
 * Starts another organization (a second shop, say): the admin becomes its owner and works in it
 * at once. Opened from the organization switcher.
 */
export function AddOrganizationDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateOrganization();
  const { switchOrganization } = useCurrentOrganization();
  const form = useZodForm(CreateOrganizationRequestSchema, { defaultValues: { name: "" } });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const organization = await create.mutateAsync(values);
      switchOrganization(organization.id);
      toast({
        title: t("shell.organizations.created.title"),
        description: t("shell.organizations.created.description", { name: organization.name }),
      });
      form.reset();
      onOpenChange(false);
    } catch (error) {
      // A field problem goes under the field; anything else (a limit, offline, 500) is a toast.
      const unplaced = placeApiIssues(error, form.setError, ["name"]);
      if (isApiError(error) && error.issues.length > 0 && unplaced.length === 0) return;
      toast(createOrganizationErrorToast(error, t));
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t("shell.organizations.add")}</DialogTitle>
            <DialogDescription>{t("shell.organizations.addDescription")}</DialogDescription>
          </DialogHeader>
          <FormTextField
            form={form}
            name="name"
            label={t("shell.organizations.name")}
            autoComplete="organization"
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? t("common.saving") : t("shell.organizations.create")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
