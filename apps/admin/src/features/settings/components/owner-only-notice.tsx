import { Lock } from "lucide-react";

/** Why a plain admin sees a settings page but cannot change it. */
export function OwnerOnlyNotice({ children }: { children: string }) {
  return (
    <p
      role="note"
      className="flex items-start gap-3 rounded-lg border bg-muted/50 p-4 text-sm text-muted-foreground"
    >
      <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
