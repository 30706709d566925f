// This file is generated from model/. Do not edit by hand.
// The validator of Resource, compiled from schemas/Resource.schema.json.

import type { Resource } from '../types/Resource.js';
import type { Validator } from '../validator-runtime.js';

/**
 * Whether a value is a Resource: checks it against schemas/Resource.schema.json.
 */
export declare const validateResource: Validator<Resource>;
