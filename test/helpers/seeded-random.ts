// A seeded generator for differential tests, so a failing case repeats.
/** Whole numbers below n from a linear congruential generator started at `seed`. */
export function seededRandom(seed: number): (n: number) => number {
  let state = seed;
  return (n) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % n;
  };
}
