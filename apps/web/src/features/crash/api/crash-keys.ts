/** The query keys of Zeplin's calls. */
export const crashKeys = {
  all: ['crash'] as const,
  state: ['crash', 'state'] as const,
  round: (id: number) => ['crash', 'round', id] as const,
};
