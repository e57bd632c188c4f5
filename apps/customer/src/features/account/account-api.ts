import type { Language, PhoneState, UpdateOwnNamesRequest, User } from "@stampwise/contract";
import { apiRequest } from "@stampwise/web";
import { queryOptions } from "@tanstack/react-query";

/** `PATCH /user/me`: answers the account as the session shows it. */
export async function updateOwnNames(names: UpdateOwnNamesRequest): Promise<User> {
  return (await apiRequest("/user/me", { method: "PATCH", body: names })).data as User;
}

export const phoneQueryKey = ["phone"] as const;

/** `GET /user/phone`: the confirmed number, and one waiting for its code. */
export const phoneQueryOptions = queryOptions({
  queryKey: phoneQueryKey,
  queryFn: async ({ signal }) => (await apiRequest("/user/phone", { signal })).data as PhoneState,
});

/** `PUT /user/phone`: sends a six-digit code by SMS to the number, its text in `language` (the app's). */
export async function requestPhoneCode(phoneNumber: string, language: Language): Promise<PhoneState> {
  return (await apiRequest("/user/phone", { method: "PUT", body: { phoneNumber, language } }))
    .data as PhoneState;
}

/** `POST /user/phone/confirm` */
export async function confirmPhoneCode(code: string): Promise<PhoneState> {
  return (await apiRequest("/user/phone/confirm", { method: "POST", body: { code } })).data as PhoneState;
}

/** `DELETE /user/phone` */
export async function removePhone(): Promise<PhoneState> {
  return (await apiRequest("/user/phone", { method: "DELETE" })).data as PhoneState;
}

/** A number as people type it ("+46 70-123 45 67") in the form the server takes ("+46701234567"). */
export function compactPhoneNumber(typed: string): string {
  return typed.replace(/[\s\-().]/g, "");
}
