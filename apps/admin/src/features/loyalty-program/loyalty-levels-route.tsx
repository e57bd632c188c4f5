import { LevelsPage } from "./components/levels-page";

/** /admin/loyalty-program/levels */
export function Component() {
  return <LevelsPage />;
}
