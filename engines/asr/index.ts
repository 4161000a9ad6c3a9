// Speech to text: whisper.cpp (whisper-cli built from the nodejs-whisper sources) forced to
// Urdu, Silero VAD to cut long audio at pauses, WAV decoding with downmix and resampling.

export { formatSrt, formatVtt } from './captions';
export { planChunks } from './chunking';
export { decodeToWav, isWav } from './decode-audio';
export {
  type AsrEngine,
  type AsrEngineOptions,
  type AsrTimestamps,
  createAsrEngine,
  type TranscribeOptions,
  type Transcript,
} from './engine';
export { AsrError, type AsrErrorCode } from './errors';
export { FETCHABLE_MODELS, fetchWhisperModel, ModelFetchError } from './fetch-model';
export { resample, TARGET_RATE } from './resample';
export { placeOnTimeline, type TimedSegment } from './timeline';
export { detectSpeech, type SpeechSpan, spansFromProbabilities } from './vad';
export { decodeWav, inspectWav, MAX_AUDIO_SECONDS, pcm16Wav } from './wav-input';
export { DEFAULT_WHISPER_BIN, type TimedText, type WhisperSegment } from './whisper-cli';
