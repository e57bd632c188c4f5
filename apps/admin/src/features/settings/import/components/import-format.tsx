import { GiftCardSchema } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from "@stampwise/ui";
import { apiGet, stampCardsQueryOptions, useCurrentOrganization } from "@stampwise/web";
import { useQueryClient } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { z } from "zod";
import { csvBlob, saveFile } from "../../../../shared/save-file";
import { exampleImportFile } from "../import-files";

const COLUMNS = ["email", "first_name", "last_name", "phone", "points", "stamps", "gift"] as const;
const COLUMN_NAMES: Record<(typeof COLUMNS)[number], string> = {
  email: "email",
  first_name: "first_name",
  last_name: "last_name",
  phone: "phone",
  points: "points",
  stamps: "stamps: <card>",
  gift: "gift: <card>",
};

const GiftCardListSchema = z.array(GiftCardSchema);

/**
 * What the file looks like: its columns and an example to start from, its columns named after the
 * organization's first stamp card and gift card (read when asked; "Coffee card" and "Gift card"
 * stand in when it has none, or when the read fails: the example is still worth having).
 */
export function ImportFormat() {
  const { t } = useTranslation();
  const texts = "settings.import.format";
  const queryClient = useQueryClient();
  const { current } = useCurrentOrganization();

  async function downloadExample() {
    const [stampCards, giftCards] = await Promise.all([
      queryClient.fetchQuery(stampCardsQueryOptions(current?.id)).catch(() => undefined),
      apiGet("/loyalty-card/gift-cards", GiftCardListSchema).catch(() => undefined),
    ]);
    const file = exampleImportFile({ stampCard: stampCards?.[0]?.name, giftCard: giftCards?.[0]?.name });
    saveFile(csvBlob(file), t(`${texts}.exampleName`));
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t(`${texts}.title`)}</h2>
        </CardTitle>
        <CardDescription>{t(`${texts}.description`)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          {COLUMNS.map((column) => (
            <div key={column} className="contents">
              <dt className="font-mono break-all">{COLUMN_NAMES[column]}</dt>
              <dd className="mb-2 text-muted-foreground sm:mb-0">{t(`${texts}.columns.${column}`)}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-muted-foreground">{t(`${texts}.consent`)}</p>
        <div>
          <Button variant="outline" onClick={downloadExample}>
            <Download aria-hidden />
            {t(`${texts}.example`)}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
