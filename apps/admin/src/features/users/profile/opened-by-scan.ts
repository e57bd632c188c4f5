import { createContext } from "react";

/**
 * True on a profile the counter opened by scanning the customer's identity code (see
 * shared/scanned-visit.ts): stamps added from it are sent as `identity-scan`, so the fraud caps apply.
 */
export const OpenedByScanContext = createContext(false);
