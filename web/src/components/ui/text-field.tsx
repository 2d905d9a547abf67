import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';

const control =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-slate-100 disabled:text-slate-500';

interface FieldProps {
  label: string;
  /** Shows a visual '*' after the label; the input's `required` tells assistive technology. */
  marker?: string;
  hint?: string;
}

function Label({ htmlFor, label, marker }: { htmlFor: string; label: string; marker?: string }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-medium text-slate-700">
      {label}
      {marker ? (
        <span aria-hidden="true" className="text-brand-700">
          {marker}
        </span>
      ) : null}
    </label>
  );
}

export function TextField({
  label,
  marker,
  hint,
  className = '',
  ...props
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} marker={marker} />
      <input id={id} className={control} {...props} />
      {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
    </div>
  );
}

export function TextAreaField({
  label,
  marker,
  hint,
  className = '',
  ...props
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} marker={marker} />
      <textarea id={id} className={`${control} min-h-28 resize-y`} {...props} />
      {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
    </div>
  );
}
