import type { Resource } from "../en-US";

/** Presentkort: administratörens sida Presentkort, profilens presentkort och kundens kort. */
export const giftCards = {
  page: {
    title: "Presentkort",
    description:
      "Kort med ett värde som kunderna betalar med i kassan. Skapa ett här och utfärda det sedan från en kunds profil.",
  },
  add: "Nytt presentkort",
  list: {
    caption: "Dina presentkort",
    name: "Namn",
    value: "Värde",
    issued: "Utfärdade",
    outstanding: "Kvar att handla för",
    actions: "Åtgärder",
    editNamed: "Redigera {{name}}",
    removeNamed: "Ta bort {{name}}",
  },
  empty: {
    title: "Inga presentkort än",
    description:
      "Skapa ett presentkort med ett värde och utfärda det sedan till kunder från deras profil. De betalar med kortets kod i kassan.",
  },
  loadFailed: {
    title: "Det gick inte att läsa in presentkorten",
    description: "Kontrollera anslutningen och försök igen.",
    retry: "Försök igen",
  },
  form: {
    addTitle: "Nytt presentkort",
    editTitle: "Redigera presentkort",
    addDescription: "Ge det ett namn och ett värde. Du kan utfärda det till kunder från deras profil.",
    editDescription: "Ett nytt värde gäller kort som utfärdas härefter; utfärdade kort behåller sina.",
    name: "Namn",
    namePlaceholder: "Presentkort 500 kr",
    description: "Beskrivning",
    descriptionPlaceholder: "Kaffe och kaka till någon du tycker om",
    amount: "Värde",
    amountHint: "Värdet ett nytt kort laddas med, till exempel 500 eller 249,50.",
    currency: "Valuta",
    currencyLocked: "Kort har utfärdats i den här valutan, så den kan inte längre ändras.",
    create: "Skapa presentkort",
    creating: "Skapar…",
    save: "Spara ändringar",
    saving: "Sparar…",
  },
  added: { title: "Presentkortet har skapats", description: "{{name}} kan nu utfärdas till kunder." },
  updated: { title: "Presentkortet har uppdaterats", description: "{{name}} sparades." },
  removed: {
    title: "Presentkortet har tagits bort",
    description: "{{name}} utfärdas inte längre. Utfärdade kort fungerar fortfarande.",
  },
  addFailed: { title: "Det gick inte att skapa presentkortet - försök igen", description: "Inget sparades." },
  updateFailed: {
    title: "Det gick inte att uppdatera presentkortet - försök igen",
    description: "Ändringarna sparades inte.",
  },
  removeFailed: {
    title: "Det gick inte att ta bort presentkortet - försök igen",
    description: "Det finns kvar i listan.",
  },
  remove: {
    title: "Ta bort {{name}}?",
    description:
      "Inga nya kort kan utfärdas från det. Redan utfärdade kort behåller sitt saldo och kan fortfarande användas i kassan.",
    confirm: "Ta bort",
    removing: "Tar bort…",
  },
  findByCode: {
    title: "Hitta ett presentkort",
    description: "Skriv koden som kunden visar, med eller utan bindestreck.",
    label: "Presentkortskod",
    submit: "Sök",
    searching: "Söker…",
    notFound: {
      title: "Inget presentkort har den koden",
      description: "Kontrollera koden och försök igen. Koderna har 12 bokstäver och siffror.",
    },
    failed: {
      title: "Det gick inte att söka på koden - försök igen",
      description: "Kontrollera anslutningen.",
    },
    result: "{{name}}: {{balance}} kvar",
    openProfile: "Öppna innehavarens profil",
  },
  profile: {
    title: "Presentkort",
    empty: "Inga presentkort än.",
    issue: "Utfärda presentkort",
    balance: "{{balance}} <of>av {{initial}}</of>",
    code: "Kod",
    issuedOn: "Utfärdat {{date}}",
    redeem: "Lös in",
    adjust: "Justera",
    remove: "Ta bort",
    removeNamed: "Ta bort {{name}}, kod {{code}}",
    redeemNamed: "Lös in från {{name}}, kod {{code}}",
    adjustNamed: "Justera {{name}}, kod {{code}}",
    loadFailed: "Det gick inte att läsa in presentkorten.",
    retry: "Försök igen",
  },
  issueDialog: {
    title: "Utfärda ett presentkort",
    description: "Kortet laddas med sitt värde och får en kod som kunden kan visa i kassan.",
    choose: "Presentkort",
    choosePlaceholder: "Välj ett presentkort",
    none: "Det finns inga presentkort att utfärda än. Skapa ett på sidan Presentkort först.",
    toGiftCards: "Gå till presentkort",
    confirmTitle: "Utfärda {{name}}",
    confirmDescription: "Ett nytt presentkort laddat med {{amount}} går till {{customer}}.",
    confirm: "Utfärda presentkort",
    issuing: "Utfärdar…",
    done: { title: "Presentkortet har utfärdats", description: "{{name}} med {{amount}}." },
    failed: {
      title: "Det gick inte att utfärda presentkortet - försök igen",
      description: "Inget kort utfärdades.",
    },
  },
  changeDialog: {
    redeemTitle: "Lös in från {{name}}",
    adjustTitle: "Justera {{name}}",
    balanceNow: "Saldo nu: {{balance}}",
    redeemAmount: "Belopp att lösa in",
    adjustAmount: "Belopp",
    add: "Lägg till värde",
    remove: "Dra av värde",
    direction: "Ändring",
    amountHint: "I {{currency}}, till exempel 50 eller 49,50.",
    confirmRedeem: "Lös in {{amount}}",
    confirmAdd: "Lägg till {{amount}}",
    confirmRemove: "Dra av {{amount}}",
    confirmDescription: "{{name}} går från {{before}} till {{after}}.",
    redeem: "Lös in",
    adjust: "Justera saldot",
    saving: "Sparar…",
    tooMuch: "Det är mer än kortet innehåller ({{balance}}).",
    redeemed: { title: "Presentkortet har lösts in", description: "{{amount}} draget; {{balance}} kvar." },
    adjusted: { title: "Presentkortet har justerats", description: "Saldot är nu {{balance}}." },
    failed: {
      title: "Det gick inte att ändra presentkortet - försök igen",
      description: "Saldot ändrades inte.",
    },
  },
  /** Failures of the gift card calls, by the server's code. */
  errors: {
    GIFT_CARD_BALANCE_TOO_LOW: {
      title: "Presentkortet räcker inte",
      description:
        "Beloppet är större än vad kortet har kvar. Kontrollera saldot och försök med ett mindre belopp.",
    },
    GIFT_CARD_BALANCE_TOO_HIGH: {
      title: "Presentkortet kan inte rymma mer",
      description: "Saldot skulle bli större än ett presentkort kan rymma. Försök med ett mindre belopp.",
    },
    GIFT_CARD_RETIRED: {
      title: "Presentkortet erbjuds inte längre",
      description:
        "Det har tagits bort, så inga nya kort kan utfärdas. Redan utfärdade kort kan fortfarande användas.",
    },
    GIFT_CARD_CURRENCY_LOCKED: {
      title: "Valutan kan inte längre ändras",
      description: "Kort har utfärdats i den här valutan. Skapa ett nytt presentkort för en annan valuta.",
    },
  },
  removeIssued: {
    title: "Ta bort {{name}} från kunden?",
    description:
      "Det som finns kvar, {{balance}}, skrivs av och koden {{code}} slutar fungera. Det går inte att ångra.",
    descriptionSpent: "Kortet är förbrukat. Koden {{code}} slutar fungera.",
    confirm: "Ta bort presentkortet",
    removing: "Tar bort…",
    done: { title: "Presentkortet har tagits bort", description: "{{name}} togs bort." },
    failed: {
      title: "Det gick inte att ta bort presentkortet - försök igen",
      description: "Kortet är oförändrat.",
    },
  },
} as const satisfies Resource["giftCards"];
