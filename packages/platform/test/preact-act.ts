// @testing-library/react's act on preact (decision 155), with React's act semantics the tests rely on: an async
// callback's follow-up work (a fake fetch answering, the state it sets) is done before act resolves, since React's act
// waits for the event loop to settle; preact's flushes once when the callback's promise resolves. act also returns
// the callback's result, as React's does.
import { setImmediate as nextTaskOutsideFakeTimers } from 'node:timers';
import { act as preactAct } from 'preact/test-utils';

const SETTLING_TURNS = 3;
const nextTask = () => new Promise<void>((resolve) => nextTaskOutsideFakeTimers(resolve));

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

export function act<T>(callback: () => T | Promise<T>): Promise<T> {
  let result: T | Promise<T> | undefined;
  const done = preactAct(() => {
    result = callback();
    if (!isThenable(result)) return undefined;
    return (async () => {
      result = await result;
      for (let turn = 0; turn < SETTLING_TURNS; turn += 1) await nextTask();
    })();
  });
  return done.then(() => result as T);
}
