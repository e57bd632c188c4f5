import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";

/** An active LISTEN; `close()` stops it and gives its connection back. */
export interface NotificationListener {
  close(): Promise<void>;
}

/** The two levels a listener reports on; a Fastify logger fits. */
export interface NotificationLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

// Channels are our own constants; checking them lets LISTEN take the name without quoting.
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const RECONNECT_INITIAL_MS = 500;
const RECONNECT_MAX_MS = 30_000;

function assertChannelName(channel: string): void {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid notification channel name: ${channel}`);
}

/**
 * LISTEN on a connection taken from the pool for good. When that connection drops (server
 * restart, failover, idle kill) it is thrown away and a new one listens, with back-off;
 * notifications sent in between are lost, which the log says.
 */
export async function listenOnPostgres(
  pool: pg.Pool,
  channel: string,
  onPayload: (payload: string) => void,
  log: NotificationLog,
): Promise<NotificationListener> {
  assertChannelName(channel);
  let closed = false;
  let current: { client: pg.PoolClient; detach(): void } | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryDelay = RECONNECT_INITIAL_MS;

  async function connect(): Promise<void> {
    const client = await pool.connect();
    let dropped = false;
    const onNotification = (message: pg.Notification) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    };
    const onLost = (error?: Error) => {
      if (dropped) return;
      detach();
      if (current?.client === client) current = undefined;
      client.release(error ?? true);
      if (closed) return;
      log.warn({ err: error, channel }, "LISTEN connection lost; reconnecting");
      scheduleReconnect();
    };
    const onEnd = () => onLost();
    function detach() {
      dropped = true;
      client.off("notification", onNotification);
      client.off("error", onLost);
      client.off("end", onEnd);
      // The connection may still fail while it closes; unheard, that error would crash the process.
      client.on("error", () => {});
    }
    client.on("notification", onNotification);
    client.on("error", onLost);
    client.on("end", onEnd);
    try {
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      detach();
      client.release(error as Error);
      throw error;
    }
    if (closed) {
      detach();
      client.release(true);
      return;
    }
    current = { client, detach };
    retryDelay = RECONNECT_INITIAL_MS;
  }

  function scheduleReconnect(): void {
    const delay = retryDelay;
    retryDelay = Math.min(retryDelay * 2, RECONNECT_MAX_MS);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        () => {
          if (!closed) log.info({ channel }, "LISTEN connection restored");
        },
        (error: unknown) => {
          if (closed) return;
          log.warn({ err: error, channel, retryInMs: retryDelay }, "LISTEN reconnect failed");
          scheduleReconnect();
        },
      );
    }, delay);
    retryTimer.unref();
  }

  await connect();
  return {
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const listening = current;
      current = undefined;
      if (!listening) return;
      listening.detach();
      // Destroyed rather than returned: a pooled connection must not keep listening.
      listening.client.release(true);
    },
  };
}

/** PGlite is in this process: its own listen() delivers every NOTIFY made on it. */
export async function listenOnPglite(
  client: PGlite,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<NotificationListener> {
  assertChannelName(channel);
  const unlisten = await client.listen(channel, onPayload);
  let closed = false;
  return {
    async close() {
      if (closed) return;
      closed = true;
      if (!client.closed) await unlisten();
    },
  };
}
