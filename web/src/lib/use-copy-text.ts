import { useEffect, useState } from 'react';

/** Copies `text` to the clipboard; `copied` is true for two seconds after each copy (for a toast). */
export function useCopyText(text: string): { copied: boolean; copy: () => Promise<void> } {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      (error: unknown) => console.error('Copy failed', error),
    );
  return { copied, copy };
}
