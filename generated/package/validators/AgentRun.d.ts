// This file is generated from model/. Do not edit by hand.
// The validator of AgentRun, compiled from schemas/AgentRun.schema.json.

import type { AgentRun } from '../types/AgentRun.js';
import type { Validator } from '../validator-runtime.js';

/**
 * Whether a value is an AgentRun: checks it against schemas/AgentRun.schema.json.
 */
export declare const validateAgentRun: Validator<AgentRun>;
