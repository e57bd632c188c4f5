/**
 * The height of a bar fixed at the bottom of the screen (the cookie banner), set on the root
 * element while it shows, so the toast viewport stays above it and never covers its buttons.
 * A module of its own: setting it must not pull the Toast code into a page.
 */
export const FIXED_BOTTOM_INSET_PROPERTY = "--fixed-bottom-inset";
