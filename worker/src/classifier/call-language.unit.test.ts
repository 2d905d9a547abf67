import { describe, expect, it } from 'vitest';
import { callLanguage, lettersForLanguage } from './call-language.ts';
import { accuracyByLetters, languageCases, scoreLanguages } from './language-accuracy.ts';

const user = (text: string) => ({ role: 'user', text });
const agent = (text: string) => ({ role: 'assistant', text });

describe('callLanguage', () => {
  it("given the platform named a language, then its primary subtag wins over the caller's words", () => {
    expect(callLanguage([user('Good morning, do you have a room for tonight?')], 'de-DE')).toEqual({
      language: 'de',
      languageSource: 'provider',
    });
  });

  it('given the platform names no single language, then it is detected from the words', () => {
    const turns = [user('Bonjour, je voudrais réserver une chambre double pour samedi soir, avec le petit déjeuner.')];
    expect(callLanguage(turns, 'multi')).toEqual({ language: 'fr', languageSource: 'auto' });
  });

  it('given a caller who says too little to tell, then the whole conversation decides', () => {
    const turns = [
      agent('Guten Tag, Hotel am Hafen, wie kann ich Ihnen helfen?'),
      user('Hallo?'),
      agent('Hallo, ich höre Sie. Möchten Sie ein Zimmer reservieren oder haben Sie eine Frage zum Hotel?'),
    ];
    expect(callLanguage(turns)).toEqual({ language: 'de', languageSource: 'auto' });
  });

  it('given a call of a few words, then it has no language rather than a guess', () => {
    expect(callLanguage([user('Hello? Hello?')])).toEqual({ language: null, languageSource: null });
    expect(callLanguage([agent('Hello?'), user('Hello, hello?')])).toEqual({ language: null, languageSource: null });
  });

  it('given the labelled callers cut to their first letters, then the threshold is where detection reaches 97 % and below it it does not', () => {
    const cases = languageCases();
    expect(accuracyByLetters(cases, lettersForLanguage).accuracy).toBeGreaterThanOrEqual(0.97);
    expect(accuracyByLetters(cases, 10).accuracy).toBeLessThan(0.97);
  });

  it('given a call with no words, then it has no language', () => {
    expect(callLanguage([])).toEqual({ language: null, languageSource: null });
  });

  it('given the labelled transcripts, then at least 97 % of calls get their language, and the caller-only guess stays above 90 %', () => {
    const [all] = scoreLanguages(languageCases());
    expect(all!.calls).toBeGreaterThan(250);
    expect(all!.detected, all!.misses.join('\n')).toBeGreaterThanOrEqual(0.97);
    expect(all!.callerOnly).toBeGreaterThanOrEqual(0.9);
  });
});
