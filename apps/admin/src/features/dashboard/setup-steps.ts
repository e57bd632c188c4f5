import { SETUP_STEPS, type SetupChecklistState, type SetupStep } from "@stampwise/contract";
import { paths } from "../../shared/paths";

/** Where each step of the setup checklist is done. */
const SETUP_STEP_PATHS: Record<SetupStep, string> = {
  stampCard: paths.admin.stampCards,
  counterCode: paths.admin.qrCodes,
  team: paths.admin.administrators,
  loyaltyProgram: paths.admin.loyaltyProgram,
};

/** The steps in order, each done or not with where it is done, and how many are done. */
export function setupProgress(checklist: SetupChecklistState) {
  const steps = SETUP_STEPS.map((step) => ({
    step,
    done: checklist.steps[step],
    path: SETUP_STEP_PATHS[step],
  }));
  return { steps, done: steps.filter((entry) => entry.done).length, total: steps.length };
}
