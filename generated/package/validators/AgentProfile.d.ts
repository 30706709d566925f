// This file is generated from model/. Do not edit by hand.
// The validator of AgentProfile, compiled from schemas/AgentProfile.schema.json.

import type { AgentProfile } from '../types/AgentProfile.js';
import type { Validator } from '../validator-runtime.js';

/**
 * Whether a value is an AgentProfile: checks it against schemas/AgentProfile.schema.json.
 */
export declare const validateAgentProfile: Validator<AgentProfile>;
