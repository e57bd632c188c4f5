import type { LegalDocument } from "./legal-document";

export const cookies: LegalDocument = {
  title: "Cookiepolicy",
  introduction:
    "Stampwise använder så få cookies som möjligt: bara de som tjänsten behöver för att fungera. Vi använder inga cookies för spårning, analys eller reklam, och ingen tredje part sätter cookies via vår webbplats.",
  sections: [
    {
      id: "what-are-cookies",
      heading: "Vad cookies och lokal lagring är",
      blocks: [
        {
          type: "paragraph",
          text: "En cookie är en liten textfil som en webbplats sparar i din webbläsare och läser av vid senare besök. Lokal lagring fungerar på ett liknande sätt men stannar i din webbläsare och skickas aldrig till våra servrar. Vi använder båda enbart för de ändamål som beskrivs nedan.",
        },
      ],
    },
    {
      id: "cookies-we-use",
      heading: "Cookies vi använder",
      blocks: [
        {
          type: "list",
          items: [
            "sw_session (nödvändig): håller dig inloggad efter att du har loggat in. Den innehåller bara en slumpmässig identifierare, kan inte läsas av skript på sidan och tas bort när du loggar ut och upphör senast efter 30 dagar.",
            'sw_signed_in (nödvändig): sätts och tas bort tillsammans med sw_session och innehåller bara "1". Den låter sidan veta att du är utloggad utan att fråga vår server, och säger ingenting om vem du är.',
            "sw_google (nödvändig): sätts bara medan du loggar in med Google, för att skydda inloggningen mot förfalskning. Den upphör efter 10 minuter.",
            "sidebar_state (funktionell): kommer ihåg om du håller menyn i administrationsdelen öppen eller hopfälld. Den upphör efter 7 dagar.",
          ],
        },
      ],
    },
    {
      id: "local-storage",
      heading: "Vad vi sparar i lokal lagring",
      blocks: [
        {
          type: "list",
          items: [
            "language: språket du har valt för Stampwise.",
            "theme: om du föredrar ett ljust eller mörkt utseende eller följer enhetens inställning.",
            "cookie-consent: att du har läst den här informationen, så att cookieinformationen inte visas igen.",
            "organization-id: organisationen du senast arbetade i, för administratörer som tillhör fler än en.",
          ],
        },
        {
          type: "paragraph",
          text: "Valen stannar i din webbläsare tills du ändrar dem eller rensar webbläsarens data.",
        },
      ],
    },
    {
      id: "no-tracking",
      heading: "Ingen spårning eller reklam",
      blocks: [
        {
          type: "paragraph",
          text: "Vi använder inga analysverktyg, annonsnätverk eller insticksprogram från sociala medier som spårar dig. Länkarna till våra sidor på Instagram, Facebook och LinkedIn är vanliga länkar: de tjänsterna kan sätta cookies först om du följer länken, och då gäller deras egna cookiepolicyer.",
        },
      ],
    },
    {
      id: "consent",
      heading: "Varför vi inte ber om samtycke",
      blocks: [
        {
          type: "paragraph",
          text: "Enligt lagen om elektronisk kommunikation krävs inget samtycke för cookies som är nödvändiga för att tillhandahålla en tjänst som du har bett om. Vår cookieinformation informerar dig därför i stället för att be om lov. Om vi någon gång vill använda cookies som kräver samtycke frågar vi först, och du kan tacka nej.",
        },
      ],
    },
    {
      id: "managing",
      heading: "Så hanterar du cookies",
      blocks: [
        {
          type: "paragraph",
          text: "Du kan radera eller blockera cookies och lokal lagring i webbläsarens inställningar. Blockerar du sw_session kan du inte logga in, och rensar du den lokala lagringen glömmer Stampwise ditt språk, ditt tema och dina andra val.",
        },
      ],
    },
    {
      id: "contact",
      heading: "Frågor",
      blocks: [
        {
          type: "paragraph",
          text: "Frågor om cookies är välkomna via kontaktformuläret på vår webbplats eller via e-post till privacy@stampwise.se. Läs vår integritetspolicy för att få veta mer om hur vi behandlar personuppgifter.",
        },
      ],
    },
  ],
};
