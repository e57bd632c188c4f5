import { useLiveEvent, useSession } from "@stampwise/web";
import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { TopBar } from "./top-bar";

/** Nothing to do on `ready` yet: subscribing is what opens the shared stream for later features. */
const onReady = () => {};

/**
 * Mobile first: one phone-width column. On wide screens the column widens a little and stays
 * centred, with the navigation in the top bar, so the app reads as a focused app, not a stretched
 * phone screen. Rendered only behind the guard, so the user is there.
 */
export function CustomerLayout({ children }: { children?: ReactNode }) {
  const { user } = useSession();
  useLiveEvent("ready", onReady);
  if (!user) return null;
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <TopBar user={user} />
      <main
        id="main"
        // Phones: room for the fixed tab bar (3.5rem) and the home indicator below the last line.
        className="mx-auto flex w-full max-w-md flex-1 flex-col gap-6 px-4 pt-6 pb-[calc(5rem+env(safe-area-inset-bottom))] md:max-w-3xl md:pt-10 md:pb-12"
      >
        {children ?? <Outlet />}
      </main>
    </div>
  );
}
