/**
 * Randomness of the seed. Names come from one local faker instance (en_US, en), seeded once per
 * createSeed() call, so that no other faker user (the generated MSW factories, tests) moves the
 * seed and the seed moves nothing else. Numbers and choices come from a small seeded generator
 * (mulberry32): tens of thousands of draws for 10,000 accounts stay well under a second.
 */
import { en, en_US, Faker } from '@faker-js/faker';

export const FAKER_SEED = 20_261_120;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export function createFaker(seed = FAKER_SEED): Faker {
  const faker = new Faker({ locale: [en_US, en] });
  faker.seed(seed);
  return faker;
}

/** mulberry32: a tiny deterministic generator of floats in [0, 1). */
export function fastRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export class Random {
  private readonly next: () => number;

  constructor(
    readonly faker: Faker,
    seed = FAKER_SEED,
  ) {
    this.next = fastRandom(seed);
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max] rounded to `digits` decimals. */
  float(min: number, max: number, digits = 2): number {
    const factor = 10 ** digits;
    return Math.round((min + this.next() * (max - min)) * factor) / factor;
  }

  /** A multiple of `step` in [min, max] (the lowest multiple when the range holds none). */
  step(min: number, max: number, step: number): number {
    const low = Math.ceil(min / step);
    const high = Math.floor(max / step);
    return (high <= low ? low : this.int(low, high)) * step;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick: no items');
    return item;
  }

  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  /** `count` distinct items, in the order of `items`. */
  some<T>(items: readonly T[], count: number): T[] {
    if (count >= items.length) return [...items];
    const chosen = new Set(this.shuffle(items).slice(0, Math.max(0, count)));
    return items.filter((item) => chosen.has(item));
  }

  /** One value, chosen with the relative weights given (zero weights never). */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    let point = this.next() * choices.reduce((total, [, weight]) => total + weight, 0);
    let last: T | undefined;
    for (const [value, weight] of choices) {
      if (weight <= 0) continue;
      last = value;
      if (point < weight) return value;
      point -= weight;
    }
    if (last === undefined) throw new Error('weighted: no positive weight');
    return last;
  }

  /** `length` characters of [0-9A-Za-z] (an id-like token). */
  base62(length: number): string {
    return Array.from({ length }, () => BASE62[Math.floor(this.next() * 62)]).join('');
  }

  /** `length` lowercase hex digits. */
  hex(length: number): string {
    return Array.from({ length }, () => Math.floor(this.next() * 16).toString(16)).join('');
  }
}
