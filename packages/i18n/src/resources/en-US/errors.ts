/** The error pages both apps show (404, 401, 500, 503) and their buttons. */
export const errors = {
  goBack: "Go back",
  backToHome: "Back to home",
  notFound: {
    title: "Oops! Page Not Found!",
    description: "The page you are looking for does not exist or has been moved.",
  },
  unauthorized: {
    title: "Unauthorized access",
    description: "Please log in with an account that has access to this page.",
    noOrganization:
      "Your account is not an administrator of any organization. Log in with an administrator account or ask an owner to invite you.",
    logIn: "Log in",
    logInWithAnotherAccount: "Log in with another account",
  },
  serverError: {
    title: "Oops! Something went wrong",
    description: "We are sorry, something went wrong on our side. Please try again in a moment.",
  },
  maintenance: {
    title: "We are under maintenance",
    description: "Stampwise is being updated and will be back shortly. Thank you for your patience.",
    learnMore: "Learn more",
  },
} as const;
