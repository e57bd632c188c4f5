import { RefreshCw } from "lucide-react";
import { Button } from "./button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "./card";

/**
 * What a page shows when its data could not be fetched: a title, what to
 * do, and a retry that spins while it runs. The heading level follows the page: a whole page that
 * failed is its h1, a section of one its h2.
 */
export function LoadFailedCard({
  title,
  description,
  retryLabel,
  onRetry,
  retrying,
  headingLevel = 2,
}: {
  title: string;
  description: string;
  retryLabel: string;
  onRetry: () => void;
  retrying: boolean;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <Card role="alert">
      <CardHeader>
        <CardTitle asChild>
          <Heading>{title}</Heading>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardFooter>
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RefreshCw aria-hidden className={retrying ? "animate-spin" : undefined} />
          {retryLabel}
        </Button>
      </CardFooter>
    </Card>
  );
}
