/** Where the home's follow-ups tile lands: the follow-up list on the insights page. */
export const followUpsAnchor = 'follow-ups';
