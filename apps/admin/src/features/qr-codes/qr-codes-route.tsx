import { QrCodesPage } from "./components/qr-codes-page";

/** /admin/qr-codes */
export function Component() {
  return <QrCodesPage />;
}
