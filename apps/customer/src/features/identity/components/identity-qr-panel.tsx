import type { User } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Skeleton } from "@stampwise/ui";
import { QrCodeImage } from "@stampwise/web";
import { useIdentityCode } from "../hooks/use-identity-code";
import type { HmacSigner } from "../identity-code";
import { CountdownRing } from "./countdown-ring";

/** Drawn at this size and scaled to the panel: the SVG stays sharp at any width. */
const QR_SIZE = 320;

/**
 * The code as the counter's camera needs it: large, black on white with its quiet zone in the
 * dark theme too, the customer's name under it so the staff can check who they scan.
 */
export function IdentityQrPanel({
  signer,
  user,
  secret,
}: {
  signer: HmacSigner;
  user: User;
  secret: string;
}) {
  const { t } = useTranslation();
  const { code, countdown, failed } = useIdentityCode(signer, user.id, secret);
  if (failed) throw new Error("The identity code could not be computed");
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;

  return (
    <section
      aria-label={t("myQr.codeLabel")}
      className="mx-auto flex w-full max-w-sm flex-col items-center gap-4 rounded-3xl bg-white p-5 text-neutral-950 shadow-lg ring-1 ring-black/10"
    >
      {code ? (
        <QrCodeImage
          value={code.value}
          size={QR_SIZE}
          label={t("myQr.codeLabel")}
          data-testid="identity-qr"
          data-window={code.window}
          className="aspect-square h-auto w-full"
        />
      ) : (
        <Skeleton className="aspect-square w-full bg-neutral-200" />
      )}
      <p className="text-center text-xl font-semibold break-words">{name}</p>
      <CountdownRing secondsLeft={countdown.secondsLeft} remaining={countdown.remaining} />
    </section>
  );
}
