import type { Resource } from "../en-US";

export const settings = {
  navigation: {
    label: "Inställningsavsnitt",
    general: "Allmänt",
    contact: "Kontakt",
    counterRules: "Skanningsregler",
    administrators: "Administratörer",
    integrations: "Integrationer",
    import: "Import",
    privacy: "Integritet",
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
  privacy: {
    title: "Förfrågningar om personuppgifter",
    description:
      "Kopior av kunders uppgifter, skickade till kunder som bad om dem på plats, och radering av kunders konton, oavsett om du startade den här eller kunden i appen. En radering sker {{days}} dagar efter att den begärts; loggar kunden in före dess avbryts den. Kunder tar också själva ut kopior av sina uppgifter i appen (Konto → Dina uppgifter); de är deras egna och visas inte här.",
    empty:
      "Inga förfrågningar än. Öppna en kunds profil och välj ”Skicka en kopia av uppgifterna” eller ”Radera kontot” när hen ber om det.",
    loadFailed: "Förfrågningarna kunde inte läsas in. Ladda om sidan för att försöka igen.",
    listLabel: "Förfrågningar om personuppgifter",
    export: "Kopia av uppgifterna för {{customer}}",
    erasure: "Radering av kontot för {{customer}}",
    erasedCustomer: "Raderad kund",
    formerCustomer: "en tidigare kund",
    anonymousId: "Kundens historik här bär nu det anonyma id:t {{id}}.",
    askedBy: "Skickad av {{name}}, {{date}}",
    askedByUnknown: "Skickad {{date}}",
    erasureAskedBy: "Begärd av {{name}}, {{date}}",
    erasureAskedByCustomer: "Begärd av kunden i appen, {{date}}",
    dueAt: "Raderas den {{date}} om kunden inte loggar in före dess",
    erasedAt: "Raderad {{date}}",
    cancelledAt: "Avbruten {{date}}: kunden loggade in",
    statuses: {
      preparing: "Förbereds",
      ready: "Mejlad, inte nedladdad än",
      downloaded: "Nedladdad",
      expired: "Länken har gått ut",
      failed: "Kunde inte förberedas",
      scheduled: "Väntar ut {{days}} dagar",
      cancelled: "Avbruten",
      erased: "Raderad",
    },
  },
  import: {
    title: "Importera kunder",
    description:
      "Ta med dina kunder och det de har samlat från ett annat system, från en CSV-fil. En provkörning visar först vad som kommer att hända; ingenting ändras förrän du importerar.",
    format: {
      title: "Filen",
      description:
        "En CSV-fil (UTF-8, komma- eller semikolonseparerad, som Excel sparar den) med en rubrikrad. Bara email krävs. Ge ett korts kolumn exakt kortets namn här.",
      columns: {
        email: "kundens e-post (krävs, en gång per fil)",
        first_name: "förnamn",
        last_name: "efternamn",
        phone: "telefonnummer, med eller utan landsnummer",
        points: "hela poäng i poängprogrammet",
        stamps: "hela stämplar på stämpelkortet, högst vad kortet rymmer",
        gift: "ett presentkorts saldo, till exempel 250 eller 250,50",
      },
      example: "Ladda ner en exempelfil",
      exampleName: "stampwise-import-exempel.csv",
      consent:
        "Importerade personer får inga e-postmeddelanden eller sms från dig förrän de själva tackar ja. Personer som redan har ett Stampwise-konto men inte är dina kunder läggs inte till: bjud in dem från översikten.",
    },
    choose: {
      label: "CSV-fil",
      checking: "Kontrollerar filen…",
      check: "Kontrollera filen",
    },
    summary: {
      title: "Vad filen innehåller",
      rows_one: "{{count}} rad",
      rows_other: "{{count}} rader",
      newPeople: "Nya kunder",
      newPeopleHint: "Har inget Stampwise-konto än: ett skapas åt dem.",
      customers: "Redan dina kunder",
      customersHint: "Deras saldon läggs till.",
      accountsElsewhere: "Har ett konto: bjud in dem",
      accountsElsewhereHint:
        "Läggs inte till. Bjud in dem från översikten med deras e-post. Rader: {{lines}}",
      wrong: "Felaktiga rader",
      wrongHint: "Hoppas över. Rätta dem i filen och importera den igen.",
      alreadyImported: "Redan importerade",
      alreadyImportedHint: "Deras saldon har importerats tidigare och ändras inte.",
      issuesTitle: "Rader att titta på",
      line: "Rad",
      column: "Kolumn",
      reason: "Orsak",
      wholeRow: "hela raden",
      downloadIssues: "Ladda ner listan som CSV",
      issuesFileName: "importproblem.csv",
      nothing: "Ingen i den här filen kan importeras.",
    },
    problems: {
      EMAIL_MISSING: "E-postadressen saknas.",
      EMAIL_INVALID: "Det här är ingen e-postadress.",
      EMAIL_DUPLICATE: "Samma e-post finns på en tidigare rad.",
      NAME_TOO_LONG: "Namnet är längre än 100 tecken.",
      PHONE_INVALID: "Det här är inget telefonnummer som kan finnas.",
      STAMPS_INVALID: "Stämplar måste vara ett heltal, 0 eller mer.",
      STAMPS_TOO_MANY: "Fler stämplar än kortet rymmer.",
      POINTS_INVALID: "Poäng måste vara ett heltal, 0 eller mer.",
      POINTS_TOO_HIGH: "Fler poäng än ett kort rymmer.",
      POINTS_NO_PROGRAM: "Det finns inget aktivt poängprogram att ge poäng i.",
      GIFT_BALANCE_INVALID: "Skriv saldot som 250 eller 250,50.",
      GIFT_BALANCE_TOO_HIGH: "Mer än ett presentkort rymmer.",
      UNKNOWN_COLUMN: "Inget kort här heter så.",
      FORMULA: "Cellen innehåller en kalkylbladsformel.",
      NUL_BYTE: "Cellen innehåller ett tecken som inte är text.",
      CELL_COUNT: "Raden har fler eller färre celler än rubrikraden.",
      ALREADY_IMPORTED: "Importerad tidigare med ett annat saldo; det ändras inte.",
    },
    start: {
      invite: "Skicka en inbjudan via e-post",
      inviteHint: "Nya kunder får ett e-postmeddelande om hur de väljer ett lösenord och ser sina kort.",
      language: "Språk för de nya kontona",
      languageHint: "Inbjudan skrivs på det språket, och deras app startar på det.",
      button_one: "Importera {{count}} kund",
      button_other: "Importera {{count}} kunder",
      starting: "Startar…",
      chooseAnother: "Välj en annan fil",
      started: {
        title: "Importen har startat",
        description: "Du kan lämna sidan: den fortsätter av sig själv.",
      },
    },
    progress: {
      title: "Importerar",
      label: "Importens förlopp",
      rows: "{{done}} av {{total}} rader",
      done: "Importen är klar",
      doneDescription:
        "{{created}} nya kunder, {{updated}} befintliga kunder uppdaterade, {{skipped}} rader inte importerade.",
      failed: "Importen stannade. Starta samma fil igen: det som redan har importerats hoppas över.",
    },
    history: {
      title: "Tidigare importer",
      empty: "Inga importer än.",
      loadFailed: "Det gick inte att läsa in importerna.",
      startedBy: "{{date}} av {{name}}",
      counts:
        "{{done}} av {{total}} rader · {{created}} nya · {{updated}} uppdaterade · {{skipped}} inte importerade",
      statuses: { running: "Pågår", done: "Klar", failed: "Stoppad" },
    },
    errors: {
      IMPORT_FILE_EMPTY: {
        title: "Filen är tom",
        description: "Välj en CSV-fil med en rubrikrad och rader.",
      },
      IMPORT_FILE_NOT_TEXT: {
        title: "Det här är ingen CSV-fil",
        description: "Spara bladet som ”CSV UTF-8” i ditt kalkylprogram och välj den filen.",
      },
      IMPORT_FILE_MALFORMED: {
        title: "Filen kan inte läsas",
        description: "Ett citattecken är troligen inte stängt. Spara bladet som CSV igen.",
      },
      IMPORT_FILE_NO_ROWS: { title: "Filen har inga rader", description: "Bara rubrikraden hittades." },
      IMPORT_EMAIL_COLUMN_MISSING: {
        title: "Ingen email-kolumn",
        description: "Rubrikraden måste ha en kolumn som heter email.",
      },
      IMPORT_TOO_MANY_ROWS: {
        title: "För många rader",
        description: "En import tar högst 100 000 rader. Dela upp filen.",
      },
      IMPORT_ALREADY_RUNNING: {
        title: "En import pågår",
        description: "Starta nästa när den är klar.",
      },
      IMPORT_NOTHING_TO_IMPORT: {
        title: "Ingen att importera",
        description: "Varje rad är felaktig eller har redan ett konto någon annanstans.",
      },
      PAYLOAD_TOO_LARGE: {
        title: "Filen är för stor",
        description: "En fil får vara högst 25 MB. Dela upp den.",
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
