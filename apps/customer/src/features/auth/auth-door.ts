import type { AuthDoor } from "@stampwise/web";
import { APP_BASENAME, adminBundle, landingPage, paths } from "../../lib/paths";

/** The customer door of the shared sign-in screens: honours `?redirect=` from the redeem page. */
export const customerDoor: AuthDoor = {
  role: "user",
  paths: {
    login: paths.login,
    signup: paths.signup,
    resetPassword: paths.resetPassword,
    signedInHome: paths.cards,
  },
  landing: { href: landingPage },
  terms: { href: adminBundle.terms },
  privacy: { href: adminBundle.privacy },
  otherLogin: { href: adminBundle.adminLogin },
  redirectBasename: APP_BASENAME,
};
