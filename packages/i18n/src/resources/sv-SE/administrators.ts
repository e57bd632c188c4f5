import type { Resource } from "../en-US";

export const administrators = {
  page: {
    title: "Administratörer",
    description:
      "De som driver organisationen tillsammans med dig, och inbjudningar som ännu inte besvarats.",
    invite: "Bjud in administratör",
    readOnly: "Bara ägare kan bjuda in, ändra och ta bort administratörer.",
  },
  roles: { owner: "Ägare", admin: "Administratör" },
  roleHints: {
    owner: "Hanterar också teamet och organisationens inställningar.",
    admin: "Sköter korten, kunderna och QR-koderna.",
  },
  statuses: { member: "Medlem", pending: "Inbjudan väntar", expired: "Inbjudan har gått ut" },
  list: {
    caption: "Administratörer och öppna inbjudningar",
    name: "Namn",
    email: "E-post",
    phone: "Telefon",
    role: "Roll",
    status: "Status",
    actions: "Åtgärder",
    you: "(du)",
    noPhone: "Inte angivet",
    moreActions: "Fler åtgärder för {{name}}",
    expires: "Till {{date}}",
    expiredOn: "Sedan {{date}}",
  },
  actions: {
    edit: "Redigera",
    resetPassword: "Skicka lösenordsåterställning",
    remove: "Ta bort",
    leave: "Lämna organisationen",
    cancelInvitation: "Avbryt inbjudan",
    lastOwner: "En organisation behöver minst en ägare.",
  },
  form: {
    firstName: "Förnamn",
    lastName: "Efternamn",
    email: "E-post",
    phoneNumber: "Telefonnummer",
    phoneNumberOptional: "Telefonnummer (valfritt)",
    phoneNumberHint:
      "Som du skulle slå det. Ett nummer utan landsnummer läses som ett nummer i organisationens land (Inställningar, Kontakt).",
    role: "Roll",
  },
  invite: {
    title: "Bjud in administratör",
    description: "Vi mejlar en länk för att gå med i {{organization}}. Den gäller i {{days}} dagar.",
    submit: "Skicka inbjudan",
    submitting: "Skickar...",
    sent: { title: "Inbjudan skickad", description: "{{email}} har {{days}} dagar på sig att tacka ja." },
    failed: { title: "Inbjudan kunde inte skickas", description: "Försök igen." },
  },
  edit: {
    title: "Redigera administratör",
    description: "Namnet och telefonnumret är det som den här organisationen visar för {{name}}.",
    emailHint: "E-postadressen hör till kontot och kan inte ändras här.",
    lastOwner: "{{name}} är den enda ägaren. Gör någon annan till ägare innan du ändrar den här rollen.",
    demoteYourself: "Som administratör kan du inte längre hantera teamet eller inställningarna.",
    save: "Spara ändringar",
    saving: "Sparar...",
    saved: { title: "Administratören har uppdaterats", description: "Uppgifterna för {{name}} är sparade." },
    failed: { title: "Administratören kunde inte uppdateras", description: "Försök igen." },
  },
  remove: {
    title: "Ta bort {{name}}?",
    description:
      "{{name}} förlorar åtkomsten till {{organization}} direkt. Kontot finns kvar och du kan bjuda in personen igen senare.",
    confirm: "Ta bort",
    removing: "Tar bort...",
    done: {
      title: "Administratören har tagits bort",
      description: "{{name}} har inte längre åtkomst till {{organization}}.",
    },
    failed: { title: "Administratören kunde inte tas bort", description: "Försök igen." },
  },
  leave: {
    title: "Lämna {{organization}}?",
    description: "Du kommer inte längre att se dess kort, kunder eller inställningar.",
    continue: "Fortsätt",
    confirmTitle: "Är du säker?",
    confirmDescription:
      "Du förlorar åtkomsten till {{organization}} så snart du lämnar. Bara en ägare kan bjuda in dig igen.",
    confirm: "Lämna organisationen",
    leaving: "Lämnar...",
    done: {
      title: "Du har lämnat {{organization}}",
      description: "Den visas inte längre bland dina organisationer.",
    },
    failed: { title: "Det gick inte att lämna organisationen", description: "Försök igen." },
  },
  resetPassword: {
    title: "Skicka en länk för att återställa lösenordet?",
    description:
      "{{email}} får ett mejl med en länk för att välja ett nytt lösenord. Det nuvarande lösenordet fungerar fram till dess.",
    confirm: "Skicka länk",
    sending: "Skickar...",
    done: { title: "Länken för återställning är skickad", description: "Vi har mejlat {{email}}." },
    failed: { title: "Länken för återställning kunde inte skickas", description: "Försök igen." },
  },
  cancelInvitation: {
    title: "Avbryta inbjudan?",
    description: "Länken som skickades till {{email}} slutar fungera direkt.",
    confirm: "Avbryt inbjudan",
    cancelling: "Avbryter...",
    done: {
      title: "Inbjudan har avbrutits",
      description: "Länken som skickades till {{email}} fungerar inte längre.",
    },
    failed: { title: "Inbjudan kunde inte avbrytas", description: "Försök igen." },
  },
  loadFailed: {
    title: "Administratörerna kunde inte hämtas",
    description: "Kontrollera anslutningen och försök igen.",
    retry: "Försök igen",
  },
  errors: {
    LAST_OWNER: {
      title: "En ägare behövs",
      description: "En organisation måste ha minst en ägare. Gör någon annan till ägare först.",
    },
    ADMIN_ALREADY_EXISTS: {
      title: "Finns redan i teamet",
      description: "Den här e-postadressen är redan administratör eller har en väntande inbjudan",
    },
    INVITATION_EMAIL_MISMATCH: {
      title: "Inbjudan gäller en annan e-postadress",
      description: "Logga in med adressen som inbjudan skickades till.",
    },
    INVITATION_CANCELLED: {
      title: "Inbjudan har avbrutits",
      description: "Fråga personen som bjöd in dig om du fortfarande ska gå med.",
    },
  },
  invitation: {
    loading: "Öppnar din inbjudan...",
    title: "Gå med i {{organization}}",
    welcome: {
      admin: "{{inviter}} har bjudit in dig att hjälpa till att driva {{organization}} som administratör.",
      owner: "{{inviter}} har bjudit in dig att hjälpa till att driva {{organization}} som ägare.",
    },
    welcomeNoInviter: {
      admin: "Du är inbjuden att hjälpa till att driva {{organization}} som administratör.",
      owner: "Du är inbjuden att hjälpa till att driva {{organization}} som ägare.",
    },
    validUntil: "Inbjudan gäller till och med {{date}}.",
    signup: {
      intro: "Skapa ditt konto för {{email}}.",
      submit: "Skapa konto och gå med",
      submitting: "Skapar konto...",
      failed: { title: "Kontot kunde inte skapas", description: "Försök igen." },
      alreadyRegistered: {
        title: "Den här e-postadressen har redan ett konto",
        description: "Logga in med det för att tacka ja till inbjudan.",
      },
    },
    login: {
      intro: "Du har redan ett Stampwise-konto med {{email}}. Logga in för att tacka ja.",
      submit: "Logga in och tacka ja",
      submitting: "Loggar in...",
      forgotPassword: "Glömt lösenordet?",
    },
    accept: {
      intro: "Du är inloggad som {{email}}.",
      submit: "Tacka ja till inbjudan",
      submitting: "Tackar ja...",
      failed: { title: "Det gick inte att tacka ja till inbjudan", description: "Försök igen." },
    },
    joined: { title: "Välkommen till {{organization}}", description: "Nu kan du hjälpa till att driva den." },
    otherAccount: {
      description:
        "Du är inloggad som {{current}}, men inbjudan skickades till {{invited}}. Logga ut för att tacka ja med den adressen.",
      logOut: "Logga ut",
      loggingOut: "Loggar ut...",
    },
    problems: {
      invalid: {
        title: "Inbjudningslänken är inte giltig",
        description:
          "Den kan ha kopierats ofullständigt. Öppna länken i mejlet igen eller be om en ny inbjudan.",
      },
      expired: {
        title: "Inbjudan har gått ut",
        description: "En inbjudan gäller i {{days}} dagar. Be personen som bjöd in dig att skicka en ny.",
      },
      used: {
        title: "Inbjudan har redan använts",
        description: "Om det var du som tackade ja, logga in för att komma till organisationen.",
      },
      cancelled: {
        title: "Inbjudan har avbrutits",
        description: "Fråga personen som bjöd in dig om du fortfarande ska gå med.",
      },
      logIn: "Gå till inloggningen",
    },
    loadFailed: {
      title: "Inbjudan kunde inte öppnas",
      description: "Kontrollera anslutningen och försök igen.",
      retry: "Försök igen",
    },
  },
} as const satisfies Resource["administrators"];
