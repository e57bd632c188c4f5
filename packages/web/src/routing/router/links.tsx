import { type AnchorHTMLAttributes, type MouseEvent, type ReactNode, type Ref, useEffect } from "react";
import { createPath, type NavigateOptions, resolvePath, type To } from "./browser-history";
import { useRouter } from "./router-context";

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: To;
  /** Replaces the current entry instead of adding one; the default for a link to where one is. */
  replace?: boolean;
  state?: unknown;
  /** A full page load instead of the app's navigation (a fresh start after a crash). */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** An `<a>` that navigates inside the app; a modified or middle click opens it as the browser does. */
export function Link({ to, replace, state, reloadDocument, onClick, target, ...anchor }: LinkProps) {
  const { history, location, navigate } = useRouter();
  const path = resolvePath(to, location.pathname);
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (reloadDocument || event.defaultPrevented || !isPlainClick(event, target)) return;
    event.preventDefault();
    const here = createPath(location) === createPath(path);
    navigate(path, { replace: replace ?? here, state });
  };
  return <a {...anchor} href={history.href(path)} target={target} onClick={onLinkClick} />;
}

function isPlainClick(event: MouseEvent, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === "_self") &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}

type NavLinkState = { isActive: boolean };

export interface NavLinkProps extends Omit<LinkProps, "className" | "children"> {
  /** Active on exactly this path only, not on the paths below it. */
  end?: boolean;
  className?: string | ((state: NavLinkState) => string);
  children?: ReactNode | ((state: NavLinkState) => ReactNode);
}

/** A link that knows it leads to the current page: `aria-current="page"` and its active class. */
export function NavLink({ end = false, className, children, ...link }: NavLinkProps) {
  const { location } = useRouter();
  const target = resolvePath(link.to, location.pathname)
    .pathname.toLowerCase()
    .replace(/(.)\/+$/, "$1");
  const current = location.pathname.toLowerCase();
  const isActive = current === target || (!end && current.startsWith(`${target}/`));
  return (
    <Link
      {...link}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className({ isActive }) : className}
    >
      {typeof children === "function" ? children({ isActive }) : children}
    </Link>
  );
}

/** Navigates once it is drawn: a route that only sends the visitor elsewhere. */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const { navigate } = useRouter();
  // biome-ignore lint/correctness/useExhaustiveDependencies: it leads away once, as it is drawn
  useEffect(() => navigate(to, { replace, state }), []);
  return null;
}
