// The plugin's rules under uvu: `npx uvu test "^uvu\.test\.js$"`.
import { RuleTester } from 'agent-work-model/rule-tester';
import { test } from 'uvu';
import plugin from '../index.js';
import { crosswalkTbdReleased, purposeRequired } from './cases.js';

const [crosswalkRule, purposeRule] = plugin.rules;
const tester = new RuleTester({ test });
tester.run(purposeRule, purposeRequired);
tester.run(crosswalkRule, crosswalkTbdReleased);
test.run();
