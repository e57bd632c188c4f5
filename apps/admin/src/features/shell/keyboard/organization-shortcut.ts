/** The parts of a keydown event the shortcut looks at, so the rule is testable without a DOM. */
export type ShortcutKeyEvent = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  target: EventTarget | null;
};

/** At most nine organizations get a shortcut: ⌘1…⌘9 (Ctrl on other systems). */
export const MAX_ORGANIZATION_SHORTCUTS = 9;

/**
 * The organization (0-based) a Ctrl/Cmd+digit asks for, or undefined. Digits typed into a field
 * stay there: the shortcut only applies while the reader is not typing.
 */
export function organizationShortcutIndex(event: ShortcutKeyEvent): number | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return undefined;
  if (!/^[1-9]$/.test(event.key) || isTypingTarget(event.target)) return undefined;
  return Number(event.key) - 1;
}

export function isTypingTarget(target: EventTarget | null): boolean {
  const element = target as { tagName?: unknown; isContentEditable?: unknown } | null;
  if (!element || typeof element.tagName !== "string") return false;
  return element.isContentEditable === true || ["INPUT", "TEXTAREA", "SELECT"].includes(element.tagName);
}

/** The hint shown beside the n-th organization (1-based): "⌘1" on Apple systems, else "Ctrl+1". */
export function organizationShortcutHint(position: number, apple: boolean): string {
  return apple ? `⌘${position}` : `Ctrl+${position}`;
}

export function isApplePlatform(userAgent: string): boolean {
  return /Mac|iPhone|iPad|iPod/.test(userAgent);
}
