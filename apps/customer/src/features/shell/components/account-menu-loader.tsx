import type { User } from "@stampwise/contract";
import { lazy, Suspense, useState } from "react";
import { AccountButton } from "./account-button";

const loadAccountMenu = () => import("./account-menu");
const AccountMenu = lazy(() => loadAccountMenu().then((module) => ({ default: module.AccountMenu })));

/**
 * The menu brings Radix's menu, focus trap and scroll lock (about 13 KB gzipped), which the first
 * load of a phone should not wait for. Pointing at, focusing or touching the button fetches it;
 * the first press opens it already open. Until then the button looks exactly the same.
 */
export function AccountMenuLoader({ user }: { user: User }) {
  const [requested, setRequested] = useState(false);
  if (!requested) {
    const preload = () => void loadAccountMenu();
    return (
      <AccountButton
        user={user}
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        onClick={() => setRequested(true)}
      />
    );
  }
  return (
    <Suspense fallback={<AccountButton user={user} aria-haspopup="menu" aria-expanded={false} aria-busy />}>
      <AccountMenu user={user} defaultOpen />
    </Suspense>
  );
}
