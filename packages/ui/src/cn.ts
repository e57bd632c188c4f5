import { type ClassValue, clsx } from "clsx";
import { CONFLICTS, classGroupOf } from "./class-groups";

export type { ClassValue };

/**
 * Joins class names and lets a later Tailwind utility win over a conflicting earlier one, so a
 * caller's `className="h-8"` really replaces the component's `h-9` instead of racing it in the CSS.
 */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}

const CACHE_SIZE = 500;
const merged = new Map<string, string>();

/** Drops each utility that a later one with the same variants (`md:hover:`) and `!` overrides. */
export function mergeClasses(classes: string): string {
  const cached = merged.get(classes);
  if (cached !== undefined) return cached;
  const overridden = new Set<string>();
  const kept: string[] = [];
  const tokens = classes.split(/\s+/).filter(Boolean);
  for (let index = tokens.length - 1; index >= 0; index -= 1) {
    const token = tokens[index] as string;
    const parsed = parseClass(token);
    const group = parsed && classGroupOf(parsed.utility);
    if (!parsed || !group) {
      kept.push(token);
      continue;
    }
    const scope = parsed.scope;
    if (overridden.has(scope + group)) continue;
    overridden.add(scope + group);
    for (const conflict of CONFLICTS[group] ?? []) overridden.add(scope + conflict);
    kept.push(token);
  }
  const result = kept.reverse().join(" ");
  if (merged.size >= CACHE_SIZE) merged.clear();
  merged.set(classes, result);
  return result;
}

// Variants whose order changes what they select (`before:` then `hover:` is not `hover:` then
// `before:`), and arbitrary ones, keep their order; the others compare in any order.
const ORDER_SENSITIVE =
  /^(\[|\*|before$|after$|placeholder$|file$|marker$|selection$|first-line$|first-letter$|backdrop$)/;

/** `md:hover:!-mt-2` → scope "hover:md:!" and utility "mt-2"; undefined for an empty token. */
function parseClass(token: string): { scope: string; utility: string } | undefined {
  const parts = splitVariants(token);
  let utility = parts.pop() ?? "";
  let important = false;
  if (utility.startsWith("!")) {
    important = true;
    utility = utility.slice(1);
  } else if (utility.endsWith("!")) {
    important = true;
    utility = utility.slice(0, -1);
  }
  if (utility.startsWith("-")) utility = utility.slice(1);
  if (!utility) return undefined;
  const variants = parts.some((part) => ORDER_SENSITIVE.test(part)) ? parts : [...parts].sort();
  return { scope: `${variants.map((variant) => `${variant}:`).join("")}${important ? "!" : ""}`, utility };
}

/** Splits on the colons outside brackets and parentheses (`[&>svg]:size-4`, `bg-[url(a:b)]`). */
function splitVariants(token: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < token.length; index += 1) {
    const character = token[index];
    if (character === "[" || character === "(") depth += 1;
    else if (character === "]" || character === ")") depth -= 1;
    else if (character === ":" && depth === 0) {
      parts.push(token.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(token.slice(start));
  return parts;
}
