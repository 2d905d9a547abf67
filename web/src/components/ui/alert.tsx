import type { ReactNode } from 'react';

interface AlertProps {
  children: ReactNode;
  /**
   * 'banner': a boxed message above a form or page; 'inline': a line of red text beside what failed;
   * 'plain': text in the look of its surroundings (a dark panel, where red would not read).
   */
  layout?: 'banner' | 'inline' | 'plain';
  size?: 'sm' | 'xs';
  className?: string;
}

/** Every error message the user must notice, announced to assistive technology as an alert. */
export function Alert({ children, layout = 'inline', size = 'sm', className = '' }: AlertProps) {
  const text = size === 'xs' ? 'text-xs' : 'text-sm';
  if (layout === 'plain') {
    return (
      <div role="alert" className={className}>
        {children}
      </div>
    );
  }
  if (layout === 'inline') {
    return (
      <div role="alert" className={`${text} text-red-700 ${className}`}>
        {children}
      </div>
    );
  }
  return (
    <div
      role="alert"
      className={`flex gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 ${text} text-red-800 ${className}`}
    >
      <svg viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" fill="currentColor">
        <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm-.9 4h1.8v5.2H9.1zm0 6.6h1.8v1.8H9.1z" />
      </svg>
      <div>{children}</div>
    </div>
  );
}
