/* global AudioWorkletProcessor, registerProcessor */
// AudioWorklet of the voice demo's recorder (app/components/demos/voice/recorder.ts): copies the
// first input channel to the page while `recording` is on. A same-origin file because the CSP
// allows no inline or blob: scripts for worklets.
class WavCapture extends AudioWorkletProcessor {
  constructor() {
    super();
    this.recording = false;
    this.port.onmessage = (event) => {
      this.recording = event.data === "start";
    };
  }

  process(inputs) {
    const channels = inputs[0];
    if (this.recording && channels && channels.length > 0) {
      // Mono: the average of the channels the microphone delivers.
      const frames = channels[0].length;
      const mono = new Float32Array(frames);
      for (const channel of channels) for (let i = 0; i < frames; i++) mono[i] += channel[i] / channels.length;
      this.port.postMessage(mono, [mono.buffer]);
    }
    return true;
  }
}

registerProcessor("wav-capture", WavCapture);
