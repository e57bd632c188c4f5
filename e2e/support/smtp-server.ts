/**
 * The mail server stand-in for the browser tests, run by Playwright as a web server:
 * `tsx support/smtp-server.ts` serves until killed. The API sends every mail to it over SMTP
 * (MAIL_URL), as it would to a real one, and the tests read what arrived over HTTP:
 * `GET /messages?to=address` answers the messages to that address, newest first, parsed (subject,
 * text, HTML, the unsubscribe headers and the links in the text). `POST /bounces?address=…` makes
 * the server refuse that recipient from then on (550), as a mailbox that does not exist.
 */
import { createServer } from "node:http";
import { type AddressObject, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

const smtpPort = Number(process.env.SMTP_PORT);
const httpPort = Number(process.env.SMTP_HTTP_PORT);
if (!smtpPort || !httpPort) throw new Error("SMTP_PORT and SMTP_HTTP_PORT are required");

interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  listUnsubscribe: string | null;
  listUnsubscribePost: string | null;
  createdAt: string;
}

const received: ReceivedMail[] = [];
const bouncing = new Set<string>();
const LINK = /https?:\/\/[^\s<>"')\]]+/g;

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((entry) =>
    entry.value.map((address) => (address.address ?? "").toLowerCase()),
  );

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (!bouncing.has(address.address.toLowerCase())) return callback();
    const refusal = new Error("5.1.1 Mailbox unavailable") as Error & { responseCode: number };
    refusal.responseCode = 550;
    callback(refusal);
  },
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const text = mail.text ?? "";
        const recipients = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
        received.push({
          to: recipients.length > 0 ? recipients : addresses(mail.to),
          from: addresses(mail.from)[0] ?? "",
          subject: mail.subject ?? "",
          text,
          html: typeof mail.html === "string" ? mail.html : "",
          links: [...new Set(text.match(LINK) ?? [])],
          listUnsubscribe: rawHeader(mail.headerLines, "list-unsubscribe"),
          listUnsubscribePost: rawHeader(mail.headerLines, "list-unsubscribe-post"),
          createdAt: new Date().toISOString(),
        });
        callback();
      })
      .catch((error: Error) => callback(error));
  },
});

/** A header as it was sent (mailparser folds the List-* headers into a structure of its own). */
function rawHeader(lines: ReadonlyArray<{ key: string; line: string }>, key: string): string | null {
  const line = lines.find((entry) => entry.key === key)?.line;
  return line === undefined ? null : line.slice(line.indexOf(":") + 1).trim();
}

smtp.listen(smtpPort, "127.0.0.1");

createServer((request, response) => {
  const url = new URL(request.url ?? "/", `http://127.0.0.1:${httpPort}`);
  if (url.pathname === "/health") {
    response.end("ok");
    return;
  }
  if (url.pathname === "/bounces" && request.method === "POST") {
    bouncing.add(url.searchParams.get("address")?.toLowerCase() ?? "");
    response.statusCode = 204;
    response.end();
    return;
  }
  if (url.pathname === "/messages") {
    const to = url.searchParams.get("to")?.toLowerCase();
    const messages = received.filter((mail) => !to || mail.to.includes(to)).reverse();
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify({ messages }));
    return;
  }
  response.statusCode = 404;
  response.end();
}).listen(httpPort, "127.0.0.1");
