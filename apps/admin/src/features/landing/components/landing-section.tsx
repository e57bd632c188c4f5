import { cn } from "@stampwise/ui";
import type { ReactNode } from "react";
import type { LandingSection as LandingSectionId } from "../../../shared/paths";

type LandingSectionProps = {
  id: LandingSectionId;
  title: string;
  description: string;
  className?: string;
  children: ReactNode;
};

/**
 * A titled landing section. Focusable from script only (`tabIndex=-1`) so the navigation can move
 * keyboard focus here; `scroll-mt` keeps its heading clear of the sticky header.
 */
export function LandingSection({ id, title, description, className, children }: LandingSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={cn("scroll-mt-16 md:scroll-mt-28 xl:scroll-mt-16 outline-none", className)}
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={titleId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">{description}</p>
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
