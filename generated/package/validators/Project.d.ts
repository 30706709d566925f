// This file is generated from model/. Do not edit by hand.
// The validator of Project, compiled from schemas/Project.schema.json.

import type { Project } from '../types/Project.js';
import type { Validator } from '../validator-runtime.js';

/**
 * Whether a value is a Project: checks it against schemas/Project.schema.json.
 */
export declare const validateProject: Validator<Project>;
