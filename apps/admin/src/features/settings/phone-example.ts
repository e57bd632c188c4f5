/** An example, not a text: a phone number in E.164 reads the same in every language. */
export const PHONE_EXAMPLE = "+46701234567";
