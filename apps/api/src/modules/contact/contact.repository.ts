import type { Db } from "../../db/client";
import { type ContactMessageRow, contactMessages } from "./contact.table";

export interface NewContactMessage {
  name: string;
  email: string;
  message: string;
  ip: string;
}

/** Stores one message, in the caller's transaction when it passes one. */
export async function insertContactMessage(db: Db, input: NewContactMessage): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(input).returning();
  if (!row) throw new Error("insert returned no contact message");
  return row;
}
