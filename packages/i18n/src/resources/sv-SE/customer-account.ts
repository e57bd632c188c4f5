import type { Resource } from "../en-US";

export const customerAccount = {
  account: {
    documentTitle: "Konto · Stampwise",
    title: "Konto",
    names: {
      title: "Ditt namn",
      firstName: "Förnamn",
      lastName: "Efternamn",
      save: "Spara namn",
      saving: "Sparar...",
      saved: "Ditt namn är sparat",
      saveFailed: {
        title: "Ditt namn sparades inte",
        description: "Kontrollera anslutningen och försök igen.",
      },
    },
    phone: {
      title: "Telefonnummer",
      description:
        "Personalen kan hitta dig med ditt nummer i kassan, och nyheter via sms når dig bara på ett bekräftat nummer.",
      loadFailed: "Ditt telefonnummer kunde inte hämtas. Kontrollera anslutningen och ladda om sidan.",
      number: "Telefonnummer",
      numberHint: "Med landsnummer, till exempel +46 70 123 45 67.",
      send: "Skicka kod",
      sending: "Skickar...",
      cancel: "Avbryt",
      codeSent: "Vi har skickat en sexsiffrig kod via sms till {{number}}. Den gäller i 10 minuter.",
      code: "Kod",
      confirm: "Bekräfta numret",
      resend: "Skicka en ny kod",
      otherNumber: "Använd ett annat nummer",
      codeInvalid: "Koden är fel eller har gått ut. Kontrollera den, eller skicka en ny kod.",
      tooManyCodes_one:
        "Inga fler koder kan skickas just nu: för många har begärts. Försök igen om {{count}} minut.",
      tooManyCodes_other:
        "Inga fler koder kan skickas just nu: för många har begärts. Försök igen om {{count}} minuter.",
      confirmed: "Bekräftat",
      change: "Byt nummer",
      remove: "Ta bort numret",
      sendFailed: {
        title: "Koden skickades inte",
        description: "Kontrollera numret och anslutningen och försök igen.",
      },
      confirmFailed: {
        title: "Numret bekräftades inte",
        description: "Kontrollera anslutningen och försök igen.",
      },
      unavailable: {
        title: "Ingen kod kan skickas",
        description: "Tjänsten kan inte skicka sms just nu, så ett nummer kan inte bekräftas nu.",
      },
      removeFailed: {
        title: "Numret togs inte bort",
        description: "Kontrollera anslutningen och försök igen.",
      },
    },
  },
  preferences: {
    documentTitle: "Marknadsföringsval · Stampwise",
    title: "Marknadsföringsval",
    description:
      "Välj vilka ställen som får skicka nyheter och erbjudanden till dig, och hur. Meddelanden i appen når dig alltid. Du kan ändra det när du vill.",
    loading: "Hämtar dina val...",
    emptyTitle: "Inga ställen än",
    emptyDescription: "När du samlar på ett ställe kan du välja här om det får skicka nyheter till dig.",
    channel: {
      email: "Nyheter via e-post",
      sms: "Nyheter via sms",
    },
    onSince: "På sedan {{date}}.",
    offSince: "Av sedan {{date}}.",
    neverGiven: "Av. Du har inte tackat ja.",
    smsNeedsPhone: "Sms skickas bara till ett bekräftat telefonnummer.",
    smsUnavailable: "Tjänsten kan inte skicka sms just nu.",
    loadFailed: {
      title: "Dina val kunde inte hämtas",
      description: "Kontrollera anslutningen och försök igen.",
      retry: "Försök igen",
    },
    saveFailed: {
      title: "Ditt val sparades inte",
      description: "Kontrollera anslutningen och försök igen.",
    },
  },
  unsubscribe: {
    documentTitle: "Avregistrera · Stampwise",
    working: "Sparar ditt val...",
    channel: {
      email: "via e-post",
      sms: "via sms",
    },
    unsubscribed: {
      title: "Du är avregistrerad",
      description: "{{organization}} skickar inte längre nyheter till dig {{channel}}.",
      inApp: "Dina kort och poäng är oförändrade, och meddelanden i appen når dig fortfarande.",
      undo: "Ångra: fortsätt få nyheter",
      turnOnInApp: "Vill du få nyheter igen slår du på det i appen när du är inloggad.",
    },
    undoExpired: {
      title: "Det går inte längre att ångra här",
      description:
        "Tiden för att ångra har gått ut. Vill du få nyheter från {{organization}} {{channel}} igen slår du på det i appen när du är inloggad.",
    },
    subscribed: {
      title: "Du prenumererar igen",
      description: "{{organization}} skickar nyheter till dig {{channel}} igen.",
      unsubscribe: "Avregistrera",
    },
    invalid: {
      title: "Länken fungerar inte",
      description:
        "Den kan ha kopierats ofullständigt. Öppna länken i mejlet igen, eller ändra dina val i appen.",
    },
    failed: {
      title: "Ditt val kunde inte sparas",
      description: "Kontrollera anslutningen och försök igen.",
      retry: "Försök igen",
    },
  },
} as const satisfies Resource["customerAccount"];
