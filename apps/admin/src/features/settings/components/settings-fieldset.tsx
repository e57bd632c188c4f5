import type { ReactNode } from "react";

/**
 * Disables every control of a settings form at once for a reader who may not change it (a
 * disabled fieldset disables its inputs, selects and buttons); otherwise it changes nothing.
 */
export function SettingsFieldset({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  return (
    <fieldset disabled={readOnly} className="min-w-0">
      {children}
    </fieldset>
  );
}
