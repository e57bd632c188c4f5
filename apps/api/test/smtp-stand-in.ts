import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** Envelope sender and recipients, as the SMTP dialogue named them. */
  mailFrom: string;
  rcptTo: string[];
  /** The message exactly as transmitted after DATA. */
  raw: string;
}

export interface SmtpStandIn {
  port: number;
  /** The MAIL_URL that points an app here. */
  url: string;
  messages: ReceivedMail[];
  /** Every recipient is answered with this SMTP error (550 unless told) until `acceptAll()`. */
  refuseRecipients(message?: string, responseCode?: number): void;
  acceptAll(): void;
  /** Messages wait inside DATA (unanswered) until the returned function is called. */
  hold(): () => void;
  /** The messages whose envelope names this recipient. */
  messagesTo(address: string): ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A local SMTP server for tests: plain SMTP on 127.0.0.1, authentication optional, every
 * accepted message kept in memory. It can refuse recipients or hold messages to stage failures.
 */
export async function startSmtpStandIn(
  options: { port?: number /** Each message is answered this long after its data. */; delayMs?: number } = {},
): Promise<SmtpStandIn> {
  const messages: ReceivedMail[] = [];
  let refusal: string | undefined;
  let refusalCode = 550;
  let gate: Promise<void> | undefined;

  const server = new SMTPServer({
    authOptional: true,
    // No STARTTLS: the client would otherwise upgrade and refuse the self-signed certificate.
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusal === undefined) return callback();
      const error = Object.assign(new Error(refusal), { responseCode: refusalCode });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        void (async () => {
          await gate;
          if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
          messages.push({
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        })();
      });
    },
  });
  server.on("error", () => {});
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuseRecipients(message = "Mailbox unavailable", responseCode = 550) {
      refusal = message;
      refusalCode = responseCode;
    },
    acceptAll() {
      refusal = undefined;
    },
    hold() {
      let release = () => {};
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = undefined;
          resolve();
        };
      });
      return release;
    },
    messagesTo: (address) =>
      messages.filter((message) => message.rcptTo.some((to) => to.toLowerCase() === address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
