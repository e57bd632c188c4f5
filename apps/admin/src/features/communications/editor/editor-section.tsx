import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@stampwise/ui";
import type { ReactNode } from "react";

/** One part of the editor as a card; `id` lets "Validation errors" lead to it. */
export function EditorSection({
  id,
  title,
  description,
  children,
}: {
  id?: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card id={id} tabIndex={id ? -1 : undefined} className="scroll-mt-20 outline-none">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">{title}</h2>
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}
