import { Card, CardContent, CardDescription, CardHeader, CardTitle, cn } from "@stampwise/ui";
import { type ReactNode, useId } from "react";

/** A card with an h3 title and a description, named by its title for landmarks navigation. */
export function SectionCard({
  title,
  description,
  action,
  children,
}: {
  title: string;
  description: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card className="min-w-0 gap-4" role="region" aria-labelledby={titleId}>
      <CardHeader className={cn("px-4 sm:px-6", action && SPLIT_HEADER)}>
        <CardTitle asChild className="col-start-1">
          <h3 id={titleId}>{title}</h3>
        </CardTitle>
        <CardDescription className="col-start-1">{description}</CardDescription>
        {action}
      </CardHeader>
      <CardContent className="min-w-0 px-4 sm:px-6">{children}</CardContent>
    </Card>
  );
}

/** A header with a button: two columns from `sm` up (the card's own action would make them on phones too). */
export const SPLIT_HEADER = "sm:grid-cols-[1fr_auto]";

/**
 * A card's button: top right beside the title from `sm` up; under the description on a phone,
 * where beside it the title would be squeezed to a few words a line. Its header takes SPLIT_HEADER.
 */
export function SectionCardAction({ children }: { children: ReactNode }) {
  return (
    <div className="pt-1 sm:col-start-2 sm:row-span-2 sm:row-start-1 sm:self-start sm:justify-self-end sm:pt-0">
      {children}
    </div>
  );
}
