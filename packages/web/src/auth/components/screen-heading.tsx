import { type ReactNode, useEffect, useRef } from "react";

/**
 * The page's h1 and the line under it. `focusOnMount` moves focus to the heading when a screen
 * swaps its content in place (the form becomes "Check your email"), so a screen reader reads the
 * new state instead of staying on a button that no longer exists.
 */
export function ScreenHeading({
  title,
  description,
  focusOnMount = false,
}: {
  title: ReactNode;
  description?: ReactNode;
  focusOnMount?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  return (
    <div className="mb-6">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-balance outline-none">
        {title}
      </h1>
      {/* An email address has no spaces to wrap at: let it break anywhere rather than overflow a phone. */}
      {description && <p className="mt-2 text-pretty wrap-anywhere text-muted-foreground">{description}</p>}
    </div>
  );
}
