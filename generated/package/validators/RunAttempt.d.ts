// This file is generated from model/. Do not edit by hand.
// The validator of RunAttempt, compiled from schemas/RunAttempt.schema.json.

import type { RunAttempt } from '../types/RunAttempt.js';
import type { Validator } from '../validator-runtime.js';

/**
 * Whether a value is a RunAttempt: checks it against schemas/RunAttempt.schema.json.
 */
export declare const validateRunAttempt: Validator<RunAttempt>;
