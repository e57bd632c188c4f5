/** The longest endpoint address kept; browsers and servers commonly stop at about 2,000. */
export const WEBHOOK_URL_MAX_LENGTH = 2000;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;
/** Endpoints one organization may have: enough for a till, a CRM and a spare, not a fan-out tool. */
export const WEBHOOK_ENDPOINTS_PER_ORGANIZATION = 10;
/** How much of a receiver's answer the delivery log keeps. */
export const WEBHOOK_RESPONSE_EXCERPT_MAX = 1000;
/** Deliveries one page of the log lists. */
export const WEBHOOK_DELIVERIES_PAGE_MAX = 100;
