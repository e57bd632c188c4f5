import { LegalPage } from "./components/legal-page";

/** `/cookies`: the cookie policy the banner links to. */
export function Component() {
  return <LegalPage page="cookies" />;
}
