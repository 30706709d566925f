// A test group that cannot run here is registered as skipped, with its reason, so that the runner counts it among the
// skipped tests; where the group is required (CI), it is registered as a failing test instead.
import { suite } from 'uvu';

/** Registers `name` as skipped because of `reason`, or as a failure when `required` says it must run here. */
export function skipGroup(name: string, reason: string, required: boolean): void {
  const group = suite(name);
  if (required) {
    group(`required here, but ${reason}`, () => {
      throw new Error(`${name} must run here: ${reason}`);
    });
  } else {
    console.log(`  skipped ${name}: ${reason}`);
    group.skip(`skipped: ${reason}`, () => {});
  }
  group.run();
}
