import type { Resource } from "../en-US";

export const cookies = {
  title: "Vi använder cookies",
  description:
    "Stampwise använder bara cookies och lokal lagring som webbplatsen behöver för att fungera, till exempel för att hålla dig inloggad. Ingen spårning eller reklam.",
  policyLink: "Läs vår cookiepolicy.",
  accept: "Jag förstår",
  dismiss: "Stäng informationen om cookies",
} as const satisfies Resource["cookies"];
