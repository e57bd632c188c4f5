// Loaded by the login screen right after its first paint (decision 014): the schema and zod are
// not part of the page a new customer opens from a counter code.
export { LoginRequestSchema } from "@stampwise/contract";
