// This file is generated from model/. Do not edit by hand.
// The validator of Artifact, compiled from schemas/Artifact.schema.json.

import type { Artifact } from '../types/Artifact.js';
import type { Validator } from '../validator-runtime.js';

/**
 * Whether a value is an Artifact: checks it against schemas/Artifact.schema.json.
 */
export declare const validateArtifact: Validator<Artifact>;
