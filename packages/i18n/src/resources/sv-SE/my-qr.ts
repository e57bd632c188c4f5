import type { Resource } from "../en-US";

export const myQr = {
  documentTitle: "Min QR-kod · Stampwise",
  title: "Min QR-kod",
  intro: "Visa koden i kassan: personalen skannar den för att lägga till stämplar på dina kort.",
  codeLabel: "Din personliga QR-kod",
  countdown_one: "Ny kod om {{count}} sekund",
  countdown_other: "Ny kod om {{count}} sekunder",
  brightnessHint: "Skruva upp skärmens ljusstyrka så skannas koden direkt.",
  keptAwake: "Skärmen hålls tänd medan koden visas.",
  loading: "Förbereder din kod...",
  loadFailed: {
    title: "Din kod kunde inte förberedas",
    description:
      "Anslut till internet en gång så att appen kan hämta din kod. Därefter fungerar den även offline.",
    retry: "Försök igen",
  },
  unsupported: {
    title: "Den här webbläsaren kan inte visa din kod",
    description:
      "Koden räknas fram i telefonen, vilket kräver en säker (https) anslutning. Öppna appen via dess https-adress.",
  },
  toCards: "Se mina kort",
} as const satisfies Resource["myQr"];
