import type { Resource } from "../en-US";

export const landing = {
  skipToContent: "Hoppa till innehållet",
  nav: {
    label: "Huvudmeny",
    home: "Hem",
    insights: "Insikter",
    services: "Tjänster",
    pricing: "Priser",
    contact: "Kontakt",
    login: "Logga in",
    signup: "Skapa konto",
    openMenu: "Öppna menyn",
    menuTitle: "Meny",
    menuDescription: "Gå till ett avsnitt, logga in eller skapa ett konto.",
    homeLink: "Stampwise, till toppen av sidan",
  },
  hero: {
    eyebrow: "Digital lojalitet för småföretag",
    title: "Gör förstagångsbesökare till stamkunder",
    description:
      "Stampwise ger ditt kafé, din frisörsalong eller ditt bageri digitala stämpelkort, poäng och presentkort. Kunderna samlar med en QR-kod i kassan och du ser vad som får dem att komma tillbaka.",
    primaryCta: "Kom igång",
    secondaryCta: "Se priser",
    customerAppPrompt: "Samlar du stämplar?",
    customerAppLink: "Öppna dina kort",
    stampsLeft: "2 stämplar kvar till en gratis kaffe",
  },
  services: {
    title: "Allt ett lojalitetsprogram behöver",
    description:
      "Börja med ett stämpelkort på några minuter och bygg vidare med nivåer och poäng när du är redo.",
    stampCards: {
      title: "Stämpelkort",
      description:
        "Upp till 25 stämplar per kort, belöningar på vägen och en QR-kod i kassan som stämplar med en skanning.",
    },
    loyaltyPrograms: {
      title: "Lojalitetsprogram med nivåer",
      description:
        "Brons, silver, guld: nivåer som belönar dina bästa kunder och ger alla en anledning att komma tillbaka.",
    },
    points: {
      title: "Poäng",
      description:
        "Kunderna tjänar poäng vid varje besök och löser in dem mot belöningar, med en giltighetstid du styr.",
    },
  },
  insights: {
    title: "Se vad som får kunderna att komma tillbaka",
    description:
      "Insikterna visar de senaste 12 månaderna i en överblick, så att du ser vilka erbjudanden som fungerar och när det är dags att skicka nästa.",
    stamps: {
      title: "Stämplar och belöningar",
      description: "Utdelade stämplar, utfärdade och inlösta belöningar, månad för månad.",
    },
    points: {
      title: "Poäng",
      description: "Intjänade och använda poäng, och hur många kunder som är aktiva.",
    },
    giftCards: {
      title: "Presentkort",
      description: "Laddat och använt presentkortsvärde under året.",
    },
    chartLabel:
      "Exempeldiagram: utdelade stämplar per månad de senaste 12 månaderna, som ökar från cirka 120 till 410.",
    chartCaption: "Utdelade stämplar per månad (exempeldata)",
  },
  pricing: {
    title: "Enkla priser",
    summary: {
      monthly: "Ett pris per månad, ingen startavgift. Säg upp när du vill.",
      yearly: "Faktureras årsvis, {{percent}} % lägre än månadspriset. Ingen startavgift.",
    },
    billing: {
      label: "Betalningsperiod",
      monthly: "Månadsvis",
      yearly: "Årsvis",
      save: "Spara 10 %",
    },
    perMonth: "per månad",
    perYear: "per år",
    mostPopular: "Populärast",
    getStarted: "Kom igång",
    contactUs: "Kontakta oss",
    startup: {
      description: "För en butik som börjar med lojalitet.",
      users: "1 användare",
      stampCards: "1 stämpelkort",
      messages: "200 sms och e-postmeddelanden per månad",
    },
    team: {
      description: "För välbesökta butiker och mindre kedjor.",
      users: "20 användare",
      stampCards: "5 stämpelkort",
      messages: "1 000 sms och e-postmeddelanden per månad",
    },
    custom: {
      name: "Anpassad",
      price: "Hör av dig",
      description: "För franchisekedjor och större organisationer.",
      users: "Obegränsat antal användare och stämpelkort",
      volume: "Anpassad volym för sms och e-post",
      support: "Dedikerad support",
      integrations: "Anpassade integrationer",
    },
  },
  contact: {
    title: "Kontakta oss",
    description: "Frågor om Stampwise eller en anpassad plan? Skriv till oss så svarar vi inom en arbetsdag.",
    name: "Namn",
    email: "E-post",
    message: "Meddelande",
    submit: "Skicka meddelande",
    sending: "Skickar...",
    sent: {
      title: "Meddelandet har skickats",
      description: "Tack! Vi hör av oss snart.",
    },
    failed: {
      title: "Meddelandet skickades inte",
      description: "Försök igen.",
    },
  },
  footer: {
    tagline: "Digital lojalitet för kaféer, frisörer och bagerier.",
    quickLinks: "Snabblänkar",
    legal: "Juridiskt",
    social: "Följ oss",
    customerApp: "Kundappen",
    privacy: "Integritetspolicy",
    terms: "Användarvillkor",
    cookies: "Cookiepolicy",
    instagram: "Stampwise på Instagram",
    facebook: "Stampwise på Facebook",
    linkedin: "Stampwise på LinkedIn",
    copyright: "© {{year}} Stampwise. Alla rättigheter förbehållna.",
  },
} as const satisfies Resource["landing"];
