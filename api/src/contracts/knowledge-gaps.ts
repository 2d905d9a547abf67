import { z } from 'zod';

/** Two questions' keys at least this similar (pg_trgm similarity, 0..1) are one gap. */
export const knowledgeGapSimilarity = 0.5;

/** answered: taught and not asked since; reopened: asked again after it was answered. */
export const knowledgeGapStatuses = ['open', 'answered', 'reopened'] as const;
export type KnowledgeGapStatus = (typeof knowledgeGapStatuses)[number];

export const knowledgeGapSignals = ['did_not_know', 'offered_message', 'passed_to_staff', 'caller_repeated'] as const;
export type KnowledgeGapSignal = (typeof knowledgeGapSignals)[number];

/** One time a caller asked the gap's question: opens the call at that turn. */
export interface KnowledgeGapExample {
  callId: string;
  turnIndex: number;
  question: string;
  signal: KnowledgeGapSignal;
  askedAt: string;
}

export interface KnowledgeGap {
  knowledgeGapId: string;
  hotelId: string;
  hotelName: string;
  question: string;
  count: number;
  firstSeen: string;
  lastSeen: string;
  status: KnowledgeGapStatus;
  answer: string | null;
  answeredAt: string | null;
  answeredBy: string | null;
  /** The latest few questions, newest first. */
  examples: KnowledgeGapExample[];
}

/** How many example calls each gap lists. */
export const knowledgeGapExampleCount = 3;

export const answerKnowledgeGapBody = z
  .object({ answer: z.string().trim().min(3, 'Write the answer (at least 3 characters).').max(5000) })
  .strict();
export type AnswerKnowledgeGapBody = z.infer<typeof answerKnowledgeGapBody>;
