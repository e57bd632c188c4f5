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
  yourData: {
    documentTitle: "Dina uppgifter · Stampwise",
    title: "Dina uppgifter",
    description:
      "Allt Stampwise har om dig, för varje företag du är kund hos eller har fått meddelanden från. Du kan ladda ned allt som en fil.",
    link: {
      title: "Dina uppgifter",
      description: "Se vad varje företag har om dig och ladda ned en kopia av allt.",
      action: "Se dina uppgifter",
    },
    loading: "Läser in dina uppgifter...",
    loadFailed: {
      title: "Dina uppgifter kunde inte läsas in",
      description: "Kontrollera anslutningen och försök igen.",
      retry: "Försök igen",
    },
    account: {
      title: "Ditt konto",
      email: "E-post",
      name: "Namn",
      phone: "Telefonnummer",
      phoneUnconfirmed: "{{number}} (inte bekräftat)",
      birthDate: "Födelsedatum",
      language: "Språk",
      google: "Loggar in med Google",
      created: "Kontot skapades",
      none: "Inget",
      yes: "Ja",
      no: "Nej",
    },
    empty: {
      title: "Inga företag än",
      description: "När du samlar hos ett ställe visas här vad det har om dig.",
    },
    business: {
      customerSince: "Kund sedan {{date}}",
      notCustomer: "Du är inte kund här. Det som finns kvar om dig sedan tidigare visas nedan.",
      cards: "Kort",
      noCards: "Inga kort.",
      stamps_one: "{{count}} stämpel",
      stamps_other: "{{count}} stämplar",
      points_one: "{{count}} poäng",
      points_other: "{{count}} poäng",
      ended: "avslutat {{date}}",
      rewards_one: "{{count}} belöning intjänad",
      rewards_other: "{{count}} belöningar intjänade",
      history: "Senaste aktivitet",
      noHistory: "Ingen aktivitet än.",
      historyCount_one: "{{count}} händelse totalt. Nedladdningen innehåller alla.",
      historyCount_other: "{{count}} händelser totalt. Nedladdningen innehåller alla.",
      source: {
        qr: "QR-kod",
        "identity-scan": "Skannad i kassan",
        manual: "Av personalen",
        "card-change": "Kortet ändrades",
        expiry: "Gick ut",
        adjustment: "Rättelse",
        import: "Flyttat från tidigare",
      },
      news: "Nyheter",
      newsEmail: "Via e-post",
      newsSms: "Via sms",
      newsOn: "Ja sedan {{date}}",
      newsOff: "Nej sedan {{date}}",
      newsNever: "Inte angivet",
      messages: "Mottagna meddelanden",
      noMessages: "Inga meddelanden.",
      messageCount_one: "{{count}} meddelande totalt.",
      messageCount_other: "{{count}} meddelanden totalt.",
      medium: {
        email: "E-post",
        sms: "Sms",
        in_app: "I appen",
      },
      textMessage: "Sms",
      notSent: "inte skickat",
      leave: {
        button: "Lämna {{business}}",
        title: "Lämna {{business}}?",
        forfeit: "Du förlorar det dina kort där har:",
        nothingToForfeit: "Dina kort där har ingenting just nu.",
        effects:
          "Dina kort där avslutas. {{business}} ser inte längre ditt namn, din e-post eller ditt telefonnummer, skickar inga fler nyheter och kan inte ge dig stämplar eller poäng. Uppgifterna om dina tidigare besök finns kvar i deras bokföring, utan ditt namn. Du kan gå med igen senare och börjar då från noll.",
        confirm: "Lämna och förlora det",
        leaving: "Lämnar...",
        cancel: "Avbryt",
        left: "Du har lämnat {{business}}",
        failed: {
          title: "Du lämnade inte {{business}}",
          description: "Kontrollera anslutningen och försök igen.",
        },
      },
    },
    export: {
      title: "Ladda ned dina uppgifter",
      description:
        "En fil (zip) med allt: ett dokument för program (JSON) och en kalkylbladsfil (CSV) per slag. Vi förbereder den och mejlar dig en länk som fungerar en gång, i {{days}} dagar.",
      request: "Förbered min fil",
      requesting: "Skickar...",
      again: "Förbered en ny fil",
      preparing: "Vi förbereder din fil. Vi mejlar en länk till {{email}} när den är klar.",
      ready:
        "Din fil är klar. Vi har mejlat en länk till {{email}}; den fungerar en gång, till och med {{date}}.",
      downloaded: "Nedladdad {{date}}. Förbered en ny fil för att få en ny kopia.",
      expired: "Länken till din senaste fil har gått ut. Förbered en ny.",
      failed: "Din fil kunde inte förberedas. Försök igen.",
      limit: {
        title: "Inga fler filer i dag",
        description: "Du kan be om {{count}} filer per dag. Försök igen i morgon.",
      },
      requestFailed: {
        title: "Din fil kunde inte beställas",
        description: "Kontrollera anslutningen och försök igen.",
      },
    },
    download: {
      documentTitle: "Ladda ned dina uppgifter · Stampwise",
      title: "Ladda ned dina uppgifter",
      description:
        "Filen innehåller allt Stampwise har om dig. Länken fungerar en gång: spara filen på ett säkert ställe.",
      action: "Ladda ned",
      downloading: "Laddar ned...",
      done: "Nedladdad. Länken är förbrukad nu.",
      toYourData: "Gå till Dina uppgifter",
      used: {
        title: "Länken har redan använts",
        description: "Den fungerar en gång. Förbered en ny fil under Dina uppgifter.",
      },
      expired: {
        title: "Länken har gått ut",
        description: "Den gällde i {{days}} dagar. Förbered en ny fil under Dina uppgifter.",
      },
      notFound: {
        title: "Länken gäller inte det här kontot",
        description: "Öppna den inloggad med kontot som bad om filen, eller förbered en ny fil.",
      },
      failed: {
        title: "Nedladdningen startade inte",
        description: "Kontrollera anslutningen och försök igen.",
      },
    },
    deleteAccount: {
      title: "Radera ditt konto",
      description:
        "Ditt konto och allt som visar vem du är försvinner, hos alla företag: namn, e-post, telefonnummer och födelsedatum, dina kort och det de innehåller, och dina meddelanden. Företagen behåller sin bokföring (besök, stämplar och poäng de gett) utan ditt namn.",
      grace:
        "Det sker {{days}} dagar efter att du bett om det. Fram till dess avbryts det om du loggar in igen.",
      button: "Radera mitt konto",
      dialogTitle: "Radera ditt konto?",
      forfeit:
        "Du förlorar dina kort och det de innehåller, hos alla företag. Det går inte att ångra när det väl är gjort.",
      passwordLabel: "Ditt lösenord",
      passwordRequired: "Ange ditt lösenord för att bekräfta.",
      wrongPassword: "Det är inte ditt lösenord.",
      googleHint: "Du loggar in med Google: bekräfta genom att logga in med Google en gång till.",
      confirm: "Radera mitt konto",
      confirmGoogle: "Bekräfta med Google",
      deleting: "Raderar...",
      scheduled: {
        title: "Ditt konto raderas den {{date}}",
        description: "Du är utloggad överallt. Logga in före dess för att behålla det.",
      },
      otherAccount: {
        title: "Ingenting raderades",
        description: "Du loggade in med ett annat Google-konto ({{email}}), inte det här.",
      },
      freshSignIn: {
        title: "Bekräfta med Google igen",
        description: "Google-inloggningen var inte tillräckligt ny. Försök en gång till.",
      },
      failed: {
        title: "Ditt konto raderades inte",
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
