// This file is generated from model/. Do not edit by hand.
// The validator of EntityState, compiled from schemas/entity-state.schema.json.

import type { EntityState } from '../types/lifecycles.js';
import type { Validator } from '../validator-runtime.js';

/**
 * Whether a value is an EntityState (a term, an id and a state of that term): checks it against schemas/entity-state.schema.json.
 */
export declare const validateEntityState: Validator<EntityState>;
