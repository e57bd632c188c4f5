import { INVITATION_VALID_DAYS } from "@stampwise/contract";
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
import { FormTextField, isApiError, placeApiIssues, toastSaveFailed, useZodForm } from "@stampwise/web";
import { useState } from "react";
import { useCreateInvitation } from "../api/create-invitation";
import { InviteFormSchema, invitationRequest } from "../invite-administrator-form";
import { AdministratorPhoneField } from "./administrator-form-parts";
import { RoleSelect } from "./role-select";

const FIELDS = ["firstName", "lastName", "email", "phoneNumber", "role"] as const;

/** Invite an administrator: names, email and role are required; a phone number is optional. */
export function InviteAdministratorDialog({
  organizationName,
  onClose,
}: {
  organizationName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateInvitation();
  const form = useZodForm(InviteFormSchema, {
    defaultValues: { firstName: "", lastName: "", email: "", phoneNumber: "", role: "admin" },
  });
  // The server's "already on the team" answer, shown under the email until it is changed.
  const [emailTaken, setEmailTaken] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const invitation = await create.mutateAsync(invitationRequest(values));
      toast({
        title: t("administrators.invite.sent.title"),
        description: t("administrators.invite.sent.description", {
          email: invitation.email,
          days: INVITATION_VALID_DAYS,
        }),
      });
      onClose();
    } catch (error) {
      if (isApiError(error) && error.code === "ADMIN_ALREADY_EXISTS") {
        setEmailTaken(true);
        form.setFocus("email");
        return;
      }
      placeApiIssues(error, form.setError, FIELDS);
      const failed = {
        title: t("administrators.invite.failed.title"),
        description: t("administrators.invite.failed.description"),
      };
      toastSaveFailed(error, t, failed);
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !create.isPending && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("administrators.invite.title")}</DialogTitle>
          <DialogDescription>
            {t("administrators.invite.description", {
              organization: organizationName,
              days: INVITATION_VALID_DAYS,
            })}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormTextField
              form={form}
              name="firstName"
              label={t("administrators.form.firstName")}
              autoComplete="off"
            />
            <FormTextField
              form={form}
              name="lastName"
              label={t("administrators.form.lastName")}
              autoComplete="off"
            />
          </div>
          <FormTextField
            form={form}
            name="email"
            type="email"
            inputMode="email"
            spellCheck={false}
            autoComplete="off"
            label={t("administrators.form.email")}
            error={emailTaken ? t("administrators.errors.ADMIN_ALREADY_EXISTS.description") : undefined}
            onValueChange={() => setEmailTaken(false)}
          />
          <AdministratorPhoneField form={form} autoComplete="off" optional />
          <RoleSelect control={form.control} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={create.isPending}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t("administrators.invite.submitting") : t("administrators.invite.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
