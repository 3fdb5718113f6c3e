// Which promises have settled, known synchronously: a render can tell code that is already in from
// code still on its way, and draw at once instead of after an effect.
const done = new WeakSet<Promise<unknown>>();

/** Marks `promise` settled once it is; returns it. */
export function trackSettled<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    () => done.add(promise),
    () => done.add(promise),
  );
  return promise;
}

/** Whether a tracked promise has settled. */
export const isSettled = (promise: Promise<unknown>): boolean => done.has(promise);
