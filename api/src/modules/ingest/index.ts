/**
 * The ingest module's face (decision 101): whether a live conversation replaces the one stored, as
 * the webhooks' tests check for Vapi's deliveries.
 */
export { replacesConversation } from './live-conversation.ts';
