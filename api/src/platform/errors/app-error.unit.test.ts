import { describe, expect, it } from 'vitest';
import { badRequest, forbidden, notFound, unauthenticated } from './app-error.ts';
import { toErrorBody } from './to-error-body.ts';

describe('AppError shorthands', () => {
  it('when a shorthand builds a refusal, then it renders with its status, message and details', () => {
    const cases = [
      [badRequest('Bad.', { field: 'x' }), 400, { code: 'bad_request', message: 'Bad.', details: { field: 'x' } }],
      [
        unauthenticated('The signature does not match the body.', { reason: 'bad_signature' }),
        401,
        {
          code: 'unauthenticated',
          message: 'The signature does not match the body.',
          details: { reason: 'bad_signature' },
        },
      ],
      [unauthenticated(), 401, { code: 'unauthenticated', message: 'Sign in to continue.' }],
      [
        forbidden('This link is invalid or has expired.'),
        403,
        { code: 'forbidden', message: 'This link is invalid or has expired.' },
      ],
      [notFound('Object not found'), 404, { code: 'not_found', message: 'Object not found' }],
    ] as const;
    for (const [error, status, body] of cases) {
      const rendered = toErrorBody(error, true);
      expect(rendered.status).toBe(status);
      expect(rendered.body).toEqual({ error: body });
    }
  });
});
