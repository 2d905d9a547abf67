/** Keys whose values are card data by name, whatever they hold. */
const cardKeys = /card|cvv|cvc|security.?code|expir|pan$/i;

/** Runs of 13-19 digits (spaces or dashes between groups allowed) that pass the Luhn check. */
const digitRuns = /\b(?:\d[ -]?){12,18}\d\b/g;

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

const redactText = (value: string) =>
  value.replace(digitRuns, (run) => (luhn(run.replace(/[ -]/g, '')) ? '[card number removed]' : run));

/**
 * A copy of tool arguments safe to store: card-like keys dropped and card numbers in any text
 * replaced. Guests read card numbers out loud and LLMs copy them into whatever field is at hand.
 */
export function redactCardData(value: unknown): unknown {
  if (typeof value === 'string') return redactText(value);
  if (Array.isArray(value)) return value.map(redactCardData);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !cardKeys.test(key))
        .map(([key, v]) => [key, redactCardData(v)]),
    );
  }
  return value;
}
