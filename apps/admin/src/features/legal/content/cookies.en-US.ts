import type { LegalDocument } from "./legal-document";

export const cookies: LegalDocument = {
  title: "Cookie policy",
  introduction:
    "Stampwise uses as few cookies as possible: only the ones the service needs to work. We do not use any tracking, analytics or advertising cookies, and no third party sets cookies through our website.",
  sections: [
    {
      id: "what-are-cookies",
      heading: "What cookies and local storage are",
      blocks: [
        {
          type: "paragraph",
          text: "A cookie is a small text file that a website stores in your browser and reads back on later visits. Local storage works in a similar way but stays in your browser and is never sent to our servers. We use both only for the purposes described below.",
        },
      ],
    },
    {
      id: "cookies-we-use",
      heading: "Cookies we use",
      blocks: [
        {
          type: "list",
          items: [
            "sw_session (strictly necessary): keeps you signed in after you log in. It contains only a random identifier, cannot be read by scripts on the page and is removed when you log out and expires after 30 days at the latest.",
            'sw_signed_in (strictly necessary): set and removed together with sw_session, and holds only "1". It lets the page know you are signed out without asking our server, and tells nothing about who you are.',
            "sw_google (strictly necessary): set only while you sign in with Google, to protect the sign-in against forgery. It expires after 10 minutes.",
            "sidebar_state (functional): remembers whether you keep the menu of the admin area open or collapsed. It expires after 7 days.",
          ],
        },
      ],
    },
    {
      id: "local-storage",
      heading: "What we keep in local storage",
      blocks: [
        {
          type: "list",
          items: [
            "language: the language you chose for Stampwise.",
            "theme: whether you prefer a light or dark look, or follow your device's setting.",
            "cookie-consent: that you have read this information, so the cookie notice is not shown again.",
            "organization-id: the organization you last worked in, for administrators who belong to more than one.",
          ],
        },
        {
          type: "paragraph",
          text: "These choices stay in your browser until you change them or clear your browser data.",
        },
      ],
    },
    {
      id: "no-tracking",
      heading: "No tracking or advertising",
      blocks: [
        {
          type: "paragraph",
          text: "We do not use analytics tools, advertising networks or social media plugins that track you. The links to our pages on Instagram, Facebook and LinkedIn are ordinary links: those services can set cookies only if you follow the link, and their own cookie policies then apply.",
        },
      ],
    },
    {
      id: "consent",
      heading: "Why we do not ask for consent",
      blocks: [
        {
          type: "paragraph",
          text: "Under the Swedish Electronic Communications Act, cookies that are strictly necessary to provide a service you have asked for do not require consent. Our cookie notice therefore informs you rather than asks for permission. If we ever want to use cookies that need consent, we will ask first and you will be able to say no.",
        },
      ],
    },
    {
      id: "managing",
      heading: "How to manage cookies",
      blocks: [
        {
          type: "paragraph",
          text: "You can delete cookies and local storage or block them in your browser settings. If you block sw_session you will not be able to log in, and if you clear local storage Stampwise forgets your language, theme and other choices.",
        },
      ],
    },
    {
      id: "contact",
      heading: "Questions",
      blocks: [
        {
          type: "paragraph",
          text: "Questions about cookies are welcome through the contact form on our website or by email to privacy@stampwise.se. Read our privacy policy to learn more about how we process personal data.",
        },
      ],
    },
  ],
};
