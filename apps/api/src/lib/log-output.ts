import pinoPretty from "pino-pretty";

export type LogFormat = "auto" | "pretty" | "json";

/**
 * Where log lines go. A person at a terminal (`npm start`) reads lines like
 * `12:03:04 INFO: Stampwise is running at …`; anything else (a pipe, a file, a log collector)
 * gets one JSON object per line. `auto` picks by whether standard output is a terminal.
 */
export function logStream(
  format: LogFormat,
  isTerminal = Boolean(process.stdout.isTTY),
  /** Where pretty lines go: standard output unless given (tests). */
  destination?: NodeJS.WritableStream,
): ReturnType<typeof pinoPretty> | undefined {
  const pretty = format === "pretty" || (format === "auto" && isTerminal);
  if (!pretty) return undefined;
  return pinoPretty({
    colorize: isTerminal,
    // Synchronous: a line written just before the process exits is not lost.
    sync: true,
    translateTime: "SYS:HH:MM:ss",
    ignore: "pid,hostname",
    ...(destination && { destination }),
  });
}
