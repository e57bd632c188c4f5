import type { Resource } from "../en-US";

export const qrCodes = {
  page: { title: "QR-koder" },
} as const satisfies Resource["qrCodes"];
