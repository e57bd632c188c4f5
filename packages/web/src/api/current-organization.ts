import { ORGANIZATION_HEADER } from "@stampwise/contract";

const STORAGE_KEY = "organization-id";

/**
 * The organization admin calls act on. It lives outside React so the fetch helper can add the
 * header, and in localStorage so a reload stays in the organization the admin chose.
 */
let current: string | null = readSaved();
const listeners = new Set<() => void>();

export function getCurrentOrganizationId(): string | null {
  return current;
}

export function setCurrentOrganizationId(id: string | null): void {
  if (id === current) return;
  current = id;
  try {
    if (id) localStorage.setItem(STORAGE_KEY, id);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Without storage the choice lasts until the page is reloaded.
  }
  for (const listener of listeners) listener();
}

export function subscribeToCurrentOrganization(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function organizationHeaders(): Record<string, string> {
  return current ? { [ORGANIZATION_HEADER]: current } : {};
}

function readSaved(): string | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}
