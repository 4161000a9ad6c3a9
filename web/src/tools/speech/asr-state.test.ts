import { describe, expect, it } from 'vitest';
import { asrReducer, buttons, initialAsrState } from './asr-state';

describe('ASR screen states', () => {
  it('idle: Start only; recording: Stop only; stopped: Start and Clear', () => {
    expect(buttons('idle')).toEqual({ start: true, stop: false, clear: false });
    expect(buttons('recording')).toEqual({ start: false, stop: true, clear: false });
    expect(buttons('stopped')).toEqual({ start: true, stop: false, clear: true });
  });

  it('shows partials, appends finals and clears back to idle', () => {
    let s = asrReducer(initialAsrState, { type: 'start' });
    s = asrReducer(s, { type: 'hypothesis', transcript: 'پاکس', final: false });
    expect(s.partial).toBe('پاکس');
    s = asrReducer(s, { type: 'hypothesis', transcript: 'پاکستان', final: true });
    s = asrReducer(s, { type: 'hypothesis', transcript: 'زندہ باد', final: true });
    expect(s).toMatchObject({ text: 'پاکستان زندہ باد', partial: '' });
    expect(asrReducer(s, { type: 'clear' }).text).toBe('پاکستان زندہ باد'); // not while recording
    s = asrReducer(s, { type: 'stop' });
    expect(asrReducer(s, { type: 'clear' })).toEqual(initialAsrState);
  });
});
