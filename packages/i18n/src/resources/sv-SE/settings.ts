import type { Resource } from "../en-US";

export const settings = {
  navigation: {
    label: "Inställningsavsnitt",
    general: "Allmänt",
    contact: "Kontakt",
    administrators: "Administratörer",
  },
  general: {
    title: "Allmänna inställningar",
    description: "Namnet som dina kunder ser på sina kort och i dina meddelanden.",
    name: "Organisationens namn",
    email: "Organisationens e-post",
    emailHint: "Adressen som organisationen registrerades med. Den kan inte ändras här.",
    noEmail: "Ingen e-post angiven",
  },
  contact: {
    title: "Kontaktuppgifter",
    description: "Hur kunderna når och hittar ditt företag.",
    phoneNumber: "Telefonnummer",
    phoneNumberHint: "Internationellt format med landsnummer, till exempel +46701234567.",
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
