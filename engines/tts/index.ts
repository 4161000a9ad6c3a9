// Text to speech: espeak-ng voices (Naghma, Naghma V-2.0, Sarang, Ektara) with an Urdu text
// front-end and Shahmukhi→Gurmukhi for Punjabi, plus an optional neural (VITS/MMS ONNX) voice.
export { createLimiter, type Limiter } from './concurrency';
export { AUDIO_FORMATS, AUDIO_MEDIA, type AudioFormat, encodeAudio, ffmpegAvailable } from './encode';
export { createTtsEngine, parseNeuralVoices, type TtsEngine, type TtsEngineOptions } from './engine';
export { TtsError, type TtsErrorCode } from './errors';
export { espeakAvailable } from './espeak-available';
export { prepareUrduSpeech, urduSpeechText } from './frontend/urdu-text';
export { loadNeuralVoice, type NeuralVoice } from './neural/onnx-voice';
export { hasShahmukhi, punjabiScript } from './punjabi/scripts';
export { shahmukhiToGurmukhi } from './punjabi/shahmukhi-to-gurmukhi';
export {
  createEspeakSynthesizer,
  type EspeakEngineOptions,
  punjabiForPaVoice,
  type SynthesisRequest,
  type Synthesizer,
} from './synthesize';
export { isVoiceId, VOICES, type VoiceId, type VoiceSpec } from './voices';
export { decodeMonoPcm16, encodeWav } from './wav';
