import type { ReactNode } from "react";
import { usePageTitle } from "../../../shared/page-title";
import { OwnerOnlyNotice } from "./owner-only-notice";
import { SettingsNavigation } from "./settings-navigation";

/**
 * The frame every settings page shares: its h1 (also its breadcrumb), the section links, the note
 * telling a plain admin the page is read-only (`ownerOnlyNote`), then the form.
 */
export function SettingsPage({
  title,
  description,
  ownerOnlyNote,
  children,
}: {
  title: string;
  description: string;
  ownerOnlyNote?: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{description}</p>
      </div>
      <SettingsNavigation />
      {ownerOnlyNote && <OwnerOnlyNotice>{ownerOnlyNote}</OwnerOnlyNotice>}
      {children}
    </div>
  );
}
