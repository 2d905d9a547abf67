/**
 * The public forms a page's action submits (decision 082): each runs the same validation, throttles,
 * services and session hand-out as the api route of the same form, and answers a refusal with the
 * api's own error body, so the page shows the same message next to the same field.
 */

/** The api's error body (`{ error: { code, message, details } }`) and its HTTP status. */
export interface FormRefusal {
  ok: false;
  status: number;
  error: { code: string; message: string; details?: unknown };
}

export type FormOutcome<T> = { ok: true; value: T } | FormRefusal;

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- one entry per form, added with its action
export interface PageForms {}
