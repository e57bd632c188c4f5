/**
 * An SMTP server that accepts every message and keeps nothing but a count: the sink the
 * communications bench sends to, in a process of its own so its CPU and memory are not the
 * sender's. Prints `port <n>` when listening; answers `count` on stdin with the messages so far.
 */
import { SMTPServer } from "smtp-server";

let received = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    stream.on("data", () => {});
    stream.on("end", () => {
      received += 1;
      callback();
    });
  },
});
server.listen(0, "127.0.0.1", () => {
  const address = server.server.address();
  process.stdout.write(`port ${typeof address === "object" && address ? address.port : 0}\n`);
});
process.stdin.setEncoding("utf8");
process.stdin.on("data", (line: string) => {
  if (line.trim() === "count") process.stdout.write(`count ${received}\n`);
});
process.stdin.on("end", () => server.close(() => process.exit(0)));
