import {
  API_KEY_PATTERN,
  API_KEY_PREFIX,
  API_KEYS_PER_ORGANIZATION,
  type ApiKey,
  type ApiKeyScope,
  type CreateApiKeyRequest,
  type CreatedApiKey,
} from "@stampwise/contract";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../lib/app-error";
import { generateToken, hashToken } from "../../lib/crypto";
import type { RateLimiter } from "../../lib/rate-limiter";
import type { UserRow } from "../accounts/users.table";
import * as keys from "./api-keys.repository";

/** Wrong keys one address may send in ten minutes before it is refused outright. */
export const API_KEY_MISSES_PER_ADDRESS = 20;

/** What a request signed with a working key acts as. */
export interface ApiKeyPrincipal {
  id: string;
  organizationId: string;
  name: string;
  scope: ApiKeyScope;
  /** The owner who made the key: the ledger names them beside the key. */
  maker: UserRow;
}

export function invalidApiKey(): AppError {
  return new AppError(401, "API_KEY_INVALID", "The API key is not valid: it may be mistyped or revoked");
}

function toApiKey(row: keys.ListedApiKey): ApiKey {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    lastCharacters: row.lastCharacters,
    status: row.revokedAt ? "revoked" : row.makerIsOwner ? "active" : "makerNotOwner",
    createdBy: row.makerName,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export function createApiKeysService(deps: {
  db: Db;
  secret: string;
  rateLimiter: RateLimiter;
  requestsPerMinute: number;
}) {
  const { db, secret, rateLimiter } = deps;

  async function listed(organizationId: string, id: string): Promise<ApiKey> {
    const row = await keys.findListedApiKey(db, organizationId, id);
    if (!row) throw notFound("API key");
    return toApiKey(row);
  }

  return {
    async list(organizationId: string): Promise<ApiKey[]> {
      return (await keys.listApiKeys(db, organizationId)).map(toApiKey);
    },

    /** Makes a key and answers it once; only its HMAC is kept. */
    async create(
      organizationId: string,
      makerUserId: string,
      body: CreateApiKeyRequest,
    ): Promise<CreatedApiKey> {
      const key = `${API_KEY_PREFIX}${generateToken()}`;
      // Counted and written under the organization's lock: two requests at once never make 26.
      const row = await db.transaction(async (tx) => {
        await keys.lockOrganizationKeys(tx, organizationId);
        if ((await keys.countApiKeys(tx, organizationId)) >= API_KEYS_PER_ORGANIZATION) {
          throw new AppError(
            409,
            "API_KEY_LIMIT_REACHED",
            `An organization can hold ${API_KEYS_PER_ORGANIZATION} API keys; revoke one you no longer use`,
          );
        }
        return keys.insertApiKey(tx, {
          organizationId,
          name: body.name,
          scope: body.scope,
          tokenHash: hashToken(key, secret),
          lastCharacters: key.slice(-4),
          createdBy: makerUserId,
        });
      });
      return { apiKey: await listed(organizationId, row.id), key };
    },

    async revoke(organizationId: string, id: string): Promise<ApiKey> {
      const revoked = await keys.revokeApiKey(db, organizationId, id);
      const key = await listed(organizationId, id);
      if (!revoked && key.status !== "revoked") throw notFound("API key");
      return key;
    },

    /**
     * The key a request was signed with, or a 401. Wrong keys are counted by address: past
     * API_KEY_MISSES_PER_ADDRESS in ten minutes the address is refused (429) without a lookup,
     * so keys can not be guessed at speed. A working key is held to its own rate.
     */
    async authenticate(token: string, address: string): Promise<ApiKeyPrincipal> {
      const missesRule = {
        key: `api-key-misses:${address}`,
        limit: API_KEY_MISSES_PER_ADDRESS,
        windowSeconds: 600,
      };
      rateLimiter.refuseIfBlocked([missesRule.key]);
      const found = API_KEY_PATTERN.test(token)
        ? await keys.findWorkingApiKey(db, hashToken(token, secret))
        : undefined;
      if (!found) {
        await rateLimiter.consume([missesRule]);
        throw invalidApiKey();
      }
      await Promise.all([
        rateLimiter.consume([
          { key: `api-key:${found.key.id}`, limit: deps.requestsPerMinute, windowSeconds: 60 },
        ]),
        keys.noteApiKeyUse(db, found.key.id),
      ]);
      return {
        id: found.key.id,
        organizationId: found.key.organizationId,
        name: found.key.name,
        scope: found.key.scope,
        maker: found.maker,
      };
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
