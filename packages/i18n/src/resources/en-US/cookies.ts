/** The cookie banner at the bottom of every page of the admin app. */
export const cookies = {
  title: "We use cookies",
  // `policyLink` is the text of the link to /cookies that follows the description.
  description:
    "Stampwise only uses cookies and local storage that the site needs to work, such as keeping you signed in. No tracking or advertising.",
  policyLink: "Read our cookie policy.",
  accept: "I Understand",
  dismiss: "Dismiss cookie notice",
} as const;
