/** The public landing page: navigation, hero, services, insights, pricing, contact and footer. */
export const landing = {
  skipToContent: "Skip to content",
  nav: {
    label: "Main",
    home: "Home",
    insights: "Insights",
    services: "Services",
    pricing: "Pricing",
    contact: "Contact",
    login: "Log in",
    signup: "Sign up",
    openMenu: "Open menu",
    menuTitle: "Menu",
    menuDescription: "Jump to a section, log in or sign up.",
    homeLink: "Stampwise, to the top of the page",
  },
  hero: {
    eyebrow: "Digital loyalty for small businesses",
    title: "Turn first visits into regulars",
    description:
      "Stampwise gives your café, barber or bakery digital stamp cards, points and gift cards. Customers collect with a QR code at the counter; you see what brings them back.",
    primaryCta: "Get started",
    secondaryCta: "See pricing",
    customerAppPrompt: "Collecting stamps?",
    customerAppLink: "Open your cards",
    stampsLeft: "2 stamps to a free coffee",
  },
  services: {
    title: "Everything a loyalty program needs",
    description: "Start with a stamp card in minutes and grow into levels and points when you are ready.",
    stampCards: {
      title: "Stamp cards",
      description:
        "Up to 25 stamps per card, rewards along the way and a QR code at the counter that stamps in one scan.",
    },
    loyaltyPrograms: {
      title: "Loyalty programs with levels",
      description:
        "Bronze, silver, gold: levels that reward your best customers and give everyone a reason to come back.",
    },
    points: {
      title: "Points",
      description: "Customers earn points on every visit and spend them on rewards, with expiry you control.",
    },
  },
  insights: {
    title: "Know what brings customers back",
    description:
      "Insights show the last 12 months at a glance, so you can see which offers work and when to send the next one.",
    stamps: {
      title: "Stamps and rewards",
      description: "Stamps given, rewards issued and redeemed, month by month.",
    },
    points: {
      title: "Points",
      description: "Points earned and spent, and how many customers are active.",
    },
    giftCards: {
      title: "Gift cards",
      description: "Gift card value loaded and spent over the year.",
    },
    chartLabel:
      "Sample chart: stamps given per month over the last 12 months, growing from about 120 to 410.",
    chartCaption: "Stamps given per month (sample data)",
  },
  pricing: {
    title: "Simple pricing",
    /** Under the title; it follows the billing switch, so yearly prices never read "per month". */
    summary: {
      monthly: "One price per month, no setup fee. Cancel when you want.",
      yearly: "Billed yearly, {{percent}}% off the monthly price. No setup fee.",
    },
    billing: {
      label: "Billing period",
      monthly: "Monthly",
      yearly: "Yearly",
      save: "Save 10%",
    },
    perMonth: "per month",
    perYear: "per year",
    mostPopular: "Most popular",
    getStarted: "Get started",
    contactUs: "Contact us",
    startup: {
      description: "For one shop getting started with loyalty.",
      users: "1 user",
      stampCards: "1 stamp card",
      messages: "200 SMS and emails per month",
    },
    team: {
      description: "For busy shops and small chains.",
      users: "20 users",
      stampCards: "5 stamp cards",
      messages: "1,000 SMS and emails per month",
    },
    custom: {
      name: "Custom",
      price: "Let's talk",
      description: "For franchises and larger organizations.",
      users: "Unlimited users and stamp cards",
      volume: "Custom SMS and email volume",
      support: "Dedicated support",
      integrations: "Custom integrations",
    },
  },
  contact: {
    title: "Get in touch",
    description:
      "Questions about Stampwise or a custom plan? Write to us and we will answer within one working day.",
    name: "Name",
    email: "Email",
    message: "Message",
    submit: "Send message",
    sending: "Sending...",
    sent: {
      title: "Message sent",
      description: "Thank you! We will get back to you soon.",
    },
    failed: {
      title: "Your message was not sent",
      description: "Please try again.",
    },
  },
  footer: {
    tagline: "Digital loyalty for cafés, barbers and bakeries.",
    quickLinks: "Quick links",
    legal: "Legal",
    social: "Follow us",
    customerApp: "Customer app",
    privacy: "Privacy policy",
    terms: "Terms of service",
    cookies: "Cookie policy",
    instagram: "Stampwise on Instagram",
    facebook: "Stampwise on Facebook",
    linkedin: "Stampwise on LinkedIn",
    copyright: "© {{year}} Stampwise. All rights reserved.",
  },
} as const;
