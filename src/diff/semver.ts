// Semantic versioning of the model: the bump the worst change requires, and whether model.version made it.
import type { Change, Classification } from './change.js';

/** How far a version moved, weakest first. */
export type Bump = 'none' | 'patch' | 'minor' | 'major';

const bumpRank: Record<Bump, number> = { none: 0, patch: 1, minor: 2, major: 3 };

interface Version {
  major: number;
  minor: number;
  patch: number;
  /** The dot-separated pre-release identifiers (`rc.1` -> ['rc', '1']); empty for a release. */
  prerelease: string[];
}

export interface VersionCheck {
  from: string;
  to: string;
  /** The worst classification among the changes; undefined when there are none. */
  worst?: Classification;
  /** The smallest bump that acknowledges the changes. */
  required: Bump;
  /** The bump from `from` to `to`; undefined when `to` is not a valid successor of `from`. */
  actual?: Bump;
  /** The smallest version that would satisfy the check. */
  expected: string;
  ok: boolean;
  /** One line: what the versions do and what the changes require. */
  explanation: string;
}

const semverPattern = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

function parseVersion(text: string): Version | undefined {
  const match = semverPattern.exec(text);
  if (!match) return undefined;
  return {
    major: Number(match[1]),
    minor: Number(match[2]),
    patch: Number(match[3]),
    prerelease: match[4]?.split('.') ?? [],
  };
}

function compareCore(a: Version, b: Version): number {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch;
}

/** SemVer precedence (build metadata ignored): a pre-release sorts before its release. */
function comparePrecedence(a: Version, b: Version): number {
  const core = compareCore(a, b);
  if (core !== 0) return core;
  if (a.prerelease.length === 0 || b.prerelease.length === 0) return b.prerelease.length - a.prerelease.length;
  for (let i = 0; i < Math.min(a.prerelease.length, b.prerelease.length); i++) {
    const [x, y] = [a.prerelease[i]!, b.prerelease[i]!];
    if (x === y) continue;
    const [xn, yn] = [/^\d+$/.test(x), /^\d+$/.test(y)];
    // Numeric identifiers compare as numbers and sort before alphanumeric ones.
    if (xn && yn) return Number(x) - Number(y);
    if (xn !== yn) return xn ? -1 : 1;
    return x < y ? -1 : 1;
  }
  return a.prerelease.length - b.prerelease.length;
}

/**
 * The bump from `from` to `to`, or a problem: the version went backwards, or did not reset the
 * lower numbers (0.1.3 -> 0.2.3). Skipping numbers (0.1.0 -> 0.3.0) is allowed, as SemVer
 * only requires an increase.
 */
function bumpBetween(
  from: Version,
  to: Version,
  fromText: string,
  toText: string,
): { bump: Bump } | { problem: string } {
  if (comparePrecedence(to, from) < 0) return { problem: `model.version goes backwards from ${fromText} to ${toText}` };
  if (compareCore(to, from) === 0) return { bump: 'none' };
  if (to.major !== from.major) {
    return to.minor === 0 && to.patch === 0
      ? { bump: 'major' }
      : { problem: `${toText} raises the major version without resetting minor and patch to 0` };
  }
  if (to.minor !== from.minor)
    return to.patch === 0
      ? { bump: 'minor' }
      : { problem: `${toText} raises the minor version without resetting patch to 0` };
  return { bump: 'patch' };
}

/** Below 1.0.0 a breaking change needs a minor bump and a compatible one a patch; from 1.0.0, major and minor. */
export function requiredBump(worst: Classification | undefined, from: string): Bump {
  const stable = (parseVersion(from)?.major ?? 0) >= 1;
  if (worst === 'breaking') return stable ? 'major' : 'minor';
  if (worst === 'compatible') return stable ? 'minor' : 'patch';
  return 'none';
}

function nextVersion(from: Version, bump: Bump): string {
  if (bump === 'major') return `${from.major + 1}.0.0`;
  if (bump === 'minor') return `${from.major}.${from.minor + 1}.0`;
  if (bump === 'patch') return `${from.major}.${from.minor}.${from.patch + 1}`;
  return `${from.major}.${from.minor}.${from.patch}`;
}

function worstOf(changes: readonly Change[]): Classification | undefined {
  if (changes.some((change) => change.classification === 'breaking')) return 'breaking';
  if (changes.some((change) => change.classification === 'compatible')) return 'compatible';
  return changes.length > 0 ? 'informational' : undefined;
}

const plural = (n: number, word: string) => `${n} ${word} change${n === 1 ? '' : 's'}`;

/**
 * Whether `to` versions the changes from `from` correctly: the bump must be at least the one
 * the worst change requires. A bigger bump is allowed (a release may batch changes, or leave
 * 0.x for 1.0.0); informational changes need none. From a pre-release (1.0.0-rc.1) anything
 * goes as long as the version does not go backwards: SemVer makes no promise within one.
 */
export function checkVersion(from: string, to: string, changes: readonly Change[]): VersionCheck {
  const worst = worstOf(changes);
  const required = requiredBump(worst, from);
  const base = { from, to, required, ...(worst === undefined ? {} : { worst }) };
  const was = parseVersion(from);
  const is = parseVersion(to);
  if (!was || !is) {
    const bad = was ? to : from;
    return {
      ...base,
      expected: from,
      ok: false,
      explanation: `"${bad}" is not a semantic version (MAJOR.MINOR.PATCH)`,
    };
  }
  const expected = nextVersion(was, required);
  const moved = bumpBetween(was, is, from, to);
  if ('problem' in moved)
    return { ...base, expected, ok: false, explanation: `${moved.problem} (expected ${expected} or later)` };
  const actual = moved.bump;
  const need = (() => {
    if (worst === undefined) return 'there are no changes, so no bump is needed';
    if (required === 'none')
      return `${plural(changes.length, 'informational')} need${changes.length === 1 ? 's' : ''} no bump`;
    const count = changes.filter((change) => change.classification === worst).length;
    return (
      `${plural(count, worst)} need${count === 1 ? 's' : ''} at least a ${required} ` +
      `bump${was.major === 0 ? ' below 1.0.0' : ''}`
    );
  })();
  const movement =
    from === to
      ? `model.version stays ${to}`
      : `model.version ${from} -> ${to} ${actual === 'none' ? 'keeps MAJOR.MINOR.PATCH' : `is a ${actual} bump`}`;
  if (was.prerelease.length > 0)
    return {
      ...base,
      actual,
      expected,
      ok: true,
      explanation: `${movement}; ${from} is a pre-release, so any change is allowed`,
    };
  const ok = bumpRank[actual] >= bumpRank[required];
  return {
    ...base,
    actual,
    expected,
    ok,
    explanation: ok ? `${movement}; ${need}` : `${movement}, but ${need}: expected ${expected}`,
  };
}
