import { useCallback, useState } from 'react';

const highlightMs = 6000;

/** Ids that just arrived, each kept for a 6 s highlight; answers the set and the function that adds one. */
export function useFreshIds(): [fresh: ReadonlySet<string>, markFresh: (id: string) => void] {
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const markFresh = useCallback((id: string) => {
    setFresh((ids) => new Set(ids).add(id));
    setTimeout(() => {
      setFresh((ids) => {
        const next = new Set(ids);
        next.delete(id);
        return next;
      });
    }, highlightMs);
  }, []);
  return [fresh, markFresh];
}
