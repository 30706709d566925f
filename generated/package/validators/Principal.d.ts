// This file is generated from model/. Do not edit by hand.
// The validator of Principal, compiled from schemas/Principal.schema.json.

import type { Principal } from '../types/Principal.js';
import type { Validator } from '../validator-runtime.js';

/**
 * Whether a value is a Principal: checks it against schemas/Principal.schema.json.
 */
export declare const validatePrincipal: Validator<Principal>;
