// This file is generated from model/. Do not edit by hand.
// The validator of HostConversation, compiled from schemas/HostConversation.schema.json.

import type { HostConversation } from '../types/HostConversation.js';
import type { Validator } from '../validator-runtime.js';

/**
 * Whether a value is a HostConversation: checks it against schemas/HostConversation.schema.json.
 */
export declare const validateHostConversation: Validator<HostConversation>;
