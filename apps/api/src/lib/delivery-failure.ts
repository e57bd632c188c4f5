/**
 * Why one message could not be delivered, as a sender reports it. `temporary` failures (SMTP 4xx,
 * a provider's 5xx or 429, a connection that failed) are retried with back-off; permanent ones
 * (a refused address, a number the provider rejects) end the delivery `failed` at once.
 */
export class DeliveryFailure extends Error {
  constructor(
    /** A short machine code kept on the delivery row: SMTP_550, SMS_HTTP_400, NO_CONSENT… */
    readonly code: string,
    message: string,
    readonly temporary: boolean,
  ) {
    super(message);
    this.name = "DeliveryFailure";
  }
}
