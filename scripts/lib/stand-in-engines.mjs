/**
 * A stand-in for the provider's four hosted engines (speech synthesis, speech recognition, food
 * photos, the assistant), answering each contract (the README of each engine's folder) with a fixed
 * reply, so the server can be measured in its hosted profile on a machine without them. For
 * benchmarks only: the replies say nothing about the real engines' answers or speed.
 *   const engines = await startStandInEngines(); // { env, close() }: env holds the *_ENGINE_URL/_KEY settings
 */
import { createServer } from "node:http";

const KEY = "stand-in-key";
/** About a second of silent MPEG audio's size; the site passes the bytes on without decoding them. */
const AUDIO = Buffer.alloc(16 * 1024, 0);

export async function startStandInEngines() {
  const server = createServer(async (req, res) => {
    await new Promise((resolve) => req.resume().on("end", resolve)); // the whole request read, as an engine would
    const json = (status, value) => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(value));
    if (req.headers.authorization !== `Bearer ${KEY}`) return json(401, { error: { code: "unauthorized", message: "bad key" } });
    switch (`${req.method} ${req.url}`) {
      case "POST /tts/synthesize":
        return res.writeHead(200, { "content-type": "audio/mpeg", "x-audio-duration-ms": "1000" }).end(AUDIO);
      case "POST /asr/recognize":
        return json(200, { text: "Elephant", confidence: 0.9, inList: true });
      case "GET /food/foods":
        return json(200, { foods: ["Samosa", "Masala dosa", "Idli"] });
      case "POST /food/recognize":
        return json(200, { item: "Samosa", label: "samosa", confidence: 0.91, isFood: true, foodProbability: 0.97, alternatives: [] });
      case "POST /assist/answer":
        return json(200, {
          answer: "We help banks with reminder calls.",
          sources: [{ title: "BFSI", url: "/bfsi" }],
          declined: false,
          actions: [],
          memory: null,
        });
      default:
        return json(404, { error: { code: "not_found", message: "no such route" } });
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  return {
    env: {
      TTS_ENGINE_URL: `${base}/tts`,
      TTS_ENGINE_KEY: KEY,
      ASR_ENGINE_URL: `${base}/asr`,
      ASR_ENGINE_KEY: KEY,
      FOOD_ENGINE_URL: `${base}/food`,
      FOOD_ENGINE_KEY: KEY,
      ASSISTANT_ENGINE_URL: `${base}/assist`,
      ASSISTANT_ENGINE_KEY: KEY,
    },
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
