import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useI18n } from "~/components/i18n/i18n";
import { fetchSuggestions } from "./client";
import styles from "./TextDemo.module.css";

/** SPEC §9: space, enter, tab (and 14) end a word; Latin words then get Devanagari options. */
const TRIGGER_CODES = new Set([32, 13, 9, 14]);
const LATIN_WORD = /[A-Za-z][A-Za-z'.-]*$/;

interface Pending {
  start: number;
  end: number;
  options: string[];
}

/**
 * The text area with Hindi suggestions: after a typed Latin word and a trigger key (space, enter)
 * a listbox of 5 options opens (the typed word is the last); arrows move, Enter / Tab / space
 * choose (the word is replaced), Escape or typing on closes. Tab only chooses while the list is
 * open, so it never traps keyboard focus. The text area keeps its native textbox role (ARIA in HTML
 * allows no other on a <textarea>): it names the list with aria-controls, points at the active
 * option with aria-activedescendant, and a live region says when suggestions open.
 */
export function TransliterationTextarea({
  id,
  name,
  value,
  onChange,
  enabled,
  describedBy,
}: {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  enabled: boolean;
  describedBy?: string;
}) {
  const { t } = useI18n();
  const listId = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [active, setActive] = useState(0);
  const lookup = useRef<AbortController | null>(null);
  const caretAfter = useRef<number | null>(null);

  useEffect(() => {
    if (!enabled) setPending(null);
  }, [enabled]);

  useEffect(() => () => lookup.current?.abort(), []);

  // Put the caret after a chosen word once React has written the new value.
  useEffect(() => {
    const at = caretAfter.current;
    if (at !== null && area.current) {
      area.current.setSelectionRange(at, at);
      caretAfter.current = null;
    }
  }, [value]);

  const close = () => {
    lookup.current?.abort();
    setPending(null);
  };

  const choose = (option: string) => {
    if (!pending) return;
    const next = value.slice(0, pending.start) + option + value.slice(pending.end);
    // After the word and the delimiter typed after it.
    caretAfter.current = pending.start + option.length + (next[pending.start + option.length] ? 1 : 0);
    setPending(null);
    onChange(next);
  };

  const lookUpWordBefore = (textarea: HTMLTextAreaElement) => {
    // Runs after the browser inserted the delimiter: the word ends one character before the caret.
    const caret = textarea.selectionStart;
    const before = textarea.value.slice(0, Math.max(0, caret - 1));
    const match = LATIN_WORD.exec(before);
    if (!match) return;
    const start = before.length - match[0].length;
    const end = before.length;
    const word = match[0];
    lookup.current?.abort();
    const controller = new AbortController();
    lookup.current = controller;
    void fetchSuggestions(word, controller.signal).then((options) => {
      if (controller.signal.aborted || options.length === 0) return;
      // Only if the word is still where it was (the visitor may have typed on).
      if (area.current?.value.slice(start, end) !== word) return;
      setActive(0);
      setPending({ start, end, options });
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (pending) {
      const count = pending.options.length;
      if (event.key === "ArrowDown") {
        event.preventDefault();
        setActive((i) => (i + 1) % count);
        return;
      }
      if (event.key === "ArrowUp") {
        event.preventDefault();
        setActive((i) => (i - 1 + count) % count);
        return;
      }
      if (event.key === "Escape") {
        event.preventDefault();
        event.stopPropagation();
        close();
        return;
      }
      if (TRIGGER_CODES.has(event.keyCode) || event.key === "Enter" || event.key === "Tab" || event.key === " ") {
        event.preventDefault();
        choose(pending.options[active] ?? pending.options[0]!);
        return;
      }
      close();
      return;
    }
    if (!enabled || event.key === "Tab" || event.nativeEvent.isComposing) return;
    if (TRIGGER_CODES.has(event.keyCode) || event.key === " " || event.key === "Enter") {
      const textarea = event.currentTarget;
      // Let the key insert its character first, then look up the word it ended.
      window.setTimeout(() => lookUpWordBefore(textarea), 0);
    }
  };

  const open = Boolean(pending);
  return (
    <div className={styles.combo}>
      <textarea
        ref={area}
        id={id}
        name={name}
        value={value}
        rows={5}
        className={styles.textarea}
        onChange={(event) => {
          if (pending) close();
          onChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => window.setTimeout(close, 150)}
        aria-autocomplete={enabled ? "list" : undefined}
        aria-controls={enabled ? listId : undefined}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        aria-describedby={describedBy}
      />
      {enabled ? (
        <ul id={listId} role="listbox" aria-label={t("Hindi suggestions")} className={styles.suggestions} hidden={!open}>
          {(pending?.options ?? []).map((option, index) => (
            <li
              key={`${index}-${option}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? `${styles.option} ${styles.optionActive}` : styles.option}
              // mousedown, not click: the text area keeps focus.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option);
              }}
            >
              {option}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {open ? t("{count} suggestions. Use the arrow keys and Enter to choose, Escape to close.", { count: pending!.options.length }) : ""}
      </p>
    </div>
  );
}
