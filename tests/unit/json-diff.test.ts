import { describe, expect, it } from 'vitest';
import { diffJson } from '#lib/backoffice/json-diff.ts';

describe('the audit desk’s before/after diff', () => {
  it('flattens both sides to paths and marks what changed', () => {
    expect(diffJson('{"status":"pending","limits":{"daily":5,"weekly":9}}', '{"status":"approved","limits":{"daily":5},"reason":"ok"}')).toEqual([
      { path: 'status', before: '"pending"', after: '"approved"', changed: true },
      { path: 'limits.daily', before: '5', after: '5', changed: false },
      { path: 'limits.weekly', before: '9', after: null, changed: true },
      { path: 'reason', before: null, after: '"ok"', changed: true },
    ]);
  });

  it('shows a creation (nothing before), a plain value and arrays whole', () => {
    expect(diffJson(null, '{"tags":["a","b"]}')).toEqual([{ path: 'tags', before: null, after: '["a","b"]', changed: true }]);
    expect(diffJson('5', '6')).toEqual([{ path: '', before: '5', after: '6', changed: true }]);
    expect(diffJson(null, null)).toEqual([]);
    expect(diffJson('not json', null)).toEqual([{ path: '', before: '"not json"', after: null, changed: true }]);
  });
});
