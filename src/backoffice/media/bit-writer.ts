/** Writes bit fields least significant bit first (WebP lossless order). */
export class BitWriter {
  #buffer = new Uint8Array(4096);
  #length = 0;
  #current = 0;
  #used = 0;

  write(value: number, bits: number): void {
    for (let index = 0; index < bits; index++) {
      if ((value >>> index) & 1) this.#current |= 1 << this.#used;
      if (++this.#used === 8) this.#flushByte();
    }
  }

  #flushByte(): void {
    if (this.#length === this.#buffer.length) {
      const grown = new Uint8Array(this.#buffer.length * 2);
      grown.set(this.#buffer);
      this.#buffer = grown;
    }
    this.#buffer[this.#length++] = this.#current;
    this.#current = 0;
    this.#used = 0;
  }

  finish(): Uint8Array {
    if (this.#used > 0) this.#flushByte();
    return this.#buffer.slice(0, this.#length);
  }
}
