import { LoyaltyProgramPage } from "./components/loyalty-program-page";

/** /admin/loyalty-program */
export function Component() {
  return <LoyaltyProgramPage />;
}
