import { describe, expect, it } from 'vitest';
import { telHref } from './tel-href.ts';

describe('telHref', () => {
  it('when a number has spaces, dashes and brackets, then the link holds its digits and its leading plus', () => {
    expect(telHref('+44 20 7946-0958')).toBe('tel:+442079460958');
    expect(telHref(' +1 (555) 010-4242 ')).toBe('tel:+15550104242');
  });

  it('when an international number writes its trunk zero as "(0)", then the link leaves it out', () => {
    expect(telHref('+44 (0)20 7946 0958')).toBe('tel:+442079460958');
  });

  it('when a number is national, then its leading zero stays', () => {
    expect(telHref('030 901820')).toBe('tel:030901820');
  });
});
