// Where the generated docs of the lint rules live, for links to them from other pages.
import { kebabCode } from '../../lint/rule.js';

/** Where the linter writes a code's documentation, relative to generated/docs/. */
export function lintRuleDocPath(code: string): string {
  return `lint-rules/${kebabCode(code)}.md`;
}
