// This file is generated from model/. Do not edit by hand.
// The validator of Workspace, compiled from schemas/Workspace.schema.json.

import type { Workspace } from '../types/Workspace.js';
import type { Validator } from '../validator-runtime.js';

/**
 * Whether a value is a Workspace: checks it against schemas/Workspace.schema.json.
 */
export declare const validateWorkspace: Validator<Workspace>;
