import { type LiveEvent, LiveEventSchema } from "@stampwise/contract";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { Database, Db } from "../../db/client";
import type { NotificationListener } from "../../db/notifications";

/** One channel for every live event; each API process filters by user on its side. */
export const EVENTS_CHANNEL = "stampwise_events";
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7999;

const NotificationSchema = z.object({ userId: z.string(), event: LiveEventSchema });

export type DeliverEvent = (event: LiveEvent) => void;

export interface EventBus {
  /**
   * Sends `event` to every open stream of `userId`, in every API process. Inside `tx` it goes
   * out only if that transaction commits. Events name what changed (ids, counts); a client
   * that needs more fetches it, which keeps each payload far below NOTIFY's 8000 bytes.
   */
  publish(userId: string, event: LiveEvent, tx?: Db): Promise<void>;
  /**
   * The NOTIFY that `publish` would send, for a statement that sends it itself (the ledger's one
   * write); checked and sized the same way.
   */
  encode(userId: string, event: LiveEvent): { channel: string; payload: string };
  /** Resolves once this process hears the channel; starts listening on first use. */
  whenListening(): Promise<void>;
  /** Calls `deliver` for the user's events until the returned function is called. */
  subscribe(userId: string, deliver: DeliverEvent): () => void;
  /**
   * Calls `deliver` for every user's events (a worker reacting to postings) until the returned
   * function is called. Not counted by `listenerCount`, which counts streams.
   */
  subscribeAll(deliver: (userId: string, event: LiveEvent) => void): () => void;
  /** Open subscriptions in this process, of one user or of all. */
  listenerCount(userId?: string): number;
  stop(): Promise<void>;
}

/**
 * Live events fan out through PostgreSQL NOTIFY: whichever process publishes, the one LISTEN of
 * each API process hears it and hands it to that process's streams of the user. A process
 * listens only once a stream opens, so worker processes that only publish hold no connection.
 */
export function createEventBus(deps: {
  database: Pick<Database, "listen" | "notify">;
  log: FastifyBaseLogger;
}): EventBus {
  const subscribers = new Map<string, Set<DeliverEvent>>();
  const everyUser = new Set<(userId: string, event: LiveEvent) => void>();
  let listening: Promise<NotificationListener> | undefined;
  let stopped = false;

  function dispatch(payload: string): void {
    const parsed = NotificationSchema.safeParse(parseJson(payload));
    if (!parsed.success) {
      // Another version of the app during a rolling deploy may send types this one does not know.
      deps.log.warn({ payload: payload.slice(0, 200) }, "live event ignored: not a known event");
      return;
    }
    const { userId, event } = parsed.data;
    for (const deliver of everyUser) {
      try {
        deliver(userId, event);
      } catch (error) {
        deps.log.error({ err: error, type: event.type }, "live event handling failed");
      }
    }
    for (const deliver of subscribers.get(userId) ?? []) {
      try {
        deliver(event);
      } catch (error) {
        deps.log.error({ err: error, type: event.type }, "live event delivery failed");
      }
    }
  }

  return {
    async publish(userId, event, tx) {
      const { channel, payload } = this.encode(userId, event);
      await deps.database.notify(channel, payload, tx);
    },

    encode(userId, event) {
      const payload = JSON.stringify({ userId, event: LiveEventSchema.parse(event) });
      const bytes = Buffer.byteLength(payload);
      if (bytes > MAX_NOTIFY_PAYLOAD_BYTES) {
        throw new Error(
          `live event "${event.type}" is ${bytes} bytes; NOTIFY takes under 8000: send ids and let the client fetch`,
        );
      }
      return { channel: EVENTS_CHANNEL, payload };
    },

    async whenListening() {
      if (stopped) throw new Error("the event bus is stopped");
      listening ??= deps.database.listen(EVENTS_CHANNEL, dispatch, deps.log).catch((error: unknown) => {
        // Not remembered: the next stream tries again.
        listening = undefined;
        throw error;
      });
      await listening;
    },

    subscribe(userId, deliver) {
      let forUser = subscribers.get(userId);
      if (!forUser) {
        forUser = new Set();
        subscribers.set(userId, forUser);
      }
      // Wrapped, so the same function subscribed twice counts as two subscriptions.
      const subscription: DeliverEvent = (event) => deliver(event);
      forUser.add(subscription);
      const set = forUser;
      return () => {
        set.delete(subscription);
        if (set.size === 0 && subscribers.get(userId) === set) subscribers.delete(userId);
      };
    },

    subscribeAll(deliver) {
      const subscription = (userId: string, event: LiveEvent) => deliver(userId, event);
      everyUser.add(subscription);
      return () => {
        everyUser.delete(subscription);
      };
    },

    listenerCount(userId) {
      if (userId !== undefined) return subscribers.get(userId)?.size ?? 0;
      let total = 0;
      for (const set of subscribers.values()) total += set.size;
      return total;
    },

    async stop() {
      stopped = true;
      subscribers.clear();
      everyUser.clear();
      const opening = listening;
      listening = undefined;
      const listener = await opening?.catch(() => undefined);
      await listener?.close();
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
