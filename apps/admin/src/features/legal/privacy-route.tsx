import { LegalPage } from "./components/legal-page";

/** `/privacy`: the privacy policy. */
export function Component() {
  return <LegalPage page="privacy" />;
}
