// This file is generated from model/. Do not edit by hand.
// The validator of Task, compiled from schemas/Task.schema.json.

import type { Task } from '../types/Task.js';
import type { Validator } from '../validator-runtime.js';

/**
 * Whether a value is a Task: checks it against schemas/Task.schema.json.
 */
export declare const validateTask: Validator<Task>;
