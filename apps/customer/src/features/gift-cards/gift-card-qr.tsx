// Loaded when a customer first shows a gift card's code at the till, so the cards page does not
// carry the QR generator (about 9 KB gzip) for a code most visits never show.
export { QrCodeImage as GiftCardQr } from "@stampwise/web";
