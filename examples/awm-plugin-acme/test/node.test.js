// The plugin's rules under Node's own test runner: `node --test test/node.test.js`.
import { test } from 'node:test';
import { RuleTester } from 'agent-work-model/rule-tester';
import plugin from '../index.js';
import { crosswalkTbdReleased, purposeRequired } from './cases.js';

const [crosswalkRule, purposeRule] = plugin.rules;
const tester = new RuleTester({ test });
tester.run(purposeRule, purposeRequired);
tester.run(crosswalkRule, crosswalkTbdReleased);
