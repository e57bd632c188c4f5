import type { Resource } from "../en-US";

export const shell = {
  loadingArea: "Laddar administrationen",
  skipToContent: "Hoppa till huvudinnehållet",
  navigation: {
    label: "Administrationsmeny",
    groups: {
      core: "Grundfunktioner",
      insights: "Insikter",
      communications: "Kommunikation",
      loyalty: "Lojalitet",
      settings: "Inställningar",
    },
    items: {
      dashboard: "Översikt",
      users: "Användare",
      qrCodes: "QR-koder",
      insights: "Insikter",
      communications: "Kommunikation",
      loyaltyCards: "Lojalitetskort",
      stampCards: "Stämpelkort",
      pointsCards: "Poängkort",
      giftCards: "Presentkort",
      loyaltyProgram: "Lojalitetsprogram",
      program: "Programmet",
      levels: "Nivåer",
      settings: "Inställningar",
      general: "Allmänt",
      administrators: "Administratörer",
    },
  },
  breadcrumbs: {
    segments: {
      admin: "Administration",
      dashboard: "Översikt",
      users: "Användare",
      "user-profile": "Användarprofil",
      "qr-codes": "QR-koder",
      insights: "Insikter",
      communications: "Kommunikation",
      communication: "Utskick",
      edit: "Redigera",
      statistics: "Statistik",
      "loyalty-cards": "Lojalitetskort",
      "stamp-cards": "Stämpelkort",
      "stamp-card": "Stämpelkort",
      "gift-cards": "Presentkort",
      "points-cards": "Poängkort",
      "loyalty-program": "Lojalitetsprogram",
      levels: "Nivåer",
      settings: "Inställningar",
      general: "Allmänt",
      contact: "Kontakt",
      "counter-rules": "Skanningsregler",
      administrators: "Administratörer",
      "coming-soon": "Kommer snart",
    },
  },
  userMenu: {
    open: "Öppna användarmenyn för",
    logOut: "Logga ut",
    loggingOut: "Loggar ut...",
    logoutFailed: {
      title: "Utloggningen misslyckades",
      description: "Du är utloggad på den här enheten. Servern kunde inte nås för att avsluta sessionen.",
    },
  },
  organizations: {
    label: "Organisationer",
    open: "Byt organisation, nuvarande:",
    noEmail: "Ingen e-post angiven",
    add: "Lägg till organisation",
    addDescription:
      "Starta en organisation till, till exempel en andra butik. Du blir dess ägare och kan byta mellan dem när du vill.",
    name: "Organisationens namn",
    create: "Skapa organisation",
    created: {
      title: "Organisationen har skapats",
      description: "Du arbetar nu i {{name}}.",
    },
    createFailed: {
      title: "Det gick inte att skapa organisationen",
      description: "Försök igen.",
    },
    createTooOften: {
      title: "För många nya organisationer på en timme",
    },
    limitReached: {
      title: "Du äger så många organisationer som ett konto kan",
      description:
        "Vill du starta en till lämnar du över en som du inte längre driver till en annan ägare och lämnar den, eller kontaktar Stampwise.",
    },
    switched: {
      title: "Organisationen har bytts",
      description: "Du arbetar nu i {{name}}.",
    },
  },
} as const satisfies Resource["shell"];
