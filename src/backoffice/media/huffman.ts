/** Length-limited canonical prefix codes, as DEFLATE and WebP lossless both use them. */

interface Node {
  weight: number;
  symbols: number[];
}

/** Code lengths for the given symbol frequencies, none longer than `maxBits`. */
export function codeLengths(frequencies: readonly number[], maxBits: number): number[] {
  let weights = [...frequencies];
  for (;;) {
    const lengths = unlimitedLengths(weights);
    if (Math.max(0, ...lengths) <= maxBits) return lengths;
    // Flatten the distribution and try again: rare symbols get shorter codes.
    weights = weights.map((weight) => (weight === 0 ? 0 : Math.max(1, weight >> 1)));
  }
}

function unlimitedLengths(frequencies: readonly number[]): number[] {
  const lengths = new Array<number>(frequencies.length).fill(0);
  let nodes: Node[] = [];
  frequencies.forEach((weight, symbol) => {
    if (weight > 0) nodes.push({ weight, symbols: [symbol] });
  });
  if (nodes.length === 1) lengths[nodes[0]!.symbols[0]!] = 1;
  while (nodes.length > 1) {
    nodes.sort((a, b) => a.weight - b.weight);
    const [first, second] = nodes as [Node, Node];
    for (const symbol of [...first.symbols, ...second.symbols]) lengths[symbol]! += 1;
    nodes = [{ weight: first.weight + second.weight, symbols: [...first.symbols, ...second.symbols] }, ...nodes.slice(2)];
  }
  return lengths;
}

/** Canonical codes, bit-reversed so they can be written least significant bit first. */
export function canonicalCodes(lengths: readonly number[]): number[] {
  const maxBits = Math.max(0, ...lengths);
  const count = new Array<number>(maxBits + 1).fill(0);
  for (const length of lengths) if (length > 0) count[length]! += 1;
  const next = new Array<number>(maxBits + 1).fill(0);
  let code = 0;
  for (let bits = 1; bits <= maxBits; bits++) {
    code = (code + count[bits - 1]!) << 1;
    next[bits] = code;
  }
  return lengths.map((length) => (length === 0 ? 0 : reverseBits(next[length]!++, length)));
}

function reverseBits(value: number, bits: number): number {
  let result = 0;
  for (let index = 0; index < bits; index++) result |= ((value >> index) & 1) << (bits - 1 - index);
  return result;
}
