/**
 * Where this process is in its life. Readiness reads it (a process that is stopping tells the
 * load balancer to send new work elsewhere); the shutdown sets it before anything closes.
 */
export interface Lifecycle {
  readonly shuttingDown: boolean;
  beginShutdown(): void;
}

export function createLifecycle(): Lifecycle {
  let shuttingDown = false;
  return {
    get shuttingDown() {
      return shuttingDown;
    },
    beginShutdown() {
      shuttingDown = true;
    },
  };
}
