import type { Resource } from "../en-US";

/** The role words are the first half of a compound: "administratörs" + "inloggningen". */
export const auth = {
  roles: { admin: "administratörs", user: "användar" },
  layout: {
    backToHome: "Till startsidan",
    legal: "Juridiskt",
    terms: "Användarvillkor",
    privacy: "Integritetspolicy",
    opensInNewTab: "(öppnas i en ny flik)",
    tagline: { admin: "Varje besök räknas.", user: "Dina lojalitetskort, alltid med dig." },
    taglineDescription: {
      admin: "Stämpelkort, poäng och presentkort som får stamgästerna att komma tillbaka.",
      user: "Samla stämplar med en skanning och se dina belöningar växa.",
    },
  },
  fields: {
    email: "E-post",
    password: "Lösenord",
    showPassword: "Visa lösenord",
    hidePassword: "Dölj lösenord",
  },
  google: {
    continue: "Fortsätt med Google",
    waiting: "Väntar på Google...",
    or: "eller",
    loginFailed: {
      title: "Inloggningen med Google misslyckades",
      description: "Det gick inte att slutföra inloggningen med Google. Försök igen.",
    },
    signupFailed: { title: "Registreringen med Google kunde inte starta", description: "Försök igen." },
    popupBlocked: {
      title: "Google-fönstret blockerades",
      description: "Tillåt popup-fönster för den här webbplatsen och försök igen.",
    },
    timedOut: { title: "Inloggningen med Google tog för lång tid", description: "Försök igen." },
  },
  login: {
    title: { admin: "Logga in på Stampwise", user: "Logga in till dina kort" },
    description: {
      admin: "Hantera dina stämpelkort, kunder och kampanjer.",
      user: "Samla stämplar, tjäna poäng och se dina belöningar.",
    },
    forgotPassword: "Glömt lösenordet?",
    deletionCancelled: {
      title: "Välkommen tillbaka: ditt konto finns kvar",
      description: "Inloggningen avbröt raderingen. Ingenting raderades.",
    },
    submit: "Logga in",
    submitting: "Loggar in...",
    noAccount: "Har du inget konto?",
    signUp: "Skapa konto",
    invalidCredentials: {
      title: "Inloggningen misslyckades",
      description: "Kontrollera dina inloggningsuppgifter och försök igen.",
    },
    noOrganization: {
      title: "Ingen organisation",
      description: "Ditt konto tillhör ännu ingen organisation. Be en administratör att bjuda in dig.",
    },
  },
  invalidLoginType: {
    title: "Fel typ av inloggning",
    description: "Använd {{role}}inloggningen",
    link: "Gå till {{role}}inloggningen",
  },
} as const satisfies Resource["auth"];
