import type { Administrator } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  toast,
} from "@stampwise/ui";
import { FormTextField, placeApiIssues, toastSaveFailed, useZodForm } from "@stampwise/web";
import { useState } from "react";
import { useUpdateAdministrator } from "../api/update-administrator";
import {
  administratorChanges,
  EDIT_ADMINISTRATOR_FIELDS,
  editAdministratorDefaults,
  editAdministratorSchema,
} from "../edit-administrator-form";
import { personName } from "../team";
import { AdministratorPhoneField } from "./administrator-form-parts";
import { RoleSelect } from "./role-select";

type EditAdministratorDialogProps = {
  member: Administrator;
  /** The only owner keeps the role (the API answers LAST_OWNER). */
  isLastOwner: boolean;
  /** The viewer edits their own row: demoting themselves ends their owner rights. */
  isViewer: boolean;
  onClose: () => void;
};

/** Edit: the names and phone this organization shows for a member, and their role. */
export function EditAdministratorDialog({
  member,
  isLastOwner,
  isViewer,
  onClose,
}: EditAdministratorDialogProps) {
  const { t } = useTranslation();
  const name = personName(member) || member.email;
  const update = useUpdateAdministrator();
  // The member is fixed while the dialog is open, so the schema is made once.
  const [schema] = useState(() => editAdministratorSchema(member));
  const form = useZodForm(schema, { defaultValues: editAdministratorDefaults(member) });

  const onSubmit = form.handleSubmit(async (values) => {
    const changes = administratorChanges(member, values);
    if (Object.keys(changes).length === 0) return onClose();
    const failed = {
      title: t("administrators.edit.failed.title"),
      description: t("administrators.edit.failed.description"),
    };
    try {
      const saved = await update.mutateAsync({ userId: member.userId, changes });
      toast({
        title: t("administrators.edit.saved.title"),
        description: t("administrators.edit.saved.description", { name: personName(saved) || saved.email }),
      });
      onClose();
    } catch (error) {
      placeApiIssues(error, form.setError, EDIT_ADMINISTRATOR_FIELDS);
      toastSaveFailed(error, t, failed);
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !update.isPending && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("administrators.edit.title")}</DialogTitle>
          <DialogDescription>{t("administrators.edit.description", { name })}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormTextField form={form} name="firstName" label={t("administrators.form.firstName")} />
            <FormTextField form={form} name="lastName" label={t("administrators.form.lastName")} />
          </div>
          <FormField label={t("administrators.form.email")} description={t("administrators.edit.emailHint")}>
            <Input type="email" readOnly value={member.email} className="bg-muted" />
          </FormField>
          <AdministratorPhoneField form={form} optional={!member.phoneNumber} />
          <RoleSelect
            control={form.control}
            lockedReason={isLastOwner ? t("administrators.edit.lastOwner", { name }) : undefined}
            warning={(role) =>
              isViewer && member.role === "owner" && role === "admin"
                ? t("administrators.edit.demoteYourself")
                : undefined
            }
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={update.isPending}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={update.isPending || !form.formState.isDirty}>
              {update.isPending ? t("administrators.edit.saving") : t("administrators.edit.save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
