/**
 * The CMU pronouncing dictionary (one `word phones` line each, variants as `word(2) phones`,
 * `# comments` after the phones) kept as its own text plus an open-addressing hash index of line
 * starts: about 6 MB for its ~135,000 lines, where a Map or an object of strings held 20 MB or more
 * of the server's heap for as long as the process lived (decision 0039). Both the recogniser
 * (pocketsphinx's copy) and the Indian-English speech rewriting (the npm package's) use it.
 */
export class CmuDictionary {
  /** Hash table: the start of the first line of a word, -1 where empty; size a power of two. */
  private readonly slots: Int32Array;
  /** For each line start's position in `lines`, the next line of the same word (-1: none). */
  private readonly next: Int32Array;
  private readonly lines: Int32Array;

  constructor(private readonly text: string) {
    const starts: number[] = [];
    for (let pos = 0; pos < text.length;) {
      const end = text.indexOf("\n", pos);
      const stop = end < 0 ? text.length : end;
      const space = text.indexOf(" ", pos);
      if (space > pos && space < stop) starts.push(pos);
      pos = stop + 1;
    }
    this.lines = Int32Array.from(starts);
    this.next = new Int32Array(starts.length).fill(-1);
    let size = 1;
    while (size < starts.length * 2) size *= 2;
    this.slots = new Int32Array(size).fill(-1);
    const last = new Int32Array(size).fill(-1); // per slot, the last line of its word: variants keep file order
    for (let i = 0; i < starts.length; i++) {
      const word = this.wordAt(starts[i]!);
      const slot = this.find(word);
      if (this.slots[slot] === -1) this.slots[slot] = i;
      else this.next[last[slot]!] = i;
      last[slot] = i;
    }
  }

  /** The first pronunciation of `word` (lower case): the dictionary's main one. */
  first(word: string): string | undefined {
    return this.get(word)?.[0];
  }

  /** Every pronunciation of `word` (lower case), in the file's order; undefined when it has none. */
  get(word: string): string[] | undefined {
    const list: string[] = [];
    for (let i = this.slots[this.find(word)]!; i !== -1; i = this.next[i]!) {
      const start = this.lines[i]!;
      const end = this.text.indexOf("\n", start);
      const line = this.text.slice(start, end < 0 ? this.text.length : end);
      const phones = line
        .slice(line.indexOf(" ") + 1)
        .replace(/#.*$/, "")
        .trim();
      if (phones) list.push(phones);
    }
    return list.length ? list : undefined;
  }

  /** The word of the line starting at `start`, without its variant number. */
  private wordAt(start: number): string {
    return this.text.slice(start, this.text.indexOf(" ", start)).replace(/\(\d+\)$/, "");
  }

  /** The slot of `word`: its own, or the empty one where it would go (linear probing, FNV-1a). */
  private find(word: string): number {
    let hash = 0x811c9dc5;
    for (let k = 0; k < word.length; k++) hash = Math.imul(hash ^ word.charCodeAt(k), 0x01000193);
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const line = this.slots[slot]!;
      if (line === -1 || this.wordAt(this.lines[line]!) === word) return slot;
    }
  }
}
