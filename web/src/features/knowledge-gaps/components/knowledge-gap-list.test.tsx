import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeGap, seeblick } from '../../../testing/fixtures.ts';
import { knowledgeGapApi } from '../../../testing/handlers.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { useKnowledgeGaps } from '../api/get-knowledge-gaps.ts';
import { useLiveKnowledgeGaps } from '../hooks/use-live-knowledge-gaps.ts';
import { KnowledgeGapList } from './knowledge-gap-list.tsx';

/** A hotel's questions as its page shows them: the hotel's gaps, kept live. */
function HotelGaps({ canAnswer }: { canAnswer: boolean }) {
  const query = useKnowledgeGaps(seeblick.id);
  useLiveKnowledgeGaps(seeblick.id);
  return <KnowledgeGapList query={query} canAnswer={canAnswer} empty="No unanswered questions yet." />;
}

const charger = makeGap();
const pets = makeGap({
  knowledgeGapId: '1b9e4d2c-7f3a-4c5b-9d6e-2a8b0c4e6f72',
  question: 'Are dogs allowed in the rooms?',
  count: 2,
});

function openGaps({ canAnswer = true } = {}) {
  const api = knowledgeGapApi(seeblick, [charger, pets]);
  server.use(...api.handlers);
  return { ...renderWithApp(<HotelGaps canAnswer={canAnswer} />), api };
}

const card = (question: string) => screen.getByRole('listitem', { name: question });
const answers = (api: ReturnType<typeof openGaps>['api']) => api.requests.filter((r) => r.method === 'POST');

describe('answering a question receptionists could not answer', () => {
  it('sends the answer, and the question leaves the unanswered ones', async () => {
    const { user, api } = openGaps();
    await screen.findByText('“Can I charge my electric car at the hotel?”');
    expect(within(card(charger.question)).getByText('Unanswered')).toBeTruthy();
    expect(within(card(charger.question)).getByText(/Asked 4 times/)).toBeTruthy();

    await user.click(within(card(charger.question)).getByRole('button', { name: 'Answer this' }));
    await user.type(within(card(charger.question)).getByLabelText('Your answer'), 'Yes, two chargers in the garage.');
    await user.click(within(card(charger.question)).getByRole('button', { name: 'Save answer' }));

    await waitFor(() => expect(within(card(charger.question)).getByText('Answered')).toBeTruthy());
    expect(answers(api)).toHaveLength(1);
    expect(answers(api)[0]!.url.pathname).toBe(
      `/api/hotels/${seeblick.id}/knowledge-gaps/${charger.knowledgeGapId}/answer`,
    );
    expect(answers(api)[0]!.body).toEqual({ answer: 'Yes, two chargers in the garage.' });
    // The form closed; the answer is shown, and the one still open is the only 'Unanswered'.
    expect(within(card(charger.question)).queryByLabelText('Your answer')).toBeNull();
    expect(within(card(charger.question)).getByText('Yes, two chargers in the garage.')).toBeTruthy();
    expect(within(card(charger.question)).getByRole('button', { name: 'Update answer' })).toBeTruthy();
    expect(screen.getAllByText('Unanswered')).toHaveLength(1);
    expect(within(card(pets.question)).getByText('Unanswered')).toBeTruthy();
  });

  it('sends nothing for an empty answer: the field is required', async () => {
    const { user, api } = openGaps();
    await screen.findByText('“Can I charge my electric car at the hotel?”');
    await user.click(within(card(charger.question)).getByRole('button', { name: 'Answer this' }));

    await user.click(within(card(charger.question)).getByRole('button', { name: 'Save answer' }));

    const field = within(card(charger.question)).getByLabelText('Your answer') as HTMLTextAreaElement;
    expect(field.required).toBe(true);
    expect(field.validity.valueMissing).toBe(true);
    expect(answers(api)).toHaveLength(0);
  });

  it('shows the api’s message for an answer of blanks, and keeps the form open', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, api } = openGaps();
    await screen.findByText('“Can I charge my electric car at the hotel?”');
    await user.click(within(card(charger.question)).getByRole('button', { name: 'Answer this' }));

    await user.type(within(card(charger.question)).getByLabelText('Your answer'), '    ');
    await user.click(within(card(charger.question)).getByRole('button', { name: 'Save answer' }));

    expect(await within(card(charger.question)).findByRole('alert')).toHaveProperty(
      'textContent',
      'Write the answer (at least 3 characters).',
    );
    expect(answers(api)).toHaveLength(1);
    expect(within(card(charger.question)).getByText('Unanswered')).toBeTruthy();
    expect(within(card(charger.question)).getByLabelText('Your answer')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Answering the question failed', expect.any(Error));
  });

  it('offers no answering to the front desk', async () => {
    openGaps({ canAnswer: false });
    await screen.findByText('“Can I charge my electric car at the hotel?”');
    expect(screen.queryByRole('button', { name: 'Answer this' })).toBeNull();
  });
});
