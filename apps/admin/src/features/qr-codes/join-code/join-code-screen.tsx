import { useTranslation } from "@stampwise/i18n";
import {
  Button,
  cn,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Spinner,
} from "@stampwise/ui";
import { QrCodeImage } from "@stampwise/web";
import { Maximize2, Minimize2, PartyPopper, RefreshCw } from "lucide-react";
import { useRef } from "react";
import { CountdownTimer } from "../components/countdown-timer";
import { useFullscreen } from "../components/use-fullscreen";
import { useJoinCode } from "./use-join-code";

type JoinCodeScreenProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  organizationName: string;
  /** The welcome reward in words, or null when joining gives none. */
  reward: string | null;
};

/**
 * The join code for a screen or tablet at the till: large, full screen on request, replaced on a
 * visible countdown and the moment somebody joins, whom it then welcomes by first name. Mounted only
 * while open, so no code is minted for a closed screen.
 */
export function JoinCodeScreen({ open, onOpenChange, ...shown }: JoinCodeScreenProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <JoinCodeContent {...shown} />}
    </Dialog>
  );
}

function JoinCodeContent({ organizationName, reward }: Omit<JoinCodeScreenProps, "open" | "onOpenChange">) {
  const { t } = useTranslation();
  const contentRef = useRef<HTMLDivElement>(null);
  const { expanded, toggle } = useFullscreen(contentRef);
  const { state, joined, mint } = useJoinCode();
  const box = expanded ? "w-[min(100%,calc(100dvh-22rem))] min-w-64" : "w-full max-w-80";
  const welcome = joined
    ? joined.name
      ? t("joining.joinCode.joined", { name: joined.name })
      : t("joining.joinCode.joinedNameless")
    : null;

  return (
    <DialogContent
      ref={contentRef}
      className={cn(
        "justify-items-center sm:max-w-xl",
        expanded &&
          "top-0 left-0 h-dvh max-h-dvh w-screen max-w-none translate-x-0 translate-y-0 content-center rounded-none border-0 sm:max-w-none",
      )}
    >
      <DialogHeader className="w-full pr-8 text-center sm:text-center">
        <DialogTitle className="text-2xl">
          {t("joining.joinCode.screenTitle", { organization: organizationName })}
        </DialogTitle>
        <DialogDescription className="text-base">{t("joining.joinCode.screenInstruction")}</DialogDescription>
        {reward && <p className="font-medium">{t("joining.joinCode.screenReward", { reward })}</p>}
      </DialogHeader>
      <p aria-live="assertive" aria-atomic="true" className="sr-only">
        {welcome ? `${welcome} ${t("joining.joinCode.joinedNext")}` : ""}
      </p>
      {welcome && (
        <div className="flex w-full items-center gap-3 rounded-lg border border-emerald-600/40 bg-emerald-50 p-3 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50">
          <PartyPopper aria-hidden className="size-6 shrink-0" />
          <div className="flex flex-col">
            <span className="text-lg font-semibold">{welcome}</span>
            <span className="text-sm">{t("joining.joinCode.joinedNext")}</span>
          </div>
        </div>
      )}
      <div className={`aspect-square ${box}`}>
        {state.status === "ready" ? (
          <QrCodeImage
            key={state.code.instanceId}
            data-testid="join-qr"
            data-instance-id={state.code.instanceId}
            data-url={state.code.url}
            value={state.code.url}
            label={t("joining.joinCode.qrLabel", { organization: organizationName })}
            className="size-full rounded-lg border"
          />
        ) : state.status === "failed" ? (
          <div
            role="alert"
            className="flex size-full flex-col items-center justify-center gap-3 rounded-lg border border-destructive/40 p-6 text-center"
          >
            <p>{t("joining.joinCode.failed")}</p>
            <Button variant="outline" onClick={() => void mint()}>
              <RefreshCw aria-hidden />
              {t("joining.joinCode.retry")}
            </Button>
          </div>
        ) : (
          <div className="flex size-full items-center justify-center rounded-lg border bg-muted text-muted-foreground">
            <Spinner label={t("joining.joinCode.refreshing")} className="[&_svg]:size-8" />
          </div>
        )}
      </div>
      {state.status === "ready" && (
        <CountdownTimer
          key={state.code.instanceId}
          deadline={state.code.deadline}
          onExpire={() => void mint()}
          caption={t("joining.joinCode.newCodeIn")}
        />
      )}
      <Button variant="outline" onClick={toggle}>
        {expanded ? <Minimize2 aria-hidden /> : <Maximize2 aria-hidden />}
        {expanded ? t("joining.joinCode.exitFullscreen") : t("joining.joinCode.fullscreen")}
      </Button>
    </DialogContent>
  );
}
