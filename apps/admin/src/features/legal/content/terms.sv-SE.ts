import type { LegalDocument } from "./legal-document";

export const terms: LegalDocument = {
  title: "Användarvillkor",
  introduction:
    "De här villkoren gäller mellan Stampwise AB, Sverige (”Stampwise”, ”vi”) och alla som använder Stampwise: företagen som driver lojalitetsprogram och deras administratörer, och kunderna som samlar stämplar, poäng och presentkort. Genom att skapa ett konto eller använda tjänsten godkänner du villkoren.",
  sections: [
    {
      id: "age",
      heading: "Vem som får använda Stampwise",
      blocks: [
        {
          type: "paragraph",
          text: "Du måste ha fyllt 18 år för att skapa ett konto eller använda Stampwise. Genom att registrera dig bekräftar du att du är 18 år eller äldre.",
        },
        {
          type: "paragraph",
          text: "Skapar du ett konto för ett företag bekräftar du att du har behörighet att godkänna villkoren för företagets räkning. Företaget blir då bundet av dem.",
        },
      ],
    },
    {
      id: "accounts",
      heading: "Ditt konto",
      blocks: [
        {
          type: "list",
          items: [
            "Lämna korrekta uppgifter när du registrerar dig och håll dem aktuella.",
            "Håll ditt lösenord hemligt och dela inte ditt konto. Du ansvarar för det som händer i ditt konto.",
            "Meddela oss genast om du misstänker att någon annan har använt ditt konto.",
            "En ägare bestämmer vilka som får administrera företagets organisation och ansvarar för att ta bort administratörer som inte längre ska ha åtkomst.",
          ],
        },
      ],
    },
    {
      id: "service",
      heading: "Tjänsten",
      blocks: [
        {
          type: "paragraph",
          text: "Med Stampwise kan företag erbjuda digitala stämpelkort, poäng, lojalitetsnivåer och presentkort, visa QR-koder i kassan, skicka meddelanden till sina kunder och följa resultatet i insikterna. Vi utvecklar tjänsten löpande och kan lägga till, ändra eller ta bort funktioner. Funktioner som är väsentliga för din plan tar vi inte bort under en betald period utan att meddela dig i förväg.",
        },
        {
          type: "paragraph",
          text: "Vi strävar efter att Stampwise alltid ska vara tillgängligt, men vi kan inte lova oavbruten drift. Planerat underhåll meddelas i förväg när det är möjligt.",
        },
      ],
    },
    {
      id: "acceptable-use",
      heading: "Godtagbar användning",
      blocks: [
        {
          type: "paragraph",
          text: "Du får inte använda Stampwise för att:",
        },
        {
          type: "list",
          items: [
            "bryta mot lagen eller uppmuntra andra att göra det;",
            "skicka meddelanden till personer som inte har gått med på att ta emot dem, eller skicka skräppost;",
            "publicera erbjudanden eller belöningar som är vilseledande eller som du inte tänker uppfylla;",
            "ladda upp innehåll som gör intrång i någon annans rättigheter eller som är stötande, diskriminerande eller skadligt;",
            "försöka nå uppgifter som tillhör en annan organisation eller ett annat konto, leta efter sårbarheter i tjänsten utan vårt skriftliga tillstånd eller sprida skadlig kod;",
            "överbelasta tjänsten, kringgå dess begränsningar eller kopiera, sälja vidare eller bakåtkompilera den.",
          ],
        },
        {
          type: "paragraph",
          text: "Vi kan ta bort innehåll eller stänga av ett konto som bryter mot reglerna. Om det är möjligt kontaktar vi dig först.",
        },
      ],
    },
    {
      id: "business-responsibility",
      heading: "Företagets ansvar",
      blocks: [
        {
          type: "paragraph",
          text: "Ett företag som använder Stampwise ansvarar för sitt lojalitetsprogram och sin relation till sina kunder. Företaget:",
        },
        {
          type: "list",
          items: [
            "är personuppgiftsansvarigt för sina kunders personuppgifter och måste ha en rättslig grund för behandlingen, inklusive samtycke där lagen kräver det för marknadsföringsutskick;",
            "ska informera sina kunder om hur deras uppgifter används, till exempel i sin egen integritetspolicy;",
            "bestämmer innehållet i sina stämpelkort, belöningar, presentkort och meddelanden och ansvarar för att uppfylla dem;",
            "ansvarar för att priser, erbjudanden och information som det publicerar via Stampwise är korrekta.",
          ],
        },
        {
          type: "paragraph",
          text: "Stampwise behandlar kundernas uppgifter för företagets räkning enligt det personuppgiftsbiträdesavtal som ingår i villkoren, så som det beskrivs i vår integritetspolicy.",
        },
      ],
    },
    {
      id: "customers",
      heading: "För kunder som samlar belöningar",
      blocks: [
        {
          type: "paragraph",
          text: "Lojalitetskort, belöningar och presentkort i Stampwise erbjuds av företaget som har utfärdat dem. Frågor om en belöning eller ett saldo ska ställas till det företaget. Stampwise är inte part i avtalet mellan dig och företaget. Stämplar, poäng och belöningar kan inte växlas in mot pengar om inte företaget säger något annat.",
        },
      ],
    },
    {
      id: "plans-and-billing",
      heading: "Planer och betalning",
      blocks: [
        {
          type: "list",
          items: [
            "Företag väljer en plan: Startup, Team eller en anpassad plan. Vad varje plan innehåller visas på vår prissida när du beställer.",
            "Du kan betala månadsvis eller årsvis. Årsvis betalning kostar 10 % mindre än tolv månadsbetalningar.",
            "Avgifterna debiteras i förskott för varje betalningsperiod, i svenska kronor och exklusive moms.",
            "Volymerna för sms och e-post som ingår i en plan gäller per kalendermånad; meddelanden som inte används sparas inte till nästa månad.",
            "Vi kan ändra våra priser med minst 30 dagars varsel. Det nya priset gäller från din nästa betalningsperiod, och du kan säga upp abonnemanget innan det börjar gälla.",
            "Om en betalning är försenad kan vi, efter en påminnelse, stänga av kontot tills den har betalats.",
          ],
        },
      ],
    },
    {
      id: "termination",
      heading: "Uppsägning och avslut",
      blocks: [
        {
          type: "paragraph",
          text: "Du kan säga upp ditt abonnemang när som helst. Uppsägningen gäller från slutet av den pågående betalningsperioden, och redan betalda avgifter återbetalas inte om inte lagen kräver det. Kunder kan avsluta sitt konto när som helst.",
        },
        {
          type: "paragraph",
          text: "Vi kan avsluta eller stänga av ett konto med omedelbar verkan om villkoren överträds på ett allvarligt sätt. Innan ett konto avslutas kan företaget exportera sina uppgifter. Vi raderar uppgifterna inom 90 dagar efter avslutet, utom det vi enligt lag måste spara.",
        },
      ],
    },
    {
      id: "intellectual-property",
      heading: "Rättigheter till tjänsten och ditt innehåll",
      blocks: [
        {
          type: "paragraph",
          text: "Stampwise AB äger alla rättigheter till tjänsten, dess programvara och dess design. Du behåller rättigheterna till innehåll som du lägger till, som logotyper, texter och bilder, och ger oss rätt att använda det enbart för att tillhandahålla tjänsten åt dig.",
        },
      ],
    },
    {
      id: "liability",
      heading: "Ansvarsbegränsning",
      blocks: [
        {
          type: "paragraph",
          text: "Stampwise tillhandahålls i befintligt skick. Vi ansvarar inte för indirekta förluster som utebliven vinst, förlorade intäkter eller förlorad data, eller för förluster som orsakas av händelser utanför vår rimliga kontroll. Vårt sammanlagda ansvar gentemot ett företag är begränsat till de avgifter som företaget har betalat till oss under de tolv månaderna före händelsen som orsakade förlusten.",
        },
        {
          type: "paragraph",
          text: "Begränsningarna gäller inte förluster som har orsakats med avsikt eller genom grov vårdslöshet, eller där tvingande lag, till exempel konsumentlagstiftning, säger något annat.",
        },
      ],
    },
    {
      id: "changes",
      heading: "Ändringar i villkoren",
      blocks: [
        {
          type: "paragraph",
          text: "Vi kan uppdatera villkoren. Viktiga ändringar meddelar vi via e-post eller i appen minst 30 dagar innan de börjar gälla. Fortsätter du att använda Stampwise efter det gäller de nya villkoren; godtar du dem inte kan du säga upp abonnemanget innan de börjar gälla.",
        },
      ],
    },
    {
      id: "law",
      heading: "Tillämplig lag och tvister",
      blocks: [
        {
          type: "paragraph",
          text: "Svensk lag gäller för villkoren. Tvister avgörs av svensk allmän domstol med Stockholms tingsrätt som första instans. Är du konsument kan du också vända dig till Allmänna reklamationsnämnden (ARN), och du behåller det skydd som lagen i ditt land ger dig.",
        },
      ],
    },
    {
      id: "contact",
      heading: "Kontakt",
      blocks: [
        {
          type: "paragraph",
          text: "Frågor om villkoren är välkomna via kontaktformuläret på vår webbplats eller via e-post till hello@stampwise.se.",
        },
      ],
    },
  ],
};
