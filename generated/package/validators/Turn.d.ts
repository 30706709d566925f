// This file is generated from model/. Do not edit by hand.
// The validator of Turn, compiled from schemas/Turn.schema.json.

import type { Turn } from '../types/Turn.js';
import type { Validator } from '../validator-runtime.js';

/**
 * Whether a value is a Turn: checks it against schemas/Turn.schema.json.
 */
export declare const validateTurn: Validator<Turn>;
