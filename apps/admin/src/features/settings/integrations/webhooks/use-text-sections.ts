import { type LazySection, loadSections, useTranslation } from "@stampwise/i18n";
import { useEffect, useState } from "react";

/**
 * Loads text sections a component needs when the route that shows it did not (a section mounted
 * by another feature's page); true once they are there (loading what is there already is a no-op).
 */
export function useTextSections(sections: readonly LazySection[]): boolean {
  const { i18n } = useTranslation();
  const key = sections.join(",");
  const [loadedKey, setLoadedKey] = useState<string | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the sections' contents.
  useEffect(() => {
    let cancelled = false;
    void loadSections(i18n, sections).then(() => {
      if (!cancelled) setLoadedKey(key);
    });
    return () => {
      cancelled = true;
    };
  }, [i18n, key]);
  return loadedKey === key;
}
