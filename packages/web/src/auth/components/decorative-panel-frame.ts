/** The decorative panel's box, also the place it holds while it loads (auth-layout). */
export const DECORATIVE_PANEL_FRAME =
  "relative hidden w-[45%] max-w-3xl flex-col justify-center overflow-hidden bg-primary p-12 text-primary-foreground lg:flex";
