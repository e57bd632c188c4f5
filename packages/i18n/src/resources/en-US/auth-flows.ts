/**
 * Sign-up, email verification, password reset and Google sign-in's return page: the auth screens
 * after the login, which a visitor does not need on the login's first paint (decision 014).
 */
export const authFlows = {
  /** The fields of sign-up, invitation and a new password (the login has email and password). */
  fields: {
    newPassword: "New password",
    confirmPassword: "Confirm password",
    firstName: "First name",
    lastName: "Last name",
    organizationName: "Organization name",
    organizationNameHint: "Your business as your customers know it. You can change it later.",
    passwordHint: "At least {{min}} characters.",
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
    superseded: {
      title: "A newer link has been sent",
      description: "Only the newest link we sent works. Open the latest email, or ask for a new link.",
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
