import type { Resource } from "../en-US";

export const errors = {
  goBack: "Gå tillbaka",
  backToHome: "Till startsidan",
  notFound: {
    title: "Hoppsan! Sidan hittades inte!",
    description: "Sidan du letar efter finns inte eller har flyttats.",
  },
  unauthorized: {
    title: "Åtkomst nekad",
    description: "Logga in med ett konto som har åtkomst till den här sidan.",
    noOrganization:
      "Ditt konto är inte administratör i någon organisation. Logga in med ett administratörskonto eller be en ägare att bjuda in dig.",
    logIn: "Logga in",
    logInWithAnotherAccount: "Logga in med ett annat konto",
  },
  serverError: {
    title: "Hoppsan! Något gick fel",
    description: "Vi ber om ursäkt, något gick fel hos oss. Försök igen om en stund.",
  },
  maintenance: {
    title: "Vi har underhåll",
    description: "Stampwise uppdateras och är snart tillbaka. Tack för ditt tålamod.",
    learnMore: "Läs mer",
  },
} as const satisfies Resource["errors"];
