import { describe, expect, it } from 'vitest';
import { fillTemplate } from './fill-template.ts';

describe('fillTemplate', () => {
  it('when a template names known variables, then each is replaced wherever it occurs', () => {
    const out = fillTemplate('Hi, {{assistant_name}} at {{ hotel_name }}. {{hotel_name}}!', {
      assistant_name: 'Aria',
      hotel_name: 'Harbor',
    });
    expect(out).toBe('Hi, Aria at Harbor. Harbor!');
  });

  it('when a variable is unknown, then it stays as written', () => {
    expect(fillTemplate('{{nope}} {{toString}}', {})).toBe('{{nope}} {{toString}}');
  });

  it('when a value contains $ patterns, then they are inserted literally', () => {
    expect(fillTemplate('{{hotel_name}}', { hotel_name: "$& $1 $'" })).toBe("$& $1 $'");
  });
});
