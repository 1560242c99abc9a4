/** A run at a time (events/oneAtATime.ts): the feed's reads and a stream's checks of its session. */
import { oneAtATime } from '../src/events/oneAtATime';

const settled = () => new Promise((resolve) => setImmediate(resolve));

/** A run that waits to be let go, counting how often it started. */
function gatedRuns(mayFollow: boolean) {
  const gates: Array<() => void> = [];
  const start = oneAtATime(
    () => new Promise<boolean>((resolve) => gates.push(() => resolve(mayFollow))),
  );
  return { start, started: () => gates.length, letGo: () => gates.at(-1)?.() };
}

it('runs once more after a run for every call that came meanwhile, however many', async () => {
  const { start, started, letGo } = gatedRuns(true);
  start();
  start();
  start();
  expect(started()).toBe(1);
  letGo();
  await settled();
  expect(started()).toBe(2);
  letGo();
  await settled();
  expect(started()).toBe(2);
  start();
  expect(started()).toBe(3);
});

it('runs no more after a run that answers that none may follow', async () => {
  const { start, started, letGo } = gatedRuns(false);
  start();
  start();
  letGo();
  await settled();
  expect(started()).toBe(1);
});
