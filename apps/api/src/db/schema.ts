/** Every table, for drizzle-kit and the typed query builder. Later features add theirs here. */

export * from "../modules/accounts/users.table";
export * from "../modules/administrators/invitations.table";
export * from "../modules/api-keys/api-keys.table";
export * from "../modules/auth/auth.table";
export * from "../modules/cards/cards.table";
export * from "../modules/communications/communications.table";
export * from "../modules/communications/sending.table";
export * from "../modules/consent/consent.table";
export * from "../modules/contact/contact.table";
export * from "../modules/counter-rules/counter-rules.table";
export * from "../modules/customer-imports/customer-imports.table";
export * from "../modules/customer-invitations/customer-invitations.table";
export * from "../modules/heavy-requests/heavy-requests.table";
export * from "../modules/insights/insights-days.table";
export * from "../modules/join-codes/join-codes.table";
export * from "../modules/ledger/ledger.table";
export * from "../modules/loyalty-program/loyalty-program.table";
export * from "../modules/mail/mail.table";
export * from "../modules/organizations/organizations.table";
export * from "../modules/phone/phone.table";
export * from "../modules/points/points-rewards.table";
export * from "../modules/qr-codes/qr-codes.table";
export * from "../modules/sms/sms.table";
export * from "../modules/targeting/customer-activity.table";
export * from "../modules/targeting/target-groups.table";
export * from "../modules/users/users-directory.table";
