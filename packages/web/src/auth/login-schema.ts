// Loaded by the login screen when its form is first validated (decision 014): the schema and zod are
// not part of the page a new customer opens from a counter code.
export { LoginRequestSchema } from "@stampwise/contract";
