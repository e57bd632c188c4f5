import type { Resource } from "../en-US";

export const loyaltyErrors = {
  /** After a fraud block: when a scan of the customer counts again. */
  scanWait: {
    seconds_one: "Skanningar av kunden räknas igen om {{count}} sekund.",
    seconds_other: "Skanningar av kunden räknas igen om {{count}} sekunder.",
    minutes_one: "Skanningar av kunden räknas igen om {{count}} minut.",
    minutes_other: "Skanningar av kunden räknas igen om {{count}} minuter.",
  },
  STAMPS_BELOW_ZERO: {
    title: "För få stämplar",
    description: "Ett kort kan inte ha färre än 0 stämplar. Ta bort färre stämplar.",
  },
  REWARD_NOT_AVAILABLE: {
    title: "Belöningen är inte tillgänglig",
    description: "Belöningen har redan lösts in eller har gått ut.",
  },
  CARD_INSTANCE_EXISTS: {
    title: "Kortet finns redan",
    description: "Kunden har redan det här kortet.",
  },
  LOWERING_NEEDS_CONFIRMATION: {
    title: "Bekräfta det lägre antalet stämplar",
    description:
      "Färre stämplar ändrar belöningar, QR-koder eller kundernas kort. Bekräfta för att fortsätta.",
  },
  QR_EXPIRED: {
    title: "QR-koden har gått ut",
    description: "QR-koden har gått ut. Be butiken visa en ny och skanna igen.",
  },
  QR_ALREADY_USED: {
    title: "QR-koden är redan använd",
    description: "Varje QR-kod kan användas en gång. Be butiken visa en ny.",
  },
  QR_NOT_RECOGNIZED: {
    title: "QR-koden känns inte igen",
    description: "QR-koden känns inte igen (kan ha gått ut). Be kunden visa koden igen.",
  },
  FRAUD_COOLDOWN: {
    title: "För tätt inpå",
    description: "Kunden skannades nyss. Vänta en stund innan nästa skanning.",
  },
  FRAUD_HOURLY_CAP: {
    title: "Stämpelgränsen är nådd",
    description:
      "Kunden har fått så många stämplar som tillåts via skanning den här timmen på det här kortet.",
  },
  OFFER_ENDED: {
    title: "Erbjudandet har upphört",
    description: "Stämpelkortet för den här QR-koden är borttaget, så koden ger inte längre några stämplar.",
  },
  NOT_FOUND: {
    title: "Hittades inte",
    description: "Den kan ha tagits bort eller tillhöra en annan organisation.",
  },
  LOYALTY_PROGRAM_EXISTS: {
    title: "Det finns redan ett lojalitetsprogram",
    description: "En organisation har ett program. Ladda om sidan för att redigera det.",
  },
  LOYALTY_PROGRAM_REQUIRED: {
    title: "Skapa lojalitetsprogrammet först",
    description: "Nivåerna hör till programmet: skapa det på sidan Lojalitetsprogram.",
  },
  LOYALTY_LEVEL_POINTS_TAKEN: {
    title: "En annan nivå börjar där",
    description: "Två nivåer kan inte kräva samma antal poäng. Välj ett annat tal.",
  },
  LOYALTY_LEVEL_NAME_TAKEN: {
    title: "Det finns redan en nivå med det namnet",
    description:
      "Två nivåer kan inte heta samma sak, inte heller med olika stora bokstäver. Välj ett annat namn.",
  },
  POINTS_INSUFFICIENT: {
    title: "För få poäng",
    description: "Kunden kan inte använda så många poäng nu. Dra av färre poäng.",
  },
  POINTS_BALANCE_TOO_HIGH: {
    title: "För många poäng",
    description: "Kundens saldo skulle bli större än ett poängkort kan rymma. Ge färre poäng.",
  },
  POINTS_PROGRAM_INACTIVE: {
    title: "Lojalitetsprogrammet är inaktivt",
    description: "Inga nya poäng medan programmet är inaktivt. Intjänade poäng kan fortfarande användas.",
  },
  POINTS_NOTHING_EARNED: {
    title: "Inga poäng för köpet",
    description: "Programmets regel ger inga poäng för det här beloppet.",
  },
  POINTS_REWARD_INACTIVE: {
    title: "Belöningen är avstängd",
    description: "Belöningen är inaktiv. Slå på den innan du löser in den.",
  },
} as const satisfies Resource["loyaltyErrors"];
