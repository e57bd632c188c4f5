import { CreateStampCardRequestSchema } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  toast,
} from "@stampwise/ui";
import { placeApiIssues, toastForApiError, useZodForm } from "@stampwise/web";
import { useNavigate } from "@stampwise/web/router";
import { Plus } from "lucide-react";
import { useState } from "react";
import { paths } from "../../../shared/paths";
import { useCreateStampCard } from "../api/create-stamp-card";
import { StampCardFields } from "./stamp-card-fields";

const DEFAULT_STAMPS_REQUIRED = 10;

/** "Create stamp card": name, description, stamps required; then straight to the new card's page. */
export function CreateStampCardDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const create = useCreateStampCard();
  const form = useZodForm(CreateStampCardRequestSchema, {
    defaultValues: { name: "", description: "", stampsRequired: DEFAULT_STAMPS_REQUIRED },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const card = await create.mutateAsync(values);
      toast({
        title: t("stampCards.create.created.title"),
        description: t("stampCards.create.created.description", { name: card.name }),
      });
      setOpen(false);
      form.reset();
      navigate(paths.admin.stampCard(card.id));
    } catch (error) {
      placeApiIssues(error, form.setError, ["name", "description", "stampsRequired"]);
      toastForApiError(error, t, {
        title: t("stampCards.create.failed.title"),
        description: t("stampCards.create.failed.description"),
      });
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden />
          {t("stampCards.list.create")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
          <DialogHeader>
            <DialogTitle>{t("stampCards.create.title")}</DialogTitle>
            <DialogDescription>{t("stampCards.create.description")}</DialogDescription>
          </DialogHeader>
          <StampCardFields form={form} stampsRequiredHint={t("stampCards.fields.stampsRequiredHint")} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t("stampCards.create.submitting") : t("stampCards.create.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
