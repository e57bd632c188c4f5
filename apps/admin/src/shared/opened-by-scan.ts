import { createContext } from "react";

/**
 * True on a profile the counter opened by scanning the customer's identity code (see
 * scanned-visit.ts): stamps and points given from it are sent as `identity-scan`, so the scan caps
 * apply. Shared because the profile's points panel (the points feature) reads it too.
 */
export const OpenedByScanContext = createContext(false);
