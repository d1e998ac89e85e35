import { existsSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getConfig } from "~/config.server";
import { SpeechRecognitionError } from "./errors";
import { LocalSpeechRecognizer } from "./local.server";
import { RemoteSpeechRecognizer } from "./remote.server";
import { closeSpeechRecognizer, createSpeechRecognizer, getSpeechRecognizer, initSpeechRecognizer, recognizeSpeech } from "./speech-recognition.server";

const env = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv;

afterEach(async () => {
  await closeSpeechRecognizer();
  vi.restoreAllMocks();
});

describe("speech recogniser selection", () => {
  it("reads its settings from the environment", () => {
    const asr = getConfig(
      env({ ASR_ENGINE_URL: "https://engine.example/v1/asr", ASR_ENGINE_KEY: "k", ASR_CONCURRENCY: "3", ASR_MAX_UPLOAD_KB: "512", ASR_MAX_SECONDS: "10" }),
    ).speechRecognition;
    expect(asr).toMatchObject({
      engine: "remote",
      engineUrl: "https://engine.example/v1/asr",
      engineKey: "k",
      concurrency: 3,
      maxBytes: 512 * 1024,
      maxSeconds: 10,
    });
    expect(getConfig(env({})).speechRecognition).toMatchObject({
      engine: "local",
      concurrency: 2,
      maxQueue: 16,
      timeoutMs: 10_000,
      maxBytes: 2 * 1024 * 1024,
      maxSeconds: 30,
    });
  });

  it("is remote when ASR_ENGINE_URL is set, local otherwise", () => {
    expect(createSpeechRecognizer(getConfig(env({ ASR_ENGINE_URL: "http://127.0.0.1:9" })).speechRecognition)).toBeInstanceOf(RemoteSpeechRecognizer);
    const local = getConfig(env({})).speechRecognition;
    if (existsSync(local.pocketsphinxBinary) && existsSync(local.espeakPath)) expect(createSpeechRecognizer(local)).toBeInstanceOf(LocalSpeechRecognizer);
    else expect(() => createSpeechRecognizer(local)).toThrow(/is missing/);
  });

  it("answers unavailable (503) when the local decoder is missing, without stopping the server", async () => {
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const asr = { ...getConfig(env({})).speechRecognition, pocketsphinxBinary: "/nonexistent/pocketsphinx_batch" };
    expect(await initSpeechRecognizer(asr)).toBeNull();
    expect(() => getSpeechRecognizer()).toThrow(SpeechRecognitionError);
    const error = await recognizeSpeech(Buffer.from("RIFF")).then(
      () => null,
      (e: unknown) => e as SpeechRecognitionError,
    );
    expect(error?.code).toBe("unavailable");
    expect(error?.status).toBe(503);
  });
});
