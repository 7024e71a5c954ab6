// The `validation:*` key of a zod issue, as forms show it and as the server names it where it has
// one: the web's forms and the offline database's writes (apps/web/src/offline) use the same.
import { isEmpty } from './refine-errors';

export type IssueLike = {
  code: string;
  input?: unknown;
  origin?: string;
  minimum?: unknown;
  format?: string;
  expected?: string;
  params?: Record<string, unknown>;
};

/** The `validation:*` key of one zod issue, matching the server's keys where it has one. */
export function issueKey(issue: IssueLike): string {
  if (issue.code === 'custom' && typeof issue.params?.key === 'string') return issue.params.key;
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_value') && isEmpty(issue.input))
    return 'validation:required';
  if (issue.code === 'invalid_type' && issue.expected === 'number') return 'validation:number';
  if (issue.code === 'too_small') {
    if (issue.origin === 'string')
      return Number(issue.minimum) === 1 ? 'validation:required' : 'validation:tooShort';
    return issue.origin === 'number' ? 'validation:min' : 'validation:tooShort';
  }
  if (issue.code === 'too_big') return issue.origin === 'number' ? 'validation:max' : 'validation:tooLong';
  if (issue.code === 'invalid_format') {
    if (issue.format === 'email') return 'validation:email';
    if (issue.format === 'datetime' || issue.format === 'date') return 'validation:dateFormat';
  }
  return 'validation:invalid';
}
