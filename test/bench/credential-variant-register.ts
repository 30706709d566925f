// `node --import <this file>?variant=<module URL>`: the credential detector's modules resolve to that variant.
// With `?variant=` (empty) the hooks change nothing: the shipped detector pays their start-up as a variant does.
import { register } from 'node:module';

const variant = new URL(import.meta.url).searchParams.get('variant');
if (variant !== null) register(new URL('./credential-variant-hooks.js', import.meta.url), { data: { variant } });
