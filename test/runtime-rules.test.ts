// The runtime's rules on the SQLite store (the suite in helpers/runtime-suite.ts is store-agnostic).
import { memoryRuntime } from './helpers/runtime.js';
import { runtimeSuite } from './helpers/runtime-suite.js';

runtimeSuite('sqlite', () => memoryRuntime());
