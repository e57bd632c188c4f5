import { z } from "zod";

/** GET /organization/setup-checklist (any member); POST …/dismiss hides it for good (owners). */
export const SetupChecklistSchema = z.object({
  /** Each of SETUP_STEPS, done or not. */
  steps: z.object({
    stampCard: z.boolean(),
    counterCode: z.boolean(),
    team: z.boolean(),
    loyaltyProgram: z.boolean(),
  }),
  /** An owner hid the list; it stays hidden for everybody in the organization. */
  dismissed: z.boolean(),
});
export type SetupChecklist = z.infer<typeof SetupChecklistSchema>;
