/**
 * The stack's raw ceiling: a bare Fastify with the zod type provider and one drizzle INSERT into
 * the bench table, on the same database and machine, with no session, origin check or
 * organization guard. What the product's authenticated insert costs beyond it is the product's
 * request overhead (the authenticated insert should reach ≥ 50 % of this).
 */
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../apps/api/src/db/client";
import { benchInserts, CeilingBodySchema } from "./ceiling-route";

export const RAW_CEILING_PATH = "/raw/insert";

export async function startRawCeiling(db: Db, port: number, organizationId: string) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.post(
    RAW_CEILING_PATH,
    { schema: { body: CeilingBodySchema, response: { 201: z.object({ id: z.uuid() }) } } },
    async (request, reply) => {
      const [row] = await db
        .insert(benchInserts)
        .values({ organizationId, ...request.body })
        .returning({ id: benchInserts.id });
      if (!row) throw new Error("bench row not inserted");
      return reply.code(201).send(row);
    },
  );
  await app.listen({ port, host: "127.0.0.1" });
  return { base: `http://127.0.0.1:${port}`, close: () => app.close() };
}
