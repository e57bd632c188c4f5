/**
 * One request at a time, as a person at a screen makes them: a JSON POST that must succeed, and
 * the timing of `runs` calls after `warmup` untimed ones.
 */
import { performance } from "node:perf_hooks";
import type { Db } from "../../apps/api/src/db/client";
import { createFactories } from "../../apps/api/src/seed/factories";

export async function postOk(base: string, path: string, headers: Record<string, string>, body: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** Each timed call's milliseconds. */
export async function timeRuns(
  run: () => Promise<unknown>,
  options: { runs: number; warmup: number },
): Promise<number[]> {
  for (let index = 0; index < options.warmup; index++) await run();
  const samples: number[] = [];
  for (let index = 0; index < options.runs; index++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples;
}

/**
 * An owner of a fresh organization, signed in to the bench's API, with a ten-stamp Coffee card and
 * a beans program (one per krona, twelve months): what the insights and targeting benches seed on.
 */
export async function ownerWithCardAndProgram(db: Db, base: string) {
  const factories = createFactories(db);
  const owner = await factories.user({ role: "admin" });
  const organization = await factories.organization({ owner });
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email: owner.email, password: owner.password, loginType: "admin" }),
  });
  const cookie = login.headers.get("set-cookie")?.split(";")[0] ?? "";
  const headers = { cookie, "x-organization-id": organization.id, origin: base };
  const card = await postOk(base, "/api/loyalty-card", headers, {
    name: "Coffee",
    description: "Tenth coffee free",
    stampsRequired: 10,
  });
  await postOk(base, "/api/loyalty-program", headers, {
    name: "Beans",
    pointsName: "bean",
    pointsExpiresMonths: 12,
    descriptionTitle: "Beans",
    descriptionContent: "One bean per krona",
    pointsPerKrona: 1,
  });
  return { owner, organization, headers, card };
}
