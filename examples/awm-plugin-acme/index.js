// Acme's lint plugin: its name is the prefix of its codes (acme/PURPOSE_REQUIRED), its rules one module each.
import { definePlugin } from 'agent-work-model/rules';
import crosswalkTbdReleased from './rules/crosswalk-tbd-released.js';
import purposeRequired from './rules/purpose-required.js';

export default definePlugin({ name: 'acme', rules: [crosswalkTbdReleased, purposeRequired] });
