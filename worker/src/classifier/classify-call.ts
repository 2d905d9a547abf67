import type { CallResolution, CallSentiment, CallTopic } from '@hotelvoice/api/contracts';
import {
  bookingChangedPhrases,
  bookingMadePhrases,
  callbackPhrases,
  complaintPhrases,
  questionPhrases,
  staffRequestPhrases,
  topicPhrases,
  transferPhrases,
  classifierLanguages,
  type ClassifierLanguage,
  type PhraseList,
} from './rules.ts';
import { compilePhrases, sentimentScore, tokensOf, type CompiledPhrases } from './language.ts';
import { detectLanguage } from './call-language.ts';

/**
 * Version of the rules and lexicons below. Raise it with any change that can change a result: the
 * re-derive job then re-classifies every call stored with an older version (decision 017).
 * 2: the call's language (call-language.ts), so calls stored before it get one.
 * 3: no language below lettersForLanguage letters, so short calls lose their guessed one.
 * 4: a caller word that names a property of every object ("constructor") no longer voids the mood.
 */
export const classifierVersion = 4;

export interface ClassifierTurn {
  role: 'user' | 'assistant' | string;
  text: string;
}

export interface CallClassification {
  /** The language whose rules were applied: the call's, or English for a language without rules. */
  language: ClassifierLanguage;
  resolution: CallResolution;
  topics: CallTopic[];
  sentiment: Exclude<CallSentiment, 'unknown'>;
  /** The caller asked for a call back or a person. */
  callbackRequested: boolean;
}

const compiled = new Map<PhraseList, CompiledPhrases>();
const phrases = (list: PhraseList) => {
  let found = compiled.get(list);
  if (!found) compiled.set(list, (found = compilePhrases(list)));
  return found;
};

/**
 * Derives what a call came to, what it was about and how the caller felt from its transcript:
 * readable phrase rules over stemmed tokens (natural's stemmers), and a sentiment lexicon score of
 * the caller's words. The agent's turns decide what was done; the caller's decide topic and mood.
 * `callLanguage` is the call's language (call-language.ts), detected here when not given.
 */
export function classifyCall(
  turns: ClassifierTurn[],
  callLanguage: string | null = detectLanguage(turns),
): CallClassification {
  const caller = turns.filter((t) => t.role === 'user' && t.text.trim() !== '');
  const agent = turns.filter((t) => t.role !== 'user' && t.text.trim() !== '');
  const language = rulesLanguageOf(callLanguage);
  const callerTokens = caller.map((t) => tokensOf(t.text, language));
  const agentTokens = agent.map((t) => tokensOf(t.text, language));
  const said = (who: string[][], list: PhraseList) => who.some((tokens) => phrases(list).matches(tokens, language));

  const sentimentValue = caller.length === 0 ? 0 : sentimentScore(caller.map((t) => t.text).join(' '), language);
  const complaint = said(callerTokens, complaintPhrases);
  const sentiment = complaint && sentimentValue >= 0 ? 'negative' : sentimentOf(sentimentValue);

  const topics = new Set<CallTopic>();
  for (const [topic, list] of Object.entries(topicPhrases)) {
    if (said(callerTokens, list)) topics.add(topic as CallTopic);
  }
  if (complaint) topics.add('complaint');
  const callbackRequested = said(callerTokens, callbackPhrases);

  let resolution: CallResolution;
  if (caller.length === 0) resolution = 'missed_or_failed';
  else if (said(agentTokens, transferPhrases)) resolution = 'transferred';
  else if (complaint) resolution = 'complaint';
  else if (said(agentTokens, bookingChangedPhrases)) resolution = 'booking_changed';
  else if (said(agentTokens, bookingMadePhrases)) resolution = 'booking_made';
  else if (said(agentTokens, staffRequestPhrases) || callbackRequested) resolution = 'request_for_staff';
  else if (agent.length > 0 && (topics.size > 0 || asked(caller, callerTokens, language)))
    resolution = 'question_answered';
  else resolution = 'other';

  if (topics.size === 0 && caller.length > 0) topics.add('other');
  return { language, resolution, topics: [...topics].sort(), sentiment, callbackRequested };
}

const rulesLanguageOf = (language: string | null): ClassifierLanguage =>
  classifierLanguages.find((l) => l === language) ?? 'en';

function asked(caller: ClassifierTurn[], tokens: string[][], language: ClassifierLanguage): boolean {
  return caller.some((t) => t.text.includes('?')) || tokens.some((t) => phrases(questionPhrases).matches(t, language));
}

/** A mild word either way is neutral; the lexicon scores are per caller word, summed. */
function sentimentOf(score: number): Exclude<CallSentiment, 'unknown'> {
  if (score >= 2) return 'positive';
  if (score <= -2) return 'negative';
  return 'neutral';
}
