import { coded } from '@zuban/contract/message-catalogue';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../ui/api';
import { toolFailure } from './tool-failure';

const failure = coded('tool.notGenerated', { name: 'POS Tagging' });
const spec = failure.text;

describe('toolFailure', () => {
  it("shows the spec line for an answer whose body is not JSON (a proxy's 502 page)", () => {
    const err = new ApiError('Request failed (502)', 502, null, '<html>Bad Gateway</html>');
    expect(toolFailure(err, failure)).toEqual({ error: spec, detail: '' });
  });

  it("keeps the server's own reason under the spec line when it says more", () => {
    const err = new ApiError('Too many requests.', 429, 'rate_limited', { message: 'Too many requests.' });
    expect(toolFailure(err, failure)).toEqual({ error: spec, detail: 'Too many requests.' });
    const same = new ApiError(spec, 502, 'engine_failed', { message: spec });
    expect(toolFailure(same, failure)).toEqual({ error: spec, detail: '' });
  });

  it('shows a network error its own text', () => {
    expect(toolFailure(new TypeError('Failed to fetch'), failure)).toEqual({
      error: 'Failed to fetch',
      detail: '',
    });
  });
});
