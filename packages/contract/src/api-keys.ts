import { z } from "zod";
import { NAME_MAX_LENGTH } from "./constants";
import { textField } from "./text";
import { VALIDATION_MESSAGES as M } from "./validation-messages";

/**
 * What a key may do, each including the one before: `read` answers the organization's reads;
 * `counter` also identifies customers and posts what staff post at the counter (stamps, points,
 * reward and gift card redemptions); `full` also does everything else an admin does. No key runs
 * what only owners run (the team, the settings, keys and webhooks).
 */
export const API_KEY_SCOPES = ["read", "counter", "full"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Whether a key of `scope` may run a route that needs `needed`. */
export function apiKeyScopeAllows(scope: ApiKeyScope, needed: ApiKeyScope): boolean {
  return API_KEY_SCOPES.indexOf(scope) >= API_KEY_SCOPES.indexOf(needed);
}

/** Every key starts so, which lets a leaked one be found by secret scanners and told from a session. */
export const API_KEY_PREFIX = "swk_";

/** `swk_` and 32 random bytes in base64url. */
export const API_KEY_PATTERN = /^swk_[A-Za-z0-9_-]{43}$/;

/** Live and revoked keys an organization may hold at once; revoked ones count until deleted. */
export const API_KEYS_PER_ORGANIZATION = 25;

export const API_KEY_STATUSES = [
  "active",
  "revoked",
  /** The owner who made it is no longer an owner here: it works no more (make a new one). */
  "makerNotOwner",
] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

export const ApiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  /** The key's last four characters, to tell keys apart; the key itself is never shown again. */
  lastCharacters: z.string(),
  status: z.enum(API_KEY_STATUSES),
  createdBy: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /** Rounded to the minute: a key's use is noted at most once a minute. */
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
  revokedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const ApiKeyListSchema = z.array(ApiKeySchema);

export const CreateApiKeyRequestSchema = z.object({
  name: textField({ max: NAME_MAX_LENGTH, tooLong: M.nameTooLong, required: M.nameRequired }),
  scope: z.enum(API_KEY_SCOPES, { error: M.apiKeyScopeRequired }),
});
export type CreateApiKeyRequest = z.infer<typeof CreateApiKeyRequestSchema>;

/** The answer to creating a key: the only time the key itself is sent. */
export const CreatedApiKeySchema = z.object({
  apiKey: ApiKeySchema,
  key: z.string(),
});
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;
