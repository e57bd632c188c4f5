import type { Role } from "@stampwise/contract";

/** A link inside the current app's router (`to`), or a full page load into the other bundle (`href`). */
export type LinkTarget = { to: string } | { href: string };

/**
 * Everything the shared sign-in screens need to know about the app they run in: which kind of
 * account this door is for, and where its links lead. Each app builds one from its paths.ts.
 */
export type AuthDoor = {
  role: Role;
  /** Paths inside the app's router. `signedInHome`: the admin area, or the customer's cards. */
  paths: { login: string; signup: string; resetPassword: string; signedInHome: string };
  /** The public landing page (the back button). */
  landing: LinkTarget;
  terms: LinkTarget;
  privacy: LinkTarget;
  /** The login page of the other kind of account, for "Please use the … login page". */
  otherLogin: LinkTarget;
  /**
   * Customer door: the router's basename ("/app"). Only a door with one honours `?redirect=`
   * (the redeem page sends people to `/app/login?redirect=/redeem/<id>`).
   */
  redirectBasename?: string;
};
