// Running native programs for the engines (ImageMagick, tesseract, espeak-ng, whisper-cli).
export {
  exitDescription,
  ProgramError,
  type ProgramFailure,
  type ProgramResult,
  type RunProgramOptions,
  runProgram,
} from './run-program';
