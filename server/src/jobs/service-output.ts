// Apart from engine-call.ts (which names AppContext) so that the engine queue (a member of the app
// context) names it without reaching the context itself.

/** What an engine binding returns: `response` for the answer body, plus optional extra fields. */
export interface ServiceOutput {
  /** Text, a score, or base64 (TTS): the spec's `response`. */
  response: string | number;
  /** Extra answer fields, e.g. spell `suggestions`, domain `scores`, summarization `engine`. */
  extra?: Record<string, unknown>;
  /**
   * The MIME type when `response` is a binary file in base64 (TTS audio: audio/wav, audio/mpeg,
   * audio/ogg; OCR's searchable PDF: application/pdf). An asynchronous job keeps such a result as a
   * file and answers a download link served with this Content-Type (jobs/async).
   */
  media?: string;
}
