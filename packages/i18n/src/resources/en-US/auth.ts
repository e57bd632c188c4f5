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
    newPassword: "New password",
    confirmPassword: "Confirm password",
    firstName: "First name",
    lastName: "Last name",
    organizationName: "Organization name",
    organizationNameHint: "Your business as your customers know it. You can change it later.",
    passwordHint: "At least {{min}} characters.",
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
  signup: {
    title: { admin: "Create your business account", user: "Create your account" },
    description: {
      admin: "Start your first stamp card in minutes. We will email you a link to confirm your address.",
      user: "Keep your loyalty cards in one place. We will email you a link to confirm your address.",
    },
    submit: "Send verification link",
    submitting: "Sending...",
    haveAccount: "Already have an account?",
    logIn: "Log in",
    alreadyRegistered: "This email is already registered. Please try logging in instead.",
    sentToast: { title: "Verification link sent", description: "Please check your email." },
    sent: {
      title: "Check your email",
      description: "We sent a verification link to {{email}}. Open it to finish creating your account.",
      hint: "The link is valid for 24 hours. No email? Check your spam folder or try again.",
      useAnotherEmail: "Use a different email",
    },
    failed: { title: "Could not send the verification link", description: "Please try again." },
  },
  verify: {
    title: "Finish creating your account",
    description: "Tell us who you are and choose a password.",
    acceptTerms:
      "I am at least {{age}} years old and accept the <terms>terms of service</terms> and <privacy>privacy policy</privacy>",
    submit: "Create account",
    submitting: "Creating account...",
    failed: { title: "Could not create your account", description: "Please try again." },
    signUpAgain: "Sign up again",
    alreadyRegistered: "This email is already registered. Please try logging in instead.",
  },
  link: {
    missing: {
      title: "This link is incomplete",
      description: "Open the link from your email again, or ask for a new one.",
    },
    invalid: {
      title: "This link is not valid",
      description: "It may have been copied incompletely. Ask for a new one.",
    },
    expired: {
      title: "This link has expired",
      description: "Links are only valid for a limited time. Ask for a new one.",
    },
    used: {
      title: "This link has already been used",
      description: "Each link works once. Log in, or ask for a new one.",
    },
    logIn: "Go to log in",
  },
  forgotPassword: {
    title: "Reset your password",
    description: "Enter the email of your account and we will send you a link to choose a new password.",
    submit: "Send reset link",
    submitting: "Sending...",
    backToLogin: "Back to log in",
    sent: {
      title: "Check your email",
      description: "If an account exists for {{email}}, we sent a link to reset your password.",
      hint: "The link is valid for 1 hour. No email? Check your spam folder or try again.",
      tryAgain: "Send another link",
    },
    failed: { title: "Could not send the reset link", description: "Please try again." },
  },
  resetPassword: {
    title: "Choose a new password",
    description: "Your new password replaces the old one and signs you out on other devices.",
    submit: "Reset password",
    submitting: "Resetting...",
    requestNewLink: "Ask for a new link",
    failed: { title: "Could not reset password", description: "Please try again." },
    done: {
      title: "Your password has been changed",
      description: "You can now log in with your new password.",
      logIn: "Log in",
    },
  },
  oauth: {
    title: "Finishing sign-in...",
  },
} as const;
