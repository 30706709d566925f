// This file is generated from model/. Do not edit by hand.
// The validator of ResourceBinding, compiled from schemas/ResourceBinding.schema.json.

import type { ResourceBinding } from '../types/ResourceBinding.js';
import type { Validator } from '../validator-runtime.js';

/**
 * Whether a value is a ResourceBinding: checks it against schemas/ResourceBinding.schema.json.
 */
export declare const validateResourceBinding: Validator<ResourceBinding>;
