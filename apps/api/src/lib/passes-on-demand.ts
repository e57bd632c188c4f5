/**
 * One pass of a draining job at a time in this process (the mail outbox, the campaign sender):
 * a caller during a pass shares it, and the pass is followed by one more, since what that caller
 * wrote may have come after the pass's last claim found nothing (and would otherwise wait for the
 * job's next scheduled run). `add` sums what the passes report; `stopped` ends the series early.
 */
export function passesOnDemand<T>(
  pass: () => Promise<T>,
  add: (total: T, more: T) => T,
  stopped: () => boolean = () => false,
) {
  let running: Promise<T> | undefined;
  let calledAgain = false;

  async function passes(): Promise<T> {
    calledAgain = false;
    let total: T = await pass();
    while (calledAgain && !stopped()) {
      calledAgain = false;
      total = add(total, await pass());
    }
    return total;
  }

  return {
    run(): Promise<T> {
      if (running) {
        calledAgain = true;
        return running;
      }
      running = passes().finally(() => {
        running = undefined;
      });
      return running;
    },
    /** The series under way, if any. */
    get running(): Promise<T> | undefined {
      return running;
    },
  };
}
