import { useState } from "react";

/**
 * Remembers that the image at `url` failed to load, so the caller can draw its fallback. Keyed by
 * the address: a new address (the admin fixing a typo) gets a fresh try.
 */
export function useBrokenImage(url: string | null): { broken: boolean; onError: () => void } {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  return { broken: url !== null && failedUrl === url, onError: () => setFailedUrl(url) };
}
