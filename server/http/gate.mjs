// @ts-check

/**
 * Runs at most `limit` tasks at once; the others wait, first come first served. A task is handed `done`, which it
 * calls once when it has finished (a second call does nothing).
 * @param {number} limit
 */
export function gate(limit) {
  let running = 0;
  /** @type {(() => void)[]} */
  const waiting = [];
  /** @param {(done: () => void) => void} task */
  const start = (task) => {
    running++;
    let finished = false;
    task(() => {
      if (finished) return;
      finished = true;
      running--;
      waiting.shift()?.();
    });
  };
  return {
    /** @param {(done: () => void) => void} task */
    run(task) {
      if (running < limit) start(task);
      else waiting.push(() => start(task));
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
