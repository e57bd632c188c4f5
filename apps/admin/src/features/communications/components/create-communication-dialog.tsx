import { CreateCommunicationRequestSchema } from "@stampwise/contract";
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
import { FormTextField, placeApiIssues, toastForApiError, useZodForm } from "@stampwise/web";
import { useNavigate } from "@stampwise/web/router";
import { paths } from "../../../shared/paths";
import { useCreateCommunication } from "../api/communications";
import { createTargetGroup } from "../api/targeting";
import { communicationFieldMessage } from "../field-message";
import { DeliveryTypeChoice } from "./delivery-type-choice";

const CreateFormSchema = CreateCommunicationRequestSchema.pick({ title: true, deliveryType: true });

/**
 * "New communication": a title and the delivery type, then the editor opens. It is made with a
 * target group of its own, with no rules (everyone), which the editor's targeting rules edit. The
 * group has no name: the list says whom it targets from its rules, so no copy of the title goes stale.
 */
export function CreateCommunicationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateCommunication();
  const form = useZodForm(CreateFormSchema, { defaultValues: { title: "", deliveryType: "instant" } });
  const deliveryType = form.watch("deliveryType");

  const close = () => {
    onClose();
    form.reset();
  };

  const onSubmit = form.handleSubmit(async ({ title, deliveryType }) => {
    try {
      const group = await createTargetGroup({});
      const communication = await create.mutateAsync({ title, deliveryType, targetGroupId: group.id });
      toast({
        title: t("communications.create.created.title"),
        description: t("communications.create.created.description", { title: communication.title }),
      });
      close();
      navigate(paths.admin.communication(communication.id));
    } catch (error) {
      placeApiIssues(error, form.setError, ["title"]);
      toastForApiError(error, t, {
        title: t("communications.create.failed.title"),
        description: t("communications.create.failed.description"),
      });
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
          <DialogHeader>
            <DialogTitle>{t("communications.create.title")}</DialogTitle>
            <DialogDescription>{t("communications.create.description")}</DialogDescription>
          </DialogHeader>
          <FormTextField
            form={form}
            name="title"
            label={t("communications.create.titleLabel")}
            description={t("communications.create.titleHint")}
            placeholder={t("communications.create.titlePlaceholder")}
            error={communicationFieldMessage(form.formState.errors.title?.message, t)}
            autoFocus
          />
          <DeliveryTypeChoice
            legend={t("communications.create.deliveryLabel")}
            value={deliveryType}
            onChange={(value) => form.setValue("deliveryType", value)}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting
                ? t("communications.create.submitting")
                : t("communications.create.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
