import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loggableError } from "./loggable-error";

/** A database error as the drivers raise it: SQLSTATE code, message and the row in `detail`. */
function databaseError(code: string, message: string, fields: Record<string, string> = {}): Error {
  return Object.assign(new Error(message), { code, ...fields });
}

describe("loggableError", () => {
  it("keeps a failed query's text but not its parameters, in message or stack", () => {
    const cause = databaseError("23505", 'duplicate key value violates unique constraint "users_email_key"', {
      detail: "Key (email)=(maja@example.test) already exists.",
      constraint: "users_email_key",
      table: "users",
    });
    const error = new DrizzleQueryError(
      'insert into "users" ("email") values ($1)',
      ["maja@example.test"],
      cause,
    );

    const logged = loggableError(error);

    expect(logged).toMatchObject({
      type: "DrizzleQueryError",
      message: 'Failed query: insert into "users" ("email") values ($1)',
      cause: { code: "23505", constraint: "users_email_key", table: "users" },
    });
    expect(JSON.stringify(logged)).not.toContain("maja@example.test");
    expect(logged.stack).toMatch(/^ {4}at /);
  });

  it("hides the quoted value of a data exception but keeps other database messages whole", () => {
    const invalid = databaseError("22P02", 'invalid input syntax for type uuid: "secret-value"');
    const missing = databaseError("42P01", 'relation "users" does not exist');

    expect(loggableError(invalid).message).toBe('invalid input syntax for type uuid: "[redacted]"');
    expect(loggableError(missing).message).toBe('relation "users" does not exist');
  });

  it("describes a thrown non-Error without its value", () => {
    expect(loggableError("maja@example.test")).toEqual({
      type: "string",
      message: "a non-Error value was thrown",
      stack: "",
    });
  });
});
