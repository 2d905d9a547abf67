import type { CallCost, CallCostPart } from '../../contracts/call-facts.ts';

/** Money rounded to a millionth, so sums of floats do not carry noise into storage. */
const rounded = (value: number) => Math.round(value * 1e6) / 1e6;
const usable = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** Parts summed per part, in the order of callCostParts' first appearance; none when nothing is itemised. */
function partsOf(items: { part: CallCostPart; amount: number }[]): CallCost['parts'] {
  const sums = new Map<CallCostPart, number>();
  for (const item of items) sums.set(item.part, (sums.get(item.part) ?? 0) + item.amount);
  const parts = [...sums].map(([part, amount]) => ({ part, amount: rounded(amount) }));
  return parts.length ? parts : undefined;
}

/** Retell's product names (`elevenlabs_tts`, `gpt_4o`, `retell_platform`, `twilio_telephony`...) as parts. */
export function retellPartOf(product: string): CallCostPart {
  const name = product.toLowerCase();
  if (/tts|stt|voice|transcri|elevenlabs|deepgram|cartesia|playht/.test(name)) return 'speech';
  if (/telephon|twilio|telnyx|vonage|sip|phone/.test(name)) return 'telephony';
  if (/gpt|llm|claude|gemini|openai|model/.test(name)) return 'llm';
  if (/retell|platform|infra/.test(name)) return 'platform';
  return 'other';
}

/**
 * Retell's `call.call_cost`: `combined_cost` and each of `product_costs[].cost` in US cents
 * (Retell bills in USD), stored in dollars.
 */
export function retellCostOf(callCost: unknown): CallCost | undefined {
  if (!callCost || typeof callCost !== 'object') return undefined;
  const { combined_cost: combined, product_costs: products } = callCost as Record<string, unknown>;
  if (!usable(combined)) return undefined;
  const items = (Array.isArray(products) ? products : []).flatMap((item: unknown) => {
    const { product, cost } = (item ?? {}) as Record<string, unknown>;
    return typeof product === 'string' && usable(cost) ? [{ part: retellPartOf(product), amount: cost / 100 }] : [];
  });
  return { amount: rounded(combined / 100), currency: 'USD', ...definedParts(partsOf(items)) };
}

const vapiParts: Record<string, CallCostPart> = {
  transcriber: 'speech',
  voice: 'speech',
  model: 'llm',
  analysis: 'llm',
  transport: 'telephony',
  vapi: 'platform',
};

/** Vapi's end-of-call report: `cost` (USD) and `costs[]` by `type` (transcriber, model, voice, vapi, transport...). */
export function vapiCostOf(cost: unknown, costs: unknown): CallCost | undefined {
  if (!usable(cost)) return undefined;
  const items = (Array.isArray(costs) ? costs : []).flatMap((item: unknown) => {
    const { type, cost: amount } = (item ?? {}) as Record<string, unknown>;
    return typeof type === 'string' && usable(amount) ? [{ part: vapiParts[type] ?? 'other', amount }] : [];
  });
  return { amount: rounded(cost), currency: 'USD', ...definedParts(partsOf(items)) };
}

/**
 * ElevenLabs' post-call `metadata.cost`: the conversation's cost in ElevenLabs credits, not money.
 * Stored with that unit, never converted (decision 092).
 */
export function elevenLabsCostOf(cost: unknown): CallCost | undefined {
  return usable(cost) ? { amount: rounded(cost), unit: 'credits' } : undefined;
}

const definedParts = (parts: CallCost['parts']) => (parts ? { parts } : {});
