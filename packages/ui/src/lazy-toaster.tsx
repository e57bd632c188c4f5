import { lazy, Suspense } from "react";
import { useToast } from "./use-toast";

const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

/**
 * The Toaster (Radix Toast and its layers, ~5 KB gzip) loads with the first toast, so pages that
 * never show one never download it. A toast queued before it arrives waits in the queue and shows
 * as soon as it mounts (a few milliseconds on a warm connection).
 */
export function LazyToaster() {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
