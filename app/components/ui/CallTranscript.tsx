import { useI18n } from "~/components/i18n/i18n";
import styles from "./CallTranscript.module.css";

export interface CallTurn {
  speaker: string | null;
  words: string;
}

/** "Bot: …" / "Customer: …" lines of a call, one turn each. */
export function transcriptTurns(text: string): CallTurn[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const match = /^([^:]{1,24}):\s*(.+)$/.exec(line);
      return match ? { speaker: match[1]!.trim(), words: match[2]!.trim() } : { speaker: null, words: line };
    });
}

/** A call's conversation as its turns: who speaks, then what they say (a demo card, an answer of Kathana Assist). */
export function CallTranscript({ turns }: { turns: readonly CallTurn[] }) {
  const { tm } = useI18n();
  return (
    <ol className={styles.turns}>
      {turns.map((turn, i) => (
        <li key={i} className={styles.turn} data-speaker={turn.speaker === "Bot" ? "bot" : "other"}>
          {/* The content's speaker names ("Bot", "Customer") in the page's language. */}
          {turn.speaker ? <span className={styles.speaker}>{tm(turn.speaker)}:</span> : null} {turn.words}
        </li>
      ))}
    </ol>
  );
}
