// This file is generated from model/. Do not edit by hand.
// The validator of WorkProfile, compiled from schemas/WorkProfile.schema.json.

import type { WorkProfile } from '../types/WorkProfile.js';
import type { Validator } from '../validator-runtime.js';

/**
 * Whether a value is a WorkProfile: checks it against schemas/WorkProfile.schema.json.
 */
export declare const validateWorkProfile: Validator<WorkProfile>;
