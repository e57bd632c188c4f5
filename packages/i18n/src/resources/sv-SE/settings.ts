import type { Resource } from "../en-US";

export const settings = {
  navigation: {
    label: "Inställningsavsnitt",
    general: "Allmänt",
    contact: "Kontakt",
    counterRules: "Skanningsregler",
    administrators: "Administratörer",
    integrations: "Integrationer",
  },
  general: {
    title: "Allmänna inställningar",
    description:
      "Namnet som dina kunder ser på sina kort och i dina meddelanden, och tidszonen din butik håller.",
    name: "Organisationens namn",
    email: "Organisationens e-post",
    emailHint: "Adressen som organisationen registrerades med. Den kan inte ändras här.",
    noEmail: "Ingen e-post angiven",
    timeZone: "Tidszon",
    timeZoneHint:
      "Där din butik håller tiden: insikter räknar dess dagar, målgrupper läser dess datum, utskick går ut på dess klockslag och adminen visar alla tider på dess klocka.",
    browserElsewhere:
      "Den här webbläsaren är i tidszonen {{timeZone}}: tiderna i adminen anger organisationens tidszon.",
    useBrowserZone: "Använd {{timeZone}}",
  },
  contact: {
    title: "Kontaktuppgifter",
    description: "Hur kunderna når och hittar ditt företag.",
    country: "Land",
    countryHint:
      "Telefonnummer som skrivs utan landsnummer läses som nummer i det här landet: här, i kundsökningen och i inbjudningar.",
    phoneNumber: "Telefonnummer",
    phoneNumberHint: "Som du skulle slå det, med eller utan landsnummer. Det sparas med landsnummer.",
    address: "Adress",
    addressPlaceholder: "Storgatan 1, 111 22 Stockholm",
    mapLocation: "Plats på kartan",
    mapLocationHint:
      "Valfritt. Decimalgrader, till exempel 59.3293 och 18.0686. Lämna båda tomma för att dölja kartan.",
    latitude: "Latitud",
    longitude: "Longitud",
    latitudeInvalid: "Ange en latitud mellan -90 och 90",
    longitudeInvalid: "Ange en longitud mellan -180 och 180",
    openInMap: "Öppna på kartan",
    opensInNewTab: "(öppnas i en ny flik)",
  },
  counterRules: {
    title: "Skanningsregler",
    description:
      "Gränser för stämplar som ges genom skanning i kassan, så att en kod som skickas runt eller en skärmdump inte kan fylla ett kort.",
    form: {
      label: "Skanningsgränser",
      maxScanStampsPerHour: "Stämplar per kund och timme",
      maxScanStampsPerHourHint:
        "Det högsta antalet stämplar en kund kan få på ett kort under valfri 60-minutersperiod via QR-koder i kassan och identitetsskanningar.",
      scanCooldownSeconds: "Väntetid mellan skanningar (sekunder)",
      scanCooldownSecondsHint:
        "Hur länge samma kund måste vänta till nästa skanning, på vilket kort som helst. 0 stänger av väntetiden.",
      cooldownOff: "Ingen väntetid: en kund kan skannas igen direkt.",
      cooldownInWords: "En kund kan skannas igen efter {{duration}}.",
      manualNote:
        "Stämplar som du lägger till eller tar bort för hand i en kunds profil begränsas aldrig. En stoppad skanning ber kunden eller personalen att vänta och visas i listan nedan.",
      defaults: "Standard: {{stamps}} stämplar per timme och {{seconds}} sekunder mellan skanningar.",
      useDefaults: "Använd standardvärden",
    },
    duration: {
      hours_one: "{{count}} timme",
      hours_other: "{{count}} timmar",
      minutes_one: "{{count}} minut",
      minutes_other: "{{count}} minuter",
      seconds_one: "{{count}} sekund",
      seconds_other: "{{count}} sekunder",
    },
    saved: {
      title: "Skanningsreglerna har sparats",
      description: "Nya skanningar följer de nya gränserna direkt.",
    },
    saveFailed: {
      title: "Kunde inte spara skanningsreglerna",
      description: "Försök igen.",
    },
    loadFailed: {
      title: "Kunde inte läsa in skanningsreglerna",
      description: "Kontrollera anslutningen och försök igen.",
    },
    blocked: {
      title: "Senast stoppade skanningar",
      description: "De senaste skanningarna som gränserna stoppade, nyaste först.",
      label: "Stoppade skanningar",
      columns: {
        when: "När",
        customer: "Kund",
        rule: "Regel",
        card: "Kort",
        stamps: "Stämplar",
      },
      rules: {
        cooldown: "Skannad för tidigt",
        "hourly-cap": "Timgräns",
      },
      sources: {
        qr: "QR-kod i kassan",
        "identity-scan": "Identitetsskanning",
        manual: "Manuell",
      },
      stampsCount_one: "{{count}} stämpel",
      stampsCount_other: "{{count}} stämplar",
      removedCard: "Borttaget kort",
      emptyTitle: "Inga stoppade skanningar",
      emptyDescription: "När gränserna stoppar en skanning visas den här.",
      loadFailed: "Kunde inte läsa in de stoppade skanningarna.",
    },
  },
  integrations: {
    title: "Integrationer",
    description:
      "Koppla ditt kassasystem eller ett annat system till Stampwise. Det signerar sina anrop med en API-nyckel och agerar för den här organisationen.",
    apiKeys: {
      title: "API-nycklar",
      description:
        "En nyckel låter ett system anropa Stampwise API som den här organisationen. Skicka den i Authorization-huvudet från en server eller en kassa, aldrig från en webbsida. Den fungerar så länge ägaren som skapade den är ägare här.",
      new: "Ny API-nyckel",
      emptyTitle: "Inga API-nycklar ännu",
      emptyDescription: "Skapa en nyckel åt kassan så att den kan ge stämplar och poäng från kvittot.",
      loadFailed: "Det gick inte att läsa in API-nycklarna.",
      scopes: { read: "Endast läsa", counter: "Disk", full: "Fullständig" },
      scopeHints: {
        read: "Läser kunder, kort, saldon och historik. Ändrar ingenting.",
        counter:
          "Läser och gör det personalen gör vid disken: identifierar en kund, ger stämplar och poäng, löser in belöningar och presentkort.",
        full: "Allt en administratör kan göra, utom teamet, inställningarna och nycklarna.",
      },
      statuses: { active: "Aktiv", revoked: "Återkallad", makerNotOwner: "Stoppad" },
      makerNotOwnerHint:
        "Ägaren som skapade nyckeln är inte längre ägare här, så den fungerar inte längre. Skapa en ny.",
      endsWith: "Nyckel som slutar på {{characters}}",
      createdBy: "Skapad av {{name}} den {{date}}",
      createdOn: "Skapad den {{date}}",
      lastUsed: "Senast använd {{date}}",
      neverUsed: "Aldrig använd",
      revokedOn: "Återkallad {{date}}",
      create: {
        title: "Ny API-nyckel",
        description: "Ge nyckeln namnet på systemet som ska använda den och välj vad den får göra.",
        name: "Namn",
        nameHint: "Till exempel ”Kassan vid disken”.",
        scope: "Vad nyckeln får göra",
        submit: "Skapa nyckel",
        submitting: "Skapar…",
        failed: { title: "Det gick inte att skapa nyckeln", description: "Försök igen." },
      },
      created: {
        title: "{{name}} är klar",
        description:
          "Kopiera nyckeln nu och lägg in den i kassans inställningar. Stampwise sparar bara ett fingeravtryck av den.",
        done: "Jag har kopierat den",
      },
      revoke: {
        button: "Återkalla",
        title: "Återkalla {{name}}?",
        description:
          "Alla system som använder nyckeln nekas från nästa anrop. Det går inte att ångra: en återkallad nyckel ligger kvar i listan, och du kan skapa en ny.",
        confirm: "Återkalla nyckeln",
        revoking: "Återkallar…",
        done: { title: "Nyckeln är återkallad", description: "{{name}} fungerar inte längre." },
        failed: { title: "Det gick inte att återkalla nyckeln", description: "Försök igen." },
      },
      limitReached: {
        title: "För många API-nycklar",
        description:
          "En organisation kan ha 25 nycklar, återkallade medräknade. Kontakta oss om du behöver fler.",
      },
    },
  },
  shownOnce: {
    label: "Din nya nyckel",
    copy: "Kopiera",
    copiedShort: "Kopierad",
    copied: "Kopierad till urklipp",
    copyFailed: {
      title: "Det gick inte att kopiera",
      description: "Markera nyckeln i fältet och kopiera den för hand.",
    },
    warning: "Du kommer inte att se nyckeln igen. Om du tappar bort den, återkalla den och skapa en ny.",
  },
  ownerOnly: "Bara ägare kan ändra organisationens inställningar.",
  saved: {
    title: "Inställningarna har sparats",
    description: "{{name}} har uppdaterats.",
  },
  updateFailed: {
    title: "Kunde inte uppdatera organisationen",
    description: "Försök igen.",
  },
  loadFailed: {
    title: "Kunde inte läsa in organisationen",
    description: "Kontrollera anslutningen och försök igen.",
    retry: "Försök igen",
  },
} as const satisfies Resource["settings"];
