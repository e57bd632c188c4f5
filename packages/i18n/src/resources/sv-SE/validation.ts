import type { Resource } from "../en-US";

export const validation = {
  emailInvalid: "Ange en giltig e-postadress",
  emailTooLong: "E-postadressen är för lång",
  passwordRequired: "Lösenord krävs",
  passwordTooShort: "Lösenordet måste ha minst {{passwordMin}} tecken",
  passwordTooLong: "Lösenordet får ha högst {{passwordMax}} tecken",
  passwordsDoNotMatch: "Lösenorden matchar inte",
  nameRequired: "Namn krävs",
  nameTooLong: "Namnet är för långt",
  tokenRequired: "Länken saknar sin kod",
  linkInvalid: "Länken är ogiltig",
  acceptTermsRequired: "Du måste vara minst {{minimumAge}} år och godkänna villkoren",
  organizationNameRequired: "Organisationens namn krävs",
  organizationNameTooLong: "Organisationens namn är för långt",
  phoneInvalid: "Telefonnumret måste vara i E.164-format, till exempel +46701234567",
  phoneNotReal: "Numret finns inte. Kontrollera landsnumret och siffrorna.",
  addressRequired: "Adress krävs",
  addressTooLong: "Adressen är för lång",
  messageRequired: "Meddelande krävs",
  messageTooLong: "Meddelandet är för långt",
  generic: "Kontrollera det här fältet",
  request: {
    invalid: { title: "Några fält behöver ses över", description: "Kontrollera formuläret och försök igen." },
    rateLimited: {
      title: "För många försök",
      description: "Vänta en stund och försök igen.",
      waitSeconds_one: "Vänta {{count}} sekund och försök igen.",
      waitSeconds_other: "Vänta {{count}} sekunder och försök igen.",
      waitMinutes_one: "Vänta {{count}} minut och försök igen.",
      waitMinutes_other: "Vänta {{count}} minuter och försök igen.",
    },
    network: {
      title: "Ingen anslutning",
      description: "Kontrollera din internetanslutning och försök igen.",
    },
    unavailable: {
      title: "Tjänsten är inte tillgänglig",
      description: "Vi utför underhåll. Försök igen om några minuter.",
    },
    sessionExpired: { title: "Din session har avslutats", description: "Logga in igen." },
  },
} as const satisfies Resource["validation"];
