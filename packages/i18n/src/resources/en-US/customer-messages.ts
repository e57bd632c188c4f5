/**
 * The customer's Messages page: a section of its own, so the cards page does not load it
 * (decision 021). The unread count of the navigation stays in `customer.nav`.
 */
export const customerMessages = {
  documentTitle: "Messages · Stampwise",
  title: "Messages",
  emptyTitle: "No messages yet",
  emptyDescription: "Offers and news from the places where you collect stamps will show up here.",
  loading: "Loading your messages...",
  unread: "unread",
  loadFailed: {
    title: "Your messages could not be loaded",
    description: "Check your connection and try again.",
    retry: "Try again",
  },
} as const;
