/** The admin's counter QR codes page and its show dialog. */
export const qrCodes = {
  page: { title: "QR codes" },
} as const;
