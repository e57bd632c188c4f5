/**
 * Which Tailwind utilities set the same CSS property, so `cn` keeps only the last of each (decision
 * 014: tailwind-merge's full table weighed 8 KB on every first load). It knows the utilities the
 * apps use; `cn.test.ts` compares it with tailwind-merge on every class in the source, so a class
 * it does not know yet fails there, not on a screen.
 */

/** Keywords that are a whole utility: the utility → its group. */
const KEYWORDS: Record<string, string> = {};
function keywords(group: string, names: string): void {
  for (const name of names.split(" ")) KEYWORDS[name] = group;
}
keywords(
  "display",
  "block inline-block inline flex inline-flex table inline-table table-cell table-row table-caption grid inline-grid contents list-item hidden flow-root",
);
keywords("position", "static fixed absolute relative sticky");
keywords("visibility", "visible invisible collapse");
keywords("sr", "sr-only not-sr-only");
keywords("isolation", "isolate isolation-auto");
keywords("text-overflow", "truncate text-ellipsis text-clip");
keywords("text-decoration", "underline overline line-through no-underline");
keywords("text-transform", "uppercase lowercase capitalize normal-case");
keywords("font-style", "italic not-italic");
keywords("fvn-spacing", "proportional-nums tabular-nums");
keywords("fvn-figure", "lining-nums oldstyle-nums");
keywords("fvn-normal", "normal-nums");
keywords("filter", "filter filter-none");
keywords("flex-direction", "flex-row flex-row-reverse flex-col flex-col-reverse");
keywords("flex-wrap", "flex-wrap flex-wrap-reverse flex-nowrap");
keywords("outline-w", "outline");
keywords("outline-style", "outline-none outline-dashed outline-dotted outline-double outline-hidden");
keywords("border-style", "border-solid border-dashed border-dotted border-double border-hidden border-none");
keywords("ring-inset", "ring-inset");
keywords("break", "break-normal break-words break-all break-keep");
keywords("wrap", "wrap-break-word wrap-anywhere wrap-normal");
keywords(
  "font-size",
  "text-xs text-sm text-base text-lg text-xl text-2xl text-3xl text-4xl text-5xl text-6xl text-7xl text-8xl text-9xl",
);
keywords("text-alignment", "text-left text-center text-right text-justify text-start text-end");
keywords("text-wrap", "text-wrap text-nowrap text-balance text-pretty");
keywords(
  "font-weight",
  "font-thin font-extralight font-light font-normal font-medium font-semibold font-bold font-extrabold font-black",
);
keywords("font-family", "font-sans font-serif font-mono");
keywords("object-fit", "object-contain object-cover object-fill object-none object-scale-down");
keywords("shrink", "shrink");
keywords("grow", "grow");
keywords("divide-x", "divide-x");
keywords("divide-y", "divide-y");
keywords("shadow", "shadow");
keywords("ring-w", "ring");
keywords("border-w", "border");
keywords("rounded", "rounded");
keywords("backdrop-blur", "backdrop-blur");
keywords("blur", "blur");
keywords("transition", "transition");

/**
 * Utilities with a value, by prefix, longest first where one prefix starts another (`inset-x-`
 * before `inset-`). A group given as a function reads the value to tell a size from a colour.
 */
type ValueGroup = string | ((value: string) => string);
const PREFIXES: [prefix: string, group: ValueGroup][] = [
  ...spacing("scroll-p", "scroll-padding"),
  ...spacing("scroll-m", "scroll-margin"),
  ...spacing("p", "padding"),
  ...spacing("m", "margin"),
  ["line-clamp-", "line-clamp"],
  ["origin-", "origin"],
  ["gap-x-", "gap-x"],
  ["gap-y-", "gap-y"],
  ["gap-", "gap"],
  ["inset-x-", "inset-x"],
  ["inset-y-", "inset-y"],
  ["inset-", "inset"],
  ["top-", "top"],
  ["right-", "right"],
  ["bottom-", "bottom"],
  ["left-", "left"],
  ["start-", "start"],
  ["end-", "end"],
  ["size-", "size"],
  ["min-w-", "min-w"],
  ["min-h-", "min-h"],
  ["max-w-", "max-w"],
  ["max-h-", "max-h"],
  ["w-", "w"],
  ["h-", "h"],
  ["z-", "z"],
  ["order-", "order"],
  ["opacity-", "opacity"],
  ["duration-", "duration"],
  ["ease-", "ease"],
  ["delay-", "delay"],
  ["animate-", "animate"],
  ["transition-", "transition"],
  ["leading-", "leading"],
  ["tracking-", "tracking"],
  ["underline-offset-", "underline-offset"],
  ["rotate-", "rotate"],
  ["translate-x-", "translate-x"],
  ["translate-y-", "translate-y"],
  ["scale-", "scale"],
  ["aspect-", "aspect"],
  ["col-span-", "col-span"],
  ["col-start-", "col-start"],
  ["col-end-", "col-end"],
  ["grid-cols-", "grid-cols"],
  ["grid-rows-", "grid-rows"],
  ["cursor-", "cursor"],
  ["select-", "select"],
  ["pointer-events-", "pointer-events"],
  ["whitespace-", "whitespace"],
  ["hyphens-", "hyphens"],
  ["list-", (value) => (value === "inside" || value === "outside" ? "list-position" : "list-type")],
  ["overflow-x-", "overflow-x"],
  ["overflow-y-", "overflow-y"],
  ["overflow-", "overflow"],
  ["place-items-", "place-items"],
  ["place-content-", "place-content"],
  ["justify-items-", "justify-items"],
  ["justify-self-", "justify-self"],
  ["justify-", "justify-content"],
  ["items-", "align-items"],
  ["self-", "align-self"],
  ["content-", "align-content"],
  ["shrink-", "shrink"],
  ["grow-", "grow"],
  ["basis-", "basis"],
  ["flex-", "flex"],
  ["object-", "object-position"],
  ["accent-", "accent"],
  ["fill-", "fill"],
  ["stroke-", (value) => (isNumber(value) ? "stroke-w" : "stroke")],
  ["backdrop-blur-", "backdrop-blur"],
  ["blur-", "blur"],
  ["divide-x-", "divide-x"],
  ["divide-y-", "divide-y"],
  ["divide-", "divide-color"],
  ["font-", (value) => (isArbitraryNumber(value) ? "font-weight" : "font-family")],
  ["text-", (value) => (isLength(value) ? "font-size" : "text-color")],
  ["bg-", backgroundGroup],
  ["shadow-", (value) => (isShadowSize(value) ? "shadow" : "shadow-color")],
  [
    "ring-offset-",
    (value) => (isNumber(value) || isArbitraryLength(value) ? "ring-offset-w" : "ring-offset-color"),
  ],
  ["ring-", (value) => (isNumber(value) || isArbitraryLength(value) ? "ring-w" : "ring-color")],
  ["outline-offset-", "outline-offset"],
  ["outline-", (value) => (isNumber(value) || isArbitraryLength(value) ? "outline-w" : "outline-color")],
  ...sided("border", (side, value) =>
    value === "" || isNumber(value) || isArbitraryLength(value) ? `border-w${side}` : `border-color${side}`,
  ),
  ...sided("rounded", (side) => `rounded${side}`),
];

/** `p-`, `px-`, `pt-`, …: the sides of padding or margin, each its own group. */
function spacing(letter: string, name: string): [string, string][] {
  return ["x", "y", "s", "e", "t", "r", "b", "l", ""].map((side) => [
    `${letter}${side}-`,
    side ? `${name}-${side}` : name,
  ]);
}

/**
 * `border-t-…`, `rounded-tl-…`: a side or corner, then the value; a side alone (`border-b`) comes
 * with an empty value.
 */
function sided(root: string, group: (side: string, value: string) => string): [string, ValueGroup][] {
  const sides = ["x", "y", "s", "e", "t", "r", "b", "l", "ss", "se", "ee", "es", "tl", "tr", "br", "bl"];
  return [
    ...sides.map((side): [string, ValueGroup] => [`${root}-${side}-`, (value) => group(`-${side}`, value)]),
    [`${root}-`, (value) => (sides.includes(value) ? group(`-${value}`, "") : group("", value))],
  ];
}

/** What a group's last utility also replaces: `p-4` wins over an earlier `px-2`. */
export const CONFLICTS: Record<string, readonly string[]> = {
  ...spacingConflicts("padding"),
  ...spacingConflicts("margin"),
  ...spacingConflicts("scroll-padding"),
  ...spacingConflicts("scroll-margin"),
  "line-clamp": ["display", "overflow"],
  flex: ["basis", "grow", "shrink"],
  gap: ["gap-x", "gap-y"],
  inset: ["inset-x", "inset-y", "start", "end", "top", "right", "bottom", "left"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  size: ["w", "h"],
  overflow: ["overflow-x", "overflow-y"],
  "font-size": ["leading"],
  "fvn-normal": ["fvn-spacing", "fvn-figure"],
  "fvn-spacing": ["fvn-normal"],
  "fvn-figure": ["fvn-normal"],
  "border-w": sidesOf("border-w"),
  "border-w-x": ["border-w-r", "border-w-l"],
  "border-w-y": ["border-w-t", "border-w-b"],
  "border-color": sidesOf("border-color"),
  "border-color-x": ["border-color-r", "border-color-l"],
  "border-color-y": ["border-color-t", "border-color-b"],
  rounded: [
    ...["s", "e", "t", "r", "b", "l", "ss", "se", "ee", "es", "tl", "tr", "br", "bl"].map(
      (c) => `rounded-${c}`,
    ),
  ],
  "rounded-s": ["rounded-ss", "rounded-es"],
  "rounded-e": ["rounded-se", "rounded-ee"],
  "rounded-t": ["rounded-tl", "rounded-tr"],
  "rounded-r": ["rounded-tr", "rounded-br"],
  "rounded-b": ["rounded-br", "rounded-bl"],
  "rounded-l": ["rounded-tl", "rounded-bl"],
};

function spacingConflicts(group: string): Record<string, string[]> {
  return {
    [group]: sidesOf(group),
    [`${group}-x`]: [`${group}-r`, `${group}-l`, `${group}-s`, `${group}-e`],
    [`${group}-y`]: [`${group}-t`, `${group}-b`],
  };
}

function sidesOf(group: string): string[] {
  return ["x", "y", "s", "e", "t", "r", "b", "l"].map((side) => `${group}-${side}`);
}

const BACKGROUND_SIZES = new Set(["auto", "cover", "contain"]);
const BACKGROUND_POSITIONS = new Set([
  "center",
  "top",
  "bottom",
  "left",
  "right",
  "left-top",
  "left-bottom",
  "right-top",
  "right-bottom",
]);

function backgroundGroup(value: string): string {
  if (/^(\[url\(|\[image:|linear-|radial-|conic-|none$)/.test(value)) return "bg-image";
  if (BACKGROUND_SIZES.has(value)) return "bg-size";
  if (BACKGROUND_POSITIONS.has(value)) return "bg-position";
  if (value.startsWith("repeat") || value === "no-repeat") return "bg-repeat";
  if (value === "fixed" || value === "local" || value === "scroll") return "bg-attachment";
  if (value.startsWith("clip-")) return "bg-clip";
  if (value.startsWith("origin-")) return "bg-origin";
  return "bg-color";
}

const SHADOW_SIZES = new Set(["2xs", "xs", "sm", "md", "lg", "xl", "2xl", "none", "inner"]);

function isNumber(value: string): boolean {
  return /^\d+(\.\d+)?$/.test(value);
}

function isArbitraryNumber(value: string): boolean {
  return /^\[\d+\]$/.test(value);
}

function isArbitraryLength(value: string): boolean {
  return (
    /^\[(length:)?[\d.]+(px|r?em|%|vh|vw|dvh|svh|ch)\]$/.test(value) ||
    /^\[(calc|min|max|clamp)\(/.test(value)
  );
}

function isLength(value: string): boolean {
  return isArbitraryLength(value) || /^\[length:/.test(value) || /^(xs|sm|base|lg|xl|\d?xl)\/.+$/.test(value);
}

function isShadowSize(value: string): boolean {
  return SHADOW_SIZES.has(value) || (value.startsWith("[") && !value.startsWith("[color:"));
}

/** The group of a utility (without variants, `!` or a leading `-`), or undefined when unknown. */
export function classGroupOf(utility: string): string | undefined {
  const keyword = KEYWORDS[utility];
  if (keyword) return keyword;
  for (const [prefix, group] of PREFIXES) {
    if (!utility.startsWith(prefix) || utility.length === prefix.length) continue;
    return typeof group === "string" ? group : group(utility.slice(prefix.length));
  }
  return undefined;
}
