// This file is generated from model/. Do not edit by hand.
// The validator of WorkSession, compiled from schemas/WorkSession.schema.json.

import type { WorkSession } from '../types/WorkSession.js';
import type { Validator } from '../validator-runtime.js';

/**
 * Whether a value is a WorkSession: checks it against schemas/WorkSession.schema.json.
 */
export declare const validateWorkSession: Validator<WorkSession>;
