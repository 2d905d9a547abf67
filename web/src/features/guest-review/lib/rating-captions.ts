/** Spec §9 captions of the five ratings. */
export const ratingCaptions: Record<number, string> = {
  1: 'Poor - Not what I expected',
  2: 'Fair - Could be better',
  3: 'Good - Met expectations',
  4: 'Great - Very satisfied',
  5: 'Excellent - Exceeded expectations',
};
