import type { LegalDocument } from "./legal-document";

export const privacy: LegalDocument = {
  title: "Privacy policy",
  introduction:
    "This policy explains how Stampwise AB processes personal data when businesses use Stampwise for their loyalty programs, when their customers collect stamps, points and gift cards, and when you visit our website. We follow the EU General Data Protection Regulation (GDPR) and Swedish data protection law.",
  sections: [
    {
      id: "roles",
      heading: "Who is responsible for your data",
      blocks: [
        {
          type: "paragraph",
          text: "Stampwise AB, Sweden, is the controller for the personal data of the people who administer a business account (owners and administrators), for messages sent to us through the contact form and for visits to our website.",
        },
        {
          type: "paragraph",
          text: "When a business uses Stampwise to run its loyalty program, the business is the controller for the data of its customers, and Stampwise AB processes that data on the business's behalf as its processor. We do so only on the business's documented instructions, under a data processing agreement that is part of our terms of service.",
        },
        {
          type: "paragraph",
          text: "If you are a customer of a business that uses Stampwise, you can therefore turn to that business with questions about how it uses your data. You are also always welcome to contact us, and we will help or pass your request on.",
        },
      ],
    },
    {
      id: "data-we-collect",
      heading: "What we collect",
      blocks: [
        {
          type: "list",
          items: [
            "Account data: name, email address, a hashed password or your Google sign-in identity, preferred language, and the organizations you belong to and your role in them.",
            "Loyalty activity: stamp cards, points, rewards, loyalty levels and gift card balances, and every change to them with its time, the store or administrator involved and how it happened (for example a scanned QR code).",
            "Messages: the emails, text messages and in-app messages a business sends through Stampwise, with delivery status, and your choices to stop receiving them. Phone numbers are stored only when you or the business add one.",
            "Contact requests: the name, email address and message you send us through the contact form.",
            "Technical data: IP address, browser type, session information and security logs that are needed to run the service and keep it secure.",
          ],
        },
        {
          type: "paragraph",
          text: "We do not collect sensitive data such as health information, and we do not use your data for profiling with legal or similarly significant effects.",
        },
      ],
    },
    {
      id: "purposes",
      heading: "Why we process data and on what legal basis",
      blocks: [
        {
          type: "list",
          items: [
            "To provide the service you or your business signed up for: creating accounts, running stamp cards, points and gift cards and delivering messages. Legal basis: performance of a contract (Article 6(1)(b) GDPR).",
            "To keep the service secure and prevent misuse, for example by limiting login attempts and keeping security logs. Legal basis: our legitimate interest in a safe service (Article 6(1)(f)).",
            "To answer questions you send us and to provide support. Legal basis: our legitimate interest in answering you, or the contract where you are a customer.",
            "To keep accounting records and meet other legal obligations. Legal basis: legal obligation (Article 6(1)(c)), for example the Swedish Accounting Act.",
            "To improve Stampwise using aggregated statistics that do not identify anyone. Legal basis: our legitimate interest in developing the product.",
          ],
        },
        {
          type: "paragraph",
          text: "For customer data that we process on a business's behalf, the business decides the purposes and is responsible for having a legal basis, for example consent for marketing messages.",
        },
      ],
    },
    {
      id: "sharing",
      heading: "Who we share data with",
      blocks: [
        {
          type: "paragraph",
          text: "We never sell personal data and we do not share it with advertisers. A business sees the data of its own customers only, never that of other businesses.",
        },
        {
          type: "paragraph",
          text: "We use a small number of sub-processors, all of which process data within the EU/EEA under data processing agreements:",
        },
        {
          type: "list",
          items: [
            "Cloud hosting and database services in data centres within the EU.",
            "An email delivery provider, to send account emails and the businesses' email messages.",
            "An SMS provider, to deliver text messages that businesses send to their customers.",
          ],
        },
        {
          type: "paragraph",
          text: "An up-to-date list of sub-processors is available on request. We tell businesses in advance before we add or replace a sub-processor, so they can object. We may also disclose data when the law requires it, for example to a public authority.",
        },
      ],
    },
    {
      id: "retention",
      heading: "How long we keep data",
      blocks: [
        {
          type: "list",
          items: [
            "Administrator accounts are kept while the account is active and deleted within 90 days after the business's subscription ends or the account is closed.",
            "Customer accounts are kept until you delete yours (Account → Your data) or a business deletes it at your request. The account is then erased 14 days later, unless you sign in before: everything that names you goes, at every business. Each business keeps its own books of your visits, stamps, points and gift card balances under an anonymous id that leads to nobody, so its figures stay true.",
            "Records of messages sent to you are kept while the business keeps its program; when your account is erased they lose the address they went to and what they said.",
            "Contact form messages are kept for 12 months after our last reply.",
            "Security logs are kept for 90 days.",
            "Accounting records are kept for seven years, as the Swedish Accounting Act requires.",
          ],
        },
      ],
    },
    {
      id: "security",
      heading: "How we protect data",
      blocks: [
        {
          type: "paragraph",
          text: "All traffic is encrypted with HTTPS. Passwords are stored only as salted hashes, sessions use secure cookies that scripts cannot read, and every request is checked so that an administrator can only reach the data of their own organization. Access to production systems is limited to the staff who need it.",
        },
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      blocks: [
        {
          type: "paragraph",
          text: "Under the GDPR you have the right to:",
        },
        {
          type: "list",
          items: [
            "Access: get a copy of the personal data we hold about you.",
            "Rectification: have inaccurate or incomplete data corrected.",
            "Erasure: have your data deleted when it is no longer needed or you withdraw consent.",
            "Restriction: ask us to limit processing while a question about your data is settled.",
            "Data portability: receive the data you gave us in a structured, machine-readable format and have it moved to another service.",
            "Objection: object to processing based on our legitimate interest.",
            "Withdrawal of consent: withdraw any consent at any time, for example to marketing messages, without affecting earlier processing.",
          ],
        },
        {
          type: "paragraph",
          text: "In the Stampwise app you use access, portability, erasure and withdrawal of consent yourself, at any time. Under Account → Your data you see what each business holds about you: your account, your cards and their balances, the history of every change, your answers about news, and the messages sent to you. There you can also download all of it as one file (a zip holding a JSON document and a CSV file per kind). We prepare the file and email you a link; it works once, for 7 days, and only signed in to your account. You say yes or no to news from each business under Marketing preferences. There too you can leave one business: your cards there end, what they hold is lost, and that business no longer sees your name, email or phone. And there you can delete your account: you confirm with your password (or by signing in with Google again), you are signed out everywhere, and 14 days later the account is erased: your name, email, phone, birth date, cards and messages go, at every business. Signing in before then cancels it. Each business keeps its books (visits, stamps and points it gave, what it owes) under an anonymous id, and your answers about news without your address, as the law asks it to be able to show them. A business can also start the deletion for you when you ask it in person; we email you, and the same 14 days apply.",
        },
        {
          type: "link",
          text: "Open Your data in the app",
          href: "/app/account/data",
        },
        {
          type: "paragraph",
          text: "Send your request through the contact form on our website or to privacy@stampwise.se. We answer within one month. Where we process your data for a business, we forward the request to the business and help it to respond.",
        },
      ],
    },
    {
      id: "complaints",
      heading: "Complaints",
      blocks: [
        {
          type: "paragraph",
          text: "If you think we process your personal data wrongly, please contact us first so we can put it right. You also have the right to lodge a complaint with the Swedish Authority for Privacy Protection (Integritetsskyddsmyndigheten, IMY), Box 8114, 104 20 Stockholm, www.imy.se, or with the supervisory authority where you live or work.",
        },
      ],
    },
    {
      id: "age",
      heading: "Age limit",
      blocks: [
        {
          type: "paragraph",
          text: "Stampwise is meant for people who are at least 18 years old. We do not knowingly collect data about children; if we learn that we have, we delete it.",
        },
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      blocks: [
        {
          type: "paragraph",
          text: "We update this policy when our processing changes. The date at the top shows the latest version. If a change matters for you, we tell you by email or in the app before it takes effect.",
        },
      ],
    },
  ],
};
