import { Button } from "@stampwise/ui";
import { MailCheck } from "lucide-react";
import type { ReactNode } from "react";
import { ScreenHeading } from "./screen-heading";

/** "Check your email": what replaces a form once a link is on its way (sign-up, password reset). */
export function EmailSent({
  title,
  description,
  hint,
  againLabel,
  onAgain,
  children,
}: {
  title: string;
  description: string;
  hint: string;
  againLabel: string;
  onAgain: () => void;
  children?: ReactNode;
}) {
  return (
    <div>
      <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
        <MailCheck aria-hidden className="size-6" />
      </span>
      <ScreenHeading title={title} description={description} focusOnMount />
      <p className="text-sm text-pretty text-muted-foreground">{hint}</p>
      <Button variant="outline" className="mt-6 h-11 w-full text-base sm:h-10 sm:text-sm" onClick={onAgain}>
        {againLabel}
      </Button>
      {children}
    </div>
  );
}
