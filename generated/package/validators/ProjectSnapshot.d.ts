// This file is generated from model/. Do not edit by hand.
// The validator of ProjectSnapshot, compiled from schemas/ProjectSnapshot.schema.json.

import type { ProjectSnapshot } from '../types/ProjectSnapshot.js';
import type { Validator } from '../validator-runtime.js';

/**
 * Whether a value is a ProjectSnapshot: checks it against schemas/ProjectSnapshot.schema.json.
 */
export declare const validateProjectSnapshot: Validator<ProjectSnapshot>;
