import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pmsToolNames } from '../../contracts/constants.ts';
import { bookingTools, toolArguments } from './pms-tools.schemas.ts';
import { platformToolDefinitions, toolDefinitions } from './tool-definitions.ts';

/** The argument names a tool's schema accepts (objects, and objects joined with `and`). */
function fieldsOf(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodIntersection) {
    return [...fieldsOf(schema.def.left as z.ZodType), ...fieldsOf(schema.def.right as z.ZodType)];
  }
  throw new Error('a tool schema is an object or an intersection of objects');
}

describe('the tool definitions given to the voice platforms', () => {
  it('when compared with the argument checks, then every tool is described with exactly the fields it accepts', () => {
    expect(toolDefinitions.map((t) => t.name)).toEqual([...pmsToolNames]);
    for (const tool of toolDefinitions) {
      expect({ tool: tool.name, fields: Object.keys(tool.properties).sort() }).toEqual({
        tool: tool.name,
        fields: fieldsOf(toolArguments[tool.name]).sort(),
      });
    }
  });

  it('when a tool reads out or changes a booking, then every platform is told the caller must prove it first', () => {
    const defs = platformToolDefinitions('https://hv.example.com', '0b0e8f1e-3f7e-4a43-9d55-2b8e2d0f7a11');
    const described = [
      ...defs.retell.map((t) => [t.name, t.description] as const),
      ...defs.vapi.map((t) => [t.function.name, t.function.description] as const),
      ...defs.elevenlabs.map((t) => [t.name, t.description] as const),
    ];
    expect(described).toHaveLength(3 * pmsToolNames.length);
    for (const [name, description] of described.filter(([n]) => bookingTools.has(n))) {
      expect({ name, description }).toEqual({
        name,
        description: expect.stringMatching(
          /last name on the booking AND either the confirmation number, or the arrival date together with the phone number or e-mail/,
        ),
      });
    }
    const find = defs.vapi.find((t) => t.function.name === 'find_reservation')!;
    expect(Object.keys(find.function.parameters.properties).sort()).toEqual(
      ['arrival_date', 'confirmation_number', 'email', 'last_name', 'phone'].sort(),
    );
    expect(find.server.url).toBe(
      'https://hv.example.com/api/webhooks/vapi/tools?hotel_id=0b0e8f1e-3f7e-4a43-9d55-2b8e2d0f7a11',
    );
  });
});
