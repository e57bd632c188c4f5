/**
 * The first things a new organization does, in the order the dashboard lists them: make a stamp
 * card, put a counter QR code on show (on a screen or printed), invite staff, set up the points
 * program. Each is done when the organization's own data says so, never by a tick of its own.
 * Apart from the schema, so the dashboard reads them without zod.
 */
export const SETUP_STEPS = ["stampCard", "counterCode", "team", "loyaltyProgram"] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

export interface SetupChecklistState {
  steps: Record<SetupStep, boolean>;
  dismissed: boolean;
}

/** The list shows while a step is open and nobody dismissed it. */
export function showsSetupChecklist(checklist: SetupChecklistState): boolean {
  return !checklist.dismissed && SETUP_STEPS.some((step) => !checklist.steps[step]);
}
