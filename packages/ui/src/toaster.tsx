import { useTranslation } from "@stampwise/i18n";
import { useRef } from "react";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";
import { usePublishToastInset } from "./toast-inset";
import { TOAST_DURATION, TOAST_SWIPE_THRESHOLD } from "./toast-reducer";
import { useToast } from "./use-toast";

/** Mount once near the root of each app; `toast()` calls anywhere then appear here. */
export function Toaster() {
  const { t } = useTranslation();
  const { toasts } = useToast();
  const viewport = useRef<HTMLOListElement>(null);
  usePublishToastInset(viewport);
  return (
    <ToastProvider
      duration={TOAST_DURATION}
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      label={t("ui.toast.label")}
    >
      {toasts.map(({ id, title, description, action, style, ...props }, index) => (
        // Radix portals each toast into the viewport in mount order (oldest first), whatever the
        // queue's order; `order` places them as the queue has them, newest first, on top.
        <Toast key={id} style={{ ...style, order: index }} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport ref={viewport} label={t("ui.toast.region")} />
    </ToastProvider>
  );
}
