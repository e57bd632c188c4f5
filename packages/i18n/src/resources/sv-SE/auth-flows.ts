import type { Resource } from "../en-US";

/**
 * Sign-up, email verification, password reset and Google sign-in's return page: the auth screens
 * after the login, which a visitor does not need on the login's first paint (decision 014).
 */
export const authFlows = {
  /** The fields of sign-up, invitation and a new password (the login has email and password). */
  fields: {
    newPassword: "Nytt lösenord",
    confirmPassword: "Bekräfta lösenord",
    firstName: "Förnamn",
    lastName: "Efternamn",
    organizationName: "Organisationens namn",
    organizationNameHint: "Ditt företag som dina kunder känner det. Du kan ändra det senare.",
    passwordHint: "Minst {{min}} tecken.",
  },
  signup: {
    title: { admin: "Skapa ditt företagskonto", user: "Skapa ditt konto" },
    description: {
      admin:
        "Starta ditt första stämpelkort på några minuter. Vi mejlar en länk för att bekräfta din adress.",
      user: "Samla dina lojalitetskort på ett ställe. Vi mejlar en länk för att bekräfta din adress.",
    },
    submit: "Skicka verifieringslänk",
    submitting: "Skickar...",
    haveAccount: "Har du redan ett konto?",
    logIn: "Logga in",
    alreadyRegistered: "Den här e-postadressen är redan registrerad. Försök logga in i stället.",
    sentToast: { title: "Verifieringslänken har skickats", description: "Kolla din e-post." },
    sent: {
      title: "Kolla din e-post",
      description:
        "Vi har skickat en verifieringslänk till {{email}}. Öppna den för att slutföra ditt konto.",
      hint: "Länken gäller i 24 timmar. Inget mejl? Titta i skräpposten eller försök igen.",
      useAnotherEmail: "Använd en annan e-postadress",
    },
    failed: { title: "Verifieringslänken kunde inte skickas", description: "Försök igen." },
  },
  verify: {
    title: "Slutför ditt konto",
    description: "Berätta vem du är och välj ett lösenord.",
    acceptTerms:
      "Jag är minst {{age}} år och godkänner <terms>användarvillkoren</terms> och <privacy>integritetspolicyn</privacy>",
    submit: "Skapa konto",
    submitting: "Skapar konto...",
    failed: { title: "Kontot kunde inte skapas", description: "Försök igen." },
    signUpAgain: "Registrera dig igen",
    alreadyRegistered: "Den här e-postadressen är redan registrerad. Försök logga in i stället.",
  },
  link: {
    missing: {
      title: "Länken är ofullständig",
      description: "Öppna länken i mejlet igen, eller be om en ny.",
    },
    invalid: {
      title: "Länken är inte giltig",
      description: "Den kan ha kopierats ofullständigt. Be om en ny.",
    },
    expired: {
      title: "Länken har gått ut",
      description: "Länkar gäller bara en begränsad tid. Be om en ny.",
    },
    used: {
      title: "Länken har redan använts",
      description: "Varje länk fungerar en gång. Logga in, eller be om en ny.",
    },
    superseded: {
      title: "En nyare länk har skickats",
      description:
        "Bara den senaste länken vi skickade fungerar. Öppna det senaste mejlet, eller be om en ny länk.",
    },
    logIn: "Gå till inloggningen",
  },
  forgotPassword: {
    title: "Återställ ditt lösenord",
    description: "Ange e-postadressen till ditt konto så skickar vi en länk där du väljer ett nytt lösenord.",
    submit: "Skicka återställningslänk",
    submitting: "Skickar...",
    backToLogin: "Tillbaka till inloggningen",
    sent: {
      title: "Kolla din e-post",
      description:
        "Om det finns ett konto för {{email}} har vi skickat en länk för att återställa lösenordet.",
      hint: "Länken gäller i 1 timme. Inget mejl? Titta i skräpposten eller försök igen.",
      tryAgain: "Skicka en ny länk",
    },
    failed: { title: "Återställningslänken kunde inte skickas", description: "Försök igen." },
  },
  resetPassword: {
    title: "Välj ett nytt lösenord",
    description: "Det nya lösenordet ersätter det gamla och loggar ut dig på andra enheter.",
    submit: "Återställ lösenord",
    submitting: "Återställer...",
    requestNewLink: "Be om en ny länk",
    failed: { title: "Lösenordet kunde inte återställas", description: "Försök igen." },
    done: {
      title: "Ditt lösenord har ändrats",
      description: "Nu kan du logga in med ditt nya lösenord.",
      logIn: "Logga in",
    },
  },
  oauth: {
    title: "Slutför inloggningen...",
  },
} as const satisfies Resource["authFlows"];
