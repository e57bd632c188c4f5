import { createDatabase } from "../src/db/client";

/** On PostgreSQL the suite shares one database: migrate it once before any test file runs. */
export default async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const database = createDatabase({ url, poolSize: 1 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}
