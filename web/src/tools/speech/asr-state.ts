// The ASR screen's states (spec tools §4): idle (Stop and Clear disabled), recording after Start
// (Start disabled), stopped after Stop (Clear enabled). Clear returns to idle.
export type AsrPhase = 'idle' | 'recording' | 'stopped';

export interface AsrState {
  phase: AsrPhase;
  /** Final hypotheses so far. */
  text: string;
  /** The running partial hypothesis of the current utterance. */
  partial: string;
  error: string;
}

export type AsrAction =
  | { type: 'start' }
  | { type: 'stop' }
  | { type: 'clear' }
  | { type: 'hypothesis'; transcript: string; final: boolean }
  | { type: 'error'; message: string };

export const initialAsrState: AsrState = { phase: 'idle', text: '', partial: '', error: '' };

export function asrReducer(state: AsrState, action: AsrAction): AsrState {
  switch (action.type) {
    case 'start':
      return state.phase === 'recording' ? state : { ...state, phase: 'recording', error: '' };
    case 'stop':
      return state.phase === 'recording' ? { ...state, phase: 'stopped' } : state;
    case 'clear':
      return state.phase === 'recording' ? state : initialAsrState;
    case 'hypothesis':
      if (!action.final) return { ...state, partial: action.transcript };
      return {
        ...state,
        text: [state.text, action.transcript.trim()].filter(Boolean).join(' '),
        partial: '',
      };
    case 'error':
      return { ...state, error: action.message };
  }
}

export const buttons = (phase: AsrPhase) => ({
  start: phase !== 'recording',
  stop: phase === 'recording',
  clear: phase === 'stopped',
});
