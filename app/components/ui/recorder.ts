/**
 * Microphone capture with Web Audio, encoded to a mono 16-bit WAV in the browser (not
 * MediaRecorder's WebM, which the recogniser cannot read): the voice demo and Kathana Assist's
 * spoken questions. AudioWorklet where available, else the older ScriptProcessorNode.
 */
import { downsample, recordingWav } from "~/audio/wav";

const WORKLET_URL = "/voice/wav-capture-worklet.js";
export type MicrophoneProblem = "denied" | "absent" | "unsupported";

export class MicrophoneError extends Error {
  constructor(
    readonly problem: MicrophoneProblem,
    message: string,
  ) {
    super(message);
  }
}

function microphoneMessage(problem: MicrophoneProblem): string {
  if (problem === "denied") return "Microphone access was blocked. Allow the microphone for this site in your browser's settings.";
  if (problem === "absent") return "No microphone was found. Connect one and try again.";
  return "This browser cannot record audio here.";
}

export class WavRecorder {
  private chunks: Float32Array[] = [];
  private recording = false;

  private constructor(
    private readonly context: AudioContext,
    private readonly stream: MediaStream,
    private readonly node: AudioWorkletNode | ScriptProcessorNode,
    private readonly source: MediaStreamAudioSourceNode,
  ) {}

  /** Asks for the microphone; throws MicrophoneError with a problem a visitor can act on. */
  static async open(): Promise<WavRecorder> {
    if (typeof navigator === "undefined" || !navigator.mediaDevices?.getUserMedia || typeof AudioContext === "undefined") {
      throw new MicrophoneError("unsupported", microphoneMessage("unsupported"));
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { channelCount: 1, echoCancellation: false, noiseSuppression: false, autoGainControl: false },
      });
    } catch (error) {
      const name = error instanceof DOMException ? error.name : "";
      if (name === "NotAllowedError" || name === "SecurityError") throw new MicrophoneError("denied", microphoneMessage("denied"));
      if (name === "NotFoundError" || name === "OverconstrainedError" || name === "NotReadableError") {
        throw new MicrophoneError("absent", microphoneMessage("absent"));
      }
      throw new MicrophoneError("unsupported", microphoneMessage("unsupported"));
    }
    const context = new AudioContext();
    const source = context.createMediaStreamSource(stream);
    let node: AudioWorkletNode | ScriptProcessorNode;
    let recorder: WavRecorder;
    if (context.audioWorklet) {
      await context.audioWorklet.addModule(WORKLET_URL);
      const worklet = new AudioWorkletNode(context, "wav-capture");
      node = worklet;
      recorder = new WavRecorder(context, stream, node, source);
      worklet.port.onmessage = (event: MessageEvent<Float32Array>) => recorder.push(event.data);
    } else {
      const processor = context.createScriptProcessor(4096, 1, 1);
      node = processor;
      recorder = new WavRecorder(context, stream, node, source);
      processor.onaudioprocess = (event) => recorder.push(new Float32Array(event.inputBuffer.getChannelData(0)));
    }
    source.connect(node);
    // A node must reach the destination to be pulled; it outputs silence.
    node.connect(context.destination);
    return recorder;
  }

  private push(chunk: Float32Array): void {
    if (this.recording) this.chunks.push(chunk);
  }

  start(): void {
    this.chunks = [];
    this.recording = true;
    if (this.node instanceof AudioWorkletNode) this.node.port.postMessage("start");
    void this.context.resume();
  }

  /** Ends the recording and releases the microphone; the WAV of what was heard. */
  async stop(): Promise<Blob> {
    if (this.node instanceof AudioWorkletNode) this.node.port.postMessage("stop");
    // Chunks already posted by the worklet arrive within a render quantum or two.
    await new Promise((resolve) => setTimeout(resolve, 60));
    this.recording = false;
    const length = this.chunks.reduce((n, c) => n + c.length, 0);
    const all = new Float32Array(length);
    let offset = 0;
    for (const chunk of this.chunks) {
      all.set(chunk, offset);
      offset += chunk.length;
    }
    const rate = this.context.sampleRate;
    this.close();
    return recordingWav(downsample(all, rate));
  }

  close(): void {
    this.recording = false;
    try {
      this.source.disconnect();
      this.node.disconnect();
    } catch {
      // already disconnected
    }
    for (const track of this.stream.getTracks()) track.stop();
    void this.context.close().catch(() => undefined);
  }
}
