/**
 * One request at a time, as a person at a screen makes them: a JSON POST that must succeed, and
 * the timing of `runs` calls after `warmup` untimed ones.
 */
import { performance } from "node:perf_hooks";

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
