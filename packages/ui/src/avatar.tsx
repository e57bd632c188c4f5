import { type ComponentProps, createContext, use, useEffect, useState } from "react";
import { cn } from "./cn";

type ImageStatus = "none" | "loading" | "loaded" | "failed";

const AvatarImageStatus = createContext<{
  status: ImageStatus;
  setStatus: (status: ImageStatus) => void;
}>({ status: "none", setStatus: () => {} });

/**
 * The fallback (initials) shows until the image has loaded, and stays if it fails. Our own, not
 * Radix's: it is in the customer app's shell, and Radix's runtime would weigh on every first load
 * of a signed-in customer for this one piece (decision 021).
 */
export function Avatar({ className, ...props }: ComponentProps<"span">) {
  const [status, setStatus] = useState<ImageStatus>("none");
  return (
    <AvatarImageStatus value={{ status, setStatus }}>
      <span
        data-slot="avatar"
        className={cn("relative flex size-8 shrink-0 overflow-hidden rounded-full", className)}
        {...props}
      />
    </AvatarImageStatus>
  );
}

/** Pass `alt`: the person's name, or "" when the name is already written beside the avatar. */
export function AvatarImage({ className, src, alt, referrerPolicy, ...props }: ComponentProps<"img">) {
  const { status, setStatus } = use(AvatarImageStatus);
  useEffect(() => {
    if (!src) return;
    // Loaded off screen first, so a broken or slow picture never shows as a broken image.
    let current = true;
    const probe = new Image();
    if (referrerPolicy) probe.referrerPolicy = referrerPolicy;
    probe.onload = () => current && setStatus("loaded");
    probe.onerror = () => current && setStatus("failed");
    setStatus("loading");
    probe.src = src;
    return () => {
      current = false;
      setStatus("none");
    };
  }, [src, referrerPolicy, setStatus]);
  if (status !== "loaded") return null;
  return (
    <img
      data-slot="avatar-image"
      src={src}
      alt={alt}
      referrerPolicy={referrerPolicy}
      className={cn("aspect-square size-full", className)}
      {...props}
    />
  );
}

export function AvatarFallback({ className, ...props }: ComponentProps<"span">) {
  const { status } = use(AvatarImageStatus);
  if (status === "loaded") return null;
  return (
    <span
      data-slot="avatar-fallback"
      className={cn(
        "flex size-full items-center justify-center rounded-full bg-muted text-sm font-medium text-foreground",
        className,
      )}
      {...props}
    />
  );
}
