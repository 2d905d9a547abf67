import { data } from 'react-router';
import type { FormRefusal } from '@hotelvoice/api/contracts/web-forms';

/** A posted field's text; a field the form did not send (or a file) is left out. */
export function textField(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
}

/** The named fields the form sent, as the page forms take them (decision 082). */
export function fieldsOf<K extends string>(form: FormData, names: readonly K[]): Partial<Record<K, string>> {
  const fields: Partial<Record<K, string>> = {};
  for (const name of names) {
    const value = textField(form, name);
    if (value !== undefined) fields[name] = value;
  }
  return fields;
}

/** A refusal answered with the api's status, so the page renders again with its message. */
export const refused = <E extends object = object>(refusal: FormRefusal, extra?: E) =>
  data({ ...extra, refusal } as E & { refusal: FormRefusal }, { status: refusal.status });
