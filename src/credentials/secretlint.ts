// secretlint's recommended rules, driven synchronously on a text: provider tokens and keys the detector finds.
//
// They cover GitHub, GitLab, Slack, AWS ids and secrets, npm, OpenAI, Anthropic, Groq, Hugging Face, Linear,
// Notion, SendGrid, Shopify, Grafana, 1Password, Vault, Vercel, Databricks, Docker, Figma, private keys,
// basic authentication URLs and database connection strings.
import { rules } from '@secretlint/secretlint-rule-preset-recommend';
import type {
  SecretLintRuleContext,
  SecretLintRuleLocalizeMessages,
  SecretLintRuleMessageTranslate,
  SecretLintRuleReportDescriptor,
  SecretLintSourceCode,
} from '@secretlint/types';

/** One secret a rule reported: its message (which quotes the secret after a colon) and where it is. */
export type SecretlintReport = SecretLintRuleReportDescriptor;

/** Texts shorter than this hold none of the tokens secretlint looks for; skipping them keeps short names cheap. */
export const secretlintMinimumLength = 16;

/** The English message of each report, as secretlint's own translator gives it. */
function createTranslator<T extends SecretLintRuleLocalizeMessages>(messages: T): SecretLintRuleMessageTranslate<T> {
  return (messageId, props) => ({ message: messages[messageId]!.en(props), messageId: String(messageId), data: props });
}

let reports: SecretlintReport[] = [];
const context: SecretLintRuleContext = {
  sharedOptions: {},
  createTranslator,
  report: (report) => void reports.push(report),
  ignore: () => undefined,
};

/**
 * Each rule's file handler, created once. secretlint's own `lintSource` is asynchronous and sets up a
 * whole lint run, about 25 times slower for one short value. Left out: the rule that honours
 * `secretlint-disable` comments, which a value must not be able to use to hide a secret.
 */
const handlers = rules
  .filter((rule) => rule.meta.id !== '@secretlint/secretlint-rule-filter-comments')
  .map((rule) => rule.create(context, rule.meta.id.endsWith('/secretlint-rule-aws') ? { enableIDScanRule: true } : {}))
  .flatMap((handler) => (handler.file ? [handler.file.bind(handler)] : []));

/**
 * The scanning rules read a source's content, extension, file path and content type; the members that
 * locate a range serve only the comment filter left out above.
 */
type ScannedSource = Pick<SecretLintSourceCode, 'content' | 'ext' | 'filePath' | 'contentType'>;

/** What secretlint's recommended rules report in `content`, in the order the rules run. */
export function secretlintReports(content: string): SecretlintReport[] {
  reports = [];
  const source: ScannedSource = { content, ext: '', filePath: undefined, contentType: 'text' };
  for (const file of handlers) void file(source as SecretLintSourceCode);
  return reports;
}
