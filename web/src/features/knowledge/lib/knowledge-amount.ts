const count = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

/** How much the agent took from a file, in words people use: '3 passages, 41 words'. */
export const knowledgeAmount = (passages: number, words?: number) =>
  words === undefined
    ? count(passages, 'passage', 'passages')
    : `${count(passages, 'passage', 'passages')}, ${count(words, 'word', 'words')}`;
