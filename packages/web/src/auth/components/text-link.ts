/** The look of a link inside running text on the sign-in screens, with a visible keyboard focus. */
export const textLinkClassName =
  "rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background";
