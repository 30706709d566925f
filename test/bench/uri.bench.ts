// Benchmark: the RFC 3986 `uri` check on 64 KiB values (the runtime's longest string), well-formed and hostile,
// beside the WHATWG URL parser it replaced in the runtime.
import { isUri } from '../../src/model/uri.js';
import { median, table } from './measure.js';

const size = 64 * 1024;
const fill = (prefix: string, unit: string, suffix = '') =>
  prefix + unit.repeat(Math.floor((size - prefix.length - suffix.length) / unit.length)) + suffix;

/** Values that make a backtracking matcher work hardest: each fails at its very end, or nearly passes. */
const values: [string, string][] = [
  ['long path, valid', fill('https://example.com/', 'segment/')],
  ['long path, bad last character', fill('https://example.com/', 'segment/', ' ')],
  ['colons where userinfo or port may be', fill('http://', ':', '/ ')],
  ['userinfo without @', fill('http://', 'a', '#frag#')],
  ['percent signs', fill('x:', '%4', '%')],
  ['IPv6 pieces', fill('http://[', '1:', ']')],
];

/** Median milliseconds of one call, over `runs` calls. */
function millisecondsPerCall(check: (value: string) => unknown, value: string, runs = 25): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    check(value);
    times.push(performance.now() - started);
  }
  return median(times);
}

export default function run(): void {
  console.log(`uri check on ${size / 1024} KiB values, median ms per call`);
  table(
    ['value', 'isUri', 'verdict', 'URL.canParse'],
    values.map(([label, value]) => [
      label,
      millisecondsPerCall(isUri, value).toFixed(3),
      String(isUri(value)),
      millisecondsPerCall((text) => URL.canParse(text), value).toFixed(3),
    ]),
  );
}
