// This file is generated from model/. Do not edit by hand.
// HostConversation: its exchange shape, its portable-snapshot shape.

import type { Name } from './common.js';

/**
 * Conversation history owned by a host product such as Goose, Hermes, or Crush. A HostConversation may attach to a WorkSession but is not the WorkSession.
 *
 * Keep host-owned chat history distinct from the work episode, the assignment, and individual turns so products can attach transcripts without becoming the model.
 */
export interface HostConversation {
  /**
   * Identity of the HostConversation: a name, never an authorization.
   */
  host_conversation_id: Name;
  /**
   * Reference to a WorkSession, by its work_session_id.
   */
  work_session_id?: Name;
  /**
   * Descriptive field. Name of the owning host product.
   */
  host_system?: string;
}

/**
 * The portable-snapshot shape of a HostConversation: the fields that may travel in a portable project or session snapshot.
 *
 * Every field of HostConversation may, so this is HostConversation itself.
 */
export type HostConversationPortable = HostConversation;
