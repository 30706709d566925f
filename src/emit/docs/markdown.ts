// Where the generated docs link to: heading anchors, and the pages of the lint rules.
import { kebabCode } from '../../lint/rule.js';

/**
 * The anchor of a heading, as GitHub makes it (and the docs site, so that links agree): lower
 * case, punctuation other than `-` and `_` dropped, each space a hyphen. Every anchor in the
 * generated pages is a heading's, so there is one anchor style.
 */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Where the linter writes a code's documentation, relative to generated/docs/. */
export function lintRuleDocPath(code: string): string {
  return `lint-rules/${kebabCode(code)}.md`;
}
