import type { Resource } from "../en-US";

/** Administratörens sidor Lojalitetsprogram och Lojalitetsnivåer. */
export const loyaltyProgram = {
  page: {
    title: "Lojalitetsprogram",
    description: "Hur kunderna tjänar poäng, hur länge poängen gäller och vad programmet heter.",
    createIntro:
      "Organisationen har inget lojalitetsprogram än. Fyll i formuläret för att starta ett: kunderna tjänar poäng från nästa besök.",
    levelsNext: {
      title: "Nästa steg: nivåerna",
      description: "Nivåer som Brons, Silver och Guld ger stamkunderna något att sträva efter.",
      action: "Lägg till nivåer",
    },
  },
  status: { active: "Aktivt", inactive: "Inaktivt" },
  loadFailed: {
    title: "Det gick inte att läsa in lojalitetsprogrammet",
    description: "Kontrollera anslutningen och försök igen.",
    retry: "Försök igen",
  },
  form: {
    label: "Lojalitetsprogram",
    programSection: "Program",
    earningSection: "Att tjäna poäng",
    descriptionSection: "Det kunderna läser",
    name: "Programmets namn",
    namePlaceholder: "Bönpoäng",
    pointsName: "Poängens namn",
    pointsNameHint: "En poäng, med små bokstäver: den står efter ett tal, som i ”120 böna”.",
    pointsNamePlaceholder: "böna",
    active: "Aktivt",
    activeHint: "Så länge programmet är inaktivt tjänas inga nya poäng. Saldon och nivåer finns kvar.",
    pointsPerKrona: "Poäng per spenderad krona",
    pointsPerKronaHint: "0,1 ger en poäng per 10 kr. 0 stänger av poäng för köp.",
    pointsPerVisit: "Poäng per besök",
    pointsPerVisitHint: "Ges för varje besök, oavsett belopp. 0 stänger av det.",
    pointValue: "Värdet av en poäng (kr)",
    pointValueHint:
      "Valfritt: vad en poäng är värd när den används, 0,35 om 100 poäng räcker till en kaffe för 35 kr. Insikter visar då oanvända poäng i kronor.",
    pointsExpiresMonths: "Poängen förfaller efter (månader)",
    pointsExpiresMonthsHint: "Varje poäng förfaller så många månader efter att den tjänades.",
    descriptionTitle: "Beskrivningens rubrik",
    descriptionTitlePlaceholder: "Samla bönor, få belöningar",
    descriptionContent: "Beskrivning",
    descriptionContentPlaceholder: "Tjäna en böna för varje krona du handlar för…",
    create: "Skapa program",
    creating: "Skapar...",
  },
  created: {
    title: "Lojalitetsprogrammet har skapats",
    description: "{{name}} är klart. Lägg till nivåerna härnäst.",
    action: "Lägg till nivåer",
  },
  saved: { title: "Lojalitetsprogrammet har sparats", description: "Ändringarna i {{name}} är sparade." },
  createFailed: {
    title: "Det gick inte att skapa lojalitetsprogrammet – försök igen",
    description: "Inget sparades.",
  },
  saveFailed: {
    title: "Det gick inte att uppdatera lojalitetsprogrammet – försök igen",
    description: "Ändringarna sparades inte.",
  },
  levels: {
    title: "Lojalitetsnivåer",
    description:
      "Kunderna når en nivå med de poäng de har tjänat och som inte har förfallit. Att använda poäng sänker aldrig nivån.",
    add: "Lägg till nivå",
    list: {
      caption: "Lojalitetsnivåer, lägst poängkrav först",
      name: "Namn",
      requiredPoints: "Poängkrav",
      actions: "Åtgärder",
      editNamed: "Redigera {{name}}",
      removeNamed: "Ta bort {{name}}",
    },
    noProgram: {
      title: "Skapa ett lojalitetsprogram först",
      description:
        "Nivåerna hör till lojalitetsprogrammet. Skapa programmet och lägg sedan till nivåerna här.",
      action: "Gå till lojalitetsprogrammet",
    },
    empty: {
      title: "Inga nivåer än",
      description:
        "Lägg till den första nivån, till exempel Brons från 0 poäng, och sedan nivåerna över den.",
    },
    loadFailed: {
      title: "Det gick inte att läsa in lojalitetsnivåerna",
      description: "Kontrollera anslutningen och försök igen.",
      retry: "Försök igen",
    },
    form: {
      addTitle: "Lägg till en nivå",
      addDescription: "Kunderna har nivån från det antal poäng du anger här.",
      editTitle: "Redigera nivå",
      editDescription: "Kunderna flyttas direkt om poängkravet ändras.",
      name: "Namn",
      namePlaceholder: "Silver",
      requiredPoints: "Poängkrav",
      requiredPointsHint: "Tjänade poäng som inte har förfallit, från vilka kunden har den här nivån.",
      create: "Lägg till nivå",
      creating: "Lägger till...",
      save: "Spara",
      saving: "Sparar...",
    },
    added: { title: "Lojalitetsnivån har lagts till", description: "{{name}} har lagts till." },
    updated: { title: "Lojalitetsnivån har uppdaterats", description: "{{name}} har uppdaterats." },
    removed: { title: "Lojalitetsnivån har tagits bort", description: "{{name}} har tagits bort." },
    addFailed: {
      title: "Det gick inte att lägga till lojalitetsnivån – försök igen",
      description: "Inget sparades.",
    },
    updateFailed: {
      title: "Det gick inte att uppdatera lojalitetsnivån – försök igen",
      description: "Ändringarna sparades inte.",
    },
    removeFailed: {
      title: "Det gick inte att ta bort lojalitetsnivån – försök igen",
      description: "Nivån finns kvar.",
    },
    remove: {
      title: "Ta bort {{name}}?",
      description: "Kunder på den här nivån flyttas direkt till nivån under. Inga poäng går förlorade.",
      confirm: "Ta bort nivå",
      removing: "Tar bort...",
    },
  },
} as const satisfies Resource["loyaltyProgram"];
