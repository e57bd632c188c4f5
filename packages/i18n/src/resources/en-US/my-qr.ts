/**
 * The customer's My QR page: a section of its own, so the cards page does not load it
 * (decision 021).
 */
export const myQr = {
  documentTitle: "My QR code · Stampwise",
  title: "My QR code",
  intro: "Show this code at the counter: the staff scan it to add stamps to your cards.",
  codeLabel: "Your personal QR code",
  countdown_one: "New code in {{count}} second",
  countdown_other: "New code in {{count}} seconds",
  brightnessHint: "Turn up your screen brightness so the code scans at the first try.",
  keptAwake: "The screen stays on while the code is shown.",
  loading: "Preparing your code...",
  loadFailed: {
    title: "Your code could not be prepared",
    description:
      "Connect to the internet once so the app can fetch your code. After that it works offline too.",
    retry: "Try again",
  },
  unsupported: {
    title: "This browser cannot show your code",
    description:
      "Your code is computed on the phone, which needs a secure (https) connection. Open the app through its https address.",
  },
  toCards: "See my cards",
} as const;
