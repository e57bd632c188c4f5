import type { LegalDocument } from "./legal-document";

export const privacy: LegalDocument = {
  title: "Integritetspolicy",
  introduction:
    "Den här policyn förklarar hur Stampwise AB behandlar personuppgifter när företag använder Stampwise för sina lojalitetsprogram, när deras kunder samlar stämplar, poäng och presentkort och när du besöker vår webbplats. Vi följer EU:s dataskyddsförordning (GDPR) och svensk dataskyddslagstiftning.",
  sections: [
    {
      id: "roles",
      heading: "Vem som ansvarar för dina uppgifter",
      blocks: [
        {
          type: "paragraph",
          text: "Stampwise AB, Sverige, är personuppgiftsansvarig för uppgifter om dem som administrerar ett företagskonto (ägare och administratörer), för meddelanden som skickas till oss via kontaktformuläret och för besök på vår webbplats.",
        },
        {
          type: "paragraph",
          text: "När ett företag använder Stampwise för sitt lojalitetsprogram är företaget personuppgiftsansvarigt för uppgifterna om sina kunder, och Stampwise AB behandlar dem för företagets räkning som personuppgiftsbiträde. Det gör vi bara enligt företagets dokumenterade instruktioner och enligt ett personuppgiftsbiträdesavtal som ingår i våra användarvillkor.",
        },
        {
          type: "paragraph",
          text: "Är du kund hos ett företag som använder Stampwise kan du alltså vända dig till företaget med frågor om hur det använder dina uppgifter. Du är också alltid välkommen att kontakta oss, så hjälper vi dig eller skickar vidare din begäran.",
        },
      ],
    },
    {
      id: "data-we-collect",
      heading: "Vilka uppgifter vi samlar in",
      blocks: [
        {
          type: "list",
          items: [
            "Kontouppgifter: namn, e-postadress, ett hashat lösenord eller din inloggningsidentitet från Google, önskat språk samt de organisationer du tillhör och din roll i dem.",
            "Lojalitetsaktivitet: stämpelkort, poäng, belöningar, lojalitetsnivåer och presentkortssaldon, och varje ändring av dem med tidpunkt, vilken butik eller administratör som var inblandad och hur den skedde (till exempel en skannad QR-kod).",
            "Meddelanden: e-post, sms och meddelanden i appen som ett företag skickar via Stampwise, med leveransstatus, och dina val att inte längre ta emot dem. Telefonnummer sparas bara när du eller företaget lägger till ett.",
            "Kontaktförfrågningar: namn, e-postadress och meddelande som du skickar till oss via kontaktformuläret.",
            "Tekniska uppgifter: IP-adress, webbläsartyp, sessionsinformation och säkerhetsloggar som behövs för att driva tjänsten och hålla den säker.",
          ],
        },
        {
          type: "paragraph",
          text: "Vi samlar inte in känsliga uppgifter som hälsouppgifter, och vi använder inte dina uppgifter för profilering med rättsliga eller liknande betydande följder.",
        },
      ],
    },
    {
      id: "purposes",
      heading: "Varför vi behandlar uppgifter och med vilken rättslig grund",
      blocks: [
        {
          type: "list",
          items: [
            "För att tillhandahålla tjänsten som du eller ditt företag har valt: skapa konton, driva stämpelkort, poäng och presentkort och leverera meddelanden. Rättslig grund: fullgörande av avtal (artikel 6.1 b i GDPR).",
            "För att hålla tjänsten säker och förhindra missbruk, till exempel genom att begränsa inloggningsförsök och föra säkerhetsloggar. Rättslig grund: vårt berättigade intresse av en säker tjänst (artikel 6.1 f).",
            "För att svara på frågor du skickar till oss och ge support. Rättslig grund: vårt berättigade intresse av att svara dig, eller avtalet om du är kund.",
            "För att föra bokföring och uppfylla andra rättsliga skyldigheter. Rättslig grund: rättslig förpliktelse (artikel 6.1 c), till exempel bokföringslagen.",
            "För att förbättra Stampwise med hjälp av sammanställd statistik som inte identifierar någon. Rättslig grund: vårt berättigade intresse av att utveckla produkten.",
          ],
        },
        {
          type: "paragraph",
          text: "För kunduppgifter som vi behandlar för ett företags räkning bestämmer företaget ändamålen och ansvarar för att ha en rättslig grund, till exempel samtycke till marknadsföringsutskick.",
        },
      ],
    },
    {
      id: "sharing",
      heading: "Vilka vi delar uppgifter med",
      blocks: [
        {
          type: "paragraph",
          text: "Vi säljer aldrig personuppgifter och vi delar dem inte med annonsörer. Ett företag ser bara uppgifter om sina egna kunder, aldrig om andra företags kunder.",
        },
        {
          type: "paragraph",
          text: "Vi anlitar ett fåtal underbiträden, som alla behandlar uppgifter inom EU/EES enligt personuppgiftsbiträdesavtal:",
        },
        {
          type: "list",
          items: [
            "Molntjänster för drift och databas i datacenter inom EU.",
            "En leverantör av e-postutskick, för kontomejl och företagens e-postmeddelanden.",
            "En sms-leverantör, för att leverera sms som företagen skickar till sina kunder.",
          ],
        },
        {
          type: "paragraph",
          text: "En aktuell lista över underbiträden får du på begäran. Vi informerar företagen i förväg innan vi lägger till eller byter ett underbiträde, så att de kan invända. Vi kan också lämna ut uppgifter när lagen kräver det, till exempel till en myndighet.",
        },
      ],
    },
    {
      id: "retention",
      heading: "Hur länge vi sparar uppgifter",
      blocks: [
        {
          type: "list",
          items: [
            "Administratörskonton sparas så länge kontot är aktivt och raderas inom 90 dagar efter att företagets abonnemang har upphört eller kontot har avslutats.",
            "Kundkonton sparas tills du raderar ditt (Konto → Dina uppgifter) eller ett företag raderar det på din begäran. Kontot raderas då 14 dagar senare, om du inte loggar in före dess: allt som visar vem du är försvinner, hos alla företag. Varje företag behåller sin egen bokföring av dina besök, stämplar, poäng och presentkortssaldon under ett anonymt id som inte leder till någon, så att dess siffror stämmer.",
            "Uppgifter om meddelanden som skickats till dig sparas så länge företaget har kvar sitt program; när ditt konto raderas tas adressen de gick till och vad de sa bort.",
            "Meddelanden från kontaktformuläret sparas i 12 månader efter vårt senaste svar.",
            "Säkerhetsloggar sparas i 90 dagar.",
            "Räkenskapsinformation sparas i sju år enligt bokföringslagen.",
          ],
        },
      ],
    },
    {
      id: "security",
      heading: "Hur vi skyddar uppgifterna",
      blocks: [
        {
          type: "paragraph",
          text: "All trafik krypteras med HTTPS. Lösenord lagras bara som saltade hashvärden, sessioner använder säkra cookies som skript inte kan läsa, och varje anrop kontrolleras så att en administratör bara når uppgifterna i sin egen organisation. Åtkomst till produktionssystemen är begränsad till den personal som behöver den.",
        },
      ],
    },
    {
      id: "your-rights",
      heading: "Dina rättigheter",
      blocks: [
        {
          type: "paragraph",
          text: "Enligt GDPR har du rätt att:",
        },
        {
          type: "list",
          items: [
            "Få tillgång: få en kopia av de personuppgifter vi har om dig.",
            "Rättelse: få felaktiga eller ofullständiga uppgifter rättade.",
            "Radering: få dina uppgifter raderade när de inte längre behövs eller när du återkallar ditt samtycke.",
            "Begränsning: be oss begränsa behandlingen medan en fråga om dina uppgifter utreds.",
            "Dataportabilitet: få ut uppgifter som du har lämnat till oss i ett strukturerat, maskinläsbart format och få dem flyttade till en annan tjänst.",
            "Invändning: invända mot behandling som grundar sig på vårt berättigade intresse.",
            "Återkallelse av samtycke: när som helst återkalla ett samtycke, till exempel till marknadsföringsutskick, utan att det påverkar tidigare behandling.",
          ],
        },
        {
          type: "paragraph",
          text: "I Stampwise-appen använder du själv rätten till tillgång, dataportabilitet, radering och att återkalla samtycke, när som helst. Under Konto → Dina uppgifter ser du vad varje företag har om dig: ditt konto, dina kort och deras saldon, historiken över varje ändring, dina svar om nyheter och meddelandena som har skickats till dig. Där kan du också ladda ned allt som en fil (en zip med ett JSON-dokument och en CSV-fil per slag). Vi förbereder filen och mejlar dig en länk; den fungerar en gång, i 7 dagar, och bara inloggad på ditt konto. Ja eller nej till nyheter från varje företag anger du under Marknadsföringsval. Där kan du också lämna ett företag: dina kort där avslutas, det de har går förlorat och företaget ser inte längre ditt namn, din e-post eller ditt telefonnummer. Och där kan du radera ditt konto: du bekräftar med ditt lösenord (eller genom att logga in med Google igen), du loggas ut överallt, och 14 dagar senare raderas kontot: ditt namn, din e-post, ditt telefonnummer, födelsedatum, kort och meddelanden försvinner, hos alla företag. Loggar du in före dess avbryts det. Varje företag behåller sin bokföring (besök, stämplar och poäng det gett, vad det är skyldigt) under ett anonymt id, och dina svar om nyheter utan din adress, som lagen kräver att det ska kunna visa. Ett företag kan också starta raderingen åt dig när du ber om det på plats; vi mejlar dig, och samma 14 dagar gäller.",
        },
        {
          type: "link",
          text: "Öppna Dina uppgifter i appen",
          href: "/app/account/data",
        },
        {
          type: "paragraph",
          text: "Skicka din begäran via kontaktformuläret på vår webbplats eller till privacy@stampwise.se. Vi svarar inom en månad. När vi behandlar dina uppgifter för ett företags räkning skickar vi begäran vidare till företaget och hjälper det att svara.",
        },
      ],
    },
    {
      id: "complaints",
      heading: "Klagomål",
      blocks: [
        {
          type: "paragraph",
          text: "Om du anser att vi behandlar dina personuppgifter felaktigt vill vi gärna att du kontaktar oss först, så att vi kan rätta till det. Du har också rätt att lämna in klagomål till Integritetsskyddsmyndigheten (IMY), Box 8114, 104 20 Stockholm, www.imy.se, eller till tillsynsmyndigheten där du bor eller arbetar.",
        },
      ],
    },
    {
      id: "age",
      heading: "Åldersgräns",
      blocks: [
        {
          type: "paragraph",
          text: "Stampwise är avsett för personer som har fyllt 18 år. Vi samlar inte medvetet in uppgifter om barn; får vi veta att vi har gjort det raderar vi dem.",
        },
      ],
    },
    {
      id: "changes",
      heading: "Ändringar i policyn",
      blocks: [
        {
          type: "paragraph",
          text: "Vi uppdaterar policyn när vår behandling ändras. Datumet högst upp visar den senaste versionen. Om en ändring har betydelse för dig meddelar vi dig via e-post eller i appen innan den börjar gälla.",
        },
      ],
    },
  ],
};
