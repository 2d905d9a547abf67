import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost';

const variants: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-600 focus-visible:outline-brand-700',
  secondary: 'bg-white text-brand-900 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-brand-700',
  ghost: 'text-slate-700 hover:bg-slate-100 focus-visible:outline-brand-700',
};

/** Shared class names, so links that look like buttons match real buttons. */
export function buttonClasses(variant: Variant = 'primary', extra = ''): string {
  return `inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${extra}`;
}

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  disabled,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} disabled={disabled} className={buttonClasses(variant, className)} {...props} />;
}
