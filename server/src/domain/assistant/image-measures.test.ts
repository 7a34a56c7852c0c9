import { describe, expect, it } from 'vitest';
import { estimateSkew, greyStatistics, sidesTouched } from './image-measures.js';

const WIDTH = 400;
const HEIGHT = 300;

/** A white page with dark lines of "text" tilted by `degrees`, leaving `margin` pixels clear all round. */
function page(degrees: number, margin = 30) {
  const pixels = new Uint8Array(WIDTH * HEIGHT).fill(240);
  const slope = Math.tan((degrees * Math.PI) / 180);
  for (let line = 0; line < 12; line++) {
    for (let x = margin; x < WIDTH - margin; x++) {
      const y = Math.round(margin + 10 + line * 20 + (x - WIDTH / 2) * slope);
      for (let dy = 0; dy < 4; dy++) {
        const row = y + dy;
        if (row >= margin && row < HEIGHT - margin) pixels[row * WIDTH + x] = 20;
      }
    }
  }
  return pixels;
}

describe('image measures', () => {
  it('finds the tilt of text lines, and none on a level page', () => {
    expect(estimateSkew(page(0), WIDTH, HEIGHT)).toBe(0);
    expect(Math.abs(estimateSkew(page(8), WIDTH, HEIGHT)!)).toBeCloseTo(8, 0);
    expect(Math.abs(estimateSkew(page(-5), WIDTH, HEIGHT)!)).toBeCloseTo(5, 0);
  });

  it('does not guess a tilt on a blank page', () => {
    expect(estimateSkew(new Uint8Array(WIDTH * HEIGHT).fill(200), WIDTH, HEIGHT)).toBeNull();
  });

  it('measures brightness and contrast', () => {
    const half = new Uint8Array(100).map((_, i) => (i < 50 ? 0 : 200));
    expect(greyStatistics(half)).toMatchObject({ mean: 100, stdev: 100, darkEnd: 0, lightEnd: 200 });
  });

  it('names the sides where the text runs off the page', () => {
    expect(sidesTouched(page(0), WIDTH, HEIGHT)).toEqual([]);
    expect(sidesTouched(page(0, 0), WIDTH, HEIGHT)).toEqual(expect.arrayContaining(['left', 'right']));
  });
});
