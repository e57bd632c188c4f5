import { spawn } from "node:child_process";
import { constants } from "node:os";

/**
 * Runs long-lived children that hear SIGINT/SIGTERM exactly once, through this process.
 *
 * Each child gets its own process group. Sharing ours, a Ctrl-C would reach it twice (from the
 * terminal and forwarded by us), and tsx ends its program on the second signal: in the middle of
 * closing the database. stdin is not passed on: a process outside the terminal's foreground group
 * that reads it is stopped by the kernel (Vite and tsx watch listen for keys).
 *
 * The first child to exit ends the others, and this process exits with that child's code.
 */
export function supervise(commands) {
  const children = commands.map(({ command, args, cwd, env }) =>
    spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ["ignore", "inherit", "inherit"],
      detached: true,
    }),
  );
  const running = () => children.filter((child) => child.exitCode === null && child.signalCode === null);
  // A second signal makes tsx kill its program at once, so each child is asked to stop only once
  // (unless a person insists, below).
  let stopping = false;
  const stopAll = (signal) => {
    stopping = true;
    for (const child of running()) child.kill(signal);
  };

  // `npm start` forwards the terminal's Ctrl-C that we also receive: a repeat within a second is
  // the same request. A later one is a person insisting, and is passed on.
  let lastForwardedAt = 0;
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      if (Date.now() - lastForwardedAt < 1000) return;
      lastForwardedAt = Date.now();
      stopAll(signal);
    });
  }
  // However this process ends, its children end with it.
  process.on("exit", () => {
    for (const child of running()) child.kill("SIGTERM");
  });

  let exitCode;
  for (const [index, child] of children.entries()) {
    child.on("error", (error) => {
      console.error(`Could not run ${commands[index].command}: ${error.message}`);
      process.exit(1);
    });
    child.on("exit", (code, signal) => {
      exitCode ??= signal ? 128 + (constants.signals[signal] ?? 0) : (code ?? 1);
      if (!stopping) stopAll("SIGTERM");
      if (running().length === 0) process.exit(exitCode);
    });
  }
}
