import { describe, expect, it } from 'vitest';
import { ApiError } from '#lib/api.ts';
import { SubmissionKey } from '#lib/cashier-api.ts';

/** A call that records the keys it was sent with and answers as told. */
function server(answers: (() => unknown)[]) {
  const keys: string[] = [];
  const call = async (key: string) => {
    keys.push(key);
    const answer = answers.shift();
    return answer ? answer() : 'ok';
  };
  return { keys, call };
}

const networkError = () => {
  throw new ApiError('NETWORK_ERROR', 'fetch failed', 0);
};

describe('one idempotency key per form submission', () => {
  it('sends the same key on every retry after a network error or a server failure, a new one after an answer', async () => {
    const form = new SubmissionKey();
    const s = server([networkError, () => { throw new ApiError('INTERNAL_ERROR', '', 500); }, () => 'done']);
    await expect(form.send({ amount: 100 }, s.call)).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    await expect(form.send({ amount: 100 }, s.call)).rejects.toMatchObject({ code: 'INTERNAL_ERROR' });
    await expect(form.send({ amount: 100 }, s.call)).resolves.toBe('done');
    expect(new Set(s.keys).size).toBe(1);
    await form.send({ amount: 100 }, s.call);
    expect(s.keys[3]).not.toBe(s.keys[0]);
  });

  it('starts a new intent when the member asks for something else, or after a refusal', async () => {
    const form = new SubmissionKey();
    const s = server([networkError, () => { throw new ApiError('WRONG_PAYMENT_PASSWORD', '', 403); }]);
    await expect(form.send({ amount: 100 }, s.call)).rejects.toBeInstanceOf(ApiError);
    await expect(form.send({ amount: 200 }, s.call)).rejects.toMatchObject({ code: 'WRONG_PAYMENT_PASSWORD' });
    await form.send({ amount: 200 }, s.call);
    expect(new Set(s.keys).size).toBe(3);
  });

  it('gives a double click the same key', async () => {
    const form = new SubmissionKey();
    const s = server([]);
    await Promise.all([form.send({ amount: 5 }, s.call), form.send({ amount: 5 }, s.call)]);
    expect(s.keys[0]).toBe(s.keys[1]);
  });
});
