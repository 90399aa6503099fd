import { describe, expect, it } from 'vitest';
import { EXPERIMENT_ERROR_CODES, EXPERIMENT_PROBLEMS } from '@/lib/features/experiments/shared/admin';
import { EXPERIMENT_GOALS, EXPERIMENT_STATUSES } from '@/lib/features/experiments/shared/experiment';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

// Every refusal an experiment action answers, every field code, goal and state is said in both
// admin languages: a missing one would show its key ("Admin.experiments.problems.page-empty").
describe.each([
  ['en', en],
  ['es', es],
] as const)('the experiments screens in %s', (_locale, messages) => {
  const words = messages.Admin.experiments as unknown as Record<string, Record<string, string>>;
  it('name every refusal, refused field, goal and state', () => {
    expect(EXPERIMENT_PROBLEMS.filter((problem) => !words.problems![problem]?.trim())).toEqual([]);
    expect(Object.keys(words.problems!).sort()).toEqual([...EXPERIMENT_PROBLEMS].sort());
    expect(EXPERIMENT_ERROR_CODES.filter((code) => !words.errors![code]?.trim())).toEqual([]);
    expect(EXPERIMENT_GOALS.filter((goal) => !words.goals![goal]?.trim())).toEqual([]);
    expect(EXPERIMENT_STATUSES.filter((status) => !words.status![status]?.trim())).toEqual([]);
  });
});
