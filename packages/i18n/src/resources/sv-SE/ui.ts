import type { Resource } from "../en-US";

export const ui = {
  close: "Stäng",
  dismiss: "Avfärda",
  more: "Mer",
  loading: "Laddar",
  breadcrumb: "Brödsmulor",
  pagination: {
    label: "Sidnumrering",
    previous: "Föregående",
    next: "Nästa",
    previousPage: "Gå till föregående sida",
    nextPage: "Gå till nästa sida",
    morePages: "Fler sidor",
  },
  sidebar: {
    toggle: "Visa eller dölj sidofältet",
    title: "Sidofält",
    description: "Huvudnavigering",
  },
  toast: {
    label: "Avisering",
    region: "Aviseringar ({hotkey})",
  },
  color: {
    picker: "Färg",
  },
} as const satisfies Resource["ui"];
