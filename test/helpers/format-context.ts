// The format context the formatter tests share: the registry's codes, a repository at /repo, no colour.
import { Chalk } from 'chalk';
import { lintRules } from '../../lint-rules/index.js';
import { describeCodes } from '../../src/lint/code-catalog.js';

export const formatContext = {
  codes: describeCodes(lintRules, 'https://agent-work-model.org'),
  repoRoot: '/repo',
  toolVersion: '0.1.0',
  informationUri: 'https://agent-work-model.org',
  chalk: new Chalk({ level: 0 }),
};
