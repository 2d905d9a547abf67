import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FiveStarRedirect, fiveStarRedirectMs } from './five-star-redirect.tsx';

const reviewUrl = 'https://search.google.com/local/writereview?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4';

function showRedirect() {
  vi.useFakeTimers();
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  const onOpened = vi.fn();
  const onDone = vi.fn();
  const view = render(<FiveStarRedirect reviewUrl={reviewUrl} onOpened={onOpened} onDone={onDone} />);
  return { open, onOpened, onDone, view };
}

describe('five-star redirect', () => {
  it('opens Google Reviews in a new tab 3 seconds after it shows, then hands over to the thanks screen', () => {
    const { open, onOpened, onDone } = showRedirect();
    expect(screen.getByRole('heading', { name: 'Thank You for Your 5-Star Review!' })).toBeTruthy();

    act(() => vi.advanceTimersByTime(fiveStarRedirectMs - 1));
    expect(open).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(open).toHaveBeenCalledWith(reviewUrl, '_blank', 'noopener,noreferrer');
    expect(onOpened).toHaveBeenCalledOnce();
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('keeps counting from when it showed when the page draws it again with new handlers', () => {
    const { open, onDone, view } = showRedirect();
    act(() => vi.advanceTimersByTime(2000));
    const laterDone = vi.fn();
    view.rerender(<FiveStarRedirect reviewUrl={reviewUrl} onOpened={vi.fn()} onDone={laterDone} />);
    act(() => vi.advanceTimersByTime(fiveStarRedirectMs - 2000));
    expect(open).toHaveBeenCalledOnce();
    expect(laterDone).toHaveBeenCalledOnce();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('opens nothing when the guest leaves the screen before the 3 seconds are up', () => {
    const { open, onDone, view } = showRedirect();
    act(() => vi.advanceTimersByTime(fiveStarRedirectMs - 500));
    view.unmount();
    act(() => vi.advanceTimersByTime(fiveStarRedirectMs));
    expect(open).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });
});
