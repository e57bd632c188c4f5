/**
 * Log in, sign up, email verification, password reset and Google sign-in, for both apps. Texts that
 * differ between the admin door and the customer door are keyed by role (`admin` | `user`).
 */
export const auth = {
  /** The word for each kind of account, as it fits into "Please use the {{role}} login page". */
  roles: { admin: "admin", user: "user" },
  layout: {
    backToHome: "Back to home",
    legal: "Legal",
    terms: "Terms of service",
    privacy: "Privacy policy",
    opensInNewTab: "(opens in a new tab)",
    tagline: { admin: "Every visit counts.", user: "Your loyalty cards, always with you." },
    taglineDescription: {
      admin: "Stamp cards, points and gift cards that bring your regulars back.",
      user: "Collect stamps with a scan and see your rewards grow.",
    },
  },
  fields: {
    email: "Email",
    password: "Password",
    showPassword: "Show password",
    hidePassword: "Hide password",
  },
  google: {
    continue: "Continue with Google",
    waiting: "Waiting for Google...",
    or: "or",
    loginFailed: {
      title: "Google login failed",
      description: "Unable to complete Google login. Please try again.",
    },
    signupFailed: { title: "Google sign-up could not start", description: "Please try again." },
    popupBlocked: {
      title: "The Google window was blocked",
      description: "Allow pop-ups for this site and try again.",
    },
    timedOut: { title: "Google login timed out", description: "Please try again." },
  },
  login: {
    title: { admin: "Log in to Stampwise", user: "Log in to your cards" },
    description: {
      admin: "Manage your stamp cards, customers and campaigns.",
      user: "Collect stamps, earn points and see your rewards.",
    },
    forgotPassword: "Forgot password?",
    deletionCancelled: {
      title: "Welcome back: your account stays",
      description: "Signing in cancelled its deletion. Nothing was deleted.",
    },
    submit: "Log in",
    submitting: "Logging in...",
    noAccount: "Don't have an account?",
    signUp: "Sign up",
    invalidCredentials: {
      title: "Login failed",
      description: "Please check your credentials and try again.",
    },
    noOrganization: {
      title: "No organization",
      description:
        "Your account does not belong to any organization yet. Ask an administrator to invite you.",
    },
  },
  invalidLoginType: {
    title: "Invalid login type",
    description: "Please use the {{role}} login page",
    link: "Go to the {{role}} login page",
  },
} as const;
