import { z } from "zod";

/**
 * What `GET /api/events` streams to a signed-in account. Each event goes out as
 * `event: <type>` with `data: <JSON of data>`; later features add their types to the union.
 */
export const ReadyEventSchema = z.object({
  type: z.literal("ready"),
  /** Sent first on every connection. A client that hears nothing for twice the interval reconnects. */
  data: z.object({ heartbeatSeconds: z.number().positive() }),
});

export const LiveEventSchema = z.discriminatedUnion("type", [ReadyEventSchema]);
export type LiveEvent = z.infer<typeof LiveEventSchema>;
export type LiveEventType = LiveEvent["type"];
