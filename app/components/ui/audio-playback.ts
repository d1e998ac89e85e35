import { useCallback, useEffect, useRef, useState } from "react";
import { trackAudioEvent } from "~/analytics/events";

/*
 * The page-wide single-audio rule (SPEC §4): only one demo audio plays at a time. Starting one
 * pauses the one that was playing and rewinds it to the start.
 */
interface Playing {
  audio: HTMLAudioElement;
  stopped: () => void;
}

let current: Playing | null = null;

function claim(next: Playing) {
  if (current && current.audio !== next.audio) {
    const previous = current;
    previous.audio.pause();
    previous.audio.currentTime = 0;
    previous.stopped();
  }
  current = next;
}

function release(audio: HTMLAudioElement) {
  if (current?.audio === audio) current = null;
}

export interface Playback {
  audioRef: React.RefObject<HTMLAudioElement>;
  playing: boolean;
  toggle: () => void;
  /** Pauses and rewinds to the start (country change, tab change). */
  reset: () => void;
}

/**
 * State of one <audio> element under the single-audio rule. `track` sends the analytics events of
 * SPEC §7 (demo cards) with the audio source as label.
 */
export function usePlayback(src: string | null, { track = false }: { track?: boolean } = {}): Playback {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);

  const reset = useCallback(() => {
    const audio = audioRef.current;
    if (audio) {
      if (!audio.paused) audio.pause();
      audio.currentTime = 0;
      release(audio);
    }
    setPlaying(false);
  }, []);

  const toggle = useCallback(() => {
    const audio = audioRef.current;
    if (!audio || !src) return;
    if (audio.paused) {
      claim({ audio, stopped: () => setPlaying(false) });
      setPlaying(true);
      if (track) trackAudioEvent("audio_play", src);
      audio.play().catch(() => {
        release(audio);
        setPlaying(false);
      });
    } else {
      audio.pause();
      release(audio);
      setPlaying(false);
      if (track) trackAudioEvent("audio_pause", src);
    }
  }, [src, track]);

  // Ending resets the button; unmounting (a tab switch) stops the sound.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const ended = () => {
      audio.currentTime = 0;
      release(audio);
      setPlaying(false);
    };
    audio.addEventListener("ended", ended);
    return () => {
      audio.removeEventListener("ended", ended);
      audio.pause();
      release(audio);
    };
  }, [src]);

  return { audioRef, playing, toggle, reset };
}
