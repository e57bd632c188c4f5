import type { Db } from "../../db/client";
import { type ContactMessageRow, contactMessages } from "./contact.table";

export interface NewContactMessage {
  name: string;
  email: string;
  message: string;
  ip: string;
}

export function createContactMessagesRepository({ db }: { db: Db }) {
  return {
    /** Stores one message, in the caller's transaction if given. */
    async create(input: NewContactMessage, tx: Db = db): Promise<ContactMessageRow> {
      const [row] = await tx.insert(contactMessages).values(input).returning();
      if (!row) throw new Error("insert returned no contact message");
      return row;
    },
  };
}

export type ContactMessagesRepository = ReturnType<typeof createContactMessagesRepository>;
