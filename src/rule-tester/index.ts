// The public RuleTester (agent-work-model/rule-tester): a lint rule's cases on snippet models, with any test runner.
export {
  RuleTester,
  lintSnippets,
  assertValid,
  assertInvalid,
  type RuleCase,
  type InvalidCase,
  type ExpectedFinding,
  type RuleCases,
  type TestFunction,
} from './rule-tester.js';
export { snippetModelFiles, snippetRoles, dedent, type SnippetModel, type SnippetRule } from './snippet-model.js';
