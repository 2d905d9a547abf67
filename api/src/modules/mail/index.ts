/**
 * The mail module's face (decision 101): the outbox every notice is written to, the e-mails'
 * renderers and the one-click unsubscribe token.
 */
export { insertOutboxMessage, type NewMail } from './outbox.ts';
export { alertLink, type MailLinks, renderAlertEmail } from './render-alert-email.ts';
export { type DailySummaryItem, renderDailySummary } from './render-daily-summary.ts';
export {
  signUnsubscribeToken,
  unsubscribeHeaders,
  type UnsubscribeTarget,
  unsubscribeUrl,
  verifyUnsubscribeToken,
} from './unsubscribe-token.ts';
