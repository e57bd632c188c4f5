import type { LegalDocument } from "./legal-document";

export const terms: LegalDocument = {
  title: "Terms of service",
  introduction:
    "These terms apply between Stampwise AB, Sweden (“Stampwise”, “we”) and everyone who uses Stampwise: the businesses that run loyalty programs and their administrators, and the customers who collect stamps, points and gift cards. By creating an account or using the service you accept these terms.",
  sections: [
    {
      id: "age",
      heading: "Who may use Stampwise",
      blocks: [
        {
          type: "paragraph",
          text: "You must be at least 18 years old to create an account or use Stampwise. By signing up you confirm that you are 18 or older.",
        },
        {
          type: "paragraph",
          text: "If you create an account for a business, you confirm that you have the authority to accept these terms on the business's behalf. The business is then bound by them.",
        },
      ],
    },
    {
      id: "accounts",
      heading: "Your account",
      blocks: [
        {
          type: "list",
          items: [
            "Give correct information when you sign up and keep it up to date.",
            "Keep your password secret and do not share your account. You are responsible for what happens in your account.",
            "Tell us at once if you suspect that someone else has used your account.",
            "An owner decides who may administer the business's organization and is responsible for removing administrators who should no longer have access.",
          ],
        },
      ],
    },
    {
      id: "service",
      heading: "The service",
      blocks: [
        {
          type: "paragraph",
          text: "Stampwise lets businesses offer digital stamp cards, points, loyalty levels and gift cards, show QR codes at the counter, send messages to their customers and follow the results in insights. We develop the service continuously and may add, change or remove features. We will not remove features that are essential to your plan during a paid period without telling you in advance.",
        },
        {
          type: "paragraph",
          text: "We aim to keep Stampwise available at all times, but we cannot promise uninterrupted operation. Planned maintenance is announced in advance when possible.",
        },
      ],
    },
    {
      id: "acceptable-use",
      heading: "Acceptable use",
      blocks: [
        {
          type: "paragraph",
          text: "You may not use Stampwise to:",
        },
        {
          type: "list",
          items: [
            "break the law or encourage others to do so;",
            "send messages to people who have not agreed to receive them, or send spam;",
            "publish offers or rewards that are misleading or that you do not intend to honour;",
            "upload content that infringes someone else's rights, or that is offensive, discriminatory or harmful;",
            "try to reach data that belongs to another organization or account, probe the service for weaknesses without our written permission, or spread malware;",
            "overload the service, get around its limits, or copy, resell or reverse engineer it.",
          ],
        },
        {
          type: "paragraph",
          text: "We may remove content or suspend an account that breaks these rules. If possible, we contact you first.",
        },
      ],
    },
    {
      id: "business-responsibility",
      heading: "The business's responsibility",
      blocks: [
        {
          type: "paragraph",
          text: "A business that uses Stampwise is responsible for its loyalty program and its relationship with its customers. In particular, the business:",
        },
        {
          type: "list",
          items: [
            "is the controller for its customers' personal data and must have a legal basis for processing it, including consent where the law requires it for marketing messages;",
            "must tell its customers how their data is used, for example in its own privacy notice;",
            "decides the content of its stamp cards, rewards, gift cards and messages and is responsible for honouring them;",
            "is responsible for the accuracy of prices, offers and information it publishes through Stampwise.",
          ],
        },
        {
          type: "paragraph",
          text: "Stampwise processes the customers' data on the business's behalf under the data processing agreement that forms part of these terms, as described in our privacy policy.",
        },
      ],
    },
    {
      id: "customers",
      heading: "For customers collecting rewards",
      blocks: [
        {
          type: "paragraph",
          text: "Loyalty cards, rewards and gift cards in Stampwise are offered by the business that issued them. Questions about a reward or a balance should go to that business. Stampwise is not a party to the agreement between you and the business. Stamps, points and rewards have no cash value unless the business says otherwise.",
        },
      ],
    },
    {
      id: "plans-and-billing",
      heading: "Plans and billing",
      blocks: [
        {
          type: "list",
          items: [
            "Businesses choose a plan: Startup, Team or a custom plan. What each plan includes is shown on our pricing page when you order.",
            "You can pay monthly or yearly. Yearly billing costs 10% less than twelve monthly payments.",
            "Fees are charged in advance for each billing period, in Swedish kronor, excluding VAT.",
            "The SMS and email volumes included in a plan apply per calendar month; unused messages do not carry over.",
            "We may change our prices with at least 30 days' notice. The new price applies from your next billing period, and you may cancel before it takes effect.",
            "If a payment is late we may, after a reminder, suspend the account until it has been paid.",
          ],
        },
      ],
    },
    {
      id: "termination",
      heading: "Cancellation and termination",
      blocks: [
        {
          type: "paragraph",
          text: "You can cancel your subscription at any time. The cancellation takes effect at the end of the current billing period, and fees already paid are not refunded unless the law requires it. Customers can close their account at any time.",
        },
        {
          type: "paragraph",
          text: "We may terminate or suspend an account with immediate effect if these terms are seriously breached. Before an account is closed, the business can export its data. We delete the data within 90 days after termination, except what we must keep by law.",
        },
      ],
    },
    {
      id: "intellectual-property",
      heading: "Rights to the service and your content",
      blocks: [
        {
          type: "paragraph",
          text: "Stampwise AB owns all rights to the service, its software and its design. You keep the rights to the content you add, such as logos, texts and images, and give us the right to use it only to provide the service to you.",
        },
      ],
    },
    {
      id: "liability",
      heading: "Limitation of liability",
      blocks: [
        {
          type: "paragraph",
          text: "Stampwise is provided as it is. We are not liable for indirect losses such as lost profit, lost revenue or lost data, or for losses caused by events beyond our reasonable control. Our total liability towards a business is limited to the fees it paid to us during the twelve months before the event that caused the loss.",
        },
        {
          type: "paragraph",
          text: "These limitations do not apply to losses caused intentionally or by gross negligence, or where mandatory law, such as consumer law, provides otherwise.",
        },
      ],
    },
    {
      id: "changes",
      heading: "Changes to the terms",
      blocks: [
        {
          type: "paragraph",
          text: "We may update these terms. We tell you about important changes by email or in the app at least 30 days before they take effect. If you keep using Stampwise after that, the new terms apply; if you do not accept them, you may cancel before they take effect.",
        },
      ],
    },
    {
      id: "law",
      heading: "Governing law and disputes",
      blocks: [
        {
          type: "paragraph",
          text: "These terms are governed by Swedish law. Disputes are settled by a Swedish general court, with Stockholm District Court (Stockholms tingsrätt) as the court of first instance. If you are a consumer, you may also bring a dispute to the National Board for Consumer Disputes (Allmänna reklamationsnämnden, ARN), and you keep the protection that the law of your country gives you.",
        },
      ],
    },
    {
      id: "contact",
      heading: "Contact",
      blocks: [
        {
          type: "paragraph",
          text: "Questions about these terms are welcome through the contact form on our website or by email to hello@stampwise.se.",
        },
      ],
    },
  ],
};
