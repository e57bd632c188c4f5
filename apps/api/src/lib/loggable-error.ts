import { DrizzleQueryError } from "drizzle-orm";
import type { FastifyServerOptions } from "fastify";

const MAX_CAUSE_DEPTH = 4;

/** SQLSTATE class 22 (data exception) messages quote the offending value: `invalid input syntax for type uuid: "…"`. */
const DATA_EXCEPTION = /^22/;

type LoggedError = {
  type: string;
  message: string;
  /** Frames only; "" when the error has none. */
  stack: string;
  code?: string;
  statusCode?: number;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: LoggedError;
};

function stringField(error: Error, name: string): string | undefined {
  const value = (error as unknown as Record<string, unknown>)[name];
  return typeof value === "string" ? value : undefined;
}

function messageOf(error: Error, code: string | undefined): string {
  // drizzle puts the bound parameters (emails, names, whatever the request carried) in the
  // message; the query text with its $1 placeholders is what helps, so only that is kept.
  if (error instanceof DrizzleQueryError) return `Failed query: ${error.query}`;
  if (code && DATA_EXCEPTION.test(code)) return error.message.replace(/"[^"]*"/g, '"[redacted]"');
  return error.message;
}

/** The frames only: the first line of a stack repeats the message, parameters and all. */
function framesOf(error: Error): string {
  return (error.stack ?? "")
    .split("\n")
    .filter((line) => line.startsWith("    at "))
    .join("\n");
}

/**
 * What the log keeps of an error: type, a message without request values, stack frames, the
 * database's code and constraint, and the same for its causes. Never `params`, the database's
 * `detail` (`Key (email)=(…) already exists`) or other fields that echo what a client sent.
 */
export function loggableError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: "a non-Error value was thrown", stack: "" };
  const code = stringField(error, "code");
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  const logged: LoggedError = {
    type: error.constructor?.name || error.name,
    message: messageOf(error, code),
    stack: framesOf(error),
  };
  if (code) logged.code = code;
  if (typeof statusCode === "number") logged.statusCode = statusCode;
  for (const field of ["constraint", "table", "column"] as const) {
    const value = stringField(error, field);
    if (value) logged[field] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH)
    logged.cause = loggableError(error.cause, depth + 1);
  return logged;
}

type LoggerOption = FastifyServerOptions["logger"];

/** The logger options with `loggableError` as the serializer of every `err` the app logs. */
export function withLoggableErrors(logger: LoggerOption): LoggerOption {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, err: (error) => loggableError(error) } };
}
