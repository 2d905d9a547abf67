import type { CallFacts, CallResolution, CallStatus, FollowUpReason, TranscriptItem } from '@hotelvoice/api/contracts';
import type { CallAnalysis } from '@hotelvoice/api/modules/call-logs';
import { classifierVersion, classifyCall } from '../../classifier/classify-call.ts';
import { callLanguage } from '../../classifier/call-language.ts';

/**
 * The platform's analysis wins where it gave one (sentiment; a transfer; a failed or voicemail
 * call; the language it detected); the rest is derived from the transcript by our classifier. A live call is not analysed
 * until it ends (its transcript is partial), nor an ended one whose platform's report is still on
 * its way (`awaitingReport`). Pure, so every run over the same objects agrees.
 */
export function analyseCall(
  status: CallStatus,
  facts: CallFacts | null,
  transcript: TranscriptItem[],
  { awaitingReport = false }: { awaitingReport?: boolean } = {},
): CallAnalysis {
  if (status === 'in_progress' || awaitingReport) {
    return {
      resolution: null,
      resolutionSource: null,
      sentiment: facts?.sentiment ?? null,
      sentimentSource: facts?.sentiment ? 'provider' : null,
      topics: [],
      topicsSource: null,
      classifierVersion: null,
      followUpReasons: [],
      language: null,
      languageSource: null,
    };
  }
  const language = callLanguage(transcript, facts?.language);
  const derived = classifyCall(transcript, language.language);
  const providerResolution = resolutionOfProvider(status, facts);
  const providerSentiment = facts?.sentiment && facts.sentiment !== 'unknown' ? facts.sentiment : null;
  const resolution = providerResolution ?? derived.resolution;
  const sentiment = providerSentiment ?? (transcript.length > 0 ? derived.sentiment : null);
  const topics = transcript.some((item) => item.role === 'user') ? derived.topics : [];

  const reasons = new Set<FollowUpReason>();
  if (resolution === 'complaint' || topics.includes('complaint')) reasons.add('complaint');
  if (sentiment === 'negative') reasons.add('negative_sentiment');
  if (derived.callbackRequested) reasons.add('callback_requested');
  if (resolution === 'transferred' || facts?.transferred === true) reasons.add('transferred');
  if (facts?.outcome === 'failure') reasons.add('unsuccessful');
  if (resolution === 'missed_or_failed') reasons.add('missed_or_failed');

  return {
    resolution,
    resolutionSource: providerResolution ? 'provider' : 'auto',
    sentiment,
    sentimentSource: providerSentiment ? 'provider' : sentiment ? 'auto' : null,
    topics,
    topicsSource: topics.length > 0 ? 'auto' : null,
    classifierVersion,
    followUpReasons: [...reasons].sort(),
    ...language,
  };
}

function resolutionOfProvider(status: CallStatus, facts: CallFacts | null): CallResolution | null {
  if (status === 'failed' || facts?.voicemail === true) return 'missed_or_failed';
  if (facts?.transferred === true) return 'transferred';
  return null;
}
