import { LegalPage } from "./components/legal-page";

/** `/terms`: the terms of service (18-year minimum age). */
export function Component() {
  return <LegalPage page="terms" />;
}
