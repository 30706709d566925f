// This file is generated from model/. Do not edit by hand.
// The validator of AgentInstance, compiled from schemas/AgentInstance.schema.json.

import type { AgentInstance } from '../types/AgentInstance.js';
import type { Validator } from '../validator-runtime.js';

/**
 * Whether a value is an AgentInstance: checks it against schemas/AgentInstance.schema.json.
 */
export declare const validateAgentInstance: Validator<AgentInstance>;
