/**
 * The alerts module's face (decision 101): the alert records, titles and pushes the worker's
 * call-alerts job and the follow-ups write, and the weekly digest the worker sends.
 */
export { type AlertSubject, dueAtSql, type Recipient, recordAlert } from './alert-records.ts';
export { callAlertTitle } from './call-alert-title.ts';
export { currentWeek, digestFigures, previousMonday } from './digest-figures.ts';
export { renderWeeklyDigest } from './render-weekly-digest.ts';
