import type { AuthDoor } from "@stampwise/web";
import { paths } from "../../shared/paths";

/** The admin door of the shared sign-in screens. Customers log in inside the customer app. */
export const adminDoor: AuthDoor = {
  role: "admin",
  paths: {
    login: paths.login,
    signup: paths.signup,
    resetPassword: paths.resetPassword,
    signedInHome: paths.admin.root,
  },
  landing: { to: paths.home },
  terms: { to: paths.terms },
  privacy: { to: paths.privacy },
  // The customer app is another bundle: its login page is a full page load.
  otherLogin: { href: `${paths.customerApp}login` },
};
